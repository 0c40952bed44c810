import { type BrandKey, type CaptchaChallenge, endpoints } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api, call } from '../../../shared/api/api';
import { RequestError } from '../../../shared/api/api-client';
import { brandsQuery } from '../../../shared/api/queries';
import { queryClient } from '../../../shared/api/query-client';
import { rememberBrand } from '../../../shared/auth/login-entry';
import { clearSignInNotices, useSignInNotices } from '../../../shared/auth/sign-in-notice';
import { LanguageSwitch } from '../../../shared/components/language-switch';
import { CaptchaField } from '../components/captcha-field';
import { PasswordInput } from '../components/password-input';
import './login-page.css';

// Loaded when first opened, with the UI library it needs: the sign-in page is everyone's first
// download, so it is written with plain elements.
const ResetPasswordDialog = lazy(() => import('../components/reset-password-dialog'));

type Field = 'username' | 'password' | 'captcha';

/** Only pages of this app may be a redirect target after sign-in. */
function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/';
}

export function LoginPage({ brand }: { brand: BrandKey }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<Field[]>([]);
  const notices = useSignInNotices();
  const [failure, setFailure] = useState<string>();
  // Shown once the server asks for a captcha; each picture is good for one attempt.
  const [challenge, setChallenge] = useState<CaptchaChallenge>();
  const failures = failure ? [failure] : notices;
  // undefined until first opened; then kept, so that its closing message can still show.
  const [resetOpen, setResetOpen] = useState<boolean>();
  const brands = useQuery(brandsQuery(i18n.language));
  const current = brands.data?.find((b) => b.key === brand);
  const title = current?.title ?? t('app.name');

  async function newCaptcha() {
    try {
      setChallenge(await call(endpoints.auth.captcha, undefined, { silent: true }));
    } catch (error) {
      setFailure((error as Error).message);
    }
  }

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const captcha = String(form.get('captcha') ?? '').trim();
    const empty: Field[] = [
      ...(username ? [] : ['username' as const]),
      ...(password ? [] : ['password' as const]),
      ...(challenge && !captcha ? ['captcha' as const] : []),
    ];
    setMissing(empty);
    setFailure(undefined);
    clearSignInNotices();
    if (empty.length > 0) return;
    setBusy(true);
    try {
      rememberBrand(brand);
      await api.signIn(username, password, challenge && { captchaid: challenge.captchaid, captcha });
      queryClient.clear();
      navigate(safeRedirect(search.get('redirect')), { replace: true });
    } catch (error) {
      setFailure((error as Error).message);
      setBusy(false);
      const asked = error instanceof RequestError && error.ref.params?.captcha === 1;
      if (asked || challenge) await newCaptcha();
    }
  }

  const fieldError = (field: Field, key: string) =>
    missing.includes(field) ? (
      <p id={`login-${field}-error`} className="login__field-error" role="alert">
        {t(key)}
      </p>
    ) : null;

  return (
    <main className="login" style={{ ['--brand-color' as string]: current?.color ?? '#1677ff' }}>
      <div className="login__language">
        <LanguageSwitch />
      </div>
      <section className="login__card">
        <header className="login__brand">
          {current && <img src={current.logourl} alt="" width={56} height={56} />}
          <h1 className="login__title">{title}</h1>
        </header>
        <form className="login__form" noValidate onSubmit={(event) => void signIn(event)}>
          <label className="login__label" htmlFor="login-username">
            {t('login.username')}
          </label>
          <input
            id="login-username"
            name="username"
            className="login__input"
            autoComplete="username"
            // biome-ignore lint/a11y/noAutofocus: the sign-in form is the only thing on the page
            autoFocus
            aria-invalid={missing.includes('username')}
            aria-describedby={missing.includes('username') ? 'login-username-error' : undefined}
          />
          {fieldError('username', 'validation.usernameRequired')}
          <label className="login__label" htmlFor="login-password">
            {t('login.password')}
          </label>
          <PasswordInput
            id="login-password"
            name="password"
            invalid={missing.includes('password')}
            describedBy={missing.includes('password') ? 'login-password-error' : undefined}
          />
          {fieldError('password', 'validation.passwordRequired')}
          {challenge && (
            <CaptchaField
              challenge={challenge}
              invalid={missing.includes('captcha')}
              describedBy={missing.includes('captcha') ? 'login-captcha-error' : undefined}
              onRefresh={() => void newCaptcha()}
            />
          )}
          {fieldError('captcha', 'error.captchaRequired')}
          {failures.length > 0 && (
            <div className="login__failure" role="alert">
              {failures.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          )}
          <button type="submit" className="login__submit" disabled={busy} aria-busy={busy}>
            {busy && <span className="login__spinner" aria-hidden />}
            {t('login.submit')}
          </button>
        </form>
        <button type="button" className="login__forgot" onClick={() => setResetOpen(true)}>
          {t('login.forgot')}
        </button>
      </section>
      {resetOpen !== undefined && (
        <Suspense>
          <ResetPasswordDialog open={resetOpen} onClose={() => setResetOpen(false)} />
        </Suspense>
      )}
    </main>
  );
}
