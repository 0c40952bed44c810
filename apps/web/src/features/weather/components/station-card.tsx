import { RightOutlined } from '@ant-design/icons';
import type { WeatherStationItem } from '@lamplighter/contract';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { RunStateTag } from '../../../shared/inventory/run-state-tag';
import { listedReadings } from '../lib/readings';
import { codeBesideName } from '../lib/station-code';
import { isOffline } from '../lib/station-state';
import { ReadingValue } from './reading-value';

/** One station's newest readings; a click opens its data analytics. */
export function StationCard({ station, onOpen }: { station: WeatherStationItem; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      hoverable
      className={isOffline(station) ? 'weather-station is-offline' : 'weather-station'}
      data-station={station.id}
      title={station.devicename}
      extra={<RunStateTag state={station.runstate} />}
      onClick={onOpen}
      actions={[
        <Button
          key="analytics"
          type="link"
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
        >
          {t('meteo.openAnalytics')} <RightOutlined />
        </Button>,
      ]}
    >
      <Typography.Text type="secondary" className="weather-station__where">
        {[codeBesideName(station), station.projectname || '--'].filter(Boolean).join(' · ')}
      </Typography.Text>
      <dl className="weather-station__readings">
        {listedReadings(station.values).map((reading) => (
          <div key={reading}>
            <dt>{t(`meteo.reading.${reading}`)}</dt>
            <dd>
              <ReadingValue station={station} reading={reading} />
            </dd>
          </div>
        ))}
      </dl>
      <Typography.Text
        type="secondary"
        className="weather-station__reported"
        data-reported={station.reportedat ?? ''}
      >
        {station.reportedat
          ? t('meteo.reportedAt', { time: formatTime(station.reportedat) })
          : t('meteo.neverReported')}
      </Typography.Text>
    </Card>
  );
}
