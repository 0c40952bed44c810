import type { SunTimes } from '@lamplighter/contract';
import {
  HOLIDAY_MODE,
  type HolidayMode,
  LOAD_MODE,
  type LoadMode,
  type TimedPoint,
} from '@lamplighter/contract';
import type { LocalTime } from './local-time';

/** What the lamp's program is set to (load mode, its points, holiday mode, dimming level). */
export interface LightSettings {
  loadMode: LoadMode;
  points: TimedPoint[];
  holidayMode: HolidayMode;
  /** The dimming level 0-100: the program's brightness is scaled by it. */
  dimming: number;
}

/** What the program looks at in one moment. */
export interface ScheduleContext {
  now: number;
  local: LocalTime;
  /** The light sensor (the panel's voltage, or a photocell) says it is dark. */
  dark: boolean;
  /** When it last turned dark (the start of the timed program of mode 0). */
  duskAt: number;
  sun: SunTimes;
  /** Debug mode lights the lamp until this moment. */
  debugUntil: number;
  /** A lamp on the grid: mains-on mode means burning while it is supplied. */
  mainsPowered: boolean;
}

/** Fixed-date public holidays (month, first day, last day). */
const HOLIDAYS: readonly [number, number, number][] = [
  [1, 1, 1],
  [5, 1, 5],
  [10, 1, 7],
];

export function isHoliday(local: LocalTime): boolean {
  return HOLIDAYS.some(
    ([month, first, last]) => local.month === month && local.date >= first && local.date <= last,
  );
}

/** Whether the holiday mode applies on this local day. */
export function holidayModeApplies(mode: HolidayMode, local: LocalTime): boolean {
  const weekend = local.weekday === 0 || local.weekday === 6;
  const holiday = isHoliday(local);
  switch (mode) {
    case HOLIDAY_MODE.on:
      return holiday;
    case HOLIDAY_MODE.onWithWeekends:
      return holiday || weekend;
    case HOLIDAY_MODE.onWithoutWeekends:
      return holiday && !weekend;
    case HOLIDAY_MODE.weekendsOnly:
      return weekend;
    default:
      return false;
  }
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Mode 0: the points' durations follow one another from dusk; after the last the lamp is off. */
function timedBrightness(points: TimedPoint[], minutesSinceDusk: number): number {
  let end = 0;
  for (const point of points) {
    if (!('duration' in point)) continue;
    end += point.duration;
    if (minutesSinceDusk < end) return point.brightness;
  }
  return 0;
}

/** Mode 7: each point's brightness holds from its clock time to the next point's, round the clock. */
function periodBrightness(points: TimedPoint[], minutes: number): number {
  const timed = points
    .filter((point): point is Extract<TimedPoint, { time: string }> => 'time' in point)
    .map((point) => ({ at: minutesOf(point.time), brightness: point.brightness }))
    .sort((a, b) => a.at - b.at);
  if (timed.length === 0) return 0;
  let current = timed[timed.length - 1] as { brightness: number };
  for (const point of timed) if (point.at <= minutes) current = point;
  return current.brightness;
}

function sunriseSunsetOn(sun: SunTimes, now: number): boolean {
  if (sun.polar) return sun.polar === 'night';
  return now < (sun.sunrise as number) || now >= (sun.sunset as number);
}

/** The brightness (0-100) the program asks for, before a manual switch and after dimming. */
export function programBrightness(settings: LightSettings, context: ScheduleContext): number {
  const full = (on: boolean) => (on ? 100 : 0);
  const holiday = holidayModeApplies(settings.holidayMode, context.local);
  let level: number;
  switch (settings.loadMode) {
    case LOAD_MODE.timed:
      level = !context.dark
        ? 0
        : holiday
          ? 100
          : timedBrightness(settings.points, (context.now - context.duskAt) / 60_000);
      break;
    case LOAD_MODE.duskToDawn:
      level = full(context.dark);
      break;
    case LOAD_MODE.mainsOn:
      level = full(context.mainsPowered || context.dark);
      break;
    case LOAD_MODE.alwaysOn:
      level = 100;
      break;
    case LOAD_MODE.alwaysOff:
      level = 0;
      break;
    case LOAD_MODE.debug:
      level = full(context.now < context.debugUntil);
      break;
    case LOAD_MODE.sunriseSunset:
      level = full(sunriseSunsetOn(context.sun, context.now));
      break;
    case LOAD_MODE.timedPeriods:
      level = holiday ? full(context.dark) : periodBrightness(settings.points, context.local.minutes);
      break;
    default:
      level = 0;
  }
  return Math.round((level * settings.dimming) / 100);
}
