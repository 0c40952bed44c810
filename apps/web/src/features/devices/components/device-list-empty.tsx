import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** What an empty device list says: nothing matches the filters (and a way out), or no devices yet. */
export function DeviceListEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t(filtered ? 'device.emptyFiltered' : 'device.empty')}
    >
      {filtered && (
        <Button size="small" onClick={onClear}>
          {t('device.clearFilters')}
        </Button>
      )}
    </Empty>
  );
}
