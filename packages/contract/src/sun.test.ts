import { describe, expect, it } from 'vitest';
import { sunPosition, sunTimes } from './sun';

/** A local clock time `HH:MM` of a moment at a UTC offset in minutes. */
const clock = (ms: number | null, offset: number) =>
  ms === null ? null : new Date(ms + offset * 60_000).toISOString().slice(11, 16);
const minutesApart = (a: string | null, b: string) => {
  const toMinutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
  return a === null ? Number.POSITIVE_INFINITY : Math.abs(toMinutes(a) - toMinutes(b));
};
const noonOf = (date: string, offset: number) => Date.parse(`${date}T12:00:00Z`) - offset * 60_000;

describe('sunrise and sunset', () => {
  // Published almanac times (local clock), rounded to the minute.
  const almanac = [
    {
      place: 'Beijing',
      date: '2026-07-01',
      lat: 39.9075,
      lng: 116.3972,
      offset: 480,
      rise: '04:49',
      set: '19:47',
    },
    {
      place: 'Beijing',
      date: '2026-07-15',
      lat: 39.9075,
      lng: 116.3972,
      offset: 480,
      rise: '04:58',
      set: '19:42',
    },
    {
      place: 'Guangzhou',
      date: '2021-12-21',
      lat: 23.1291,
      lng: 113.2644,
      offset: 480,
      rise: '07:04',
      set: '17:46',
    },
    {
      place: 'Helsinki',
      date: '2022-12-21',
      lat: 60.1699,
      lng: 24.9384,
      offset: 120,
      rise: '09:23',
      set: '15:12',
    },
    {
      place: 'Rovaniemi',
      date: '2022-12-21',
      lat: 66.5039,
      lng: 25.7294,
      offset: 120,
      rise: '11:07',
      set: '13:22',
    },
  ];
  for (const day of almanac) {
    it(`${day.place} on ${day.date}: within two minutes of ${day.rise} and ${day.set}`, () => {
      const times = sunTimes(noonOf(day.date, day.offset), day.lat, day.lng, day.offset);
      expect(times.polar).toBeNull();
      expect(minutesApart(clock(times.sunrise, day.offset), day.rise)).toBeLessThanOrEqual(2);
      expect(minutesApart(clock(times.sunset, day.offset), day.set)).toBeLessThanOrEqual(2);
    });
  }

  it('gives the times of the local day that holds the moment, whatever the hour', () => {
    const offset = 480;
    const early = sunTimes(Date.parse('2026-07-01T00:10:00+08:00'), 39.9075, 116.3972, offset);
    const late = sunTimes(Date.parse('2026-07-01T23:50:00+08:00'), 39.9075, 116.3972, offset);
    expect(early.sunrise).toBe(late.sunrise);
    expect(clock(early.sunrise, offset)).toBe('04:49');
  });

  it('reports polar night and polar day instead of times', () => {
    const murmansk = sunTimes(noonOf('2022-12-21', 180), 68.9585, 33.0827, 180);
    expect(murmansk).toMatchObject({ sunrise: null, sunset: null, polar: 'night' });
    const tromso = sunTimes(noonOf('2024-06-21', 120), 69.6492, 18.9553, 120);
    expect(tromso).toMatchObject({ sunrise: null, sunset: null, polar: 'day' });
  });

  it('works south of the equator: Sydney has its long days in December', () => {
    const december = sunTimes(noonOf('2024-12-21', 660), -33.8688, 151.2093, 660);
    const june = sunTimes(noonOf('2024-06-21', 600), -33.8688, 151.2093, 600);
    const length = (times: typeof june) => ((times.sunset ?? 0) - (times.sunrise ?? 0)) / 3_600_000;
    expect(length(december)).toBeGreaterThan(14);
    expect(length(june)).toBeLessThan(10);
  });
});

describe('sun position', () => {
  it('stands at 90° - latitude + 23.44° at solar noon of the June solstice', () => {
    const times = sunTimes(noonOf('2024-06-21', 480), 39.9, 116.4, 480);
    const { elevation, azimuth } = sunPosition(times.solarNoon, 39.9, 116.4);
    expect(elevation).toBeCloseTo(90 - 39.9 + 23.44, 0);
    expect(Math.abs(azimuth - 180)).toBeLessThan(1);
  });

  it('rises in the east and sets in the west, at about -0.83° (the upper limb on the horizon)', () => {
    const times = sunTimes(noonOf('2024-03-20', 480), 30.27, 120.16, 480);
    const rise = sunPosition(times.sunrise as number, 30.27, 120.16);
    const set = sunPosition(times.sunset as number, 30.27, 120.16);
    expect(Math.abs(rise.azimuth - 90)).toBeLessThan(3);
    expect(Math.abs(set.azimuth - 270)).toBeLessThan(3);
    expect(rise.elevation).toBeCloseTo(-0.83 + 0.57, 0);
    expect(sunPosition(times.solarNoon + 12 * 3_600_000, 30.27, 120.16).elevation).toBeLessThan(-50);
  });
});
