import type { CommandAnswer, ParsedCommand } from '@lamplighter/contract';
import { airTemperature, rainRate, relativeHumidity, type Site } from './climate';
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

const STEP_MS = 60_000;
const UPGRADE_MS = 3 * 60_000;

/** Busy streets: loudest at the rush hours, quiet before dawn (dB(A)). */
function streetNoise(minutes: number, jitter: number): number {
  const hour = minutes / 60;
  const rush = Math.exp(-(((hour - 8) / 1.5) ** 2)) + Math.exp(-(((hour - 18) / 1.8) ** 2));
  const daytime = hour >= 6 && hour <= 22 ? 1 : 0;
  return 38 + 12 * daytime + 16 * rush + jitter;
}

/**
 * A weather station beside the lights: air temperature, humidity, rainfall of the day, wind,
 * pressure and street noise, each with its daily cycle, from the site's weather.
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
  private rain = { day: 0, mm: 0 };

  constructor(config: WeatherStationConfig, start: number) {
    this.code = config.code;
    this.site = { latitude: config.latitude, longitude: config.longitude, seed: config.seed ?? 1 };
    this.utcOffsetMinutes = config.utcOffsetMinutes ?? defaultUtcOffsetMinutes(config.longitude);
    this.firmwareVersion = config.firmwareVersion ?? '1.0.0';
    this.reportInterval = config.reportInterval ?? 300;
    this.time = start;
    this.rain.day = localTime(start, this.utcOffsetMinutes).day;
  }

  advance(to: number, stepMs = STEP_MS): void {
    while (this.time < to) {
      const local = localTime(this.time, this.utcOffsetMinutes);
      if (local.day !== this.rain.day) this.rain = { day: local.day, mm: 0 };
      const end = Math.min(to, this.time + stepMs);
      this.rain.mm += rainRate(this.site, local.day, local.minutes / 60) * ((end - this.time) / 3_600_000);
      this.time = end;
    }
    if (this.upgradeUntil && this.time >= this.upgradeUntil) {
      this.firmwareVersion = this.upgradeVersion;
      this.upgradeUntil = 0;
    }
  }

  telemetry(): Record<string, number> {
    const local = localTime(this.time, this.utcOffsetMinutes);
    const tenMinutes = Math.floor(this.time / 600_000);
    const gust = noise('wind', this.code, tenMinutes);
    const dayWind = 1.5 + 3 * noise('wind', this.site.seed, local.day);
    const afternoon = Math.max(0, Math.sin(((local.minutes / 60 - 8) / 12) * Math.PI));
    return {
      temperature: round(airTemperature(this.site, local.day, local.minutes), 1),
      humidity: round(relativeHumidity(this.site, local.day, local.minutes), 1),
      rainfall: round(local.day === this.rain.day ? this.rain.mm : 0, 1),
      windSpeed: round(dayWind * (0.6 + 0.6 * afternoon) + gust * 1.5, 1),
      windDirection: Math.round((noise('wind-dir', this.site.seed, local.day) * 360 + gust * 40) % 360),
      pressure: round(
        1013 +
          (dailyNoise(local.day, local.minutes, 'pressure', this.site.seed) - 0.5) * 20 -
          1.2 * Math.cos(((local.minutes / 60 - 4) / 12) * Math.PI),
        1,
      ),
      noise: round(streetNoise(local.minutes, (noise('noise', this.code, tenMinutes) - 0.5) * 6), 1),
      runState: this.upgradeUntil ? RUN_STATE.upgrading : RUN_STATE.normal,
    };
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

  setFault(kind: FaultKind, on: boolean): void {
    if (on) this.faults.add(kind);
    else this.faults.delete(kind);
  }
}
