import { errorCodes, type MessageKey, translate } from '@lamplighter/contract';

/** The message of a failure by its i18n key, so that a client can show it in its own language. */
export interface MessageRef {
  key: MessageKey;
  params?: Record<string, string | number> | undefined;
}

/**
 * A failure the caller is told about: the HTTP status, the body `status` (the HTTP status, or a
 * catalogue code 2001-2005), a stable English message and, where it has one, the message's key.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly ref?: MessageRef,
  ) {
    super(message);
  }
}

/** One refused field: where its value is, and why, as a message key and values. */
export interface FieldProblem {
  field: string;
  key: MessageKey;
  params?: Record<string, string | number> | undefined;
}

/** A request refused for its input; the error handler lists each field in the answer's `errors[]`. */
export class InvalidInput extends ApiError {
  constructor(readonly problems: FieldProblem[]) {
    const say = (problem: FieldProblem) => translate(problem.key, 'en', problem.params);
    super(400, 400, problems.map((problem) => `${problem.field}: ${say(problem)}`).join('; '));
  }
}

function fromKey(httpStatus: number, key: MessageKey, params?: Record<string, string | number>) {
  return new ApiError(httpStatus, httpStatus, translate(key, 'en', params), {}, { key, params });
}

export const fail = {
  insufficientPermission: () => new ApiError(403, errorCodes.insufficientPermission, translate('error.2001')),
  invalidToken: () => new ApiError(401, errorCodes.invalidToken, translate('error.2002')),
  authenticationRequired: () =>
    new ApiError(401, errorCodes.fullAuthenticationRequired, translate('error.2003')),
  wrongCredentials: () => new ApiError(401, errorCodes.wrongCredentials, translate('error.2004')),
  userDisabled: () => new ApiError(403, errorCodes.userDisabled, translate('error.2005')),
  badRequest: (message: string) => new ApiError(400, 400, message),
  badRequestKey: (key: MessageKey, params?: Record<string, string | number>) => fromKey(400, key, params),
  invalidField: (field: string, key: MessageKey, params?: Record<string, string | number>) =>
    new InvalidInput([{ field, key, params }]),
  unauthorized: (key: MessageKey) => fromKey(401, key),
  forbidden: (key: MessageKey, params?: Record<string, string | number>) => fromKey(403, key, params),
  notFound: (what: string) => new ApiError(404, 404, `${what} not found`, {}, { key: 'error.notFound' }),
  /** Something the caller may see does not exist yet, and the message says what. */
  missing: (key: MessageKey) => fromKey(404, key),
  conflict: (key: MessageKey, params?: Record<string, string | number>) => fromKey(409, key, params),
  tooLarge: (key: MessageKey, params?: Record<string, string | number>) => fromKey(413, key, params),
  unsupportedType: (key: MessageKey) => fromKey(415, key),
  /** A part of the server the call needs is missing or failed (a tool that is not installed). */
  unavailable: (key: MessageKey) => fromKey(503, key),
  /** A byte range past the end of a file of `size` bytes; the answer says the size, as HTTP asks. */
  rangeNotSatisfiable: (key: MessageKey, size: number) =>
    new ApiError(416, 416, translate(key, 'en'), { 'content-range': `bytes */${size}` }, { key }),
  tooFrequent: (retryAfterSeconds: number, key: MessageKey = 'error.tooFrequent', params = {}) =>
    new ApiError(
      429,
      429,
      translate(key, 'en', params),
      { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
      { key, params },
    ),
};
