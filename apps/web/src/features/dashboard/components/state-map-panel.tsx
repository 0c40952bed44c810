import type { MapCell } from '@lamplighter/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MapCanvas, type MapHandle } from '../../../shared/map/map-canvas';
import { stateDonut } from '../../../shared/map/state-donut';
import { dashboardPaths } from './dashboard-paths';
import { Panel } from './panel';

/** Closest zoom the map fits to: a few devices in one street still show their street around. */
const MAX_ZOOM = 13;

function fitToCells(handle: MapHandle, cells: MapCell[]) {
  const lngs = cells.map((cell) => cell.longitude);
  const lats = cells.map((cell) => cell.latitude);
  handle.map.fitBounds([Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)], {
    padding: 40,
    maxZoom: MAX_ZOOM,
    duration: 0,
  });
}

/**
 * The located devices on a small map, near ones together as a ring of their run states (as the
 * device map draws its clusters); any click opens the device map.
 */
export function StateMapPanel({ cells }: { cells: MapCell[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [handle, setHandle] = useState<MapHandle>();
  const fitted = useRef(false);
  const openMap = useCallback(() => navigate(dashboardPaths.map), [navigate]);

  const onReady = useCallback(
    (ready: MapHandle) => {
      ready.map.on('click', openMap);
      setHandle(ready);
      return () => {
        setHandle(undefined);
        fitted.current = false;
      };
    },
    [openMap],
  );

  useEffect(() => {
    if (!handle) return;
    if (cells.length > 0 && !fitted.current) {
      fitToCells(handle, cells);
      fitted.current = true;
    }
    const markers = cells.map((cell) => {
      const element = stateDonut(cell.states, t('dashboard.mapCell', { count: cell.count }));
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        openMap();
      });
      return new handle.lib.Marker({ element }).setLngLat([cell.longitude, cell.latitude]).addTo(handle.map);
    });
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [handle, cells, t, openMap]);

  return (
    <Panel title={t('dashboard.map')} to={dashboardPaths.map}>
      <MapCanvas label={t('dashboard.map')} className="dashboard-map" onReady={onReady}>
        {cells.length === 0 ? <div className="dashboard-map__empty">{t('dashboard.noLocated')}</div> : null}
      </MapCanvas>
    </Panel>
  );
}
