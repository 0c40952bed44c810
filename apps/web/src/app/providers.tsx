import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setErrorNotifier } from '../shared/api/api';
import { queryClient } from '../shared/api/query-client';

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

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={i18n.language === 'zh' ? zhCN : enUS}
        theme={{ token: { colorPrimary: '#1677ff' } }}
      >
        <AntApp>
          <ErrorBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
