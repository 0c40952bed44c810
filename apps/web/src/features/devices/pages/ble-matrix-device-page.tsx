import { DEVICE_TYPE, lampValuesOfFamily } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { bleMatrixColumns } from '../components/column-sets';
import { DeviceList } from '../components/device-list';

/** Bluetooth-matrix street lamps: family 3, with the columns of a lamp behind a gateway. */
export default function BleMatrixDevicePage() {
  const { t } = useTranslation();
  return (
    <DeviceList
      title={t('device.titleBleMatrix')}
      tableId="devices.bleMatrix"
      columnSet={bleMatrixColumns}
      family={DEVICE_TYPE.bleMatrixLight}
      lampValues={lampValuesOfFamily[DEVICE_TYPE.bleMatrixLight]}
    />
  );
}
