import { useTranslation } from 'react-i18next';
import { saveLanguage } from '../i18n/i18n';
import './language-switch.css';

const languages = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'EN' },
] as const;

/** zh / en, saved for the next visit; plain buttons, so that the sign-in page needs no UI library. */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  return (
    <fieldset className="language-switch" aria-label={t('login.language')}>
      {languages.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          className="language-switch__option"
          aria-pressed={i18n.language === value}
          onClick={() => {
            saveLanguage(value);
            void i18n.changeLanguage(value);
            document.documentElement.lang = value === 'zh' ? 'zh-CN' : 'en';
          }}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
