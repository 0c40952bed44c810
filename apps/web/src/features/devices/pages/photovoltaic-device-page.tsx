import { DEVICE_TYPE, lampValuesOfFamily } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { solarColumns } from '../components/column-sets';
import { DeviceList } from '../components/device-list';

/** Photovoltaic (solar) street lamps: family 1, with the columns of a solar lamp. */
export default function PhotovoltaicDevicePage() {
  const { t } = useTranslation();
  return (
    <DeviceList
      title={t('device.titleSolar')}
      tableId="devices.solar"
      columnSet={solarColumns}
      family={DEVICE_TYPE.solarLight}
      lampValues={lampValuesOfFamily[DEVICE_TYPE.solarLight]}
    />
  );
}
