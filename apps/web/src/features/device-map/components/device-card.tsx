import { CloseOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatTime } from '../../../shared/format';
import { devicePath } from '../../../shared/inventory/device-paths';
import { deviceTypesQuery } from '../../../shared/inventory/inventory-queries';
import { RunStateTag } from '../../../shared/inventory/run-state-tag';
import { deviceSummaryQuery } from '../api/device-map';

/** The summary of the device clicked on the map, with the way to its own page. */
export function DeviceCard({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const device = useQuery(deviceSummaryQuery(id));
  const types = useQuery(deviceTypesQuery(i18n.language));
  const data = device.data;
  const typeName = types.data?.find((type) => type.devicetypeid === data?.devicetype)?.devicetypename;
  return (
    <Card
      size="small"
      className="device-map__card"
      title={data ? data.devicename : ' '}
      extra={
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('deviceMap.closeCard')}
          onClick={onClose}
        />
      }
      actions={[
        <Button key="details" type="link" disabled={!data} onClick={() => navigate(devicePath(id))}>
          {t('deviceMap.details')} <RightOutlined />
        </Button>,
      ]}
    >
      {data ? (
        <Descriptions
          size="small"
          column={1}
          colon={false}
          styles={{ label: { width: 96, whiteSpace: 'nowrap' } }}
        >
          <Descriptions.Item label={t('deviceMap.code')}>{data.devicecode}</Descriptions.Item>
          <Descriptions.Item label={t('deviceMap.type')}>{typeName ?? data.devicetype}</Descriptions.Item>
          <Descriptions.Item label={t('deviceMap.state')}>
            <RunStateTag state={data.runstate} />
          </Descriptions.Item>
          <Descriptions.Item label={t('deviceMap.project')}>{data.projectname}</Descriptions.Item>
          <Descriptions.Item label={t('deviceMap.group')}>{data.groupname || '--'}</Descriptions.Item>
          <Descriptions.Item label={t('deviceMap.pole')}>{data.polenumber || '--'}</Descriptions.Item>
          <Descriptions.Item label={t('deviceMap.coordinates')}>
            {data.longitude !== null && data.latitude !== null ? `${data.longitude}, ${data.latitude}` : '--'}
          </Descriptions.Item>
          <Descriptions.Item label={t('deviceMap.updated')}>{formatTime(data.updatetime)}</Descriptions.Item>
        </Descriptions>
      ) : device.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={device.error.message} />
      ) : (
        <Skeleton active paragraph={{ rows: 5 }} title={false} />
      )}
    </Card>
  );
}
