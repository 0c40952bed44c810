import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** What could not be loaded (the API client has shown why), with a way to try again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={
        <Button size="small" onClick={onRetry}>
          {t('meteo.retry')}
        </Button>
      }
    />
  );
}
