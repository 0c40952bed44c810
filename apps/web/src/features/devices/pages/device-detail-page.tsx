import { ArrowLeftOutlined, ControlOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Result, Row, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ReportFaultButton } from '../../../shared/after-sales/report-fault';
import { Permitted } from '../../../shared/auth/permissions';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { controlPath, DEVICE_LIST_PATH, type FromState } from '../../../shared/inventory/device-paths';
import { RunStateTag } from '../../../shared/inventory/run-state-tag';
import { useDeviceLive } from '../../../shared/live/device-live';
import { HistoryPanel } from '../../../shared/telemetry/history-panel';
import { chartableKeys } from '../../../shared/telemetry/telemetry-labels';
import { deviceKeys } from '../api/device-keys';
import { deviceDetailQuery, useDeleteShownDevice } from '../api/devices';
import { CredentialsPanel } from '../components/credentials-panel';
import { DeviceDetailSections } from '../components/device-detail-sections';
import { DeviceFormModal } from '../components/device-form-modal';
import { DevicePosition } from '../components/device-position';

/** One device (`?id=`): every field, its position, its access token, and edit or delete. */
export default function DeviceDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const confirmDeletion = useConfirmDelete();
  const deleteDevice = useDeleteShownDevice();
  const [editing, setEditing] = useState(false);
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...deviceDetailQuery(id), enabled: valid });
  // Live: a report, a run state change or a warning of this device reloads what it shows.
  useDeviceLive(valid ? id : undefined, () => {
    void queryClient.invalidateQueries({ queryKey: deviceKeys.detail(id) });
  });
  const back = (location.state as FromState | null)?.from ?? DEVICE_LIST_PATH;
  const backButton = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(back)}>
      {t('device.backToList')}
    </Button>
  );

  if (valid && detail.isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const device = detail.data;
  if (!device)
    return (
      <Result status="404" title={t('device.detail')} subTitle={t('device.notFound')} extra={backButton} />
    );

  const control = controlPath(device);
  const reported = device.telemetry.map((entry) => entry.key);
  const remove = () =>
    confirmDeletion(async () => {
      await deleteDevice.mutateAsync({ ids: [device.id] });
      navigate(back);
      queryClient.removeQueries({ queryKey: deviceKeys.detail(device.id) });
      await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    });

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            {backButton}
            <Typography.Title level={4} style={{ margin: 0 }}>
              {device.devicename}
            </Typography.Title>
            <Typography.Text type="secondary">{device.devicecode}</Typography.Text>
            <RunStateTag state={device.runstate} />
          </Space>
          <Space wrap>
            {control && (
              <Button icon={<ControlOutlined />} onClick={() => navigate(control)}>
                {t('device.control')}
              </Button>
            )}
            <ReportFaultButton deviceId={device.id} />
            <Permitted permission="device:update">
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                {t('common.edit')}
              </Button>
            </Permitted>
            <Permitted permission="device:delete">
              <Button danger icon={<DeleteOutlined />} onClick={remove}>
                {t('device.delete')}
              </Button>
            </Permitted>
          </Space>
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <DeviceDetailSections device={device} />
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <DevicePosition device={device} />
            <Permitted permission="device:credentials">
              <CredentialsPanel device={device} />
            </Permitted>
          </Flex>
        </Col>
      </Row>
      {reported.length > 0 && (
        <HistoryPanel
          key={device.devicecode}
          devicecode={device.devicecode}
          keys={chartableKeys(device.telemetry)}
          initialKeys={reported.filter((key) => key === 'batteryVoltage' || key === 'loadPower')}
        />
      )}
      <DeviceFormModal
        open={editing}
        editing={device.id}
        onClose={() => setEditing(false)}
        onAdded={() => setEditing(false)}
        onUpdated={() => setEditing(false)}
      />
    </Flex>
  );
}
