import type { WeatherStationItem } from '@lamplighter/contract';

/** A station with coordinates: one the map can show. */
export type LocatedStation = WeatherStationItem & { longitude: number; latitude: number };

export type Extent = [west: number, south: number, east: number, north: number];

export function locatedStations(stations: WeatherStationItem[]): LocatedStation[] {
  return stations.filter(
    (station): station is LocatedStation => station.longitude !== null && station.latitude !== null,
  );
}

/** The box around the stations; undefined when there is none. */
export function stationsExtent(stations: LocatedStation[]): Extent | undefined {
  if (stations.length === 0) return undefined;
  const longitudes = stations.map((station) => station.longitude);
  const latitudes = stations.map((station) => station.latitude);
  return [Math.min(...longitudes), Math.min(...latitudes), Math.max(...longitudes), Math.max(...latitudes)];
}
