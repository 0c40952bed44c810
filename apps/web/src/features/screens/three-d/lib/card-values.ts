import { type DeviceDetail, LAMP_OFF_WATTS } from '@lamplighter/contract';

/** What the live card shows of a device's latest values; null where it has not reported one. */
export interface CardValues {
  brightness: number | null;
  power: number | null;
  lampOn: boolean | null;
  /** When the device measured its newest value (ISO time). */
  lastReport: string | null;
}

export function cardValues(device: Pick<DeviceDetail, 'telemetry'>): CardValues {
  const numberOf = (key: string) => {
    const value = device.telemetry.find((entry) => entry.key === key)?.value;
    return typeof value === 'number' ? value : null;
  };
  const power = numberOf('loadPower');
  const lastReport = device.telemetry.reduce<string | null>(
    (newest, entry) => (newest === null || Date.parse(entry.ts) > Date.parse(newest) ? entry.ts : newest),
    null,
  );
  return {
    brightness: numberOf('brightness'),
    power,
    lampOn: power === null ? null : power >= LAMP_OFF_WATTS,
    lastReport,
  };
}
