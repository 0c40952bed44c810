import { z } from 'zod';
import { messageOf } from './fields';

/**
 * Marks a password being set. The server checks it against the installation's policy
 * (checkPassword in validation.ts, PASSWORD_POLICY, PASSWORD_MIN_LENGTH) and names the rule it
 * breaks; the OpenAPI document replaces the mark with that policy's lengths and characters.
 */
export const PASSWORD_POLICY_MARK = 'x-password-policy';

const policyMark = { format: 'password', [PASSWORD_POLICY_MARK]: true };
const required = { error: messageOf('validation.passwordRequired') };

/** A password being set, which must be given. */
export const newPasswordField = z.string(required).min(1, required).max(128).meta(policyMark);

/** A password being set where leaving it out changes nothing. */
export const optionalNewPasswordField = z.string().max(128).meta(policyMark).optional();
