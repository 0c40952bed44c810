import { describe, expect, it } from 'vitest';
import { resourcesOf } from '../shared/i18n/i18n';
import { featureTexts } from './feature-texts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the texts of the features', () => {
  it('have every key in both languages, none empty, with the same placeholders', () => {
    for (const texts of featureTexts) {
      expect(Object.keys(texts.zh).sort()).toEqual(Object.keys(texts.en).sort());
      for (const [key, text] of Object.entries(texts.en)) {
        expect(text.trim(), key).not.toBe('');
        expect(texts.zh[key]?.trim(), key).not.toBe('');
        expect(placeholders(texts.zh[key] ?? ''), key).toEqual(placeholders(text));
      }
    }
  });

  it('do not take over a key of the shell, the contract or another feature', () => {
    const seen = new Set(Object.keys(resourcesOf('en')));
    for (const texts of featureTexts) {
      for (const key of Object.keys(texts.en)) {
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });
});
