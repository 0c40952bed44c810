import { DrizzleQueryError } from 'drizzle-orm';

/** An error as a log line shows it. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  /** The SQL state of a database error, or a library's own code (ECONNRESET, FST_...). */
  code?: string;
  [field: string]: unknown;
}

/**
 * Facts of an error that name where it happened, never a value: the database's fields for the
 * failing table, column and constraint (`table` from PGlite, `table_name` from postgres.js).
 * Left out on purpose: `detail` ("Failing row contains (...)", "Key (x)=(...)"), `where` ("portal
 * parameter $3 = '...'"), the statement's `params`/`parameters` and anything else a library adds.
 */
const KEPT_FIELDS: Record<string, string> = {
  statusCode: 'statusCode',
  errno: 'errno',
  syscall: 'syscall',
  severity: 'severity',
  routine: 'routine',
  schema: 'schema',
  schema_name: 'schema',
  table: 'table',
  table_name: 'table',
  column: 'column',
  column_name: 'column',
  dataType: 'dataType',
  constraint: 'constraint',
  constraint_name: 'constraint',
};

const SQL_STATE = /^[0-9A-Z]{5}$/;
const MAX_DEPTH = 5;

/** A data exception (SQL state class 22) quotes the value it refused: `value "..." is out of range`. */
function messageOf(error: Error, code: string | undefined): string {
  if (error instanceof DrizzleQueryError) return `Failed query: ${error.query}`;
  if (code && SQL_STATE.test(code) && code.startsWith('22'))
    return error.message.replace(/"[^"]*"/g, '"***"');
  return error.message;
}

/** The stack's frames under a first line that is the safe message: the original first line may hold values. */
function stackOf(error: Error, type: string, message: string): string {
  if (typeof error.stack !== 'string') return '';
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

/**
 * What a log line may show of an error and its causes: type, message, stack, code and the names
 * of what failed; never a statement's bound values (a new account's password hash, a device's
 * token hash) nor the row the database quotes back. The one serializer of `err` in every log line.
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    const type =
      error === null
        ? 'null'
        : typeof error === 'object'
          ? (error.constructor?.name ?? 'Object')
          : typeof error;
    // A primitive is what the code chose to throw; an object's fields are not looked into.
    return {
      type,
      message: typeof error === 'object' ? 'a thrown value that is not an Error' : String(error),
      stack: '',
    };
  }
  const fields = error as unknown as Record<string, unknown>;
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  // PGlite's class name is minified away: a database error is named alike on both stores.
  const fromDatabase = code !== undefined && SQL_STATE.test(code) && typeof fields.severity === 'string';
  const type = fromDatabase ? 'DatabaseError' : (error.constructor?.name ?? error.name);
  const message = messageOf(error, code);
  const logged: LoggedError = { type, message, stack: stackOf(error, type, message) };
  if (code) logged.code = code;
  for (const [field, name] of Object.entries(KEPT_FIELDS)) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[name] = value;
  }
  if (depth < MAX_DEPTH) {
    if (error.cause !== undefined) logged.cause = loggableError(error.cause, depth + 1);
    if (error instanceof AggregateError) {
      logged.errors = error.errors.map((inner: unknown) => loggableError(inner, depth + 1));
    }
  }
  return logged;
}
