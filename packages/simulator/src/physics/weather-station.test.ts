import { DEVICE_TYPE } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { handleCommand } from './device-model';
import { WeatherStation } from './weather-station';

const at = (local: string) => Date.parse(`${local}+08:00`);

describe('a weather station', () => {
  it('has daily cycles: warmer and drier in the afternoon, louder at rush hour than before dawn', () => {
    const station = new WeatherStation(
      { code: 'W-1', latitude: 30.27, longitude: 120.16, utcOffsetMinutes: 480 },
      at('2024-07-01T00:00:00'),
    );
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
    for (const key of [
      'temperature',
      'humidity',
      'rainfall',
      'windSpeed',
      'windDirection',
      'pressure',
      'noise',
    ]) {
      expect(typeof afternoon[key], key).toBe('number');
    }
    expect(afternoon.pressure).toBeGreaterThan(990);
    expect(afternoon.pressure).toBeLessThan(1040);
  });

  it('counts rain over the day and starts again at midnight', () => {
    const station = new WeatherStation(
      { code: 'W-2', latitude: 30.27, longitude: 120.16, utcOffsetMinutes: 480 },
      at('2024-07-01T00:00:00'),
    );
    let rainyDays = 0;
    for (let day = 1; day <= 30; day++) {
      station.advance(at(`2024-07-${String(day).padStart(2, '0')}T23:59:00`));
      const evening = station.telemetry().rainfall as number;
      if (evening > 0) rainyDays++;
      station.advance(at(`2024-07-${String(day).padStart(2, '0')}T23:59:00`) + 120_000);
      // Two minutes into the next day: at most two minutes of a heavy shower.
      expect(station.telemetry().rainfall).toBeLessThanOrEqual(0.3);
    }
    expect(rainyDays).toBeGreaterThan(0);
    expect(rainyDays).toBeLessThan(30);
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
