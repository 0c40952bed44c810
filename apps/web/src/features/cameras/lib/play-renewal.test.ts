import { describe, expect, it } from 'vitest';
import { renewalDelay } from './play-renewal';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const inMs = (ms: number) => new Date(NOW + ms).toISOString();

describe('the renewal of a signed stream address', () => {
  it('comes a minute before the address expires', () => {
    expect(renewalDelay(inMs(10 * 60_000), NOW)).toBe(9 * 60_000);
  });

  it('comes halfway for an address that lives less than two minutes', () => {
    expect(renewalDelay(inMs(90_000), NOW)).toBe(45_000);
  });

  it('never comes sooner than five seconds, even for an address already expired', () => {
    expect(renewalDelay(inMs(4_000), NOW)).toBe(5_000);
    expect(renewalDelay(inMs(-60_000), NOW)).toBe(5_000);
  });

  it('does not come for an address without expiry', () => {
    expect(renewalDelay(null, NOW)).toBe(false);
    expect(renewalDelay(undefined, NOW)).toBe(false);
    expect(renewalDelay('not a date', NOW)).toBe(false);
  });
});
