import { z } from 'zod';
import { decimalField, idField, integerField, messageOf, textField } from './fields';

/**
 * Input fields shared by the inventory calls. Form bodies carry everything as text: an empty
 * value means "not given" for the optional ones.
 */
export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const optionalId = z.preprocess(blankToUndefined, idField.optional());

export function optionalText(max: number, options: { multiline?: boolean } = {}) {
  return textField(max, options).default('');
}

// The blank value becomes undefined inside the preprocess, so the optional must sit inside it too:
// an `.optional()` outside only lets a missing field through, and a form's empty one was refused.
export const longitudeField = z.preprocess(
  blankToUndefined,
  decimalField(-180, 180, messageOf('validation.longitude')).optional(),
);

export const latitudeField = z.preprocess(
  blankToUndefined,
  decimalField(-90, 90, messageOf('validation.latitude')).optional(),
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

/** 0/1 flags that also take true/false (as text or JSON) and an empty value (0). */
export const optionalFlag = z.preprocess(
  (value) =>
    value === 'true' || value === true
      ? 1
      : value === 'false' || value === false || value === '' || value === undefined
        ? 0
        : value,
  integerField(0, 1, 'validation.flag'),
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
