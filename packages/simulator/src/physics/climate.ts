import { dailyNoise, noise } from './random';

/**
 * The weather of a site (a 0.1° cell of latitude/longitude, so that neighbouring devices share
 * it), the same for every run with the same seed: a cloud cover per day, rain on the darkest
 * days, air temperature and humidity with daily and yearly cycles; wind, pressure and the
 * background of fine particles of its region (1°, a city), with a gusty afternoon now and then.
 */
export interface Site {
  latitude: number;
  longitude: number;
  seed: number;
}

const cell = (site: Site) =>
  `${Math.round(site.latitude * 10)}:${Math.round(site.longitude * 10)}:${site.seed}`;
/** A region of about 100 km (1°): a front, its gale and its air pass over a whole city at once. */
const region = (site: Site) => `${Math.round(site.latitude)}:${Math.round(site.longitude)}:${site.seed}`;

/** Cloud cover of a local day, 0 clear to 1 overcast: mostly fair, some grey days. */
export function cloudCover(site: Site, day: number): number {
  return noise('cloud', cell(site), day) ** 1.6;
}

/** Cloud cover blended across midnight, for what changes slowly (temperature, humidity). */
export function smoothCover(site: Site, day: number, minutes: number): number {
  return dailyNoise(day, minutes, 'cloud', cell(site)) ** 1.6;
}

/** Cloud cover from which a day may rain: about one day in four. */
const RAIN_COVER = 0.6;

/**
 * Rain (mm per hour) at a local day and hour, the same for the whole hour: only on cloudy days
 * (about one day in four), in showers that take more of the day and fall harder the darker it is.
 * Mostly light rain (0.3 to 2.5 mm/h), now and then a downpour of 10 to 16 mm/h: about 1,450 mm a
 * year, as in Hangzhou.
 */
