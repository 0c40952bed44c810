import type { z } from 'zod';
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
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer. Binary answers (files, images) name their content type instead. */
  response: z.ZodType | { contentType: string };
}

export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}
