import { DEVICE_TYPE, lampValuesOfFamily } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { mainsColumns } from '../components/column-sets';
import { DeviceList } from '../components/device-list';

/** Mains street lamps: family 2, with the columns of a lamp fed by a circuit. */
export default function MainsDevicePage() {
  const { t } = useTranslation();
  return (
    <DeviceList
      title={t('device.titleMains')}
      tableId="devices.mains"
      columnSet={mainsColumns}
      family={DEVICE_TYPE.mainsLight}
      lampValues={lampValuesOfFamily[DEVICE_TYPE.mainsLight]}
    />
  );
}
