import type { CaptchaChallenge } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';

const asImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The captcha the server asks for after failed sign-ins: the picture, another picture on demand, the answer. */
export function CaptchaField({
  challenge,
  invalid,
  describedBy,
  onRefresh,
}: {
  challenge: CaptchaChallenge;
  invalid: boolean;
  describedBy: string | undefined;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="login__label" htmlFor="login-captcha">
        {t('login.captcha')}
      </label>
      <div className="login__captcha">
        <input
          // A new picture starts with an empty answer.
          key={challenge.captchaid}
          id="login-captcha"
          name="captcha"
          className="login__input"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={16}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
        <img className="login__captcha-image" src={asImage(challenge.svg)} alt={t('login.captchaPicture')} />
        <button
          type="button"
          className="login__captcha-refresh"
          aria-label={t('login.captchaRefresh')}
          title={t('login.captchaRefresh')}
          onClick={onRefresh}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden focusable="false">
            <path
              fill="currentColor"
              d="M17.65 6.35A7.96 7.96 0 0012 4a8 8 0 108 8h-2a6 6 0 11-1.76-4.24L13 11h7V4l-2.35 2.35z"
            />
          </svg>
        </button>
      </div>
    </>
  );
}
