import type { CommandAnswer, ParsedCommand } from '@lamplighter/contract';
import {
  airTemperature,
  fineParticleBackground,
  rainRate,
  relativeHumidity,
  type Site,
  seaLevelPressure,
  windDirection,
  windSpeed,
} from './climate';
import type { DeviceModel } from './device-model';
import type { FaultKind } from './faults';
import { RUN_STATE } from './faults';
import { round } from './light-controller';
import { defaultUtcOffsetMinutes, localTime } from './local-time';
import { dailyNoise, noise } from './random';

export interface WeatherStationConfig {
  code: string;
  latitude: number;
  longitude: number;
  utcOffsetMinutes?: number;
  firmwareVersion?: string;
  reportInterval?: number;
  seed?: number;
}

const UPGRADE_MS = 3 * 60_000;

/** The station's sensors and the readings each gives: a sensor failure takes one sensor's away. */
const SENSORS = [
  ['temperature', 'humidity'],
  ['rainfall', 'rainRate'],
  ['windSpeed', 'windDirection'],
  ['pressure'],
  ['noise'],
  ['pm25', 'pm10'],
] as const;

/** Rain of one local day: the rate of each hour (mm/h) and the total at the start of each (mm). */
interface RainDay {
  day: number;
  rates: number[];
  totals: number[];
}

const rush = (hour: number, weekday: number) =>
  (weekday === 0 || weekday === 6 ? 0.5 : 1) *
  (Math.exp(-(((hour - 8) / 1.5) ** 2)) + Math.exp(-(((hour - 18) / 1.8) ** 2)));

/**
 * Busy streets: loudest at the weekday rush hours, quiet before dawn; a strong wind on the
 * microphone and heavy rain add a little (dB(A)).
 */
function streetNoise(hour: number, weekday: number, wind: number, rain: number, jitter: number): number {
  const daytime = hour >= 6 && hour <= 22 ? 1 : 0;
  return (
    38 +
    12 * daytime +
    16 * rush(hour, weekday) +
    0.8 * Math.max(0, wind - 5) +
    Math.min(4, 0.5 * rain) +
    jitter
  );
}

/**
 * Fine particles over the street (PM2.5, μg/m³) from the region's background: more in the rush
 * hours and in the evening as the air settles, much more on calm, humid days; wind and the rain of
 * the last three hours (`washedMm`) clear them.
 */
function fineParticles(
  background: number,
  hour: number,
  weekday: number,
  wind: number,
  humidity: number,
  washedMm: number,
) {
  const traffic = 0.75 + 0.35 * rush(hour, weekday) + 0.3 * Math.exp(-(((hour - 21) / 2.5) ** 2));
  const calm = 2 / (1 + wind / 2.5);
  const humid = 0.6 + 0.5 * (humidity / 100) ** 2;
  return (background * traffic * calm * humid) / (1 + washedMm / 2);
}

/**
 * A weather station beside the lights: air temperature, humidity, the day's rainfall and the rain
 * rate now, wind with its gusts, pressure, street noise and fine particles (PM2.5, PM10), each with
 * its daily cycle, from the site's weather. Every reading is a function of the seed and the
 * moment: two stations of the same code and place report the same, whatever their steps.
 */
export class WeatherStation implements DeviceModel {
  readonly code: string;
  readonly faults = new Set<FaultKind>();
  reportInterval: number;
  time: number;
  private readonly site: Site;
  private readonly utcOffsetMinutes: number;
  private firmwareVersion: string;
  private upgradeUntil = 0;
  private upgradeVersion = '';
  /** The newest two local days' rain, worked out once a day. */
  private rainDays: RainDay[] = [];

  constructor(config: WeatherStationConfig, start: number) {
    this.code = config.code;
    this.site = { latitude: config.latitude, longitude: config.longitude, seed: config.seed ?? 1 };
    this.utcOffsetMinutes = config.utcOffsetMinutes ?? defaultUtcOffsetMinutes(config.longitude);
    this.firmwareVersion = config.firmwareVersion ?? '1.0.0';
    this.reportInterval = config.reportInterval ?? 300;
    this.time = start;
  }

  /** Runs up to `to`. Nothing of the station builds up step by step: the step length does not matter. */
  advance(to: number, _stepMs?: number): void {
    if (to > this.time) this.time = to;
    if (this.upgradeUntil && this.time >= this.upgradeUntil) {
      this.firmwareVersion = this.upgradeVersion;
      this.upgradeUntil = 0;
    }
  }

