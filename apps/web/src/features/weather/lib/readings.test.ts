import type { WeatherStationItem } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { formatReading, listedReadings, readingWithUnit } from './readings';

const values: WeatherStationItem['values'] = {
  temperature: 21.345,
  humidity: 64.6,
  rainfall: 0,
  rainRate: null,
  windSpeed: 3.25,
  windDirection: 135,
  pressure: 1012.84,
  noise: 55.5,
  pm25: null,
  pm10: null,
};

describe('formatReading', () => {
  it('shows each reading with the decimals its sensor resolves', () => {
    expect(formatReading('temperature', 21.345)).toBe('21.3');
    expect(formatReading('humidity', 64.6)).toBe('65');
    expect(formatReading('pressure', 1012.84)).toBe('1012.8');
    expect(formatReading('temperature', -0.04)).toBe('0.0');
    expect(formatReading('temperature', -0.06)).toBe('-0.1');
    expect(formatReading('rainfall', 0)).toBe('0.0');
  });

  it('shows -- for no value', () => {
    expect(formatReading('pm25', null)).toBe('--');
    expect(formatReading('pm25', undefined)).toBe('--');
    expect(formatReading('noise', Number.NaN)).toBe('--');
  });
});

describe('readingWithUnit', () => {
  it('adds the unit to a value, not to --', () => {
    expect(readingWithUnit('windSpeed', 3.25)).toBe('3.3 m/s');
    expect(readingWithUnit('pm10', 80)).toBe('80 μg/m³');
    expect(readingWithUnit('rainRate', null)).toBe('--');
  });
});

describe('listedReadings', () => {
  it('lists every reading but the wind direction, and the particulates only where measured', () => {
    expect(listedReadings(values)).toEqual([
      'temperature',
      'humidity',
      'rainfall',
      'rainRate',
      'windSpeed',
      'pressure',
      'noise',
    ]);
    expect(listedReadings({ ...values, pm25: 12, pm10: 0 })).toContain('pm10');
    expect(listedReadings({ ...values, pm25: 12 })).toEqual([...listedReadings(values), 'pm25']);
  });
});
