import type { WeatherStationItem } from '@lamplighter/contract';

/** Run state of a device silent for longer than it reports. */
const OFFLINE = 4;

/** A station whose readings are old: it has not reported for longer than it should. */
export function isOffline(station: Pick<WeatherStationItem, 'runstate'>): boolean {
  return station.runstate === OFFLINE;
}
