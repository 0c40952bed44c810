import { createHash, randomBytes } from 'node:crypto';

/** A new access token of the device API, and what is stored of it. */
export interface IssuedToken {
  token: string;
  hash: string;
  hint: string;
}

/** The stored form of a token: its SHA-256. Tokens are random, so a plain hash is enough. */
export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * 20 random bytes as 32 characters of base32 without padding (like ThingsBoard's 20-character
 * tokens, but longer): safe in an MQTT username and in a URL path.
 */
export function issueDeviceToken(): IssuedToken {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = randomBytes(20);
  let bits = 0;
  let value = 0;
  let token = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      token += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return { token, hash: hashDeviceToken(token), hint: token.slice(-4) };
}
