/** What an element of a PostgreSQL array literal may be; `null` and `undefined` are NULL. */
export type ArrayElement = string | number | boolean | null | undefined;

function element(value: ArrayElement): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

/**
 * A one-dimensional array written as PostgreSQL's array literal (`{"a","b c",NULL}`), to be sent
 * as one text parameter and cast (`$1::int[]`): both drivers pass text the same way, and one
 * parameter per column lets `unnest` turn thousands of rows into a statement with a fixed shape.
 * Text is always quoted, so commas, braces, quotes and the word NULL stay text.
 */
export function arrayLiteral(values: readonly ArrayElement[]): string {
  return `{${values.map(element).join(',')}}`;
}
