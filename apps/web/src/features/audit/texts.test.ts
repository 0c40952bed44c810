import { auditActions, auditTargetTypes } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { actionNameKey, areaNameKey, auditTexts, targetNameKey } from './texts';

describe('the names of the audit actions', () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`name every action the server records, in ${lang}`, () => {
      const texts: Record<string, string> = auditTexts[lang];
      const unnamed = auditActions.filter((action) => !texts[actionNameKey(action)]?.trim());
      expect(unnamed).toEqual([]);
    });

    it(`name every area of those actions, in ${lang}`, () => {
      const texts: Record<string, string> = auditTexts[lang];
      const areas = new Set(auditActions.map((action) => action.slice(0, action.indexOf('.'))));
      expect([...areas].filter((area) => !texts[areaNameKey(area)]?.trim())).toEqual([]);
    });

    it(`name every type of target an entry may have, in ${lang}`, () => {
      const texts: Record<string, string> = auditTexts[lang];
      expect(auditTargetTypes.filter((type) => !texts[targetNameKey(type)]?.trim())).toEqual([]);
    });

    it(`tell the actions apart, in ${lang}`, () => {
      const names = auditActions.map((action) => auditTexts[lang][actionNameKey(action) as 'audit.title']);
      expect(new Set(names).size).toBe(names.length);
    });
  }

  it('are Chinese words in Chinese, never the action codes', () => {
    const withoutPlaceholders = (text: string) => text.replace(/\{\{\w+\}\}/g, '');
    const latin = Object.entries(auditTexts.zh).filter(([, text]) =>
      /[A-Za-z]/.test(withoutPlaceholders(text)),
    );
    expect(latin).toEqual([]);
  });
});
