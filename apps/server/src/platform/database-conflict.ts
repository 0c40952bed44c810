import { translate } from '@lamplighter/contract';
import { ApiError } from './errors';

/** PostgreSQL's codes for a unique and a foreign-key violation. */
export const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^\d{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A constraint the database enforced when two requests raced past the service's own checks:
 * a conflict for the caller, not a server error.
 */
export function databaseConflict(error: unknown): ApiError | undefined {
  const state = sqlStateOf(error);
  if (state === UNIQUE_VIOLATION) return new ApiError(409, 409, translate('error.duplicate'));
  if (state === FOREIGN_KEY_VIOLATION) return new ApiError(409, 409, translate('error.stillReferenced'));
  return undefined;
}
