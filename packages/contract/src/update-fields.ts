import { z } from 'zod';

/** What an update field yields when sent: a field that may be empty yields null for "cleared". */
type Sent<T extends z.ZodType> =
  undefined extends z.output<T> ? Exclude<z.output<T>, undefined> | null : z.output<T>;

export type UpdateField<T extends z.ZodType> = z.ZodOptional<z.ZodType<Sent<T>, z.input<T> | null>>;

export type UpdateFields<S extends Record<string, z.ZodType>> = { [K in keyof S]: UpdateField<S[K]> };

const blankFromNull = (value: unknown) => (value === null ? '' : value);
const nullFromUndefined = (value: unknown) => (value === undefined ? null : value);

/**
 * One field of an update body, from the same field of the add body. Left out, it yields nothing
 * and the stored value stays. Sent, the add call's rule reads it; sent empty ('' or null), it
 * clears a field that the add call lets one leave out (text becomes '', anything else null) and
 * is refused, by the add call's own message, for a field that the add call needs.
 */
export function updateField<T extends z.ZodType>(field: T): UpdateField<T> {
  const mayBeEmpty = field.safeParse(undefined).success;
  // The add call's default fills a field left out; on update nothing may fill it.
  const rule = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field;
  const sent = mayBeEmpty ? z.preprocess(blankFromNull, rule).transform(nullFromUndefined) : rule;
  const optional = sent.optional();
  return (field.description ? optional.describe(field.description) : optional) as unknown as UpdateField<T>;
}

/** Every field of an add body as an update field: see `updateField`. */
export function updateFields<S extends Record<string, z.ZodType>>(fields: S): UpdateFields<S> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, updateField(field)]),
  ) as UpdateFields<S>;
}
