import { errorCodes } from '@lamplighter/contract';
import { RequestError } from '../../../../shared/api/api-client';

/** Why the server will not show what a wall asks for, however often it is asked; undefined otherwise. */
export type Refusal = 'not-found' | 'forbidden' | 'invalid';

/** The refusal a failed call carries; a lost connection or a server error is none (the wall retries). */
export function refusalOf(error: unknown): Refusal | undefined {
  if (!(error instanceof RequestError)) return undefined;
  if (error.status === 404) return 'not-found';
  if (error.status === 403 || error.status === errorCodes.insufficientPermission) return 'forbidden';
  if (error.status === 400) return 'invalid';
  return undefined;
}
