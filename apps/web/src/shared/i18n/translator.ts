import type { Language } from '@lamplighter/contract';
import { createInstance, type TFunction } from 'i18next';
import { type FeatureTexts, resourcesOf } from './i18n';

/**
 * A translation function of one language with the shared texts and those of `features`, apart
 * from the application's own instance: what a test of words in a language reads them with.
 */
export async function translatorOf(lang: Language, features: readonly FeatureTexts[]): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng: lang,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: { [lang]: { translation: resourcesOf(lang, features) } },
  });
  return i18n.t;
}
