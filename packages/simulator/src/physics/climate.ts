import { dailyNoise, noise } from './random';

/**
 * The weather of a site (a 0.1° cell of latitude/longitude, so that neighbouring devices share
 * it), the same for every run with the same seed: a cloud cover per day, rain on the darkest
 * days, air temperature and humidity with daily and yearly cycles.
 */
export interface Site {
  latitude: number;
  longitude: number;
  seed: number;
}

const cell = (site: Site) =>
  `${Math.round(site.latitude * 10)}:${Math.round(site.longitude * 10)}:${site.seed}`;

/** Cloud cover of a local day, 0 clear to 1 overcast: mostly fair, some grey days. */
export function cloudCover(site: Site, day: number): number {
  return noise('cloud', cell(site), day) ** 1.6;
}

/** Cloud cover blended across midnight, for what changes slowly (temperature, humidity). */
export function smoothCover(site: Site, day: number, minutes: number): number {
  return dailyNoise(day, minutes, 'cloud', cell(site)) ** 1.6;
}

/** Rain (mm per hour) at a local day and hour: only on cloudy days, in showers. */
export function rainRate(site: Site, day: number, hour: number): number {
  const cover = cloudCover(site, day);
  if (cover < 0.6) return 0;
  const shower = noise('rain', cell(site), day, Math.floor(hour));
  return shower < 0.5 ? 0 : Math.round((shower - 0.5) * 2 * cover * 80) / 10;
}

/**
 * Clear-sky irradiance on a panel (W/m²) for a solar elevation (Haurwitz's model), scaled by
 * the cloud cover: an overcast sky lets about a fifth through.
 */
export function irradiance(elevationDegrees: number, cover: number): number {
  if (elevationDegrees <= 0) return 0;
  const cosZenith = Math.sin((elevationDegrees * Math.PI) / 180);
  const clearSky = 1098 * cosZenith * Math.exp(-0.057 / cosZenith);
  return clearSky * (1 - 0.78 * cover);
}

/** Yearly mean temperature and its swing at a latitude (°C): warm and even near the equator. */
function seasonal(site: Site, dayOfYear: number): number {
  const absLatitude = Math.abs(site.latitude);
  const mean = 28 - 0.45 * absLatitude;
  const swing = 0.42 * absLatitude;
  // Coldest about 15 January in the north, 15 July in the south.
  const phase = ((dayOfYear - 15) / 365) * 2 * Math.PI;
  return mean - (site.latitude >= 0 ? 1 : -1) * swing * Math.cos(phase);
}

/** Air temperature (°C) at a local day and minute: coolest before dawn, warmest mid-afternoon. */
export function airTemperature(site: Site, day: number, minutes: number): number {
  const dayOfYear = ((day % 365.25) + 365.25) % 365.25;
  const cover = smoothCover(site, day, minutes);
  const dailySwing = 5 * (1 - 0.6 * cover);
  const hourPhase = ((minutes / 60 - 15) / 24) * 2 * Math.PI;
  const drift = (dailyNoise(day, minutes, 'temp', cell(site)) - 0.5) * 4;
  return seasonal(site, dayOfYear) + drift + dailySwing * Math.cos(hourPhase);
}

/** Relative humidity (%): high at night and in rain, lower on warm afternoons. */
export function relativeHumidity(site: Site, day: number, minutes: number): number {
  const cover = smoothCover(site, day, minutes);
  const hourPhase = ((minutes / 60 - 15) / 24) * 2 * Math.PI;
  const raining = rainRate(site, day, minutes / 60) > 0;
  const value = 62 + 22 * cover - 14 * Math.cos(hourPhase) + (raining ? 12 : 0);
  return Math.min(100, Math.max(15, value));
}
