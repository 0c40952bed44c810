import { endpoints } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import type { InputOf } from '../../../shared/api/contract-client';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { menuKeys } from './menu-keys';

/** Every menu entry as a tree (`/sys/menu/list`): the same query as the shared menu list. */
export const menuTreeAdminQuery = (lang: string) =>
  queryOptions({
    queryKey: menuKeys.list(lang),
    queryFn: async () => (await call(endpoints.menu.list))[0]?.[0]?.children ?? [],
  });

/** What the menu form sends; an update adds the entry's id. */
export type MenuInput = InputOf<typeof endpoints.menu.add> & { id?: number };

/** The menu screen's writes; each reloads every menu query, then the caller's own menu tree. */
export function useMenuWrites() {
  const invalidates = [menuKeys.all, menuKeys.userMenuTrees];
  return {
    add: useCallMutation(endpoints.menu.add, { invalidates }),
    update: useCallMutation(endpoints.menu.update, { invalidates }),
    remove: useCallMutation(endpoints.menu.delete, { invalidates }),
  };
}
