import type { LatestTelemetry } from '@lamplighter/contract';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { formatValue, keyLabel, sortKeys } from '../../../shared/telemetry/telemetry-labels';
import { codeLabel } from './code-label';

/** The latest value of every key the device reported, with its unit and when it was measured. */
export function LiveValues({ telemetry }: { telemetry: LatestTelemetry[] }) {
  const { t, i18n } = useTranslation();
  const order = sortKeys(telemetry.map((entry) => entry.key));
  const rows = [...telemetry].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  return (
    <Card size="small" title={t('control.liveValues')}>
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: t('control.noValues') }}
        scroll={{ y: 420 }}
        columns={[
          {
            key: 'label',
            title: t('control.item'),
            render: (_, entry) => keyLabel(entry.key, i18n.language),
          },
          {
            key: 'value',
            title: t('control.value'),
            align: 'right',
            render: (_, entry) =>
              codeLabel(t, i18n.language, entry.key, entry.value) ?? formatValue(entry.key, entry.value),
          },
          { key: 'ts', title: t('control.measured'), render: (_, entry) => formatTime(entry.ts), width: 170 },
        ]}
      />
    </Card>
  );
}
