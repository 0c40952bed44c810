import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { BrandKey } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, ConfigProvider, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../shared/api/api';
import { brandsQuery } from '../../../shared/api/queries';
import { queryClient } from '../../../shared/api/query-client';
import { rememberBrand } from '../../../shared/auth/login-entry';
import { LanguageSwitch } from '../../../shared/components/language-switch';
import { ResetPasswordModal } from '../components/reset-password-modal';
import './login-page.css';

interface Credentials {
  username: string;
  password: string;
}

/** Only pages of this app may be a redirect target after sign-in. */
function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/';
}

export function LoginPage({ brand }: { brand: BrandKey }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const brands = useQuery(brandsQuery(i18n.language));
  const current = brands.data?.find((b) => b.key === brand);
  const title = current?.title ?? t('app.name');

  async function signIn(values: Credentials) {
    setBusy(true);
    try {
      rememberBrand(brand);
      await api.signIn(values.username, values.password);
      queryClient.clear();
      navigate(safeRedirect(search.get('redirect')), { replace: true });
    } catch {
      setBusy(false);
    }
  }

  return (
    <main className="login" style={{ ['--brand-color' as string]: current?.color ?? '#1677ff' }}>
      <div className="login__language">
        <LanguageSwitch />
      </div>
      <ConfigProvider theme={{ token: { colorPrimary: current?.color ?? '#1677ff' } }}>
        <Card className="login__card">
          <header className="login__brand">
            {current && <img src={current.logourl} alt="" width={56} height={56} />}
            <Typography.Title level={3}>{title}</Typography.Title>
          </header>
          <Form<Credentials>
            layout="vertical"
            size="large"
            onFinish={(values) => void signIn(values)}
            requiredMark={false}
          >
            <Form.Item
              name="username"
              label={t('login.username')}
              rules={[{ required: true, whitespace: true, message: t('validation.usernameRequired') }]}
            >
              <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('login.password')}
              rules={[{ required: true, message: t('validation.passwordRequired') }]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('login.submit')}
            </Button>
          </Form>
          <Button type="link" className="login__forgot" onClick={() => setResetOpen(true)}>
            {t('login.forgot')}
          </Button>
        </Card>
      </ConfigProvider>
      <ResetPasswordModal open={resetOpen} onClose={() => setResetOpen(false)} />
    </main>
  );
}
