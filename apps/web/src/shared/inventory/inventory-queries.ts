import type { ProjectTreeNode } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/api';

export interface DeviceTypeOption {
  devicetypeid: number;
  devicetypename: string;
}
export interface CommunicationTypeOption {
  code: string;
  name: string;
}

/** Device families, in the language of the request (seed: fetched at start-up). */
export const deviceTypesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['reference', 'devicetype', lang],
    queryFn: async () => (await api.request<DeviceTypeOption[]>('/remote/type/devicetype')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const communicationTypesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['reference', 'communicationtype', lang],
    queryFn: async () =>
      (await api.request<CommunicationTypeOption[]>('/remote/type/communicationtype')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Every project of the subtree with its groups, for project and group selectors. Screens that
 * change projects or groups invalidate `['projects']`, which this key starts with.
 */
export const projectTreeQuery = queryOptions({
  queryKey: ['projects', 'tree'],
  queryFn: async () => (await api.request<ProjectTreeNode[]>('/remote/project/tree')).data,
  staleTime: 30_000,
});
