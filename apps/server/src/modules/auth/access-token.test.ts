import { describe, expect, it } from 'vitest';
import { AccessTokens } from './access-token';

const HOUR = 3_600_000;

describe('AccessTokens', () => {
  const key = AccessTokens.generateKey();
  const claims = { accountId: 7, sessionId: 'session-7' };

  it('reads a token as valid until its end on the clock that set it, whatever the real time', () => {
    for (const start of [Date.parse('2020-01-01T00:00:00Z'), Date.parse('2040-01-01T00:00:00Z')]) {
      let clock = start;
      const tokens = new AccessTokens(key, () => clock);
      const token = tokens.sign(claims, new Date(start + 2 * HOUR));
      expect(tokens.verify(token)).toEqual(claims);
      clock = start + 2 * HOUR - 1000;
      expect(tokens.verify(token)).toEqual(claims);
      clock = start + 2 * HOUR;
      expect(tokens.verify(token)).toBeUndefined();
    }
  });

  it('refuses a token signed with another key, or not a token at all', () => {
    const other = new AccessTokens(AccessTokens.generateKey());
    const token = other.sign(claims, new Date(Date.now() + HOUR));
    const tokens = new AccessTokens(key);
    expect(tokens.verify(token)).toBeUndefined();
    expect(tokens.verify('not-a-token')).toBeUndefined();
    expect(tokens.verify(`${tokens.sign(claims, new Date(Date.now() + HOUR))}x`)).toBeUndefined();
  });
});
