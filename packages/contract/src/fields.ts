import { z } from 'zod';
import { type MessageKey, translate } from './messages';
import { checkEmail, checkMobile, checkUsername, type RuleFailure } from './validation';

/**
 * Field schemas for inputs. Form bodies and query strings carry every value as text, so numbers
 * and flags are coerced; a lone value where a list is expected becomes a list of one.
 */
export const intField = z.coerce.number().int();
export const idField = z.coerce.number().int().positive();
export const pageNumField = z.coerce.number().int().min(1).default(1);
export const pageSizeField = z.coerce.number().int().min(1).max(500).default(20);

export const flagField = z.preprocess(
  (value) => (value === 'true' ? 1 : value === 'false' ? 0 : value),
  z.coerce.number().int().min(0).max(1),
);

export const idListField = z.preprocess(
  (value) => (value === undefined || Array.isArray(value) ? value : String(value).split(',')),
  z.array(idField).min(1).max(1000),
);

export function requiredText(field: string, max = 255) {
  return z
    .string({ error: translate('validation.required', 'en', { field }) })
    .trim()
    .min(1, { error: translate('validation.required', 'en', { field }) })
    .max(max);
}

function ruleField(check: (value: string) => RuleFailure | null) {
  return z.string().superRefine((value, ctx) => {
    const failure = check(value);
    if (failure) ctx.addIssue({ code: 'custom', message: translate(failure.key, 'en', failure.params) });
  });
}

export const usernameField = ruleField(checkUsername);
export const mobileField = ruleField(checkMobile);
export const emailField = ruleField(checkEmail);

export function messageOf(key: MessageKey, params?: Record<string, string | number>): string {
  return translate(key, 'en', params);
}
