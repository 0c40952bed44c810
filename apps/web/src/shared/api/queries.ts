import { endpoints } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api';
import { pageOf } from './contract-client';
import { sharedKeys } from './query-keys';

export const brandsQuery = (lang: string) =>
  queryOptions({
    queryKey: sharedKeys.brands(lang),
    queryFn: () => call(endpoints.brand.list, undefined, { silent: true }),
    staleTime: 60_000,
  });

export const userInfoQuery = queryOptions({
  queryKey: sharedKeys.userInfo,
  queryFn: () => call(endpoints.user.info),
  staleTime: 60_000,
  retry: false,
});

export const menuTreeQuery = (lang: string) =>
  queryOptions({
    queryKey: sharedKeys.menuTree(lang),
    queryFn: async () => (await call(endpoints.menu.userMenuTree))[0]?.[0]?.children ?? [],
    staleTime: 60_000,
    retry: false,
  });

/** Every menu entry (needs sys:menu:list): the menu screen edits them, the role screen grants them. */
export const menuListQuery = (lang: string) =>
  queryOptions({
    queryKey: sharedKeys.menuList(lang),
    queryFn: async () => (await call(endpoints.menu.list))[0]?.[0]?.children ?? [],
  });

/** The caller's account subtree: for accounts, a project's owner, a manufacturer's maker account. */
export const accountTreeQuery = queryOptions({
  queryKey: sharedKeys.accountTree,
  queryFn: () => call(endpoints.account.tree),
  staleTime: 60_000,
});

/** Every role the caller can see, to give to an account or move accounts to. */
export const roleChoicesQuery = queryOptions({
  queryKey: sharedKeys.roleChoices,
  queryFn: async () => pageOf(await call(endpoints.role.list, { pagesize: 500 })).list,
});
