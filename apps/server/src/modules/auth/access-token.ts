import { randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export interface AccessClaims {
  accountId: number;
  sessionId: string;
}

const issuer = 'lamplighter';

/**
 * Signs and checks access tokens with the installation's own key (HS256). Verification is
 * synchronous HMAC with a cache of recently verified tokens, since it runs on every call. A
 * token's end is read on the platform's clock (`now`), the clock that set it.
 */
export class AccessTokens {
  private readonly signer: (payload: Record<string, unknown>) => string;
  private readonly verifier: (token: string) => Record<string, unknown>;

  constructor(
    keyBase64: string,
    private readonly now: () => number = Date.now,
  ) {
    const key = Buffer.from(keyBase64, 'base64');
    if (key.length < 32) throw new Error('token signing key is shorter than 256 bits');
    this.signer = createSigner({ key, algorithm: 'HS256', iss: issuer });
    this.verifier = createVerifier({
      key,
      algorithms: ['HS256'],
      allowedIss: issuer,
      cache: 10_000,
      ignoreExpiration: true,
    });
  }

  static generateKey(): string {
    return randomBytes(32).toString('base64');
  }

  sign(claims: AccessClaims, expiresAt: Date): string {
    return this.signer({
      sub: String(claims.accountId),
      sid: claims.sessionId,
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
  }

  /** The claims of a valid token, or undefined for anything else (expired, forged, malformed). */
  verify(token: string): AccessClaims | undefined {
    let payload: Record<string, unknown>;
    try {
      payload = this.verifier(token);
    } catch {
      return undefined;
    }
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= this.now()) return undefined;
    const accountId = Number(payload.sub);
    if (!Number.isInteger(accountId) || typeof payload.sid !== 'string') return undefined;
    return { accountId, sessionId: payload.sid };
  }
}
