import { describe, expect, it } from 'vitest';
import { counterCharacters, formatCount, formatFigure } from './number-format';

describe('the classic wall numbers', () => {
  it('group counts and figures as both languages write them', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'zh')).toBe('12,345');
    expect(formatFigure(1234.56, 'en')).toBe('1,234.6');
    expect(formatFigure(0, 'zh', 2)).toBe('0.00');
  });

  it('put each digit of a counter on its own tile, the separators between them', () => {
    expect(counterCharacters(1024, 'en')).toEqual([
      { char: '1', digit: true },
      { char: ',', digit: false },
      { char: '0', digit: true },
      { char: '2', digit: true },
      { char: '4', digit: true },
    ]);
    expect(counterCharacters(7, 'zh')).toEqual([{ char: '7', digit: true }]);
  });
});
