import { DEVICE_TYPE } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { handleCommand } from './device-model';
import { RUN_STATE } from './faults';
import { WeatherStation, type WeatherStationConfig } from './weather-station';

const at = (local: string) => Date.parse(`${local}+08:00`);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const hangzhou = { latitude: 30.27, longitude: 120.16, utcOffsetMinutes: 480 };
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Readings of a station every `stepMs` from `from` (included) to `to` (excluded). */
function readings(config: WeatherStationConfig, from: number, to: number, stepMs: number) {
  const station = new WeatherStation(config, from);
  const found: { time: number; values: Record<string, number> }[] = [];
  for (let time = from; time < to; time += stepMs) {
    station.advance(time);
    found.push({ time, values: station.telemetry() });
  }
  return found;
}

/** A year at Hangzhou, a reading every ten minutes, read once for the tests that need it. */
let yearAtHangzhou: ReturnType<typeof readings> | undefined;
const year = () => {
  yearAtHangzhou ??= readings(
    { code: 'W-HZ', ...hangzhou },
    at('2024-01-01T00:00:00'),
    at('2025-01-01T00:00:00'),
    10 * 60_000,
  );
  return yearAtHangzhou;
};
const localHour = (time: number) => new Date(time + 8 * HOUR).getUTCHours();
const localDay = (time: number) => Math.floor((time + 8 * HOUR) / DAY);

