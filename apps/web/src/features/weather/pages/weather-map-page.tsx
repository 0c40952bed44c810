import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MapCanvas, type MapHandle } from '../../../shared/map/map-canvas';
import { useLiveStations } from '../api/use-live-stations';
import { overviewQuery } from '../api/weather';
import { LoadFailed } from '../components/load-failed';
import { fitStations, keepClearOfCard } from '../components/map-camera';
import { ProjectFilter } from '../components/project-filter';
import { StationMapCard } from '../components/station-map-card';
import { StationMarkers } from '../components/station-markers';
import { analyticsPath } from '../lib/analytics-choice';
import { locatedStations, stationsExtent } from '../lib/located-stations';
import '../weather.css';

/**
 * The stations on the offline map, each with its temperature and wind, live; a click shows all of
 * its readings and the way to its data analytics. The map opens on the stations.
 */
export default function WeatherMapPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [projectid, setProjectid] = useState<number>();
  const [selected, setSelected] = useState<number>();
  const [handle, setHandle] = useState<MapHandle>();
  const overview = useQuery(overviewQuery(projectid));
  const stations = useMemo(() => locatedStations(overview.data?.stations ?? []), [overview.data]);
  const shown = stations.find((station) => station.id === selected);
  useLiveStations(stations.map((station) => station.id));

  const onReady = useCallback((ready: MapHandle) => {
    setHandle(ready);
    return () => setHandle(undefined);
  }, []);

  // The map fits the stations when they are first drawn and when another project's are, not at each report.
  const places = stations.map((station) => `${station.longitude},${station.latitude}`).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `places` says when the stations moved
  useEffect(() => {
    const extent = stationsExtent(stations);
    if (handle && extent) fitStations(handle.map, extent);
  }, [handle, places]);

  const status =
    overview.isFetching && !overview.data
      ? t('meteo.map.loading')
      : stations.length === 0 && overview.data
        ? t('meteo.map.empty')
        : undefined;
  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <Flex wrap gap={12} align="center" justify="space-between">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('meteo.map.title')}
          </Typography.Title>
          <Flex wrap gap={12} align="center">
            {stations.length > 0 && (
              <Typography.Text type="secondary">
                {t('meteo.map.shown', { count: stations.length })}
              </Typography.Text>
            )}
            <ProjectFilter value={projectid} onChange={setProjectid} />
          </Flex>
        </Flex>
      </Card>
      {overview.isError && !overview.data && (
        <LoadFailed title={t('meteo.loadFailed')} onRetry={() => void overview.refetch()} />
      )}
      <MapCanvas label={t('meteo.map.title')} className="weather-map__canvas" onReady={onReady}>
        {status && <div className="weather-map__status">{status}</div>}
        {handle && (
          <StationMarkers
            handle={handle}
            stations={stations}
            selected={selected}
            onPick={(station) => {
              setSelected(station.id);
              keepClearOfCard(handle.map, [station.longitude, station.latitude]);
            }}
          />
        )}
        {shown && (
          <StationMapCard
            station={shown}
            onClose={() => setSelected(undefined)}
            onOpen={() => navigate(analyticsPath(shown.id))}
          />
        )}
      </MapCanvas>
    </Flex>
  );
}
