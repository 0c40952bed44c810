import {
  type CommandAnswer,
  type DeviceParameters,
  HOLIDAY_MODE,
  LOAD_MODE,
  type ParsedCommand,
  type SunTimes,
  sunPosition,
  sunTimes,
} from '@lamplighter/contract';
import { airTemperature, cloudCover, type Site } from './climate';
import { type FaultKind, LOAD_STATE, runStateOf } from './faults';
import { defaultUtcOffsetMinutes, type LocalTime, localDayStart, localTime } from './local-time';
import { noise } from './random';
import { type LightSettings, programBrightness } from './schedule';

export interface LightConfig {
  /** The device number; it also seeds what is random about the device. */
  code: string;
  latitude: number;
  longitude: number;
  /** The local clock's offset from UTC; by default the nearest hour of the longitude. */
  utcOffsetMinutes?: number;
  /** Rated lamp power (W). */
  lampPower?: number;
  firmwareVersion?: string;
  model?: string;
  /** Seconds between telemetry reports, as the device reports it. */
  reportInterval?: number;
  /** Seed of the fleet: the same seed, the same weather and devices. */
  seed?: number;
  settings?: Partial<LightSettings>;
}

/** The state of one integration step that a power source (solar, grid) works with. */
export interface Environment {
  time: number;
  hours: number;
  elevation: number;
  cover: number;
  ambient: number;
}

const STEP_MS = 60_000;
const DEBUG_MS = 10 * 60_000;
const UPGRADE_MS = 3 * 60_000;
/** Past this gap a device does not replay every minute, it starts again a day before. */
const MAX_CATCH_UP_MS = 2 * 86_400_000;

const DEFAULT_POINTS = [
  { duration: 240, brightness: 100 },
  { duration: 120, brightness: 70 },
  { duration: 240, brightness: 40 },
  { duration: 0, brightness: 0 },
  { duration: 0, brightness: 0 },
];

/**
 * What every light controller does, whatever feeds it: the program (load mode, holiday mode,
 * dimming), a manual switch, debug and firmware upgrade, faults, the counters of the local day
 * and the commands. A subclass supplies the power: how much of the asked load it can deliver.
 */
export abstract class LightController {
  readonly code: string;
  readonly site: Site;
  readonly utcOffsetMinutes: number;
  readonly lampPower: number;
  readonly model: string;
  readonly faults = new Set<FaultKind>();
  settings: LightSettings;
  firmwareVersion: string;
  reportInterval: number;
  time: number;
  protected counters = { day: 0, consumedWh: 0, generatedWh: 0, lightingHours: 0 };
  protected loadPower = 0;
  protected loadState: number = LOAD_STATE.off;
  protected brightness = 0;
  protected controllerTemperature = 20;
  private override: { on: boolean; programOn: boolean } | null = null;
  private debugUntil = 0;
  private upgrade: { version: string; until: number } | null = null;
  private dark = false;
  private duskAt = 0;
  private sunCache: { day: number; times: SunTimes } | null = null;

  constructor(config: LightConfig, start: number, defaults: { lampPower: number; model: string }) {
    this.code = config.code;
    this.site = { latitude: config.latitude, longitude: config.longitude, seed: config.seed ?? 1 };
    this.utcOffsetMinutes = config.utcOffsetMinutes ?? defaultUtcOffsetMinutes(config.longitude);
    this.lampPower = config.lampPower ?? defaults.lampPower;
    this.model = config.model ?? defaults.model;
    this.firmwareVersion = config.firmwareVersion ?? '1.0.0';
    this.reportInterval = config.reportInterval ?? 60;
    this.settings = {
      loadMode: LOAD_MODE.timed,
      points: DEFAULT_POINTS,
      holidayMode: HOLIDAY_MODE.off,
      dimming: 100,
      ...config.settings,
    };
    this.time = start;
    this.counters.day = localTime(start, this.utcOffsetMinutes).day;
    const elevation = sunPosition(start, this.site.latitude, this.site.longitude).elevation;
    this.dark = this.sensesDark(elevation, cloudCover(this.site, this.counters.day), false);
    this.duskAt = this.dark ? this.lastSunset(start) : start;
  }

