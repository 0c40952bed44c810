import type { MessageKey } from '@lamplighter/contract';
import { isMessageKey, RequestError } from '../../../shared/api/api-client';

/**
 * Why a camera does not play, said in the user's language when shown: a message of the contract
 * (the camera's answers: no stream, no ffmpeg, too many streams…) or the API client's own words.
 */
export type PlayProblem = { key: MessageKey; params?: Record<string, string | number> } | { text: string };

/** What a refused `play` call says. */
export function problemOfCall(error: unknown): PlayProblem {
  if (error instanceof RequestError && isMessageKey(error.ref.key)) {
    return { key: error.ref.key, ...(error.ref.params ? { params: error.ref.params } : {}) };
  }
  return { text: error instanceof Error ? error.message : String(error) };
}

/**
 * What a stream that stopped says, by the HTTP status of the request that failed: a signed address
 * refused (403: expired or altered), else the camera out of reach.
 */
export function problemOfStream(httpStatus: number | undefined): PlayProblem {
  return { key: httpStatus === 403 ? 'camera.linkExpired' : 'camera.streamUnavailable' };
}
