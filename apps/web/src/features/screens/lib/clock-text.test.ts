import { describe, expect, it } from 'vitest';
import { clockText } from './clock-text';

describe('the wall clock', () => {
  const evening = new Date(2025, 2, 7, 19, 5, 9);

  it('shows a 24-hour time with seconds', () => {
    expect(clockText(evening, 'en').time).toBe('19:05:09');
    expect(clockText(evening, 'zh').time).toBe('19:05:09');
  });

  it('shows the date with its weekday in the language of the user', () => {
    expect(clockText(evening, 'en').date).toMatch(/^Friday,? 7 March 2025$/);
    expect(clockText(evening, 'zh').date).toBe('2025年3月7日星期五');
  });
});
