import { describe, expect, it } from 'vitest';
import { hashDeviceToken, issueDeviceToken } from './device-tokens';

describe('device access tokens', () => {
  it('are 32 URL- and MQTT-safe characters, different every time', () => {
    const tokens = Array.from({ length: 200 }, () => issueDeviceToken().token);
    for (const token of tokens) expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('are stored as their SHA-256 only, with the last four characters as a hint', () => {
    const issued = issueDeviceToken();
    expect(issued.hash).toBe(hashDeviceToken(issued.token));
    expect(issued.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(issued.hash).not.toContain(issued.token);
    expect(issued.hint).toBe(issued.token.slice(-4));
  });
});
