import { LOAD_MODE, sunTimes } from '@lamplighter/contract';

/** The local clock a device keeps where no time zone is known: its longitude's whole hours. */
export function utcOffsetOf(longitude: number): number {
  return Math.round(longitude / 15) * 60;
}

function clock(ms: number, utcOffsetMinutes: number): string {
  const local = new Date(ms + utcOffsetMinutes * 60_000);
  return local.toISOString().slice(11, 16);
}

/**
 * The params one device gets: sunrise-sunset mode (loadMode 6) adds today's sunrise and sunset at
 * the device (local HH:MM), worked out by the astronomical clock from its coordinates. A device
 * without coordinates, or under a polar day or night, gets the params as they are.
 */
export function paramsFor(
  method: string,
  params: Record<string, unknown>,
  device: { latitude: number | null; longitude: number | null },
  now: number,
): Record<string, unknown> {
  if (method !== 'loadMode' || params.mode !== LOAD_MODE.sunriseSunset) return params;
  if (device.latitude === null || device.longitude === null) return params;
  const offset = utcOffsetOf(device.longitude);
  const { sunrise, sunset } = sunTimes(now, device.latitude, device.longitude, offset);
  if (sunrise === null || sunset === null) return params;
  return { ...params, sunrise: clock(sunrise, offset), sunset: clock(sunset, offset) };
}
