import { z } from 'zod';
import { idField, messageOf } from './fields';

/**
 * Input fields shared by the inventory calls. Form bodies carry everything as text: an empty
 * value means "not given" for the optional ones.
 */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const optionalId = z.preprocess(blankToUndefined, idField.optional());

export function optionalText(max: number) {
  return z.string().trim().max(max).default('');
}

// The blank value becomes undefined inside the preprocess, so the optional must sit inside it too:
// an `.optional()` outside only lets a missing field through, and a form's empty one was refused.
export const longitudeField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: messageOf('validation.longitude') })
    .min(-180, { error: messageOf('validation.longitude') })
    .max(180, { error: messageOf('validation.longitude') })
    .optional(),
);

export const latitudeField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: messageOf('validation.latitude') })
    .min(-90, { error: messageOf('validation.latitude') })
    .max(90, { error: messageOf('validation.latitude') })
    .optional(),
);

/** A calendar day as `YYYY-MM-DD` that exists (no 31 February). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

export function dateField(field: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(isCalendarDay, { error: messageOf('validation.date', { field }) })
      .optional(),
  );
}

/** 0/1 flags that also take true/false and an empty value (0). */
export const optionalFlag = z.preprocess(
  (value) => (value === 'true' ? 1 : value === 'false' || value === '' || value === undefined ? 0 : value),
  z.coerce.number().int().min(0).max(1),
);

/** A list of text values from bracket arrays, a single value, or a comma-separated string. */
export function textList(item: z.ZodType<string>, max = 1000) {
  return z.preprocess(
    (value) =>
      value === undefined || value === ''
        ? []
        : Array.isArray(value)
          ? value
          : String(value)
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean),
    z.array(item).max(max),
  );
}
