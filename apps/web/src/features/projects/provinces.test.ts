import { describe, expect, it } from 'vitest';
import { provinceLabel, provinces } from './provinces';

describe('provinces', () => {
  it("are China's 34 provincial-level divisions, each named once in either language", () => {
    expect(provinces).toHaveLength(34);
    expect(new Set(provinces.map((province) => province.zh)).size).toBe(34);
    expect(new Set(provinces.map((province) => province.en)).size).toBe(34);
  });

  it('show a stored Chinese name in the reader language, and any other value as it is', () => {
    expect(provinceLabel('广东省', 'en')).toBe('Guangdong');
    expect(provinceLabel('广东省', 'zh')).toBe('广东省');
    expect(provinceLabel('Ontario', 'en')).toBe('Ontario');
  });
});
