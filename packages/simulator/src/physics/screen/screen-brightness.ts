import { type ScreenBrightnessParams, screenBrightnessModes, sunPosition } from '@lamplighter/contract';
import { irradiance } from '../climate';

/** Where a screen stands and the local clock it keeps. */
export interface ScreenSite {
  latitude: number;
  longitude: number;
  utcOffsetMinutes: number;
}

/** Full daylight on a clear day, as the screen's light sensor reads it (W/m²). */
const FULL_DAYLIGHT = 900;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Whether a local minute of the day falls in `from`-`to`, a span that may cross midnight. */
export function withinClockSpan(minute: number, from: string, to: string): boolean {
  const start = minutesOf(from);
  const end = minutesOf(to);
  return start <= end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The brightness a screen shows at a moment under a setting: held, by the light around it, or by the clock. */
export function shownBrightness(setting: ScreenBrightnessParams, ms: number, site: ScreenSite): number {
  switch (setting.mode) {
    case 'manual':
      return setting.brightness;
    case 'ambient': {
      const { elevation } = sunPosition(ms, site.latitude, site.longitude);
      const light = Math.min(1, irradiance(elevation, 0) / FULL_DAYLIGHT);
      return Math.round(setting.min + (setting.max - setting.min) * light);
    }
    case 'timeOfDay': {
      const local = (((ms / 60_000 + site.utcOffsetMinutes) % 1440) + 1440) % 1440;
      return withinClockSpan(local, setting.nightfrom, setting.nightto) ? setting.night : setting.day;
    }
  }
}

/** The mode's number as the screen reports it (`brightnessMode`). */
export function brightnessModeNumber(setting: ScreenBrightnessParams): number {
  return screenBrightnessModes.findIndex((mode) => mode.key === setting.mode);
}
