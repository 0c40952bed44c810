import type { AuditFilter } from './audit';

const all = ['audit'];

/** The audit screen's queries. */
export const auditKeys = {
  all,
  list: (filter: AuditFilter) => [...all, 'list', filter],
};
