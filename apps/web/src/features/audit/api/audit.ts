import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { pageOf, type QueryOf, type RowOf } from '../../../shared/api/contract-client';
import { auditKeys } from './audit-keys';

export type AuditEntry = RowOf<typeof endpoints.audit.list>;
export type AuditFilter = QueryOf<typeof endpoints.audit.list>;

export const auditListQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: auditKeys.list(filter),
    queryFn: async () => pageOf(await call(endpoints.audit.list, filter)),
    placeholderData: keepPreviousData,
  });
