import { describe, expect, it } from 'vitest';
import { type BroadcastSchedule, instantOf, nextOccurrence, weekdayOf } from './broadcast-schedule';

const CHINA = 480;
/** An instant written as UTC. */
const utc = (text: string) => Date.parse(`${text}Z`);

describe('a local date and time', () => {
  it('is an instant on the clock it is read on', () => {
    expect(instantOf('2026-06-15', '08:30', CHINA)).toBe(utc('2026-06-15T00:30:00'));
    expect(instantOf('2026-06-15', '03:00', CHINA)).toBe(utc('2026-06-14T19:00:00'));
    expect(instantOf('2026-06-15', '08:30', 0)).toBe(utc('2026-06-15T08:30:00'));
    expect(instantOf('2026-06-15', '20:00', -300)).toBe(utc('2026-06-16T01:00:00'));
  });

  it('falls on a weekday, Sunday 0', () => {
    expect(weekdayOf('2026-06-14')).toBe(0);
    expect(weekdayOf('2026-06-15')).toBe(1);
    expect(weekdayOf('2026-06-20')).toBe(6);
  });
});

describe('the next occurrence of a schedule', () => {
  it('is none for now: it plays as it is made', () => {
    expect(nextOccurrence({ kind: 'now' }, CHINA, utc('2026-06-15T00:00:00'))).toBeUndefined();
  });

  it('is the moment of a once until that moment has come', () => {
    const once: BroadcastSchedule = { kind: 'once', at: '2026-06-15 08:30' };
    const at = utc('2026-06-15T00:30:00');
    expect(nextOccurrence(once, CHINA, at - 1)).toBe(at);
    expect(nextOccurrence(once, CHINA, at)).toBeUndefined();
    expect(nextOccurrence(once, CHINA, at + 60_000)).toBeUndefined();
  });

  const daily: BroadcastSchedule = {
    kind: 'daily',
    time: '08:30',
    startdate: '2026-06-15',
    enddate: '2026-06-17',
  };

  it('is the first day’s time for a daily schedule asked before its range', () => {
    expect(nextOccurrence(daily, CHINA, utc('2026-06-01T00:00:00'))).toBe(utc('2026-06-15T00:30:00'));
  });

  it('is today’s time before it, tomorrow’s after it, and none after the last day’s', () => {
    expect(nextOccurrence(daily, CHINA, utc('2026-06-16T00:29:59'))).toBe(utc('2026-06-16T00:30:00'));
    expect(nextOccurrence(daily, CHINA, utc('2026-06-16T00:30:00'))).toBe(utc('2026-06-17T00:30:00'));
    expect(nextOccurrence(daily, CHINA, utc('2026-06-17T00:30:00'))).toBeUndefined();
  });

  it('reads the days on the terminals’ clock, not on UTC', () => {
    // 2026-06-14 23:00 UTC is already the 15th at 07:00 in China: the 15th's occurrence is next.
    expect(nextOccurrence(daily, CHINA, utc('2026-06-14T23:00:00'))).toBe(utc('2026-06-15T00:30:00'));
    const lateEvening = { ...daily, time: '23:30' };
    // 23:30 on the 17th in China is 15:30 UTC the same day; in New York (UTC-5) 04:30 UTC the 18th.
    expect(nextOccurrence(lateEvening, CHINA, utc('2026-06-17T15:00:00'))).toBe(utc('2026-06-17T15:30:00'));
    expect(nextOccurrence(lateEvening, -300, utc('2026-06-18T00:00:00'))).toBe(utc('2026-06-18T04:30:00'));
  });

  it('keeps to the weekdays of a weekly schedule', () => {
    const weekly: BroadcastSchedule = {
      kind: 'weekly',
      time: '18:00',
      weekdays: [1, 5],
      startdate: '2026-06-01',
      enddate: '2026-06-30',
    };
    // From Tuesday the 16th: Friday the 19th, then Monday the 22nd.
    const friday = utc('2026-06-19T10:00:00');
    expect(nextOccurrence(weekly, CHINA, utc('2026-06-16T00:00:00'))).toBe(friday);
    expect(nextOccurrence(weekly, CHINA, friday)).toBe(utc('2026-06-22T10:00:00'));
    // Monday the 29th is the last of the range; Friday 3 July is past it.
    expect(nextOccurrence(weekly, CHINA, utc('2026-06-29T10:00:00'))).toBeUndefined();
  });

  it('is none for a weekly range that holds none of its weekdays', () => {
    const weekend: BroadcastSchedule = {
      kind: 'weekly',
      time: '09:00',
      weekdays: [0, 6],
      startdate: '2026-06-15',
      enddate: '2026-06-19',
    };
    expect(nextOccurrence(weekend, CHINA, utc('2026-06-01T00:00:00'))).toBeUndefined();
  });

  it('finds the next occurrence of a range years long at once', () => {
    const years: BroadcastSchedule = {
      kind: 'weekly',
      time: '07:00',
      weekdays: [3],
      startdate: '2020-01-01',
      enddate: '2035-12-31',
    };
    expect(nextOccurrence(years, 0, utc('2030-01-01T00:00:00'))).toBe(utc('2030-01-02T07:00:00'));
  });
});
