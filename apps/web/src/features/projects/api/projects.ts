import type { AccountTreeNode, Project } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export interface ProjectFilter {
  pagenum: number;
  pagesize: number;
  keyword?: string | undefined;
  province?: string | undefined;
}

/** Every query of this feature starts with `['projects']`, as the shared project tree does. */
export const projectListQuery = (filter: ProjectFilter) =>
  queryOptions({
    queryKey: ['projects', 'list', filter],
    queryFn: async () =>
      (
        await api.request<{ list: Project[]; total: number }[]>('/remote/project/list', {
          params: { ...filter },
        })
      ).data[0] ?? { list: [], total: 0 },
    placeholderData: keepPreviousData,
  });

/** The caller's account subtree, to choose a project's owner. */
export const ownerAccountsQuery = queryOptions({
  queryKey: ['projects', 'owner-accounts'],
  queryFn: async () => (await api.request<AccountTreeNode[]>('/sys/account/tree')).data,
  staleTime: 60_000,
});

export type ProjectInput = Record<string, string | number | undefined>;

export const projectCalls = {
  add: (input: ProjectInput) => api.request<Project>('/remote/project/add', { data: input }),
  update: (input: ProjectInput) => api.request<Project>('/remote/project/update', { data: input }),
  remove: (ids: number[]) => api.request('/remote/project/delete', { params: { ids } }),
};
