import type { MapCell } from '@lamplighter/contract';
import type { GeoJSONSource } from 'maplibre-gl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../../../shared/hooks/use-reduced-motion';
import { MapCanvas, type MapHandle } from '../../../shared/map/map-canvas';
import {
  KNOWN_STATES,
  NO_STATE_COLOR,
  stateColor,
  stateColorExpression,
} from '../../../shared/map/state-donut';
import { cellBounds, cellFeatures } from '../lib/map-cells';
import { clearOfLegend } from '../lib/map-padding';
import { ScreenPanel } from './screen-panel';

const SOURCE = 'wall-cells';
const HALO = 'wall-cells-alarm';
const PULSE_MS = 1200;
const MAX_ZOOM = 13;

/** Dark colours for the plain background and the configured tiles, so the map sits in the wall. */
function darken(handle: MapHandle) {
  const { map } = handle;
  map.setPaintProperty('background', 'background-color', '#07142a');
  if (map.getLayer('graticule-minor')) map.setPaintProperty('graticule-minor', 'line-color', '#0f2342');
  if (map.getLayer('graticule-major')) map.setPaintProperty('graticule-major', 'line-color', '#17345e');
  if (map.getLayer('base')) {
    map.setPaintProperty('base', 'raster-brightness-max', 0.55);
    map.setPaintProperty('base', 'raster-saturation', -0.6);
  }
}

function addCellLayers(handle: MapHandle) {
  const { map } = handle;
  map.addSource(SOURCE, { type: 'geojson', data: cellFeatures([]) });
  map.addLayer({
    id: HALO,
    type: 'circle',
    source: SOURCE,
    filter: ['get', 'alarm'],
    paint: {
      'circle-radius': ['interpolate', ['linear'], ['sqrt', ['get', 'count']], 1, 16, 30, 40],
      'circle-color': 'rgba(0, 0, 0, 0)',
      'circle-stroke-color': stateColor(3),
      'circle-stroke-width': 3,
      'circle-stroke-opacity': 0.9,
      'circle-stroke-opacity-transition': { duration: PULSE_MS, delay: 0 },
    },
  });
  map.addLayer({
    id: `${SOURCE}-dots`,
    type: 'circle',
    source: SOURCE,
    paint: {
      'circle-radius': ['interpolate', ['linear'], ['sqrt', ['get', 'count']], 1, 6, 30, 26],
      'circle-color': stateColorExpression('state'),
      'circle-opacity': 0.85,
      'circle-stroke-color': 'rgba(255, 255, 255, 0.75)',
      'circle-stroke-width': 1.5,
    },
  });
}

/**
 * The located devices, near ones together as one dot in the colour most of them are in, sized by
 * their number; a ring pulses around places with an alarm or fault. New figures go to the map's
 * source (setData), the map itself stays.
 */
export function WallMapPanel({ cells, onDrawn }: { cells: MapCell[]; onDrawn?: () => void }) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [handle, setHandle] = useState<MapHandle>();
  const fitted = useRef(false);
  const legend = useRef<HTMLUListElement>(null);
  const drawn = useRef(onDrawn);
  drawn.current = onDrawn;

  const onReady = useCallback((ready: MapHandle) => {
    darken(ready);
    addCellLayers(ready);
    setHandle(ready);
    return () => {
      setHandle(undefined);
      fitted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!handle) return;
    handle.map.getSource<GeoJSONSource>(SOURCE)?.setData(cellFeatures(cells));
    handle.map.once('idle', () => drawn.current?.());
    const bounds = cellBounds(cells);
    if (bounds && !fitted.current) {
      handle.map.fitBounds(bounds, {
        padding: clearOfLegend(handle.map.getContainer().clientHeight, legend.current?.offsetHeight ?? 0),
        maxZoom: MAX_ZOOM,
        duration: 0,
      });
      fitted.current = true;
    }
  }, [handle, cells]);

  useEffect(() => {
    if (!handle || reducedMotion) return;
    let bright = true;
    const timer = setInterval(() => {
      bright = !bright;
      handle.map.setPaintProperty(HALO, 'circle-stroke-opacity', bright ? 0.9 : 0.15);
    }, PULSE_MS);
    return () => clearInterval(timer);
  }, [handle, reducedMotion]);

  return (
    <ScreenPanel title={t('wall.map')} className="screen-map">
      <MapCanvas label={t('wall.map')} className="screen-map__canvas" onReady={onReady}>
        <ul className="screen-map__legend" ref={legend}>
          {KNOWN_STATES.map((state) => (
            <li key={state}>
              <i style={{ background: stateColor(state) }} />
              {t(`runState.${state}`)}
            </li>
          ))}
          <li>
            <i style={{ background: NO_STATE_COLOR }} />
            {t('wall.noState')}
          </li>
        </ul>
        {cells.length === 0 && <p className="screen-map__empty">{t('wall.noLocated')}</p>}
      </MapCanvas>
    </ScreenPanel>
  );
}
