import { describe, expect, it } from 'vitest';
import { arrayLiteral } from './array-literal';

describe('an array literal', () => {
  it('quotes text so that separators, quotes, backslashes and the word NULL stay text', () => {
    expect(arrayLiteral(['a,b', '{x}', 'say "hi"', 'back\\slash', 'NULL', ''])).toBe(
      '{"a,b","{x}","say \\"hi\\"","back\\\\slash","NULL",""}',
    );
  });

  it('writes numbers and flags bare and missing values as NULL', () => {
    expect(arrayLiteral([1, -2.5, 1e-7, true, false, null, undefined])).toBe('{1,-2.5,1e-7,t,f,NULL,NULL}');
  });

  it('is an empty array for no values', () => {
    expect(arrayLiteral([])).toBe('{}');
  });
});