export function rainRate(site: Site, day: number, hour: number): number {
  const cover = cloudCover(site, day);
  if (cover < RAIN_COVER) return 0;
  const wetness = (cover - RAIN_COVER) / (1 - RAIN_COVER);
  const wetShare = 0.15 + 0.4 * wetness;
  const shower = noise('rain', cell(site), day, Math.floor(hour));
  if (shower < 1 - wetShare) return 0;
  const strength = (shower - (1 - wetShare)) / wetShare;
  return Math.round(3 + (8 + 160 * wetness ** 2) * strength ** 4) / 10;
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

/**
 * Where the site is in its year, -1 at midwinter (about 15 January in the north, 15 July in the
 * south) to 1 at midsummer, weighted by how much seasons matter at its latitude: nothing at the
 * equator, most of it by 30°, all of it past 40°.
 */
function season(site: Site, day: number): number {
  const phase = (((day % 365.25) + 365.25) % 365.25) - 15;
  const strength = Math.tanh((site.latitude / 27) ** 2);
  return -(site.latitude >= 0 ? 1 : -1) * strength * Math.cos((phase / 365.25) * 2 * Math.PI);
}

/**
 * Daily mean temperature of a latitude through the year (°C): 27 at the equator, 17 at 30°
 * (Hangzhou: 5 in January, 29 in July); the oceans of the south halve its swing (Sydney 10 to 22).
 */
function seasonal(site: Site, day: number): number {
  const absLatitude = Math.abs(site.latitude);
  const swing = site.latitude >= 0 ? 14.5 : 6.5;
  return 27 - 0.32 * absLatitude + swing * season(site, day);
}

/** Air temperature (°C) at a local day and minute: coolest before dawn, warmest mid-afternoon. */
export function airTemperature(site: Site, day: number, minutes: number): number {
  const cover = smoothCover(site, day, minutes);
  const dailySwing = 5 * (1 - 0.6 * cover);
  const hourPhase = ((minutes / 60 - 15) / 24) * 2 * Math.PI;
  const drift = (dailyNoise(day, minutes, 'temp', cell(site)) - 0.5) * 4;
  return seasonal(site, day) + drift + dailySwing * Math.cos(hourPhase);
}

/** Relative humidity (%): high at night and in rain, lower on warm afternoons. */
export function relativeHumidity(site: Site, day: number, minutes: number): number {
  const cover = smoothCover(site, day, minutes);
  const hourPhase = ((minutes / 60 - 15) / 24) * 2 * Math.PI;
  const raining = rainRate(site, day, minutes / 60) > 0;
  const value = 62 + 22 * cover - 14 * Math.cos(hourPhase) + (raining ? 12 : 0);
  return Math.min(100, Math.max(15, value));
}

/** Share of days a front brings a gusty afternoon. */
const GALE_SHARE = 0.04;

/**
 * The mean wind (m/s) of a gusty afternoon at its strongest, 0 on the other days: about one day in
 * twenty-five a front brings 14 to 20 m/s over the region, a little more or less from street to street.
 */
function galePeak(site: Site, day: number): number {
  if (noise('gale', region(site), day) >= GALE_SHARE) return 0;
  return 14 + 6 * noise('gale', cell(site), day);
}

/** How much of its gale the region has at a local hour: the afternoon of its day, nothing at midnight. */
function galeShare(hour: number): number {
  return Math.exp(-(((hour - 14.5) / 3) ** 2));
}

/**
 * Mean wind (m/s) at a local day and minute: light on most days (1 to 6), calmer at night than in
 * the afternoon, fresher on grey days and in showers (up to 5 m/s more), and a gale now and then.
 * Below 13 m/s on every day without a gale.
 */
export function windSpeed(site: Site, day: number, minutes: number): number {
  const hour = minutes / 60;
  const daily =
    1 + 3.5 * dailyNoise(day, minutes, 'wind', region(site)) ** 1.5 + 1.5 * smoothCover(site, day, minutes);
  const afternoon = Math.max(0, Math.sin(((hour - 8) / 12) * Math.PI));
  const rain = rainRate(site, day, hour);
  const usual = daily * (0.7 + 0.6 * afternoon) + (rain > 0 ? Math.min(5, 1.5 + 0.3 * rain) : 0);
  const peak = galePeak(site, day);
  return peak > 0 ? Math.max(usual, peak * galeShare(hour)) : usual;
}

/**
 * Where the wind comes from (degrees, 0 north, clockwise) at a local day and minute: one
 * direction a day over the region, veering the short way round into the next day's.
 */
export function windDirection(site: Site, day: number, minutes: number): number {
  const position = day + minutes / 1440 - 0.5;
  const first = Math.floor(position);
  const blend = position - first;
  const from = 360 * noise('wind-dir', region(site), first);
  const to = 360 * noise('wind-dir', region(site), first + 1);
  const turn = ((to - from + 540) % 360) - 180;
  return (from + turn * blend * blend * (3 - 2 * blend) + 360) % 360;
}

/**
 * Sea-level pressure (hPa): high in winter and low in summer where seasons are strong, a
 * weather system over some days, lower under cloud and in a gale, with a small daily tide.
 */
export function seaLevelPressure(site: Site, day: number, minutes: number): number {
  const hour = minutes / 60;
  const system = (dailyNoise(day, minutes, 'pressure', region(site)) - 0.5) * 14;
  const gale = galePeak(site, day) > 0 ? 6 * galeShare(hour) : 0;
  const tide = 1.2 * Math.cos(((hour - 4) / 12) * Math.PI);
  return 1013 - 8 * season(site, day) + system - 4 * smoothCover(site, day, minutes) - gale - tide;
}

/**
 * The region's background of fine particles (PM2.5, μg/m³) before the street, the wind and the rain
 * have their say: dirtier air some days at a time, and in winter where seasons are strong (at a
 * Hangzhou street about 37 μg/m³ a month in winter, 19 in summer).
 */
export function fineParticleBackground(site: Site, day: number, minutes: number): number {
  const air = dailyNoise(day, minutes, 'pm', region(site)) ** 1.5;
  return (22 + 45 * air) * (1 - 0.45 * season(site, day));
}
