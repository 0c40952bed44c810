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
  /** Codes issued but not yet stored: a repeat meanwhile finds no stored code to wait for. */
  private readonly storing = new Set<string>();

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

  /**
   * A new code, refused within a minute of the last one to the contact. It is stored and sent after
   * the answer, which thus takes the same steps as withhold()'s for a contact nobody uses.
   */
  async issue(purpose: CodePurpose, contact: string, account: { id: number; path: string }): Promise<void> {
    const key = contactKey(contact);
    const pending = `${purpose}\n${key}`;
    const wait = await this.sinceLastCode(purpose, key);
    refuseWithin(this.storing.has(pending) ? codePolicy.resendAfterMs : wait);
    this.storing.add(pending);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const text = texts[purpose];
    const message = {
      channel: contactKind(contact) === 'mobile' ? ('sms' as const) : ('email' as const),
      to: contact,
      subject: text.subject,
      body: text.body(code),
      scopePath: account.path,
    };
    this.messages.post(message, () =>
      this.repository
        .insert({
          purpose,
          contact: key,
          accountId: account.id,
          codeHash: this.hash(purpose, contact, code),
          expiresAt: new Date(this.now() + codePolicy.lifetimeMs),
        })
        .finally(() => this.storing.delete(pending)),
    );
  }

  /**
   * For a contact no account uses: sends nothing, yet refuses a repeat within the minute just as
   * issue() does, reading the stored codes as it does (a contact may have been an account's until
   * lately), so that neither the answer nor its time tells whether the contact exists.
   */
  async withhold(purpose: CodePurpose, contact: string): Promise<void> {
    const key = contactKey(contact);
    const stored = await this.sinceLastCode(purpose, key);
    refuseWithin(Math.max(stored, this.unknownContactLimiter.hit(`${purpose}\n${key}`) * 1000));
  }

  /** How long a new code to the contact must still wait, in milliseconds (0 or less: none). */
  private async sinceLastCode(purpose: CodePurpose, key: string): Promise<number> {
    const last = await this.repository.lastSentAt(purpose, key);
    return last ? last.getTime() + codePolicy.resendAfterMs - this.now() : 0;
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
