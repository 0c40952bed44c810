import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures of links that work without a token (an image, a player, a device fetching a file): a
 * purpose, the values the link names and an expiry, signed with a server key. The expiry is
 * rounded up to a multiple of the lifetime, so that the links of one period are the same and a
 * browser's cache keeps what they fetched.
 */
export class SignedLinks {
  constructor(
    private readonly key: string,
    private readonly purpose: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** When a link made now expires, in seconds since 1970. */
  expiry(): number {
    const ttl = Math.max(1, Math.round(this.ttlMs / 1000));
    return Math.ceil((Math.floor(this.now() / 1000) + ttl) / ttl) * ttl;
  }

  sign(values: string[], expires: number | string): string {
    return createHmac('sha256', this.key)
      .update([this.purpose, ...values, String(expires)].join('\n'))
      .digest('base64url');
  }

  /** The seconds a link stays valid; undefined when its signature does not match or it expired. */
  verify(values: string[], expires: string, signature: string): number | undefined {
    if (!/^\d{1,16}$/.test(expires)) return undefined;
    const expected = Buffer.from(this.sign(values, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    const secondsLeft = Number(expires) - Math.floor(this.now() / 1000);
    return secondsLeft > 0 ? secondsLeft : undefined;
  }
}
