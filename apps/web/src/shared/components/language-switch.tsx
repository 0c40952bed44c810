import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveLanguage } from '../i18n/i18n';

export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  return (
    <Segmented
      size="small"
      aria-label={t('login.language')}
      value={i18n.language}
      options={[
        { label: '中文', value: 'zh' },
        { label: 'EN', value: 'en' },
      ]}
      onChange={(value) => {
        const lang = value === 'zh' ? 'zh' : 'en';
        saveLanguage(lang);
        void i18n.changeLanguage(lang);
        document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
      }}
    />
  );
}
