import { type LatestTelemetry, telemetryKeys } from '@lamplighter/contract';

/** What an operator looks at first of a device's values, in this order. */
const FIRST = [
  'loadPower',
  'brightness',
  'batterySoc',
  'batteryVoltage',
  'pvPower',
  'loadVoltage',
  'loadCurrent',
  'temperature',
  'chargeCurrent',
  'pvVoltage',
  'batteryTemperature',
];
/** Codes of states and modes: no curve to draw. */
const CODES = new Set<string>(telemetryKeys.filter((key) => key.unit === '').map((key) => key.key));

/**
 * The values a device's history charts show: of the numbers it reported, the ones operators look
 * at first, then its other numbers (another family's measurements) by name; never state codes.
 */
export function mainKeys(latest: readonly LatestTelemetry[], count: number): string[] {
  const numbers = latest
    .filter((entry) => typeof entry.value === 'number' && !CODES.has(entry.key))
    .map((entry) => entry.key);
  const others = numbers.filter((key) => !FIRST.includes(key)).sort((a, b) => a.localeCompare(b));
  return [...FIRST.filter((key) => numbers.includes(key)), ...others].slice(0, count);
}
