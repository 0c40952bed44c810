import { sunTimes } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { paramsFor } from './command-sun';

const MIDSUMMER = Date.parse('2026-06-21T04:00:00Z');
const hangzhou = { latitude: 30.27, longitude: 120.16 };

describe('the params of sunrise-sunset mode at one light', () => {
  it('adds the day’s sunrise and sunset at the light, on its local clock', () => {
    const params = paramsFor('loadMode', { mode: 6 }, hangzhou, MIDSUMMER);
    const { sunrise, sunset } = sunTimes(MIDSUMMER, hangzhou.latitude, hangzhou.longitude, 480);
    const local = (ms: number | null) => new Date((ms ?? 0) + 480 * 60_000).toISOString().slice(11, 16);
    expect(params).toEqual({ mode: 6, sunrise: local(sunrise), sunset: local(sunset) });
    expect(params.sunrise).toMatch(/^04:5\d$/);
  });

  it('leaves the params as they are for other modes and methods, without coordinates, and under the midnight sun', () => {
    expect(paramsFor('loadMode', { mode: 1 }, hangzhou, MIDSUMMER)).toEqual({ mode: 1 });
    expect(paramsFor('dimming', { brightness: 5 }, hangzhou, MIDSUMMER)).toEqual({ brightness: 5 });
    expect(paramsFor('loadMode', { mode: 6 }, { latitude: null, longitude: null }, MIDSUMMER)).toEqual({
      mode: 6,
    });
    const tromso = { latitude: 69.65, longitude: 18.96 };
    expect(paramsFor('loadMode', { mode: 6 }, tromso, MIDSUMMER)).toEqual({ mode: 6 });
  });
});
