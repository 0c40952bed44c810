import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A password field whose text can be shown while typing, for the plain sign-in form. */
export function PasswordInput({
  id,
  name,
  invalid,
  describedBy,
}: {
  id: string;
  name: string;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="login__password">
      <input
        id={id}
        name={name}
        type={visible ? 'text' : 'password'}
        className="login__input"
        autoComplete="current-password"
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      <button
        type="button"
        className="login__reveal"
        aria-pressed={visible}
        aria-label={t('login.showPassword')}
        onClick={() => setVisible(!visible)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden focusable="false">
          <path
            fill="currentColor"
            d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5zm0 11.5a4.5 4.5 0 110-9 4.5 4.5 0 010 9zm0-2.5a2 2 0 100-4 2 2 0 000 4z"
          />
          {!visible && <path stroke="currentColor" strokeWidth="2" d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  );
}
