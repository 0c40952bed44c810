import type { WeatherStationItem } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { locatedStations, stationsExtent } from './located-stations';

const station = (id: number, longitude: number | null, latitude: number | null) =>
  ({ id, longitude, latitude }) as WeatherStationItem;

describe('the stations on the map', () => {
  it('are those with both coordinates', () => {
    const located = locatedStations([station(1, 120.1, 30.2), station(2, null, 30), station(3, 120, null)]);
    expect(located.map((one) => one.id)).toEqual([1]);
  });

  it('lie in the box around them, or in none when there are none', () => {
    const located = locatedStations([
      station(1, 120.1, 30.3),
      station(2, 120.3, 30.2),
      station(3, 120.2, 30.25),
    ]);
    expect(stationsExtent(located)).toEqual([120.1, 30.2, 120.3, 30.3]);
    expect(stationsExtent([])).toBeUndefined();
  });
});
