import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '@lamplighter/contract';
import { fail } from '../../platform/errors';
import type { BackgroundDelivery } from '../messaging/background-delivery';
import { AttemptLimiter } from './attempt-limiter';
import type { CodePurpose, VerificationCodesRepository } from './verification-codes.repository';

export const codePolicy = {
  lifetimeMs: 10 * 60_000,
  resendAfterMs: 60_000,
  maxAttempts: 5,
  perAddressPerHour: 10,
};

export type ContactKind = 'mobile' | 'email';

/** Whether a contact is a phone number or a mailbox; 400 when it is neither. */
export function contactKind(contact: string): ContactKind {
  if (MOBILE_PATTERN.test(contact)) return 'mobile';
  if (EMAIL_PATTERN.test(contact)) return 'email';
  throw fail.invalidField('contact', 'validation.contact');
}

/** Mailboxes are kept and compared in lower case, so `Ops@x.cn` and `ops@x.cn` share codes and limits. */
const contactKey = (contact: string) => contact.trim().toLowerCase();

const texts: Record<CodePurpose, { subject: string; body: (code: string) => string }> = {
  reset: {
    subject: '密码重置验证码 / Password reset code',
    body: (code) =>
      `验证码 ${code}，10分钟内有效，用于重置密码。Your Lamplighter password reset code is ${code}; it is valid for 10 minutes.`,
  },
  bind: {
    subject: '绑定验证码 / Confirmation code',
    body: (code) =>
      `验证码 ${code}，10分钟内有效，用于绑定手机号或邮箱。Your Lamplighter confirmation code is ${code}; it is valid for 10 minutes.`,
  },
};

/**
 * Six-digit single-use codes: kept only as an HMAC, valid ten minutes, void after five wrong tries,
 * one per contact a minute and a bounded number per address an hour.
 */
export class VerificationCodesService {
  private readonly addressLimiter: AttemptLimiter;
  private readonly unknownContactLimiter: AttemptLimiter;

  constructor(
    private readonly repository: VerificationCodesRepository,
    private readonly messages: BackgroundDelivery,
    private readonly hashKey: string,
    private readonly now: () => number = Date.now,
  ) {
    this.addressLimiter = new AttemptLimiter(codePolicy.perAddressPerHour, 60 * 60_000, now);
    this.unknownContactLimiter = new AttemptLimiter(1, codePolicy.resendAfterMs, now);
  }

  /** Counts a request from an address; 429 past the limit. */
  limitAddress(ip: string): void {
    const wait = this.addressLimiter.hit(ip);
    if (wait > 0) throw fail.tooFrequent(wait);
  }

  /** Stores a new code and hands its message over for delivery, which the answer does not wait for. */
  async issue(purpose: CodePurpose, contact: string, account: { id: number; path: string }): Promise<void> {
    const key = contactKey(contact);
    const last = await this.repository.lastSentAt(purpose, key);
    refuseWithin(last ? last.getTime() + codePolicy.resendAfterMs - this.now() : 0);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.repository.insert({
      purpose,
      contact: key,
      accountId: account.id,
      codeHash: this.hash(purpose, contact, code),
      expiresAt: new Date(this.now() + codePolicy.lifetimeMs),
    });
    const text = texts[purpose];
    this.messages.post({
      channel: contactKind(contact) === 'mobile' ? 'sms' : 'email',
      to: contact,
      subject: text.subject,
      body: text.body(code),
      scopePath: account.path,
    });
  }

  /**
   * For a contact no account uses: sends nothing, yet refuses a repeat within the minute just as
   * issue() does, so that the answer never tells whether the contact exists.
   */
  withhold(purpose: CodePurpose, contact: string): void {
    refuseWithin(this.unknownContactLimiter.hit(`${purpose}\n${contactKey(contact)}`) * 1000);
  }

  /**
   * Uses the code and answers the account it was issued for; 400 for anything else. `beforeUse`
   * may still refuse once the code is known right, and then the code stays usable.
   */
  async consume(
    purpose: CodePurpose,
    contact: string,
    code: string,
    beforeUse: (accountId: number) => void = () => {},
  ): Promise<number> {
    const live = await this.repository.live(purpose, contactKey(contact), codePolicy.maxAttempts);
    if (!live) throw fail.badRequestKey('error.codeInvalid');
    const expected = Buffer.from(live.codeHash);
    const given = Buffer.from(this.hash(purpose, contact, code.trim()));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await this.repository.countWrongTry(live.id);
      throw fail.badRequestKey('error.codeInvalid');
    }
    beforeUse(live.accountId);
    if (!(await this.repository.use(live.id))) throw fail.badRequestKey('error.codeInvalid');
    return live.accountId;
  }

  private hash(purpose: CodePurpose, contact: string, code: string): string {
    return createHmac('sha256', this.hashKey)
      .update(`${purpose}\n${contactKey(contact)}\n${code}`)
      .digest('base64url');
  }
}

/** 429 with the seconds left when the last code to a contact went out less than a minute ago. */
function refuseWithin(waitMs: number): void {
  if (waitMs <= 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  throw fail.tooFrequent(seconds, 'error.codeTooFrequent', { seconds });
}
