import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import { fitStations, keepClearOfCard } from './map-camera';

function fakeMap(width: number, stationX: number) {
  const map = {
    getContainer: () => ({ clientWidth: width }),
    project: () => ({ x: stationX, y: 300 }),
    panBy: vi.fn(),
    jumpTo: vi.fn(),
    fitBounds: vi.fn(),
  };
  return { map, lib: map as unknown as MapLibreMap };
}

describe('keepClearOfCard', () => {
  it('moves a station under the card to the middle of the room beside it', () => {
    const { map, lib } = fakeMap(1112, 100);
    keepClearOfCard(lib, [120, 30]);
    // The room beside the card runs from 312 to 1112: its middle is 712.
    expect(map.panBy).toHaveBeenCalledWith([100 - 712, 0]);
  });

  it('leaves a station clear of the card, and a map too narrow for both, as they are', () => {
    const clear = fakeMap(1112, 500);
    keepClearOfCard(clear.lib, [120, 30]);
    expect(clear.map.panBy).not.toHaveBeenCalled();
    const narrow = fakeMap(500, 100);
    keepClearOfCard(narrow.lib, [120, 30]);
    expect(narrow.map.panBy).not.toHaveBeenCalled();
  });
});

describe('fitStations', () => {
  it('zooms in on one station, and fits several with room above for their labels', () => {
    const one = fakeMap(1000, 0);
    fitStations(one.lib, [120.1, 30.2, 120.1, 30.2]);
    expect(one.map.jumpTo).toHaveBeenCalledWith({ center: [120.1, 30.2], zoom: 15 });
    const several = fakeMap(1000, 0);
    fitStations(several.lib, [120.1, 30.2, 120.3, 30.3]);
    expect(several.map.fitBounds).toHaveBeenCalledWith(
      [120.1, 30.2, 120.3, 30.3],
      expect.objectContaining({ padding: expect.objectContaining({ top: 96 }) }),
    );
  });
});
