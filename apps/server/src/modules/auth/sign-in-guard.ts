import type { FailureCount, FailureKey, SignInFailuresRepository } from './sign-in-failures.repository';

export interface SignInGuardSettings {
  /** Failures of an address or of a username after which a captcha is asked for; 0: always. */
  captchaAfter: number;
  failureWindowMs: number;
  maxDelayMs: number;
}

export interface SignInGate {
  /** Seconds this username must wait before it may try again from this address; 0: no wait. */
  waitSeconds: number;
  captcha: boolean;
}

const PRUNE_EVERY_MS = 60_000;

/**
 * Keeps password guessing slow without letting anyone lock an account: failures are counted per
 * address, per username (known or not, so that no answer tells whether an account exists) and per
 * pair of the two. A captcha is needed once the address or the username has failed often enough;
 * the wait that doubles with each failure binds only the pair, so the owner signing in from
 * another address is never kept out.
 */
export class SignInGuard {
  private prunedAt = 0;

  constructor(
    private readonly failures: SignInFailuresRepository,
    private readonly settings: SignInGuardSettings,
    private readonly now: () => number = Date.now,
  ) {}

  async check(username: string, address: string): Promise<SignInGate> {
    const counts = await this.failures.counts(keysOf(username, address), this.windowStart());
    return { waitSeconds: this.waitSeconds(counts), captcha: this.needsCaptcha(counts) };
  }

  /** Counts a failure; answers whether the next attempt needs a captcha. */
  async failed(username: string, address: string): Promise<{ captcha: boolean }> {
    const now = this.now();
    const counts = await this.failures.record(keysOf(username, address), new Date(now), this.windowStart());
    if (now - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = now;
      await this.failures.prune(this.windowStart());
    }
    return { captcha: this.needsCaptcha(counts) };
  }

  /** The owner got in from here: this pair starts afresh; the address and username counts stay. */
  async succeeded(username: string, address: string): Promise<void> {
    await this.failures.forget(pairKey(username, address));
  }

  private needsCaptcha(counts: FailureCount[]): boolean {
    const { captchaAfter } = this.settings;
    return (
      captchaAfter === 0 || counts.some((count) => count.scope !== 'pair' && count.failures >= captchaAfter)
    );
  }

  /** 1 s after the pair's first failure past the captcha threshold, doubling, up to the cap. */
  private waitSeconds(counts: FailureCount[]): number {
    const pair = counts.find((count) => count.scope === 'pair');
    const from = Math.max(1, this.settings.captchaAfter);
    if (!pair || pair.failures < from) return 0;
    const delayMs = Math.min(1000 * 2 ** (pair.failures - from), this.settings.maxDelayMs);
    const left = pair.lastAt.getTime() + delayMs - this.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  private windowStart(): Date {
    return new Date(this.now() - this.settings.failureWindowMs);
  }
}

const normalise = (username: string) => username.trim().toLowerCase();

const pairKey = (username: string, address: string): FailureKey => ({
  scope: 'pair',
  key: `${normalise(username)}\n${address}`,
});

function keysOf(username: string, address: string): FailureKey[] {
  return [
    { scope: 'address', key: address },
    { scope: 'username', key: normalise(username) },
    pairKey(username, address),
  ];
}
