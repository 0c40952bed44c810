import { describe, expect, it } from 'vitest';
import { formatTime } from './format';

describe('formatTime', () => {
  it('reads ten-digit numbers as seconds and longer ones as milliseconds', () => {
    expect(formatTime(1_795_338_520)).toBe(formatTime(1_795_338_520_000));
    expect(formatTime(1_795_338_520).startsWith('2026-')).toBe(true);
  });

  it('shows -- for nothing or garbage', () => {
    expect(formatTime(null)).toBe('--');
    expect(formatTime('not a date')).toBe('--');
  });
});
