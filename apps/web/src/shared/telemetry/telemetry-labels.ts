import { type LatestTelemetry, type TelemetryValue, telemetryKeys } from '@lamplighter/contract';

const known = new Map<string, { unit: string; en: string; zh: string }>(
  telemetryKeys.map((key) => [key.key, key]),
);

/** The name of a telemetry key in the language; a key the contract does not list is shown as sent. */
export function keyLabel(key: string, lang: string): string {
  const info = known.get(key);
  return info ? (lang === 'zh' ? info.zh : info.en) : key;
}

export function keyUnit(key: string): string {
  return known.get(key)?.unit ?? '';
}

/** The known keys first, in the contract's order, then the others by name. */
export function sortKeys(keys: Iterable<string>): string[] {
  const order = [...known.keys()];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return [...new Set(keys)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** A value with its unit: numbers rounded to what a person reads, JSON as text. */
export function formatValue(key: string, value: TelemetryValue): string {
  if (typeof value === 'number') {
    const unit = keyUnit(key);
    const text = Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/\.?0+$/, '');
    return unit ? `${text} ${unit}` : text;
  }
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const MEASURED_KEYS = telemetryKeys.filter((key) => key.unit !== '').map((key) => key.key);

/** The keys a chart can draw: every known measurement (not codes of states) and any number the device reported. */
export function chartableKeys(latest: LatestTelemetry[]): string[] {
  return sortKeys([
    ...MEASURED_KEYS,
    ...latest.filter((entry) => typeof entry.value === 'number').map((entry) => entry.key),
  ]);
}
