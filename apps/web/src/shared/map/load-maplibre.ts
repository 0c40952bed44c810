export type MapLib = typeof import('./maplibre');

/** Why a map could not be shown, each with its message. */
export type MapFailure = 'loadFailed' | 'versionConflict' | 'webglUnavailable';

export const failureMessageKeys: Record<MapFailure, string> = {
  loadFailed: 'map.loadFailed',
  versionConflict: 'map.versionConflict',
  webglUnavailable: 'map.webglUnavailable',
};

export class MapLoadError extends Error {
  constructor(readonly failure: MapFailure) {
    super(`map: ${failure}`);
  }
}

/**
 * A map file that fails to load while the app's own page still answers was removed by a newer
 * release (its name changed): the page must be refreshed. Otherwise the network is the problem.
 */
export async function failureOfLoad(pageAnswers: () => Promise<boolean>): Promise<MapFailure> {
  const answers = await pageAnswers().catch(() => false);
  return answers ? 'versionConflict' : 'loadFailed';
}

async function appPageAnswers(): Promise<boolean> {
  const response = await fetch(window.location.pathname, { method: 'HEAD', cache: 'no-store' });
  return response.ok;
}

let loading: Promise<MapLib> | undefined;

/** Loads the map library once; a failed load is retried on the next call. */
export function loadMapLib(
  load: () => Promise<MapLib> = () => import('./maplibre'),
  pageAnswers: () => Promise<boolean> = appPageAnswers,
): Promise<MapLib> {
  loading ??= load().catch(async () => {
    loading = undefined;
    throw new MapLoadError(await failureOfLoad(pageAnswers));
  });
  return loading;
}