describe('a weather station', () => {
  it('has daily cycles: warmer and drier in the afternoon, louder at rush hour than before dawn', () => {
    const station = new WeatherStation({ code: 'W-1', ...hangzhou }, at('2024-07-01T00:00:00'));
    const sample = (local: string) => {
      station.advance(at(local));
      return station.telemetry();
    };
    const dawn = sample('2024-07-01T04:00:00');
    const rush = sample('2024-07-01T08:00:00');
    const afternoon = sample('2024-07-01T15:00:00');
    expect(afternoon.temperature).toBeGreaterThan(dawn.temperature as number);
    expect(afternoon.humidity).toBeLessThan(dawn.humidity as number);
    expect(rush.noise).toBeGreaterThan(dawn.noise as number);
    expect(Object.keys(afternoon).sort()).toEqual(
      [
        'temperature',
        'humidity',
        'rainfall',
        'rainRate',
        'windSpeed',
        'windDirection',
        'pressure',
        'noise',
        'pm25',
        'pm10',
        'runState',
      ].sort(),
    );
    for (const [key, value] of Object.entries(afternoon)) expect(Number.isFinite(value), key).toBe(true);
    expect(afternoon.pressure).toBeGreaterThan(990);
    expect(afternoon.pressure).toBeLessThan(1040);
    expect(afternoon.runState).toBe(RUN_STATE.normal);
  });

  it('reports the same for a seed and a moment, however it got there', () => {
    const config = { code: 'W-2', ...hangzhou, seed: 7 };
    const walked = new WeatherStation(config, at('2024-06-20T00:00:00'));
    walked.advance(at('2024-06-21T17:35:00'), 60_000);
    const born = new WeatherStation(config, at('2024-06-21T17:35:00'));
    expect(born.telemetry()).toEqual(walked.telemetry());
    expect(new WeatherStation({ ...config, seed: 8 }, born.time).telemetry()).not.toEqual(born.telemetry());
  });

  it('rains at a rate exactly while the day’s rainfall rises, and starts again at the station’s midnight', () => {
    for (const [code, utcOffsetMinutes] of [
      ['W-3', 480],
      ['W-4', -300],
    ] as const) {
      const station = { code, ...hangzhou, utcOffsetMinutes };
      const midnight = Date.UTC(2024, 6, 1) - utcOffsetMinutes * 60_000;
      const july = readings(station, midnight, midnight + 31 * DAY, 5 * 60_000);
      let rainyDays = 0;
      let rising = 0;
      const wrong: string[] = [];
      for (const [index, { time, values }] of july.entries()) {
        const previous = july[index - 1]?.values;
        const { rainfall, rainRate } = values as { rainfall: number; rainRate: number };
        if ((time - midnight) % DAY === 0) {
          // Midnight: a new day's total, and the previous day had rain or not.
          if (rainfall !== 0) wrong.push(`${new Date(time).toISOString()} ${rainfall} mm at midnight`);
          if (previous && (previous.rainfall as number) > 0) rainyDays++;
          continue;
        }
        const rise = rainfall - (previous?.rainfall as number);
        if (rise > 0) rising++;
        // Five minutes at the rate reported now make the rise, to the 0.01 mm of the total.
        if (rainRate > 0 !== rise > 0 || Math.abs(rise - (rainRate * 5) / 60) > 0.011) {
          wrong.push(`${new Date(time).toISOString()} ${rainRate} mm/h, rose ${rise} mm`);
        }
      }
      expect(wrong).toEqual([]);
      expect(rising).toBeGreaterThan(20);
      expect(rainyDays).toBeGreaterThan(3);
      expect(rainyDays).toBeLessThan(25);
    }
  });

  it('has a gusty afternoon past 17 m/s on a few days of the year, and stays well below on the calm majority', () => {
    const dayMax = new Map<number, { speed: number; hour: number }>();
    const directions = new Set<number>();
    for (const { time, values } of year()) {
      const speed = values.windSpeed as number;
      const day = localDay(time);
      if (speed > (dayMax.get(day)?.speed ?? -1)) dayMax.set(day, { speed, hour: localHour(time) });
      directions.add(values.windDirection as number);
    }
    // Where the wind comes from: whole degrees 0 to 359, every way round over a year.
    expect(
      [...directions].filter((degrees) => !Number.isInteger(degrees) || degrees < 0 || degrees > 359),
    ).toEqual([]);
    expect(directions.size).toBeGreaterThan(300);
    const days = [...dayMax.values()];
    expect(days).toHaveLength(366);
    const gusty = days.filter((day) => day.speed > 17);
    expect(gusty.length).toBeGreaterThanOrEqual(4);
    expect(gusty.length).toBeLessThanOrEqual(25);
    for (const day of gusty) {
      expect(day.speed).toBeLessThanOrEqual(23);
      expect(day.hour).toBeGreaterThanOrEqual(11);
      expect(day.hour).toBeLessThanOrEqual(18);
    }
    expect(days.filter((day) => day.speed < 13).length / days.length).toBeGreaterThan(0.9);
    expect(mean(days.map((day) => day.speed))).toBeLessThan(8);
  });

  it('is cold in winter and hot in summer at Hangzhou, the other way round in the south', () => {
    const afternoons = (config: WeatherStationConfig, month: number, hour: number) => {
      const station = new WeatherStation(config, Date.UTC(2024, month - 1, 1));
      const found: number[] = [];
      for (let date = 1; date <= 28; date++) {
        station.advance(Date.UTC(2024, month - 1, date, hour) - (config.utcOffsetMinutes ?? 0) * 60_000);
        found.push(station.telemetry().temperature as number);
      }
      return found;
    };
    const station = { code: 'W-5', ...hangzhou };
    for (const value of afternoons(station, 1, 14)) expect(value).toBeGreaterThanOrEqual(3);
    for (const value of afternoons(station, 1, 14)) expect(value).toBeLessThanOrEqual(12);
    for (const value of afternoons(station, 7, 14)) expect(value).toBeGreaterThanOrEqual(26);
    for (const value of afternoons(station, 7, 14)) expect(value).toBeLessThanOrEqual(36);
    expect(Math.min(...afternoons(station, 1, 5))).toBeGreaterThan(-4);
    expect(Math.min(...afternoons(station, 7, 5))).toBeGreaterThan(22);

    const sydney = { code: 'W-6', latitude: -33.87, longitude: 151.21, utcOffsetMinutes: 600 };
    const summer = mean(afternoons(sydney, 1, 14));
    const winter = mean(afternoons(sydney, 7, 14));
    expect(summer).toBeGreaterThan(winter + 8);
    expect(summer).toBeLessThan(32);
    expect(winter).toBeGreaterThan(8);
  });

  it('reads more fine particles at the rush hours, in winter and on calm days, fewer in rain, PM10 above PM2.5', () => {
    const all = year();
    expect(
      all.filter(
        ({ values }) => !((values.pm25 as number) > 0 && (values.pm10 as number) >= (values.pm25 as number)),
      ),
    ).toEqual([]);
    const pm25 = (keep: (time: number, values: Record<string, number>) => boolean) =>
      mean(all.filter(({ time, values }) => keep(time, values)).map(({ values }) => values.pm25 as number));
    const weekday = (time: number) => ![0, 6].includes(new Date(time + 8 * HOUR).getUTCDay());
    const afternoon = pm25((time) => weekday(time) && localHour(time) === 15);
    expect(pm25((time) => weekday(time) && localHour(time) === 8)).toBeGreaterThan(afternoon * 1.15);
    expect(pm25((time) => weekday(time) && localHour(time) === 20)).toBeGreaterThan(afternoon * 1.15);
    const month = (time: number) => new Date(time + 8 * HOUR).getUTCMonth() + 1;
    expect(pm25((time) => month(time) === 1)).toBeGreaterThan(1.5 * pm25((time) => month(time) === 7));
    expect(pm25((_, values) => (values.windSpeed as number) < 2)).toBeGreaterThan(
      1.5 * pm25((_, values) => (values.windSpeed as number) > 6),
    );
    expect(pm25((_, values) => (values.rainRate as number) > 2)).toBeLessThan(
      0.7 * pm25((_, values) => values.rainfall === 0),
    );
  });

  it('loses one sensor’s readings in a sensor failure and reports a fault, until it is repaired', () => {
    const config = { code: 'W-7', ...hangzhou };
    const start = at('2024-03-10T10:00:00');
    const healthy = new WeatherStation(config, start);
    const failing = new WeatherStation(config, start);
    failing.setFault('sensorFailure', true);
    const sensors = [
      ['humidity', 'temperature'],
      ['rainRate', 'rainfall'],
      ['windDirection', 'windSpeed'],
      ['pressure'],
      ['noise'],
      ['pm10', 'pm25'],
    ];
    for (const time of [start, start + HOUR, start + DAY]) {
      healthy.advance(time);
      failing.advance(time);
      const expected = healthy.telemetry();
      const got = failing.telemetry();
      const missing = Object.keys(expected).filter((key) => !(key in got));
      expect(sensors).toContainEqual(missing.sort());
      expect(got).toEqual({
        ...Object.fromEntries(Object.entries(expected).filter(([key]) => !missing.includes(key))),
        runState: RUN_STATE.fault,
      });
    }
    failing.setFault('sensorFailure', false);
    expect(failing.telemetry()).toEqual(healthy.telemetry());

    // Stations differ in the sensor that fails.
    const lost = new Set<string>();
    for (let index = 0; index < 40; index++) {
      const station = new WeatherStation({ ...config, code: `W-F${index}` }, start);
      const all = Object.keys(station.telemetry());
      station.setFault('sensorFailure', true);
      const left = station.telemetry();
      lost.add(all.filter((key) => !(key in left)).join());
    }
    expect(lost.size).toBeGreaterThanOrEqual(4);
  });

  it('alarms on a low supply, ignores lamp faults it has no lamp for, and upgrading comes first', () => {
    const station = new WeatherStation({ code: 'W-8', ...hangzhou }, at('2024-03-10T10:00:00'));
    const before = station.telemetry();
    station.setFault('lampFailure', true);
    station.setFault('overload', true);
    expect(station.telemetry()).toEqual(before);
    station.setFault('undervoltage', true);
    expect(station.telemetry()).toEqual({ ...before, runState: RUN_STATE.alarm });
    station.setFault('sensorFailure', true);
    expect(station.telemetry().runState).toBe(RUN_STATE.fault);
    handleCommand(station, DEVICE_TYPE.weatherStation, {
      method: 'firmwareUpgrade',
      params: { version: '1.1.0', url: 'https://example.org/fw.bin' },
    });
    expect(station.telemetry().runState).toBe(RUN_STATE.upgrading);
  });

  it('obeys only what a station has: read parameters and firmware upgrade', () => {
    const station = new WeatherStation({ code: 'W-3', latitude: 30, longitude: 120 }, Date.now());
    expect(
      handleCommand(station, DEVICE_TYPE.weatherStation, { method: 'switch', params: { on: true } }),
    ).toMatchObject({ ok: false, error: 'unsupported' });
    expect(handleCommand(station, DEVICE_TYPE.weatherStation, { method: 'readParameters' })).toMatchObject({
      ok: true,
      firmwareVersion: '1.0.0',
    });
  });
});
