import { ArrowLeftOutlined, LineChartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Result, Row, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Permitted, usePermission } from '../../../shared/auth/permissions';
import { useDeviceLive } from '../../../shared/live/device-live';
import { liveDeviceQuery } from '../../../shared/telemetry/history-calls';
import { HistoryPanel } from '../../../shared/telemetry/history-panel';
import { chartableKeys } from '../../../shared/telemetry/telemetry-labels';
import { CommandHistory } from '../components/command-history';
import { ControlPanel } from '../components/control-panel';
import { DeviceWarnings } from '../components/device-warnings';
import { LiveValues } from '../components/live-values';
import { StateSummary } from '../components/state-summary';

const FIRST_KEYS = ['brightness', 'loadPower'];

/**
 * One light (`?deviceCode=&type=`, of any lamp family): live values, state with reasons, the
 * controls, its command log, its history, and its warnings when opened from an alarm
 * (`warningInfo=true`). The device is read again whenever its live stream says it reported,
 * changed state or got a warning, and after a command.
 */
export default function DeviceControlPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const devicecode = search.get('deviceCode') ?? '';
  const showWarnings = search.get('warningInfo') === 'true';
  const mayCommand = usePermission('device:command');
  const device = useQuery({
    ...liveDeviceQuery(devicecode),
    enabled: devicecode !== '',
  });
  useDeviceLive(device.data?.id, () => void device.refetch());
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
      {t('control.back')}
    </Button>
  );

  if (device.isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const detail = device.data;
  if (!detail)
    return <Result status="404" title={t('control.title')} subTitle={t('device.notFound')} extra={back} />;
  const reported = detail.telemetry.map((entry) => entry.key);
  const firstKeys = FIRST_KEYS.filter((key) => reported.includes(key));

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex wrap gap={12} align="center" justify="space-between">
          <Space wrap>
            {back}
            <Typography.Title level={4} style={{ margin: 0 }}>
              {detail.devicename}
            </Typography.Title>
            <Typography.Text type="secondary">{detail.devicecode}</Typography.Text>
          </Space>
          <Button
            icon={<LineChartOutlined />}
            onClick={() => navigate(`/analytics/history?deviceCode=${encodeURIComponent(detail.devicecode)}`)}
          >
            {t('history.chartTitle')}
          </Button>
        </Flex>
        <div style={{ marginTop: 12 }}>
          <StateSummary device={detail} />
        </div>
      </Card>
      {showWarnings && <DeviceWarnings devicecode={detail.devicecode} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          {mayCommand ? (
            <ControlPanel key={detail.id} device={detail} />
          ) : (
            <Card size="small" title={t('command.controls')}>
              <Typography.Text type="secondary">{t('control.noCommandPermission')}</Typography.Text>
            </Card>
          )}
        </Col>
        <Col xs={24} xl={12}>
          <LiveValues telemetry={detail.telemetry} />
        </Col>
      </Row>
      <HistoryPanel
        key={detail.devicecode}
        devicecode={detail.devicecode}
        keys={chartableKeys(detail.telemetry)}
        initialKeys={firstKeys}
      />
      <Permitted permission="device:command:list">
        <CommandHistory devicecode={detail.devicecode} />
      </Permitted>
    </Flex>
  );
}