  /** Power delivered to the lamp for the asked load (W), given one step of the environment. */
  protected abstract supply(askedWatts: number, env: Environment): number;
  /** Whether the lamp's light sensor reads dark (the panel's voltage, or a photocell). */
  protected abstract sensesDark(elevation: number, cover: number, wasDark: boolean): boolean;
  /** Battery state for the run state; null for a lamp without a battery. */
  protected abstract batteryState(): number | null;
  /** A lamp on the grid: mains-on mode means burning whenever it is supplied. */
  protected abstract readonly mainsPowered: boolean;

  get upgrading(): boolean {
    return this.upgrade !== null;
  }

  /** Runs the physics minute by minute (or by `stepMs`) up to `to`; the counters restart at local midnight. */
  advance(to: number, stepMs = STEP_MS): void {
    if (to - this.time > MAX_CATCH_UP_MS) this.time = to - MAX_CATCH_UP_MS / 2;
    while (this.time < to) {
      const local = this.rollDay();
      const midnight = localDayStart(local.day + 1, this.utcOffsetMinutes);
      const end = Math.min(to, this.time + stepMs, midnight);
      this.step(local, end);
      this.time = end;
    }
    this.rollDay();
  }

  private rollDay(): LocalTime {
    const local = localTime(this.time, this.utcOffsetMinutes);
    if (local.day !== this.counters.day) {
      this.counters = { day: local.day, consumedWh: 0, generatedWh: 0, lightingHours: 0 };
    }
    return local;
  }

  private step(local: LocalTime, end: number): void {
    const middle = (this.time + end) / 2;
    const hours = (end - this.time) / 3_600_000;
    if (this.upgrade && middle >= this.upgrade.until) {
      this.firmwareVersion = this.upgrade.version;
      this.upgrade = null;
    }
    const env: Environment = {
      time: middle,
      hours,
      elevation: sunPosition(middle, this.site.latitude, this.site.longitude).elevation,
      cover: cloudCover(this.site, local.day),
      ambient: airTemperature(this.site, local.day, local.minutes),
    };
    const wasDark = this.dark;
    this.dark = this.sensesDark(env.elevation, env.cover, wasDark);
    if (this.dark && !wasDark) this.duskAt = middle;
    const programmed = this.program(middle, local);
    if (this.override && this.override.programOn !== programmed > 0) this.override = null;
    const asked = this.override ? (this.override.on ? this.settings.dimming || 100 : 0) : programmed;
    const askedWatts = this.driveLamp(asked) ? (this.lampPower * asked) / 100 : 0;
    this.loadPower = this.supply(askedWatts, env);
    this.brightness = this.loadPower > 0 ? asked : 0;
    if (this.loadState === LOAD_STATE.on || this.loadState === LOAD_STATE.off) {
      this.loadState = this.loadPower > 0 ? LOAD_STATE.on : LOAD_STATE.off;
    }
    this.counters.consumedWh += this.loadPower * hours;
    if (this.loadPower > 0) this.counters.lightingHours += hours;
    this.controllerTemperature =
      env.ambient + 6 * (env.elevation > 0 ? 1 - env.cover : 0) + this.loadPower * 0.04;
  }

  /** Whether the lamp may be driven: a lamp or overload fault latches its load state instead. */
  private driveLamp(asked: number): boolean {
    if (!this.faults.has('lampFailure') && !this.faults.has('overload')) {
      if (this.loadState !== LOAD_STATE.on) this.loadState = LOAD_STATE.off;
      return true;
    }
    if (asked > 0) {
      this.loadState = this.faults.has('lampFailure')
        ? LOAD_STATE.openCircuit
        : LOAD_STATE.overloadProtection;
    }
    return false;
  }

  private program(time: number, local: LocalTime): number {
    return programBrightness(this.settings, {
      now: time,
      local,
      dark: this.dark,
      duskAt: this.duskAt,
      sun: this.sunOf(local.day, time),
      debugUntil: this.debugUntil,
      mainsPowered: this.mainsPowered,
    });
  }

