import { z } from 'zod';
import { controlCharacterRule } from './control-characters';
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

/** The range of the store's integer columns (PostgreSQL `integer`). */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** Far past the last page of any list, and small enough that the offset stays exact. */
export const PAGE_NUM_MAX = 1_000_000;

type Params = Record<string, string | number>;

export function messageOf(key: MessageKey, params?: Params): string {
  return translate(key, 'en', params);
}

/** A message for a value that was not given, and one for a value that was given but is wrong. */
function errorFor(missing: string, wrong: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === '' ? missing : wrong);
}

const DECIMAL_INTEGER = /^-?\d+$/;
const DECIMAL_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Form bodies and query strings carry numbers as text: plain decimal text is read as a number
 * and anything else is left as it is, for the schema to refuse. So `0x1`, `1e0`, `+1`, ` 1 `,
 * `true` and `[1]` are refused rather than read as 1.
 */
const readDecimal = (pattern: RegExp) => (value: unknown) =>
  typeof value === 'string' && pattern.test(value) ? Number(value) : value;

/**
 * A whole number within [min, max] (a JSON integer, or decimal digits with at most a leading minus).
 * Every integer input goes through here, so none reaches a column it does not fit. A field with a
 * prompt (`please select a project`) answers that prompt for whatever is wrong with it.
 */
export function integerField(min: number, max: number, prompt?: MessageKey) {
  const wrong = messageOf(prompt ?? 'validation.integer', { min, max });
  const error = { error: errorFor(messageOf(prompt ?? 'validation.required'), wrong) };
  return z.preprocess(
    readDecimal(DECIMAL_INTEGER),
    z.number(error).int({ error: wrong }).min(min, { error: wrong }).max(max, { error: wrong }),
  );
}

/** A number within [min, max]: a JSON number, or decimal text such as `-12.5`. */
export function decimalField(
  min: number,
  max: number,
  wrong = messageOf('validation.decimal', { min, max }),
) {
  return z.preprocess(
    readDecimal(DECIMAL_NUMBER),
    z.number({ error: wrong }).min(min, { error: wrong }).max(max, { error: wrong }),
  );
}

/** A row id: what the store's `serial` columns can hold. */
export function idOf(prompt?: MessageKey) {
  return integerField(1, INT4_MAX, prompt);
}

export const idField = idOf();
export const intField = integerField(INT4_MIN, INT4_MAX);
export const pageNumField = integerField(1, PAGE_NUM_MAX).default(1);
export const pageSizeField = integerField(1, 500).default(20);

/** 0 or 1; also `true`/`false`, as text or as JSON. */
export const flagField = z.preprocess(
  (value) => (value === 'true' || value === true ? 1 : value === 'false' || value === false ? 0 : value),
  integerField(0, 1, 'validation.flag'),
);

/** Ids as a list: bracket arrays, JSON arrays, a single value or a comma-separated text. */
export function idListOf(item: z.ZodType<number>, prompt?: MessageKey) {
  const sizes = prompt ? { error: messageOf(prompt) } : {};
  return z.preprocess(
    (value) =>
      value === undefined || Array.isArray(value) ? value : String(value).split(',').filter(Boolean),
    z.array(item, sizes).min(1, sizes).max(1000),
  );
}

export const idListField = idListOf(idField);

/**
 * Text that a person types: trimmed, at most `max` characters, one line unless `multiline`, and no
 * control characters (see control-characters.ts).
 */
export function textField(max: number, options: { multiline?: boolean } = {}) {
  return z
    .string()
    .trim()
    .max(max)
    .superRefine(refuseControlCharacters(options.multiline ?? false));
}

function refuseControlCharacters(multiline: boolean) {
  return (value: string, ctx: z.RefinementCtx) => {
    const refused = controlCharacterRule(value, multiline);
    if (refused) ctx.addIssue({ code: 'custom', message: messageOf(refused) });
  };
}

function requiredTextWith(max: number, missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max)
    .superRefine(refuseControlCharacters(false));
}

/** One line of text that must be given: missing or blank answers the prompt (`please enter ...`). */
export function promptedText(max: number, prompt: MessageKey) {
  return requiredTextWith(max, messageOf(prompt));
}

/** One line of text that must be given: missing or blank answers `{field} cannot be empty`. */
export function requiredText(field: string, max = 255) {
  return requiredTextWith(max, messageOf('validation.required', { field }));
}

/** Text checked by one of the shared rules; missing, it answers the rule's message for an empty value. */
function ruleField(check: (value: string) => RuleFailure | null, wrong: MessageKey) {
  const missing = check('');
  return z
    .string({ error: errorFor(messageOf(missing?.key ?? wrong, missing?.params), messageOf(wrong)) })
    .superRefine((value, ctx) => {
      const failure = check(value);
      if (failure) ctx.addIssue({ code: 'custom', message: messageOf(failure.key, failure.params) });
    });
}

// Each pattern states its rule in the OpenAPI document; the check enforces it, naming what is wrong.
export const usernameField = ruleField(checkUsername, 'validation.username').meta({
  pattern: USERNAME_PATTERN.source,
});
export const mobileField = ruleField(checkMobile, 'validation.mobile').meta({
  pattern: MOBILE_PATTERN.source,
});
export const emailField = ruleField(checkEmail, 'validation.email').meta({
  pattern: `^$|${EMAIL_PATTERN.source}`,
});
