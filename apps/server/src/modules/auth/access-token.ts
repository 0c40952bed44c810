import { randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  accountId: number;
  sessionId: string;
}

const issuer = 'lamplighter';

/** Signs and checks access tokens with the installation's own key (HS256). */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(keyBase64: string) {
    this.key = Buffer.from(keyBase64, 'base64');
    if (this.key.length < 32) throw new Error('token signing key is shorter than 256 bits');
  }

  static generateKey(): string {
    return randomBytes(32).toString('base64');
  }

  sign(claims: AccessClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.accountId))
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The claims of a valid token, or undefined for anything else (expired, forged, malformed). */
  async verify(token: string): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer, algorithms: ['HS256'] });
      const accountId = Number(payload.sub);
      if (!Number.isInteger(accountId) || typeof payload.sid !== 'string') return undefined;
      return { accountId, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return undefined;
      throw error;
    }
  }
}
