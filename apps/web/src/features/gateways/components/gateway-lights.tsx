import { useQuery } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { deviceTypesQuery } from '../../../shared/inventory/inventory-queries';
import { RunStateTag } from '../../../shared/inventory/run-state-tag';
import { responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { type GatewayLight, gatewayDetailQuery } from '../api/gateways';

/** What a phone shows of a light: its number, name and state. */
const PHONE_COLUMNS = ['devicecode', 'devicename', 'runstate'];

/** What an open gateway row shows: the lights behind it, with their type and run state. */
export function GatewayLights({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const phone = usePhone();
  const detail = useQuery(gatewayDetailQuery(id));
  const types = useQuery(deviceTypesQuery(i18n.language)).data ?? [];
  return (
    <section aria-label={t('network.lightsBehind')}>
      <Typography.Text strong>{t('network.lightsBehind')}</Typography.Text>
      <Table<GatewayLight>
        rowKey="id"
        size="small"
        style={{ marginTop: 8, maxWidth: 760 }}
        loading={detail.isLoading}
        dataSource={detail.data?.lights ?? []}
        pagination={false}
        locale={{ emptyText: t('network.noLightsBehind') }}
        {...responsiveTable<GatewayLight>(
          phone,
          [
            { title: t('network.lightCode'), dataIndex: 'devicecode', width: 180 },
            { title: t('network.lightName'), dataIndex: 'devicename', ellipsis: true },
            {
              title: t('network.lightType'),
              dataIndex: 'devicetype',
              width: 200,
              render: (type: number) =>
                types.find((option) => option.devicetypeid === type)?.devicetypename ?? type,
            },
            {
              title: t('network.runState'),
              dataIndex: 'runstate',
              width: 110,
              render: (state: number | null) => <RunStateTag state={state} />,
            },
          ],
          PHONE_COLUMNS,
          undefined,
        )}
      />
    </section>
  );
}
