import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { Flyover, type FlyoverState, type FlyoverStop } from '../lib/flyover';

/** A minute without a touch, and the fly-over goes on. */
export const IDLE_MS = 60_000;
/** One leg from a project to the next, turning the view as it goes. */
const LEG_MS = 16_000;
/** Where the camera rests on each project when motion is reduced: the legs become cuts. */
const REST_MS = 20_000;
const PITCH = 60;
const TURN = 45;

const smooth = (t: number) => t * t * (3 - 2 * t);

/**
 * Flies the camera from project to project over `stops`, slowly turning; any touch of the map
 * (pointer, wheel, key) stops it where it is, and a minute without one lets it go on. Answers the
 * state and the project now shown.
 */
export function useFlyover(
  map: MapLibreMap | undefined,
  stops: readonly FlyoverStop[],
  reducedMotion: boolean,
): { state: FlyoverState; projectId: number | undefined } {
  const [state, setState] = useState<FlyoverState>('paused');
  const [projectId, setProjectId] = useState<number>();
  const current = useRef(stops);
  current.current = stops;
  const hasStops = stops.length > 0;

  useEffect(() => {
    if (!map || !hasStops) return;
    let rest: ReturnType<typeof setTimeout> | undefined;
    const flyover = new Flyover({
      stops: () => current.current.length,
      fly: (index, done) => {
        const stop = current.current[index];
        if (!stop) return;
        const bearing = map.getBearing() + TURN;
        const fitted = map.cameraForBounds(stop.bounds, { padding: 120, maxZoom: 16.5, bearing });
        const camera = { center: fitted?.center, zoom: fitted?.zoom, bearing, pitch: PITCH };
        setProjectId(stop.projectId);
        if (reducedMotion) {
          map.jumpTo(camera);
          rest = setTimeout(done, REST_MS);
          return;
        }
        const finish = () => {
          // A resize also ends a move: the leg is done when the camera has stopped.
          if (map.isMoving()) map.once('moveend', finish);
          else done();
        };
        map.easeTo({ ...camera, duration: LEG_MS, easing: smooth });
        map.once('moveend', finish);
      },
      halt: () => {
        clearTimeout(rest);
        map.stop();
      },
      onState: setState,
      idleMs: IDLE_MS,
    });
    const touched = () => flyover.interacted();
    const target = map.getCanvasContainer();
    const events = ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const;
    for (const event of events) target.addEventListener(event, touched, { passive: true });
    flyover.start();
    return () => {
      for (const event of events) target.removeEventListener(event, touched);
      flyover.stop();
      clearTimeout(rest);
    };
  }, [map, hasStops, reducedMotion]);

  return { state, projectId };
}
