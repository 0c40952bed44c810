import { DisconnectOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setErrorNotifier } from '../../../shared/api/api';
import { brandsQuery } from '../../../shared/api/queries';
import { rememberedBrand } from '../../../shared/auth/login-entry';
import { LanguageSwitch } from '../../../shared/components/language-switch';
import { useLiveConnection, useLiveReconnecting } from '../../../shared/live/live';
import { STAGE } from '../lib/stage-scale';
import { ScreenClock } from './screen-clock';
import { useStageFit } from './use-stage-fit';
import './screen-frame.css';

/**
 * The frame of every large screen: a 1920×1080 stage scaled to fit the window whole (bars where
 * the window's shape differs), the brand's logo and title, the screen's name, the clock and the
 * language. A lost live connection or a failed refresh shows a small mark, never a message.
 */
export function ScreenFrame({
  name,
  stale,
  children,
}: {
  name: string;
  stale: boolean;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const fit = useStageFit();
  const brandKey = rememberedBrand();
  const brand = useQuery(brandsQuery(i18n.language)).data?.find((candidate) => candidate.key === brandKey);
  useLiveConnection();
  const reconnecting = useLiveReconnecting() || stale;

  useEffect(() => {
    setErrorNotifier((message) => console.warn(message));
    document.title = `${name} · ${brand?.title ?? t('app.name')}`;
  }, [name, brand?.title, t]);

  return (
    <div className="screen-viewport">
      <div
        className="screen-stage"
        style={{
          width: STAGE.width,
          height: STAGE.height,
          transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})`,
        }}
        data-scale={fit.scale}
      >
        <header className="screen-header">
          <div className="screen-header__brand">
            {brand && <img src={brand.logourl} alt="" width={48} height={48} />}
            <span>{brand?.title ?? t('app.name')}</span>
          </div>
          <h1 className="screen-header__name">{name}</h1>
          <div className="screen-header__end">
            {reconnecting && (
              <span className="screen-reconnecting" role="status">
                <DisconnectOutlined /> {t('wall.reconnecting')}
              </span>
            )}
            <ScreenClock />
            <LanguageSwitch />
          </div>
        </header>
        <main className="screen-body">{children}</main>
      </div>
    </div>
  );
}
