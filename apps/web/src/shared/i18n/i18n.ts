import { type Language, messages } from '@lamplighter/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { zh } from './locales/zh';

const LANGUAGE_KEY = 'lamplighter.language';

/** Screen texts plus every message of the contract (server errors, validation), per language. */
export function resourcesOf(lang: Language): Record<string, string> {
  const fromContract = Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [key, text[lang].replace(/\{(\w+)\}/g, '{{$1}}')]),
  );
  return { ...fromContract, ...(lang === 'zh' ? zh : en) };
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

export async function setUpI18n(lang: Language) {
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: { zh: { translation: resourcesOf('zh') }, en: { translation: resourcesOf('en') } },
  });
  return i18next;
}
