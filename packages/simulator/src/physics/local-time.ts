/** The device's local clock: a fixed offset from UTC (China keeps one zone, UTC+8, all year). */
const DAY_MS = 86_400_000;

/** A default offset for a longitude when none is given: the nearest whole hour of solar time. */
export function defaultUtcOffsetMinutes(longitude: number): number {
  return Math.round(longitude / 15) * 60;
}

export interface LocalTime {
  /** Days since 1970-01-01 of the local date: changes at local midnight. */
  day: number;
  /** Minutes since local midnight, with fractions. */
  minutes: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  month: number;
  date: number;
}

export function localTime(ms: number, utcOffsetMinutes: number): LocalTime {
  const local = ms + utcOffsetMinutes * 60_000;
  const day = Math.floor(local / DAY_MS);
  const calendar = new Date(day * DAY_MS);
  return {
    day,
    minutes: (local - day * DAY_MS) / 60_000,
    weekday: calendar.getUTCDay(),
    month: calendar.getUTCMonth() + 1,
    date: calendar.getUTCDate(),
  };
}

/** The moment (ms) a local day starts. */
export function localDayStart(day: number, utcOffsetMinutes: number): number {
  return day * DAY_MS - utcOffsetMinutes * 60_000;
}
