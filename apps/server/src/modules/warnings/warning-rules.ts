import {
  crossingsOf,
  DARK_ELEVATION,
  isDarkAt,
  LAMP_OFF_WATTS,
  sunPosition,
  sunTimes,
  type ThresholdRule,
  type TrendKey,
  trendKeys,
  type WarningKind,
  warningReason,
  weatherReason,
} from '@lamplighter/contract';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Above this elevation it is broad day: no lamp meant to burn at night burns. */
export const DAY_ELEVATION = 6;
/**
 * The battery-short rule's assumption when nothing better is known: a solar light's battery holds
 * the lamp at its rated power for this many hours (one long winter night, the usual smallest sizing).
 */
export const BATTERY_DESIGN_HOURS = 12;

/** Load modes (docs/protocol.md) in which the lamp burns whenever it is dark. */
const BURNS_AT_NIGHT = new Set([1, 3, 6]);
/**
 * Load modes in which the lamp must be out by day: dusk to dawn, always off, sunrise-sunset. The
 * others are the operator's choice (always on, debug) or a schedule the rules do not judge.
 */
const OFF_BY_DAY = new Set([1, 4, 6]);

/** The telemetry keys the rules read. */
export const READING_KEYS = [
  'runState',
  'loadState',
  'batteryState',
  'batterySoc',
  'loadPower',
  'loadMode',
  'brightness',
  ...trendKeys,
] as const;

/** The latest values of one device that the rules read; absent keys were never reported. */
export interface Readings extends Partial<Record<TrendKey, number>> {
  runState?: number;
  loadState?: number;
  batteryState?: number;
  batterySoc?: number;
  loadPower?: number;
  loadMode?: number;
  brightness?: number;
}

/** What the rules know of the device itself. */
export interface Subject {
  latitude: number | null;
  longitude: number | null;
  /** Rated lamp power (W), when the inventory has it. */
  lampPower: number | null;
}

/** One condition that holds now; `episode` tells one episode from the next of the same kind. */
export interface Condition {
  kind: WarningKind;
  episode: string;
  reason: string;
}

/** The episode of a `state` condition changes when any of its states changes. */
export function stateEpisode(states: {
  runState: number | null;
  loadState: number | null;
  batteryState: number | null;
}): string {
  return `state:${states.runState ?? '-'}:${states.loadState ?? '-'}:${states.batteryState ?? '-'}`;
}

/** Run state alarm (2) or fault (3), load state 2-8, battery state 0, 1, 3-6. */
export function stateCondition(readings: Readings): Condition | undefined {
  const runState = readings.runState ?? null;
  const loadState = readings.loadState ?? null;
  const batteryState = readings.batteryState ?? null;
  const reason = warningReason({ runstate: runState, loadstate: loadState, batterystate: batteryState });
  if (reason === '') return undefined;
  return { kind: 'state', episode: stateEpisode({ runState, loadState, batteryState }), reason };
}

/** Dark, day, or the twilight between, when the lighting rules neither raise nor hold a warning. */
export function lightAt(
  at: number,
  subject: Pick<Subject, 'latitude' | 'longitude'>,
): 'dark' | 'day' | 'twilight' | undefined {
  if (subject.latitude === null || subject.longitude === null) return undefined;
  const { elevation } = sunPosition(at, subject.latitude, subject.longitude);
  if (elevation < DARK_ELEVATION) return 'dark';
  if (elevation > DAY_ELEVATION) return 'day';
  return 'twilight';
}

/**
 * A weather station past thresholds of its project: one condition naming every threshold crossed
 * (a warning per device and kind), a new episode when the set of thresholds crossed changes.
 */
export function weatherCondition(
  readings: Readings,
  rules: readonly ThresholdRule[],
  place: Pick<Subject, 'latitude' | 'longitude'>,
  at: number,
): Condition | undefined {
  const crossings = crossingsOf(readings, rules, isDarkAt(at, place.latitude, place.longitude));
  if (crossings.length === 0) return undefined;
  const ids = crossings.map((crossing) => crossing.threshold).sort((a, b) => a - b);
  return { kind: 'weather', episode: `weather:${ids.join(',')}`, reason: weatherReason(crossings) };
}

/** Hours from `at` to the next sunrise at the place; undefined in polar night or day. */
export function hoursToSunrise(at: number, latitude: number, longitude: number): number | undefined {
  // The solar time zone is close enough to pick the right calendar day.
  const offset = Math.round(longitude / 15) * 60;
  for (const day of [at, at + DAY_MS]) {
    const { sunrise } = sunTimes(day, latitude, longitude, offset);
    if (sunrise !== null && sunrise > at) return (sunrise - at) / HOUR_MS;
  }
  return undefined;
}

/**
 * The lighting faults (PRODUCT.md) of a light: only devices that report their load power are
 * lights, and only where the inventory has their coordinates. An unreported load mode counts as
 * dusk to dawn (the factory default); a brightness of 0 means the lamp was dimmed out on purpose.
 */
export function lightingConditions(readings: Readings, subject: Subject, at: number): Condition[] {
  const light = lightAt(at, subject);
  const power = readings.loadPower;
  if (power === undefined || light === undefined || light === 'twilight') return [];
  const mode = readings.loadMode ?? 1;
  const burning = power >= LAMP_OFF_WATTS;
  const found: Condition[] = [];
  if (light === 'dark' && BURNS_AT_NIGHT.has(mode) && readings.brightness !== 0 && !burning) {
    found.push({ kind: 'lamp-out', episode: 'lamp-out', reason: `load power ${power} W in the dark` });
  }
  if (light === 'day' && burning && OFF_BY_DAY.has(mode)) {
    found.push({ kind: 'day-burner', episode: 'day-burner', reason: `load power ${power} W by day` });
  }
  if (light === 'dark' && burning) {
    const short = batteryShort(readings, subject, at);
    if (short) found.push(short);
  }
  return found;
}

/**
 * The battery will not last the night: the energy left (state of charge × the battery's size,
 * taken as `BATTERY_DESIGN_HOURS` at the rated lamp power, or at the present power when the rating
 * is unknown) is less than the present load power kept up until sunrise.
 */
function batteryShort(readings: Readings, subject: Subject, at: number): Condition | undefined {
  const soc = readings.batterySoc;
  const power = readings.loadPower;
  if (soc === undefined || power === undefined || subject.latitude === null || subject.longitude === null)
    return undefined;
  const hours = hoursToSunrise(at, subject.latitude, subject.longitude);
  if (hours === undefined) return undefined;
  const rated = subject.lampPower && subject.lampPower > 0 ? subject.lampPower : power;
  const leftWh = (soc / 100) * rated * BATTERY_DESIGN_HOURS;
  const neededWh = power * hours;
  if (leftWh >= neededWh) return undefined;
  const lasts = leftWh / power;
  return {
    kind: 'battery-short',
    episode: 'battery-short',
    reason: `charge ${soc}% lasts ${lasts.toFixed(1)} h, sunrise in ${hours.toFixed(1)} h`,
  };
}

/**
 * Every condition that holds for a device that has just reported (offline never does); `weather`
 * are the thresholds of its project when it is a weather station.
 */
export function conditionsOf(
  readings: Readings,
  subject: Subject,
  at: number,
  weather: readonly ThresholdRule[] = [],
): Condition[] {
  const state = stateCondition(readings);
  const crossed = weather.length > 0 ? weatherCondition(readings, weather, subject, at) : undefined;
  return [
    ...(state ? [state] : []),
    ...lightingConditions(readings, subject, at),
    ...(crossed ? [crossed] : []),
  ];
}
