import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setErrorNotifier } from '../api/api';
import { useReducedMotion } from '../hooks/use-reduced-motion';

/** Lets the request module show its messages through Ant Design's message API. */
function ErrorBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    setErrorNotifier((text, durationMs) => {
      message.error({ content: text, duration: durationMs / 1000 });
    });
  }, [message]);
  return null;
}

/**
 * Ant Design in the user's language, with its message, modal and notification hooks, and without
 * its animations for a person who asked the system for less motion. Everything that uses Ant
 * Design sits inside; the sign-in page does not, so that its first download is small.
 */
export function AntProviders({
  children,
  primaryColor = '#1677ff',
}: {
  children: ReactNode;
  primaryColor?: string;
}) {
  const { i18n } = useTranslation();
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={i18n.language === 'zh' ? zhCN : enUS}
      theme={{ token: { colorPrimary: primaryColor, motion: !reducedMotion } }}
    >
      <AntApp>
        <ErrorBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
