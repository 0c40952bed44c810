import type { WeatherOverview } from '@lamplighter/contract';
import { Card, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StationCard } from './station-card';

/**
 * The stations as cards, or what stands for them: placeholders while they load first, the empty
 * state (of the caller or of the chosen project) when there are none.
 */
export function StationGrid({
  overview,
  filtered,
  onOpen,
}: {
  overview: WeatherOverview | undefined;
  filtered: boolean;
  onOpen: (stationId: number) => void;
}) {
  const { t } = useTranslation();
  if (!overview) {
    return (
      <div className="weather-stations">
        {[1, 2, 3].map((placeholder) => (
          <Card key={placeholder} size="small">
            <Skeleton active paragraph={{ rows: 4 }} />
          </Card>
        ))}
      </div>
    );
  }
  if (overview.stations.length === 0) {
    return (
      <Card size="small">
        <Empty
          description={
            filtered ? (
              t('meteo.emptyProject')
            ) : (
              <>
                <Typography.Text strong>{t('meteo.empty')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('meteo.emptyHint')}</Typography.Text>
              </>
            )
          }
        />
      </Card>
    );
  }
  return (
    <div className="weather-stations">
      {overview.stations.map((station) => (
        <StationCard key={station.id} station={station} onOpen={() => onOpen(station.id)} />
      ))}
    </div>
  );
}
