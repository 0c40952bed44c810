import { ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Permitted } from '../../../shared/auth/permissions';
import { liveDeviceQuery } from '../../../shared/telemetry/history-calls';
import { HistoryPanel } from '../../../shared/telemetry/history-panel';
import { chartableKeys } from '../../../shared/telemetry/telemetry-labels';
import { DeviceSelect } from '../components/device-select';
import { HistoryExportModal } from '../components/history-export-modal';

const FIRST_KEYS = ['batteryVoltage', 'loadPower'];

/** Charts of any telemetry of one device (`?deviceCode=`), and the export of values to Excel. */
export default function HistoryPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const devicecode = search.get('deviceCode') ?? undefined;
  const [exporting, setExporting] = useState(false);
  const device = useQuery({ ...liveDeviceQuery(devicecode ?? ''), enabled: devicecode !== undefined });
  const reported = device.data?.telemetry.map((entry) => entry.key) ?? [];
  const offered = chartableKeys(device.data?.telemetry ?? []);
  const initial = FIRST_KEYS.filter((key) => reported.includes(key));

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex wrap gap={12} align="center" justify="space-between">
          <Flex wrap gap={12} align="center">
            <Typography.Text strong>{t('analytics.device')}</Typography.Text>
            <DeviceSelect
              style={{ width: 320 }}
              value={devicecode}
              onChange={(code) => setSearch({ deviceCode: code })}
              ariaLabel={t('analytics.device')}
            />
            {device.data && <Typography.Text type="secondary">{device.data.projectname}</Typography.Text>}
          </Flex>
          <Permitted permission="device:export">
            <Button icon={<ExportOutlined />} onClick={() => setExporting(true)}>
              {t('analytics.export')}
            </Button>
          </Permitted>
        </Flex>
      </Card>
      {devicecode && device.data ? (
        <HistoryPanel
          key={devicecode}
          devicecode={devicecode}
          keys={offered}
          initialKeys={initial.length > 0 ? initial : reported.slice(0, 1)}
          title={`${t('history.chartTitle')} · ${device.data.devicename}`}
        />
      ) : (
        <Card>
          <Empty
            description={
              devicecode && device.isError ? t('analytics.deviceNotFound') : t('analytics.pickDevice')
            }
          />
        </Card>
      )}
      {exporting && (
        <HistoryExportModal
          open
          onClose={() => setExporting(false)}
          devicecodes={devicecode ? [devicecode] : []}
          keys={initial}
          offeredKeys={offered}
        />
      )}
    </Flex>
  );
}