  private sunOf(day: number, time: number): SunTimes {
    if (this.sunCache?.day !== day) {
      this.sunCache = {
        day,
        times: sunTimes(time, this.site.latitude, this.site.longitude, this.utcOffsetMinutes),
      };
    }
    return this.sunCache.times;
  }

  private lastSunset(time: number): number {
    for (const day of [0, 1]) {
      const { sunset } = sunTimes(
        time - day * 86_400_000,
        this.site.latitude,
        this.site.longitude,
        this.utcOffsetMinutes,
      );
      if (sunset !== null && sunset <= time) return sunset;
    }
    return time;
  }

  setFault(kind: FaultKind, on: boolean): void {
    if (on) this.faults.add(kind);
    else this.faults.delete(kind);
    if (!on && (kind === 'lampFailure' || kind === 'overload')) this.loadState = LOAD_STATE.off;
  }

  /** Signal strength (dBm): each device has its own reception, which wanders a little by the hour. */
  protected signalStrength(): number {
    const base = -65 - 30 * noise('signal', this.code, this.site.seed);
    const wander = (noise('signal', this.code, Math.floor(this.time / 3_600_000)) - 0.5) * 8;
    return Math.round(Math.min(-40, Math.max(-120, base + wander)));
  }

  /** The keys every light reports. */
  protected commonTelemetry(): Record<string, number> {
    return {
      brightness: this.brightness,
      loadPower: round(this.loadPower, 1),
      energyConsumedToday: round(this.counters.consumedWh, 1),
      lightingHoursToday: round(this.counters.lightingHours, 2),
      temperature: round(this.controllerTemperature, 1),
      runState: runStateOf(this.loadState, this.batteryState(), this.upgrading),
      loadState: this.loadState,
      loadMode: this.settings.loadMode,
      signalStrength: this.signalStrength(),
    };
  }

  abstract telemetry(): Record<string, number>;

  attributes(): Record<string, string | number> {
    return {
      firmwareVersion: this.firmwareVersion,
      model: this.model,
      holidayMode: this.settings.holidayMode,
      reportInterval: this.reportInterval,
    };
  }

  parameters(): DeviceParameters {
    return {
      ...(this.override ? { on: this.override.on } : {}),
      brightness: this.settings.dimming,
      loadMode: this.settings.loadMode,
      points: this.settings.points,
      holidayMode: this.settings.holidayMode,
      firmwareVersion: this.firmwareVersion,
      reportInterval: this.reportInterval,
    };
  }

  /** Carries out a checked command at the device's current time. */
  execute(command: ParsedCommand): CommandAnswer {
    if (this.upgrading && command.method !== 'readParameters') {
      return { ok: false, error: 'busy', message: 'upgrading firmware' };
    }
    const local = localTime(this.time, this.utcOffsetMinutes);
    switch (command.method) {
      case 'switch':
        this.override = { on: command.params.on, programOn: this.program(this.time, local) > 0 };
        break;
      case 'dimming':
        this.settings = { ...this.settings, dimming: command.params.brightness };
        break;
      case 'loadMode':
        this.settings = {
          ...this.settings,
          loadMode: command.params.mode as LightSettings['loadMode'],
          points: command.params.points ?? this.settings.points,
        };
        this.override = null;
        if (command.params.mode === LOAD_MODE.debug) this.debugUntil = this.time + DEBUG_MS;
        break;
      case 'holidayMode':
        this.settings = {
          ...this.settings,
          holidayMode: command.params.mode as LightSettings['holidayMode'],
        };
        break;
      case 'batteryType':
        return this.setBatteryType(command.params.type);
      case 'readParameters':
        return { ok: true, parameters: this.parameters() };
      case 'firmwareUpgrade':
        this.upgrade = { version: command.params.version, until: this.time + UPGRADE_MS };
        return { ok: true, upgrading: true };
    }
    // The new setting shows at once, not only from the next minute on.
    this.step(local, this.time);
    return { ok: true };
  }

  protected setBatteryType(_type: number): CommandAnswer {
    return { ok: false, error: 'unsupported', message: 'this lamp has no battery' };
  }
}

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
