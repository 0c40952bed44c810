import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../../../../shared/hooks/use-reduced-motion';
import { useLiveEvent } from '../../../../shared/live/live';
import { useGathered } from '../../../../shared/live/use-gathered';
import { MapCanvas, type MapHandle } from '../../../../shared/map/map-canvas';
import { useStageFit } from '../../components/use-stage-fit';
import { THREE_D_DRAWN_MARK } from '../drawn-mark';
import { ColumnLevels } from '../lib/column-levels';
import { countStates } from '../lib/column-scene';
import type { DeviceColumns } from '../lib/decode-columns';
import { flyoverStops } from '../lib/flyover';
import { RenderScale } from '../lib/render-scale';
import { ColumnLayer } from './column-layer';
import { DeviceLiveCard } from './device-live-card';
import { ThreeDLegend } from './three-d-legend';
import { useFlyover } from './use-flyover';

/** Live run states that come together (a sweep counts thousands offline) are counted together. */
const COUNT_MS = 1_000;

/** The plain background stays transparent (the page's dark shows through: one full-screen pass less). */
function prepare(map: MapLibreMap) {
  if (map.getLayer('background')) map.setLayoutProperty('background', 'visibility', 'none');
  if (map.getLayer('graticule-minor')) map.setPaintProperty('graticule-minor', 'line-color', '#0d2140');
  if (map.getLayer('graticule-major')) map.setPaintProperty('graticule-major', 'line-color', '#163a66');
  if (map.getLayer('base')) {
    map.setPaintProperty('base', 'raster-brightness-max', 0.45);
    map.setPaintProperty('base', 'raster-saturation', -0.7);
  }
  map.dragRotate.enable();
  map.touchZoomRotate.enableRotation();
}

/**
 * The caller's devices as columns over the map, pitched and turning from project to project; a
 * click on a column opens its live card. Live run states recolour the columns in place.
 */
export function ThreeDMap({
  columns,
  projectNames,
}: {
  columns: DeviceColumns | undefined;
  projectNames: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const fit = useStageFit();
  const screenRatio = (window.devicePixelRatio || 1) * fit.scale;
  const [map, setMap] = useState<MapLibreMap>();
  const [selected, setSelected] = useState<number>();
  const [counts, setCounts] = useState<number[]>([]);
  const [mergedCellM, setMergedCellM] = useState<number>();
  const box = useRef<HTMLDivElement>(null);
  const layer = useRef<ColumnLayer>(undefined);
  const scale = useRef(new RenderScale(screenRatio));
  const levels = useMemo(() => columns && new ColumnLevels(columns), [columns]);
  const scene = levels?.device.scene;
  const stops = useMemo(() => (columns ? flyoverStops(columns) : []), [columns]);
  const current = useRef({ scene, columns });
  current.current = { scene, columns };
  const tour = useFlyover(map, stops, reducedMotion);

  const onReady = useCallback(({ map: ready }: MapHandle) => {
    prepare(ready);
    ready.setPixelRatio(scale.current.ratio);
    let marked = false;
    const columnLayer = new ColumnLayer((drawnLayer) => {
      const element = box.current;
      if (element && element.dataset.drawn !== String(drawnLayer.drawn)) {
        element.dataset.drawn = String(drawnLayer.drawn);
      }
      const cellM = drawnLayer.mergedCellM;
      if (element && element.dataset.merged !== String(cellM ?? '')) {
        element.dataset.merged = String(cellM ?? '');
        setTimeout(() => setMergedCellM(cellM));
      }
      if (!marked && drawnLayer.drawn > 0) {
        performance.mark(THREE_D_DRAWN_MARK);
        marked = true;
      }
      const ratio = scale.current.frame(performance.now(), ready.isMoving());
      if (ratio !== undefined) setTimeout(() => layer.current && ready.setPixelRatio(ratio));
    });
    ready.addLayer(columnLayer);
    ready.on('click', (event) => {
      const picked = columnLayer.pick(event.point);
      const { columns: decoded } = current.current;
      if (!picked || !decoded) return;
      if ('device' in picked) setSelected(decoded.ids[picked.device]);
      else ready.easeTo({ center: [picked.square.lng, picked.square.lat], zoom: ready.getZoom() + 2 });
    });
    layer.current = columnLayer;
    setMap(ready);
    return () => {
      layer.current = undefined;
      setMap(undefined);
    };
  }, []);

  useEffect(() => {
    scale.current.reset(screenRatio);
    map?.setPixelRatio(screenRatio);
  }, [map, screenRatio]);

  const framed = useRef(false);
  useEffect(() => {
    if (!map || !levels || !scene || !columns) return;
    layer.current?.setLevels(levels);
    setCounts(countStates(scene.states));
    if (box.current) box.current.dataset.total = String(scene.count);
    const all = stops.reduce<[number, number, number, number] | undefined>(
      (box, { bounds: b }) =>
        box
          ? [Math.min(box[0], b[0]), Math.min(box[1], b[1]), Math.max(box[2], b[2]), Math.max(box[3], b[3])]
          : [...b],
      undefined,
    );
    if (all && !framed.current) {
      map.fitBounds(all, { padding: 80, maxZoom: 15, duration: 0, pitch: 50 });
      framed.current = true;
    }
  }, [map, levels, scene, columns, stops]);

  const recount = useGathered(COUNT_MS, () => {
    const shown = current.current.scene;
    if (shown) setCounts(countStates(shown.states));
  });
  useLiveEvent('device-state', (change) => {
    if (layer.current?.setState(change.deviceid, change.runstate)) recount();
  });

  const project = tour.projectId === undefined ? undefined : projectNames.get(tour.projectId);
  return (
    <div className="three-d" ref={box} data-flyover={tour.state}>
      <MapCanvas label={t('threeD.map')} className="three-d__canvas" onReady={onReady}>
        {scene && (
          <>
            <ThreeDLegend counts={counts} fullPower={scene.fullPower} mergedCellM={mergedCellM} />
            <p className="three-d__tour" role="status">
              <span>{t(tour.state === 'touring' ? 'threeD.touring' : 'threeD.paused')}</span>
              {tour.state === 'touring' && project && <b className="three-d__project">{project}</b>}
            </p>
            {scene.count === 0 && <p className="three-d__empty">{t('threeD.noLocated')}</p>}
          </>
        )}
        {selected !== undefined && <DeviceLiveCard id={selected} onClose={() => setSelected(undefined)} />}
      </MapCanvas>
    </div>
  );
}
