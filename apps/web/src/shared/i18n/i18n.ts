import { englishForOne, type Language, type MessageKey, messages } from '@lamplighter/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { zh } from './locales/zh';

const LANGUAGE_KEY = 'lamplighter.language';

/** The texts a feature brings, in both languages, with the same keys. */
export interface FeatureTexts {
  en: Record<string, string>;
  zh: Record<string, string>;
}

/**
 * Every message of the contract (server errors, validation), the shell's texts and those of the
 * features the app passes in, per language.
 */
export function resourcesOf(lang: Language, features: readonly FeatureTexts[] = []): Record<string, string> {
  const placeholders = (text: string) => text.replace(/\{(\w+)\}/g, '{{$1}}');
  const fromContract = Object.fromEntries(
    Object.entries(messages).flatMap(([key, text]) => {
      const words = placeholders(text[lang]);
      const one = englishForOne(key as MessageKey);
      if (one === undefined) return [[key, words]];
      // i18next picks key_one or key_other by the count, in the language's own plural rules.
      return [
        [key, words],
        [`${key}_one`, lang === 'en' ? placeholders(one) : words],
        [`${key}_other`, words],
      ];
    }),
  );
  return Object.assign(
    { ...fromContract, ...(lang === 'zh' ? zh : en) },
    ...features.map((texts) => texts[lang]),
  );
}

/** The saved language, else the browser's, as the seed says. */
export function initialLanguage(storage: Pick<Storage, 'getItem'>, browserLanguage: string): Language {
  const saved = storage.getItem(LANGUAGE_KEY);
  if (saved === 'zh' || saved === 'en') return saved;
  return browserLanguage.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export function saveLanguage(lang: Language): void {
  localStorage.setItem(LANGUAGE_KEY, lang);
}

export async function setUpI18n(lang: Language, features: readonly FeatureTexts[] = []) {
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: {
      zh: { translation: resourcesOf('zh', features) },
      en: { translation: resourcesOf('en', features) },
    },
  });
  return i18next;
}
