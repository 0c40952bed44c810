import { z } from 'zod';
import { type MessageKey, translate } from './messages';
import {
  checkEmail,
  checkMobile,
  checkUsername,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  type RuleFailure,
  USERNAME_PATTERN,
} from './validation';

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

// Each pattern states its rule in the OpenAPI document; the check enforces it, naming what is wrong.
export const usernameField = ruleField(checkUsername).meta({ pattern: USERNAME_PATTERN.source });
export const mobileField = ruleField(checkMobile).meta({ pattern: MOBILE_PATTERN.source });
export const emailField = ruleField(checkEmail).meta({ pattern: `^$|${EMAIL_PATTERN.source}` });

export function messageOf(key: MessageKey, params?: Record<string, string | number>): string {
  return translate(key, 'en', params);
}
