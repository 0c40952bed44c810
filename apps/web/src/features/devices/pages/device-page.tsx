import { useTranslation } from 'react-i18next';
import { allFamiliesColumns } from '../components/column-sets';
import { DeviceList } from '../components/device-list';

/** Devices of every family in the account subtree. */
export default function DevicePage() {
  const { t } = useTranslation();
  return <DeviceList title={t('device.title')} tableId="devices" columnSet={allFamiliesColumns} />;
}
