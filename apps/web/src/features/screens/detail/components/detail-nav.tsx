import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The strip above a detail wall: the way back to the monitoring wall, then what the wall shows. */
export function DetailNav({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <nav className="detail-nav" aria-label={t('detail.backToWall')}>
      <Link to="/screen" className="detail-nav__link">
        <ArrowLeftOutlined /> {t('detail.backToWall')}
      </Link>
      {children}
    </nav>
  );
}
