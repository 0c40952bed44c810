import type { MessageKey } from './messages';

/** A rule failure: a message key and the values its placeholders need. */
export interface RuleFailure {
  key: MessageKey;
  params?: Record<string, string | number>;
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{6,20}$/;
export const MOBILE_PATTERN = /^1[345789]\d{9}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;
export const PASSWORD_MAX_LENGTH = 20;

export const passwordPolicies = ['simple', 'strong', 'strong-without-username'] as const;
export type PasswordPolicyName = (typeof passwordPolicies)[number];

export interface PasswordPolicy {
  policy: PasswordPolicyName;
  /** 8 by default; 6 is the other reading of the seed. */
  minLength: number;
}

export const defaultPasswordPolicy: PasswordPolicy = { policy: 'strong', minLength: 8 };

export function checkUsername(value: string): RuleFailure | null {
  if (value.trim() === '') return { key: 'validation.usernameRequired' };
  return USERNAME_PATTERN.test(value) ? null : { key: 'validation.username' };
}

export function checkMobile(value: string): RuleFailure | null {
  if (value.trim() === '') return { key: 'validation.mobileRequired' };
  return MOBILE_PATTERN.test(value) ? null : { key: 'validation.mobile' };
}

/** Email is optional: an empty value passes. */
export function checkEmail(value: string): RuleFailure | null {
  if (value === '') return null;
  return EMAIL_PATTERN.test(value) ? null : { key: 'validation.email' };
}

const characterClasses = [/[0-9]/, /[a-z]/, /[A-Z]/, /[^A-Za-z0-9]/];

function hasRunOfSameCharacter(value: string, longerThan: number): boolean {
  let run = 1;
  for (let i = 1; i < value.length; i++) {
    run = value[i] === value[i - 1] ? run + 1 : 1;
    if (run > longerThan) return true;
  }
  return false;
}

function hasDigitSequence(value: string, longerThan: number): boolean {
  let up = 1;
  let down = 1;
  for (let i = 1; i < value.length; i++) {
    const previous = value.charCodeAt(i - 1);
    const current = value.charCodeAt(i);
    const bothDigits = previous >= 48 && previous <= 57 && current >= 48 && current <= 57;
    up = bothDigits && current === previous + 1 ? up + 1 : 1;
    down = bothDigits && current === previous - 1 ? down + 1 : 1;
    if (up > longerThan || down > longerThan) return true;
  }
  return false;
}

/**
 * Checks a password against the installation's policy. The same function runs in the browser
 * (as the user types) and on the server (before anything is stored).
 */
export function checkPassword(
  password: string,
  policy: PasswordPolicy = defaultPasswordPolicy,
  username = '',
): RuleFailure | null {
  const min = policy.minLength;
  const max = PASSWORD_MAX_LENGTH;
  if (password === '') return { key: 'validation.passwordRequired' };
  if (policy.policy === 'simple') {
    const simple = new RegExp(`^[A-Za-z0-9_]{${min},${max}}$`);
    return simple.test(password) ? null : { key: 'validation.passwordSimple', params: { min, max } };
  }
  if (password.length < min || password.length > max) {
    return { key: 'validation.passwordLength', params: { min, max } };
  }
  if (characterClasses.filter((pattern) => pattern.test(password)).length < 3) {
    return { key: 'validation.passwordClasses' };
  }
  if (
    policy.policy === 'strong-without-username' &&
    username !== '' &&
    password.toLowerCase().includes(username.toLowerCase())
  ) {
    return { key: 'validation.passwordUsername' };
  }
  if (hasRunOfSameCharacter(password, 3)) return { key: 'validation.passwordRepeat' };
  if (hasDigitSequence(password, 3)) return { key: 'validation.passwordSequence' };
  return null;
}
