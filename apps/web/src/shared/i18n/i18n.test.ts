import { describe, expect, it } from 'vitest';
import { initialLanguage, resourcesOf } from './i18n';
import { en } from './locales/en';
import { zh } from './locales/zh';

describe('the two languages', () => {
  it('have the same keys, none of them empty', () => {
    const zhResources = resourcesOf('zh');
    const enResources = resourcesOf('en');
    expect(Object.keys(zhResources).sort()).toEqual(Object.keys(enResources).sort());
    for (const [key, text] of [...Object.entries(zhResources), ...Object.entries(enResources)]) {
      expect(text.trim(), key).not.toBe('');
    }
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('carry the placeholders of each message into both languages', () => {
    const zhResources = resourcesOf('zh');
    for (const [key, text] of Object.entries(resourcesOf('en'))) {
      const names = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(names(zhResources[key] ?? ''), key).toEqual(names(text));
    }
  });

  it('starts from the saved language, else the browser language', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(initialLanguage(storage('en'), 'zh-CN')).toBe('en');
    expect(initialLanguage(storage(null), 'zh-TW')).toBe('zh');
    expect(initialLanguage(storage(null), 'de-DE')).toBe('en');
    expect(initialLanguage(storage('klingon'), 'zh')).toBe('zh');
  });
});
