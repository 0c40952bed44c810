import { type Placeholder, sql } from 'drizzle-orm';

/**
 * How a condition's values reach its statement. `asParameters` puts each value in as the
 * statement is built; `NamedValues` puts in a named placeholder and keeps the value, so that a
 * statement built once, and prepared, serves every later request of the same shape.
 */
export interface ValueBinder {
  bind<T>(name: string, value: T): T | Placeholder;
}

export const asParameters: ValueBinder = { bind: (_name, value) => value };

export class NamedValues implements ValueBinder {
  readonly values: Record<string, unknown> = {};

  bind(name: string, value: unknown): Placeholder {
    this.values[name] = value;
    return sql.placeholder(name);
  }
}
