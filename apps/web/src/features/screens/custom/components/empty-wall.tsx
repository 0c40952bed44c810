import { AppstoreAddOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScreenPanel } from '../../components/screen-panel';

/** The wall before any layout is saved: a user who may edit starts from the standard layout. */
export function EmptyWall({ mayEdit, start }: { mayEdit: boolean; start(): void }) {
  const { t } = useTranslation();
  return (
    <div className="custom-wall-empty">
      <ScreenPanel title={t('customWall.wall')}>
        <p>{mayEdit ? t('customWall.empty') : t('customWall.emptyReadOnly')}</p>
        {mayEdit && (
          <Button type="primary" size="large" icon={<AppstoreAddOutlined />} onClick={start}>
            {t('customWall.startDefault')}
          </Button>
        )}
      </ScreenPanel>
    </div>
  );
}
