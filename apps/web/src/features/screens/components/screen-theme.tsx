import { App as AntApp, ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../../../shared/hooks/use-reduced-motion';

/**
 * Ant Design dark, in the user's language, for the large screens. Unlike the shell it shows no
 * error messages of failed calls: a wall never pops anything up (see ScreenFrame's mark).
 */
export function ScreenTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={i18n.language === 'zh' ? zhCN : enUS}
      theme={{
        algorithm: theme.darkAlgorithm,
        token: { colorPrimary: '#4096ff', colorBgBase: '#050c1a', motion: !reducedMotion },
      }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
