import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourcesOf } from '../shared/i18n/i18n';
import { featureTexts } from './feature-texts';

const SOURCE = path.resolve(import.meta.dirname, '..');

function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

/** Every key the web application asks `t()` for by name, and the prefixes of those it builds. */
function keysInUse() {
  const named = new Map<string, string>();
  const built = new Map<string, string>();
  for (const file of sources(SOURCE)) {
    const text = fs.readFileSync(file, 'utf8');
    const where = path.relative(SOURCE, file);
    for (const match of text.matchAll(/\bt\(\s*(['"])([^'"\n]+)\1/g)) named.set(match[2] ?? '', where);
    for (const match of text.matchAll(/\bt\(\s*`([^`$\n]*)(\$\{)?[^`\n]*`/g)) {
      if (match[2]) built.set(match[1] ?? '', where);
      else named.set(match[1] ?? '', where);
    }
  }
  return { named, built };
}

describe('the texts the web application shows', () => {
  const { named, built } = keysInUse();

  it('finds the keys it asks for', () => {
    expect(named.size).toBeGreaterThan(500);
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`has every key it asks for by name in ${lang}`, () => {
      const texts = resourcesOf(lang, featureTexts);
      // A key with a count may exist only in its plural forms (key_one, key_other).
      const has = (key: string) => texts[key] !== undefined || texts[`${key}_other`] !== undefined;
      const missing = [...named].filter(([key]) => !has(key)).map(([key, file]) => `${key} (${file})`);
      expect(missing).toEqual([]);
    });

    it(`has keys for every family of keys it builds in ${lang}`, () => {
      const keys = Object.keys(resourcesOf(lang, featureTexts));
      const missing = [...built]
        .filter(([prefix]) => !keys.some((key) => key.startsWith(prefix)))
        .map(([prefix, file]) => `${prefix}… (${file})`);
      expect(missing).toEqual([]);
    });
  }
});
