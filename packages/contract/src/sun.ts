/**
 * Position of the sun and the times of sunrise and sunset for a place and a moment, with the
 * NOAA solar calculator's formulas (after Meeus, "Astronomical Algorithms"): good to about a
 * minute for sunrise and sunset between latitudes 72° N and 72° S, and to a fraction of a degree
 * for elevation and azimuth.
 */

const DAY_MS = 86_400_000;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** The sun's declination (°) and the equation of time (minutes) at a moment. */
function solarCoordinates(ms: number): { declination: number; equationOfTime: number } {
  const julianCentury = (ms / DAY_MS + 2440587.5 - 2451545) / 36525;
  const t = julianCentury;
  const meanLongitude = (280.46646 + t * (36000.76983 + t * 0.0003032)) % 360;
  const meanAnomaly = 357.52911 + t * (35999.05029 - 0.0001537 * t);
  const eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const m = rad(meanAnomaly);
  const equationOfCentre =
    Math.sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    Math.sin(2 * m) * (0.019993 - 0.000101 * t) +
    Math.sin(3 * m) * 0.000289;
  const omega = rad(125.04 - 1934.136 * t);
  const apparentLongitude = meanLongitude + equationOfCentre - 0.00569 - 0.00478 * Math.sin(omega);
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = rad(meanObliquity + 0.00256 * Math.cos(omega));
  const declination = deg(Math.asin(Math.sin(obliquity) * Math.sin(rad(apparentLongitude))));
  const y = Math.tan(obliquity / 2) ** 2;
  const l0 = rad(meanLongitude);
  const equationOfTime =
    4 *
    deg(
      y * Math.sin(2 * l0) -
        2 * eccentricity * Math.sin(m) +
        4 * eccentricity * y * Math.sin(m) * Math.cos(2 * l0) -
        0.5 * y * y * Math.sin(4 * l0) -
        1.25 * eccentricity * eccentricity * Math.sin(2 * m),
    );
  return { declination, equationOfTime };
}

export interface SunPosition {
  /** Degrees above the horizon, corrected for atmospheric refraction; negative below it. */
  elevation: number;
  /** Degrees clockwise from north. */
  azimuth: number;
}

/** Where the sun stands, seen from latitude/longitude (degrees, east positive) at a moment (ms). */
export function sunPosition(ms: number, latitude: number, longitude: number): SunPosition {
  const { declination, equationOfTime } = solarCoordinates(ms);
  const minutesOfDay = (((ms % DAY_MS) + DAY_MS) % DAY_MS) / 60_000;
  const trueSolarTime = (((minutesOfDay + equationOfTime + 4 * longitude) % 1440) + 1440) % 1440;
  const hourAngle = trueSolarTime / 4 - 180;
  const phi = rad(latitude);
  const delta = rad(declination);
  const cosZenith = Math.min(
    1,
    Math.max(
      -1,
      Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.cos(rad(hourAngle)),
    ),
  );
  const zenith = Math.acos(cosZenith);
  const elevation = 90 - deg(zenith);
  const sinZenith = Math.sin(zenith);
  let azimuth: number;
  if (sinZenith < 1e-9) {
    azimuth = latitude > declination ? 180 : 0;
  } else {
    const cosAzimuth = (Math.sin(phi) * cosZenith - Math.sin(delta)) / (Math.cos(phi) * sinZenith);
    const fromSouth = deg(Math.acos(Math.min(1, Math.max(-1, cosAzimuth))));
    azimuth = hourAngle > 0 ? (fromSouth + 180) % 360 : (540 - fromSouth) % 360;
  }
  return { elevation: elevation + refraction(elevation), azimuth };
}

/** NOAA's approximation of atmospheric refraction, in degrees, for a true elevation. */
function refraction(elevation: number): number {
  if (elevation > 85) return 0;
  const te = Math.tan(rad(elevation));
  let arcSeconds: number;
  if (elevation > 5) arcSeconds = 58.1 / te - 0.07 / te ** 3 + 0.000086 / te ** 5;
  else if (elevation > -0.575)
    arcSeconds = 1735 + elevation * (-518.2 + elevation * (103.4 + elevation * (-12.79 + elevation * 0.711)));
  else arcSeconds = -20.772 / te;
  return arcSeconds / 3600;
}

export interface SunTimes {
  /** Moments (ms) of the day's sunrise and sunset; null when the sun does not cross the horizon. */
  sunrise: number | null;
  sunset: number | null;
  solarNoon: number;
  /** 'day' when the sun stays up all day (polar day), 'night' when it stays down (polar night). */
  polar: 'day' | 'night' | null;
}

/** Sunrise and sunset: the upper limb on the horizon, with standard refraction (zenith 90.833°). */
const SUNRISE_ZENITH = 90.833;

/**
 * Sunrise, solar noon and sunset of the local calendar day that holds `ms`, local meaning the
 * clock `utcOffsetMinutes` ahead of UTC (480 for China).
 */
export function sunTimes(ms: number, latitude: number, longitude: number, utcOffsetMinutes = 0): SunTimes {
  const offsetMs = utcOffsetMinutes * 60_000;
  // 00:00 UTC of the local calendar date, and the moment the local day starts.
  const dateStart = Math.floor((ms + offsetMs) / DAY_MS) * DAY_MS;
  const localMidnight = dateStart - offsetMs;
  // Solar noon (UTC minutes of that date) depends on the equation of time: refined at its own moment.
  const noonAt = (estimate: number) =>
    dateStart + (720 - 4 * longitude - solarCoordinates(estimate).equationOfTime) * 60_000;
  let solarNoon = noonAt(dateStart + (720 - 4 * longitude) * 60_000);
  solarNoon = noonAt(solarNoon);
  // Keep noon inside the local day (far from the zone's meridian it can fall a day off).
  if (solarNoon < localMidnight) solarNoon += DAY_MS;
  if (solarNoon >= localMidnight + DAY_MS) solarNoon -= DAY_MS;

  const event = (sign: -1 | 1): number | 'day' | 'night' => {
    let moment = solarNoon;
    for (let i = 0; i < 3; i++) {
      const { declination } = solarCoordinates(moment);
      const phi = rad(latitude);
      const delta = rad(declination);
      const cosHourAngle =
        Math.cos(rad(SUNRISE_ZENITH)) / (Math.cos(phi) * Math.cos(delta)) - Math.tan(phi) * Math.tan(delta);
      if (cosHourAngle > 1) return 'night';
      if (cosHourAngle < -1) return 'day';
      const hourAngle = deg(Math.acos(cosHourAngle));
      moment = solarNoon + sign * hourAngle * 4 * 60_000;
    }
    return moment;
  };
  const rise = event(-1);
  const set = event(1);
  if (typeof rise === 'number' && typeof set === 'number') {
    return { sunrise: rise, sunset: set, solarNoon, polar: null };
  }
  const polar = rise === 'day' || set === 'day' ? 'day' : 'night';
  return { sunrise: null, sunset: null, solarNoon, polar };
}

/** Below this elevation of the sun (the end of civil twilight) it is dark. */
export const DARK_ELEVATION = -6;

/** Whether it is dark at a place; never where its coordinates are unknown. */
export function isDarkAt(ms: number, latitude: number | null, longitude: number | null): boolean {
  if (latitude === null || longitude === null) return false;
  return sunPosition(ms, latitude, longitude).elevation < DARK_ELEVATION;
}
