import { API_BASE, endpoints } from '@lamplighter/contract';
import { SignedLinks } from '../../platform/signed-links';

export interface FaceLinkQuery {
  account: string;
  v: string;
  expires: string;
  sig: string;
}

/**
 * Links to an account's avatar that an image element can load without a token: the account id and
 * the avatar version, signed and expiring (signed-links.ts), so that repeated reads give one URL
 * that browsers can cache.
 */
export class FaceLinks {
  private readonly links: SignedLinks;

  constructor(key: string, ttlMs: number, now: () => number = Date.now) {
    this.links = new SignedLinks(key, 'face', ttlMs, now);
  }

  link(accountId: number, version: number): string {
    const expires = this.links.expiry();
    const query = { account: String(accountId), v: String(version), expires: String(expires) };
    const params = new URLSearchParams({ ...query, sig: this.links.sign([query.account, query.v], expires) });
    return `${API_BASE}${endpoints.user.face.path}?${params.toString()}`;
  }

  /** The account the link names and the seconds it stays valid; undefined when altered or expired. */
  verify(query: FaceLinkQuery): { accountId: number; secondsLeft: number } | undefined {
    if (![query.account, query.v].every((part) => /^\d{1,16}$/.test(part))) return undefined;
    const secondsLeft = this.links.verify([query.account, query.v], query.expires, query.sig);
    return secondsLeft === undefined ? undefined : { accountId: Number(query.account), secondsLeft };
  }
}
