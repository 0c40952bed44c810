// The map library, loaded only when a screen shows a map (see load-maplibre.ts): its code, its
// worker and its stylesheet stay out of every other screen's download.
import 'maplibre-gl/dist/maplibre-gl.css';
import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

// A bundler cannot follow the worker that maplibre-gl finds beside its own file: give its URL.
setWorkerUrl(workerUrl);

export { LngLatBounds, Map, Marker, NavigationControl, ScaleControl } from 'maplibre-gl';
