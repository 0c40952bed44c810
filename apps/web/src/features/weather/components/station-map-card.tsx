import { CloseOutlined, RightOutlined } from '@ant-design/icons';
import type { WeatherStationItem } from '@lamplighter/contract';
import { Button, Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { RunStateTag } from '../../../shared/inventory/run-state-tag';
import { listedReadings } from '../lib/readings';
import { ReadingValue } from './reading-value';

/** Every reading of the station clicked on the map, with the way to its data analytics. */
export function StationMapCard({
  station,
  onClose,
  onOpen,
}: {
  station: WeatherStationItem;
  onClose: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      className="weather-map__card"
      data-station={station.id}
      title={station.devicename}
      extra={
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('meteo.map.close')}
          onClick={onClose}
        />
      }
      actions={[
        <Button key="analytics" type="link" onClick={onOpen}>
          {t('meteo.openAnalytics')} <RightOutlined />
        </Button>,
      ]}
    >
      <Descriptions size="small" column={1} colon={false} styles={{ label: { width: 110 } }}>
        <Descriptions.Item label={t('meteo.project')}>{station.projectname || '--'}</Descriptions.Item>
        <Descriptions.Item label={t('meteo.runState')}>
          <RunStateTag state={station.runstate} />
        </Descriptions.Item>
        {listedReadings(station.values).map((reading) => (
          <Descriptions.Item key={reading} label={t(`meteo.reading.${reading}`)}>
            <ReadingValue station={station} reading={reading} />
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('meteo.reportedAtLabel')}>
          {formatTime(station.reportedat)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
