import { type MeteoKey, meteoKeys, meteoUnits, type WeatherStationItem } from '@lamplighter/contract';

/** Decimals each reading is shown with: what the sensors resolve. */
const DIGITS: Record<MeteoKey, number> = {
  temperature: 1,
  humidity: 0,
  rainfall: 1,
  rainRate: 1,
  windSpeed: 1,
  windDirection: 0,
  pressure: 1,
  noise: 0,
  pm25: 0,
  pm10: 0,
};

/** Readings only some stations have sensors for: left out where the station never reported them. */
const OPTIONAL: readonly MeteoKey[] = ['pm25', 'pm10'];

/** A value of a reading as people read it, without its unit; '--' when there is none. */
export function formatReading(key: MeteoKey, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '--';
  const fixed = value.toFixed(DIGITS[key]);
  // A little below zero rounds to -0.0: no sign on a zero.
  return /^-0(\.0+)?$/.test(fixed) ? fixed.slice(1) : fixed;
}

/** A value with its unit, '--' alone when there is none. */
export function readingWithUnit(key: MeteoKey, value: number | null | undefined): string {
  const shown = formatReading(key, value);
  return shown === '--' ? shown : `${shown} ${meteoUnits[key]}`;
}

/**
 * The readings a station lists, in the contract's order: the wind direction is drawn with the wind
 * speed, and the particulates only where the station measures them.
 */
export function listedReadings(values: WeatherStationItem['values']): MeteoKey[] {
  return meteoKeys.filter(
    (key) => key !== 'windDirection' && !(OPTIONAL.includes(key) && values[key] === null),
  );
}
