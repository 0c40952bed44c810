import { InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a detail wall says in place of its panels when it has nothing to show (a foreign id, a bad address). */
export function DetailMessage({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="detail-message" role="alert">
      <InfoCircleOutlined className="detail-message__icon" />
      <p>{text}</p>
      <Link to="/screen" className="detail-message__link">
        {t('detail.backLink')}
      </Link>
    </div>
  );
}
