import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export interface AuditEntry {
  id: number;
  time: string;
  actorname: string;
  ip: string;
  action: string;
  targettype: string;
  targetid: string;
  result: 'success' | 'failure';
}

export interface AuditFilter {
  pagenum: number;
  pagesize: number;
  action?: string | undefined;
  result?: 'success' | 'failure' | undefined;
}

export const auditListQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: ['audit', 'list', filter],
    queryFn: async () => {
      const { data } = await api.request<{ list: AuditEntry[]; total: number }[]>('/sys/audit/list', {
        params: { ...filter },
      });
      return data[0] ?? { list: [], total: 0 };
    },
    placeholderData: keepPreviousData,
  });
