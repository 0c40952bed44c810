import { describe, expect, it } from 'vitest';
import { type AnalyticsChoice, analyticsChoiceOf, analyticsPath, analyticsSearch } from './analytics-choice';

const read = (query: string) => analyticsChoiceOf(new URLSearchParams(query));

describe('analyticsChoiceOf', () => {
  it('reads the stations, the reading, the period and the last day of a link', () => {
    expect(read('deviceid=4,9&key=humidity&period=week&date=2026-05-01')).toEqual({
      deviceids: [4, 9],
      key: 'humidity',
      period: 'week',
      date: '2026-05-01',
    });
  });

  it('leaves what it cannot read at its default, and keeps at most 8 different stations', () => {
    expect(read('deviceid=x,0,-3,2.5,5,5&key=windDirection&period=hour&date=yesterday')).toEqual({
      deviceids: [5],
      key: 'temperature',
      period: 'day',
    });
    expect(read('deviceid=1,2,3,4,5,6,7,8,9,10').deviceids).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(read('')).toEqual({ deviceids: [], key: 'temperature', period: 'day' });
  });
});

describe('analyticsSearch', () => {
  it('writes a choice back as it is read, without its defaults', () => {
    const choice: AnalyticsChoice = { deviceids: [4, 9], key: 'pm25', period: 'year', date: '2026-01-31' };
    expect(analyticsChoiceOf(analyticsSearch(choice))).toEqual(choice);
    expect(analyticsSearch({ deviceids: [], key: 'temperature', period: 'day' }).toString()).toBe('');
  });
});

describe('analyticsPath', () => {
  it('opens the data analytics of one station', () => {
    expect(analyticsPath(12)).toBe('/weather/analytics?deviceid=12');
  });
});
