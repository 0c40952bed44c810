import { describe, expect, it } from 'vitest';
import { failureOfLoad, loadMapLib, type MapLib, MapLoadError } from './load-maplibre';

describe('failureOfLoad', () => {
  it('is a version conflict when the page still answers: a newer release removed the map files', async () => {
    expect(await failureOfLoad(async () => true)).toBe('versionConflict');
  });

  it('is a load failure when the page does not answer either, or the probe itself fails', async () => {
    expect(await failureOfLoad(async () => false)).toBe('loadFailed');
    expect(await failureOfLoad(() => Promise.reject(new TypeError('Failed to fetch')))).toBe('loadFailed');
  });
});

describe('loadMapLib', () => {
  it('rejects with the failure, and loads again on the next call', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const error = await loadMapLib(failing, async () => true).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(MapLoadError);
    expect((error as MapLoadError).failure).toBe('versionConflict');

    const lib = { marker: 'the library' } as unknown as MapLib;
    expect(await loadMapLib(async () => lib)).toBe(lib);
    expect(await loadMapLib(() => Promise.reject(new Error('not loaded twice')))).toBe(lib);
  });
});
