import { useQuery } from '@tanstack/react-query';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { type Circuit, controllerDetailQuery } from '../api/loop-controllers';

/** A phone shows every column of a circuit, each as wide as its content. */
const PHONE_COLUMNS = ['number', 'name', 'lights'];

/** What an open loop-controller row shows: its circuits and the lights each one feeds. */
export function ControllerCircuits({ id }: { id: number }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const detail = useQuery(controllerDetailQuery(id));
  return (
    <section aria-label={t('network.circuits')}>
      <Typography.Text strong>{t('network.circuits')}</Typography.Text>
      <Table<Circuit>
        rowKey="id"
        size="small"
        style={{ marginTop: 8, maxWidth: 900 }}
        loading={detail.isLoading}
        dataSource={detail.data?.circuits ?? []}
        pagination={false}
        locale={{ emptyText: t('network.noCircuits') }}
        {...responsiveTable<Circuit>(
          phone,
          [
            { title: t('network.circuitNumber'), dataIndex: 'number', width: 90 },
            {
              title: t('network.circuitName'),
              dataIndex: 'name',
              width: 180,
              ellipsis: true,
              render: (name: string) => name || '--',
            },
            {
              title: t('network.circuitLights'),
              key: 'lights',
              render: (_, circuit) =>
                circuit.lights.length === 0 ? (
                  <Typography.Text type="secondary">{t('network.noLightsOnCircuit')}</Typography.Text>
                ) : (
                  circuit.lights.map((light) => (
                    <Tag key={light.id} title={light.devicename} style={{ marginBlock: 2 }}>
                      {light.devicecode}
                    </Tag>
                  ))
                ),
            },
          ],
          PHONE_COLUMNS,
          undefined,
        )}
      />
    </section>
  );
}
