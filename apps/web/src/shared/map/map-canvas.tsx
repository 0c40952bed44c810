import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Spin } from 'antd';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessageKeys, loadMapLib, type MapFailure, type MapLib, MapLoadError } from './load-maplibre';
import { baseMapQuery } from './map-config';
import { BASE_SOURCE, baseStyle, GRATICULE_SOURCE, graticule } from './map-style';
import './map-canvas.css';

export interface MapHandle {
  map: MapLibreMap;
  lib: MapLib;
}

export interface MapCamera {
  center: [lng: number, lat: number];
  zoom: number;
}

/** Where a map opens when its screen has nothing to show yet: the whole of China. */
export const DEFAULT_CAMERA: MapCamera = { center: [104.2, 35.9], zoom: 3.2 };

interface MapCanvasProps {
  /** Runs once the map has loaded; what it returns runs when the map goes away. */
  onReady: (handle: MapHandle) => undefined | (() => void);
  /** Where the map opens (read once). */
  camera?: MapCamera;
  /** Name of the map for assistive technology. */
  label: string;
  className?: string;
  style?: CSSProperties;
  /** Panels drawn over the map (legend, cards). */
  children?: ReactNode;
}

/** Keeps the plain background's graticule over the view after every move. */
function followGraticule(map: MapLibreMap) {
  const update = () => {
    const source = map.getSource<import('maplibre-gl').GeoJSONSource>(GRATICULE_SOURCE);
    const bounds = map.getBounds();
    source?.setData(graticule([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()]));
  };
  update();
  map.on('moveend', update);
}

/**
 * The map every screen uses: MapLibre GL loaded on first use, on the configured base map or a
 * plain background that needs no network. A failure to load shows the seed's map message; tiles
 * that do not come show it once while the map goes on without them.
 */
export function MapCanvas({
  onReady,
  camera = DEFAULT_CAMERA,
  label,
  className,
  style,
  children,
}: MapCanvasProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const base = useQuery(baseMapQuery);
  const container = useRef<HTMLElement>(null);
  const ready = useRef(onReady);
  ready.current = onReady;
  const firstCamera = useRef(camera);
  // The map is made once per base map; texts and the message API are read when needed.
  const texts = useRef({ t, message });
  texts.current = { t, message };
  const [failure, setFailure] = useState<MapFailure>();
  const [loaded, setLoaded] = useState(false);
  const baseMap = base.data;

  // The library loads while the base map setting is asked for; a failure is shown below.
  useEffect(() => {
    loadMapLib().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!baseMap) return;
    let cancelled = false;
    let map: MapLibreMap | undefined;
    let release: (() => void) | undefined;
    let tilesWarned = false;
    loadMapLib().then(
      (lib) => {
        const element = container.current;
        if (cancelled || !element) return;
        try {
          map = new lib.Map({
            container: element,
            style: baseStyle(baseMap, window.location.origin),
            center: firstCamera.current.center,
            zoom: firstCamera.current.zoom,
            dragRotate: false,
            pitchWithRotate: false,
            attributionControl: baseMap.attribution ? { compact: true } : false,
            locale: {
              'NavigationControl.ZoomIn': texts.current.t('map.zoomIn'),
              'NavigationControl.ZoomOut': texts.current.t('map.zoomOut'),
            },
          });
        } catch {
          setFailure('webglUnavailable');
          return;
        }
        const created = map;
        created.touchZoomRotate.disableRotation();
        created.addControl(new lib.NavigationControl({ showCompass: false }), 'top-right');
        created.addControl(new lib.ScaleControl({}), 'bottom-right');
        created.on('error', (event) => {
          if ((event as { sourceId?: string }).sourceId === BASE_SOURCE && !tilesWarned) {
            tilesWarned = true;
            texts.current.message.warning(texts.current.t('map.loadFailed'));
          } else if (/worker failed to load/i.test(event.error?.message ?? '')) {
            setFailure('versionConflict');
          }
        });
        created.once('load', () => {
          if (!baseMap.tileUrl) followGraticule(created);
          setLoaded(true);
          release = ready.current({ map: created, lib });
        });
      },
      (error: unknown) => {
        if (!cancelled) setFailure(error instanceof MapLoadError ? error.failure : 'loadFailed');
      },
    );
    return () => {
      cancelled = true;
      release?.();
      map?.remove();
      setLoaded(false);
    };
  }, [baseMap]);

  return (
    <div className={className ? `map-canvas ${className}` : 'map-canvas'} style={style}>
      <section ref={container} className="map-canvas__map" aria-label={label} />
      {failure ? (
        <div className="map-canvas__overlay">
          <Alert
            type="error"
            showIcon
            title={t(failureMessageKeys[failure])}
            action={
              failure === 'webglUnavailable' ? null : (
                <Button size="small" onClick={() => window.location.reload()}>
                  {t('map.refresh')}
                </Button>
              )
            }
          />
        </div>
      ) : loaded ? (
        children
      ) : (
        <div className="map-canvas__overlay">
          <Spin />
        </div>
      )}
    </div>
  );
}
