import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE, endpoints } from '@lamplighter/contract';

export interface FaceLinkQuery {
  account: string;
  v: string;
  expires: string;
  sig: string;
}

/**
 * Links to an account's avatar that an image element can load without a token: the account id,
 * the avatar version and an expiry, signed with a server key. The expiry is rounded up to the next
 * multiple of the lifetime, so repeated reads give one URL that browsers can cache.
 */
export class FaceLinks {
  constructor(
    private readonly key: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  link(accountId: number, version: number): string {
    const ttl = Math.max(1, Math.round(this.ttlMs / 1000));
    const expires = Math.ceil((Math.floor(this.now() / 1000) + ttl) / ttl) * ttl;
    const query = { account: String(accountId), v: String(version), expires: String(expires) };
    const params = new URLSearchParams({ ...query, sig: this.sign(query) });
    return `${API_BASE}${endpoints.user.face.path}?${params.toString()}`;
  }

  /** The account the link names and the seconds it stays valid; undefined when altered or expired. */
  verify(query: FaceLinkQuery): { accountId: number; secondsLeft: number } | undefined {
    if (![query.account, query.v, query.expires].every((part) => /^\d{1,16}$/.test(part))) return undefined;
    const expected = Buffer.from(this.sign(query));
    const given = Buffer.from(query.sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    const secondsLeft = Number(query.expires) - Math.floor(this.now() / 1000);
    return secondsLeft > 0 ? { accountId: Number(query.account), secondsLeft } : undefined;
  }

  private sign(query: Omit<FaceLinkQuery, 'sig'>): string {
    return createHmac('sha256', this.key)
      .update(`face\n${query.account}\n${query.v}\n${query.expires}`)
      .digest('base64url');
  }
}