  telemetry(): Record<string, number> {
    const local = localTime(this.time, this.utcOffsetMinutes);
    const hour = local.minutes / 60;
    // The rate of the minute just gone: the one the day's total has just grown by.
    const before = localTime(this.time - 1, this.utcOffsetMinutes);
    const rate = this.rainOf(before.day).rates[Math.floor(before.minutes / 60)] ?? 0;
    const tenMinutes = Math.floor(this.time / 600_000);
    const wind = windSpeed(this.site, local.day, local.minutes);
    const humidity = relativeHumidity(this.site, local.day, local.minutes);
    const pm25 =
      fineParticles(
        fineParticleBackground(this.site, local.day, local.minutes),
        hour,
        local.weekday,
        wind,
        humidity,
        this.rainBetween(local.day, local.minutes - 180, local.minutes),
      ) *
      (0.93 + 0.14 * noise('pm', this.code, tenMinutes));
    const coarse = 1.45 + 0.55 * dailyNoise(local.day, local.minutes, 'pm10', this.code);
    const dust = rate === 0 ? 2.5 * Math.max(0, wind - 6) : 0;
    const direction = windDirection(this.site, local.day, local.minutes);
    const values: Record<string, number> = {
      temperature: round(airTemperature(this.site, local.day, local.minutes), 1),
      humidity: round(humidity, 1),
      rainfall: round(this.rainBetween(local.day, 0, local.minutes), 2),
      rainRate: rate,
      windSpeed: round(wind * (0.85 + 0.3 * noise('gust', this.code, Math.floor(this.time / 60_000))), 1),
      windDirection:
        (Math.round(direction + (noise('wind-dir', this.code, tenMinutes) - 0.5) * 30) + 360) % 360,
      pressure: round(seaLevelPressure(this.site, local.day, local.minutes), 1),
      noise: round(
        streetNoise(hour, local.weekday, wind, rate, (noise('noise', this.code, tenMinutes) - 0.5) * 6),
        1,
      ),
      pm25: Math.max(2, Math.round(pm25)),
      pm10: Math.max(3, Math.round(pm25 * coarse + dust)),
      runState: this.runState(),
    };
    if (!this.faults.has('sensorFailure')) return values;
    const failed: readonly string[] = this.failingSensor();
    return Object.fromEntries(Object.entries(values).filter(([key]) => !failed.includes(key)));
  }

  attributes(): Record<string, string | number> {
    return {
      firmwareVersion: this.firmwareVersion,
      model: 'LL-WEATHER-6',
      reportInterval: this.reportInterval,
    };
  }

  execute(command: ParsedCommand): CommandAnswer {
    if (command.method === 'firmwareUpgrade') {
      if (this.upgradeUntil) return { ok: false, error: 'busy', message: 'upgrading firmware' };
      this.upgradeVersion = command.params.version;
      this.upgradeUntil = this.time + UPGRADE_MS;
      return { ok: true, upgrading: true };
    }
    if (command.method === 'readParameters') {
      return { ok: true, firmwareVersion: this.firmwareVersion, reportInterval: this.reportInterval };
    }
    return {
      ok: false,
      error: 'unsupported',
      message: `${command.method} is not supported by a weather station`,
    };
  }

  /**
   * A sensor failure takes the readings of one sensor away (always the same one for a station) and
   * makes the run state fault; undervoltage (a low supply) makes it alarm. A station has no lamp to
   * fail or overload, and offline is the fleet's: those change nothing here.
   */
  setFault(kind: FaultKind, on: boolean): void {
    if (on) this.faults.add(kind);
    else this.faults.delete(kind);
  }

  /** The sensor this station loses in a sensor failure. */
  private failingSensor(): readonly string[] {
    return SENSORS[Math.floor(noise('sensor', this.code) * SENSORS.length)] ?? SENSORS[0];
  }

  private runState(): number {
    if (this.upgradeUntil) return RUN_STATE.upgrading;
    if (this.faults.has('sensorFailure')) return RUN_STATE.fault;
    if (this.faults.has('undervoltage')) return RUN_STATE.alarm;
    return RUN_STATE.normal;
  }

  /** Rain (mm) between two minutes of a local day; a negative start reaches into the day before. */
  private rainBetween(day: number, fromMinutes: number, toMinutes: number): number {
    if (fromMinutes < 0) {
      return this.rainBetween(day - 1, 1440 + fromMinutes, 1440) + this.rainBetween(day, 0, toMinutes);
    }
    return this.rainUntil(day, toMinutes) - this.rainUntil(day, fromMinutes);
  }

  private rainUntil(day: number, minutes: number): number {
    const { rates, totals } = this.rainOf(day);
    const hour = Math.min(23, Math.floor(minutes / 60));
    return (totals[hour] ?? 0) + (rates[hour] ?? 0) * ((minutes - hour * 60) / 60);
  }

  private rainOf(day: number): RainDay {
    const known = this.rainDays.find((rain) => rain.day === day);
    if (known) return known;
    const rates = Array.from({ length: 24 }, (_, hour) => rainRate(this.site, day, hour));
    const totals = [0];
    for (const [hour, rate] of rates.entries()) totals.push((totals[hour] ?? 0) + rate);
    const rain = { day, rates, totals };
    this.rainDays = [rain, ...this.rainDays.slice(0, 1)];
    return rain;
  }
}
