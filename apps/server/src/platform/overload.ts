/**
 * Failures that say the server ran short of something for a moment rather than that the request is
 * wrong or the code broken: the process's open files (each device connection holds one), or the
 * database refusing or not answering new connections. Such a request can succeed when sent again.
 */
const SHORTAGE_CODES = new Set([
  'EMFILE',
  'ENFILE',
  // postgres.js: no connection could be opened in time.
  'CONNECT_TIMEOUT',
  // PostgreSQL: too many connections; starting up or shutting down.
  '53300',
  '57P03',
]);

/** Seconds a client is asked to wait before it sends a request that met a shortage again. */
export const SHORTAGE_RETRY_SECONDS = 2;

/** Whether the error, or an error it was caused by, is a passing shortage of a resource. */
export function isShortage(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && SHORTAGE_CODES.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
