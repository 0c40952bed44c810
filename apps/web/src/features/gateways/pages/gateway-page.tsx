import type { Gateway } from '@lamplighter/contract';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { countColumn, useDeviceColumns } from '../../../shared/networks/network-columns';
import { NetworkList } from '../../../shared/networks/network-list';
import { gatewayCalls, gatewayPage } from '../api/gateways';
import { GatewayFormModal } from '../components/gateway-form-modal';
import { GatewayLights } from '../components/gateway-lights';

/** Shown until the user changes the column settings: the rest is one click away. */
const HIDDEN = ['communicationtype', 'serialnumber', 'polenumber', 'model', 'firmwareversion', 'createtime'];

/** Gateways (seed: code, name, group, matrix or Bluetooth) and the lights behind each. */
export default function GatewayPage() {
  const { t } = useTranslation();
  const device = useDeviceColumns<Gateway>(t('network.gatewayCode'), t('network.gatewayName'));
  const columns: ColumnType<Gateway>[] = [
    { ...device.devicecode, fixed: 'left' },
    device.devicename,
    device.projectname,
    device.groupname,
    {
      title: t('network.mode'),
      dataIndex: 'mode',
      width: 100,
      render: (mode: Gateway['mode']) => t(`network.mode.${mode}`),
    },
    countColumn(t('network.lightCount'), 'lightcount'),
    device.runstate,
    device.communicationtype,
    device.serialnumber,
    device.polenumber,
    device.model,
    device.firmwareversion,
    device.createtime,
  ];

  return (
    <NetworkList<Gateway>
      title={t('network.gatewayList')}
      tableId="gateways"
      addLabel={t('network.gatewayAdd')}
      columns={columns}
      defaultHidden={HIDDEN}
      listKey="gateways"
      fetchPage={gatewayPage}
      withMode
      expandedRow={(gateway) => <GatewayLights id={gateway.id} />}
      remove={gatewayCalls.remove}
      FormModal={GatewayFormModal}
      addedTitle={t('network.gatewayAdded')}
    />
  );
}
