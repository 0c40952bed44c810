import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Typography } from 'antd';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapCanvas, type MapHandle } from '../../../shared/map/map-canvas';
import { devicePointsQuery, type PointsFilter } from '../api/device-map';
import { useLiveRunStates } from '../api/live-states';
import { countByState, type Extent, pointsCollection, pointsExtent } from '../api/points-geojson';
import { ClusterMarkers } from '../components/cluster-markers';
import { DeviceCard } from '../components/device-card';
import {
  addDeviceLayers,
  DEVICES_SOURCE,
  markSelected,
  POINTS_LAYER,
  setDevices,
} from '../components/device-layers';
import { fitControl } from '../components/fit-control';
import { MapFilters } from '../components/map-filters';
import { MapLegend } from '../components/map-legend';
import { DRAWN_MARK } from '../drawn-mark';
import './device-map.css';

/** Zoom for a single device, or devices a few metres apart. */
const CLOSE_ZOOM = 16;

function fitTo(map: MapLibreMap, extent: Extent, animate: boolean) {
  const [west, south, east, north] = extent;
  const duration = animate ? 600 : 0;
  if (east - west < 1e-4 && north - south < 1e-4) {
    map.easeTo({ center: [(west + east) / 2, (south + north) / 2], zoom: CLOSE_ZOOM, duration });
    return;
  }
  // On a wide map, keep the devices clear of the legend in the lower left corner.
  const left = map.getContainer().clientWidth > 800 ? 240 : 56;
  map.fitBounds(extent, { padding: { top: 56, right: 72, bottom: 56, left }, maxZoom: CLOSE_ZOOM, duration });
}

/** Marks the moment the map has drawn its loaded devices and has nothing left to load. */
function markWhenDrawn(map: MapLibreMap) {
  map.once('idle', () => {
    if (map.isSourceLoaded(DEVICES_SOURCE)) performance.mark(DRAWN_MARK);
    else markWhenDrawn(map);
  });
}

/**
 * Every located device of the user's scope on one map (GET /remote/device/points): clustered,
 * coloured by run state, filtered like the device list; a click on a device shows its card.
 * The map opens on the devices' extent and follows it when the filters change.
 */
export default function DeviceMapPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<PointsFilter>({});
  const [selected, setSelected] = useState<number>();
  const [handle, setHandle] = useState<MapHandle>();
  const points = useQuery(devicePointsQuery(filter));
  useLiveRunStates();
  const data = points.data;
  const counts = useMemo(() => (data ? countByState(data) : new Map<number, number>()), [data]);
  const extent = useMemo(() => (data ? pointsExtent(data) : undefined), [data]);
  const fitted = useRef(false);
  const currentExtent = useRef(extent);
  currentExtent.current = extent;

  const onReady = useCallback(
    ({ map, lib }: MapHandle) => {
      addDeviceLayers(map);
      const clusters = new ClusterMarkers(map, lib, (count) => t('deviceMap.cluster', { count }));
      map.addControl(
        fitControl(t('deviceMap.fitAll'), () => {
          if (currentExtent.current) fitTo(map, currentExtent.current, true);
        }),
        'top-right',
      );
      map.on('click', POINTS_LAYER, (event) => {
        const id = event.features?.[0]?.id;
        if (id !== undefined) setSelected(Number(id));
      });
      map.on('mouseenter', POINTS_LAYER, () => {
        map.getCanvas().style.cursor = 'pointer';
      });
      map.on('mouseleave', POINTS_LAYER, () => {
        map.getCanvas().style.cursor = '';
      });
      setHandle({ map, lib });
      return () => {
        clusters.remove();
        setHandle(undefined);
        fitted.current = false;
      };
    },
    [t],
  );

  useEffect(() => {
    if (!handle || !data) return;
    if (extent) fitTo(handle.map, extent, fitted.current);
    fitted.current = true;
    void setDevices(handle.map, pointsCollection(data)).then(() => markWhenDrawn(handle.map));
  }, [handle, data, extent]);

  useEffect(() => {
    if (handle) markSelected(handle.map, selected);
  }, [handle, selected]);

  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <Flex wrap gap={12} align="center">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('deviceMap.title')}
          </Typography.Title>
          <MapFilters value={filter} onChange={setFilter} />
        </Flex>
      </Card>
      <MapCanvas label={t('deviceMap.title')} className="device-map__canvas" onReady={onReady}>
        {points.isFetching ? (
          <div className="device-map__status">{t('deviceMap.loadingPoints')}</div>
        ) : data?.count === 0 ? (
          <div className="device-map__status">{t('deviceMap.empty')}</div>
        ) : null}
        {selected !== undefined ? <DeviceCard id={selected} onClose={() => setSelected(undefined)} /> : null}
        <MapLegend
          counts={counts}
          total={data?.count ?? 0}
          active={filter.runstate}
          onPick={(runstate) => setFilter({ ...filter, runstate })}
        />
      </MapCanvas>
    </Flex>
  );
}
