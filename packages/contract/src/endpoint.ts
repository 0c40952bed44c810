import type { z } from 'zod';
import type { AuditAction } from './audit-actions';
import type { PermissionKey } from './permissions';

/**
 * Who may call an endpoint: anyone, any signed-in account, or an account whose role holds the
 * permission key.
 */
export type Access = 'public' | 'signed-in' | PermissionKey;

export interface Endpoint {
  method: 'GET' | 'POST';
  /** Below the API base `/prod-api`. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  /**
   * The action under which the audit log records this endpoint's calls, e.g. 'project.add'. Set on
   * every endpoint that changes what an administrator answers for (accounts, passwords, roles,
   * menus, brands, inventory, commands), whatever its method: the seed deletes by GET. Absent on
   * reads and on a person's own read marks. A call refused before its service runs, for its access
   * or its input, is recorded under it too.
   */
  audit?: AuditAction;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer. Binary answers (files, images) name their content type instead. */
  response: z.ZodType | { contentType: string };
}

export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}
