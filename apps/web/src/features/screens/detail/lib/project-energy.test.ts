import type { StatisticsReport } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { lastDays, localDay, projectEnergy } from './project-energy';

const figures = (consumed: number) => ({
  devices: 2,
  consumed,
  generated: consumed * 2,
  saved: 1,
  lightinghours: 20,
  co2: 0.5,
});
const report = (rows: { period: string; consumed: number }[], totals = figures(0)): StatisticsReport => ({
  period: 'day',
  dimension: 'project',
  from: '',
  to: '',
  co2factor: 0.5703,
  rows: rows.map(({ period, consumed }) => ({
    period,
    id: 3,
    code: '',
    name: 'West Lake',
    projectname: 'West Lake',
    ...figures(consumed),
  })),
  totals,
});

describe("a project's energy on the detail wall", () => {
  it('counts the days back from today, across the end of a month', () => {
    expect(lastDays('2026-03-02', 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it("takes today's row, the month's totals and a row for every day, nothing on days without one", () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03'];
    const energy = projectEnergy(
      report([
        { period: '2026-03-01', consumed: 4 },
        { period: '2026-03-03', consumed: 6 },
      ]),
      report([], figures(30)),
      days,
    );
    expect(energy.today.consumed).toBe(6);
    expect(energy.month.consumed).toBe(30);
    expect(energy.days.map((day) => [day.day, day.consumed, day.devices])).toEqual([
      ['2026-03-01', 4, 2],
      ['2026-03-02', 0, 0],
      ['2026-03-03', 6, 2],
    ]);
    expect(energy.co2factor).toBe(0.5703);
  });

  it('counts nothing today before the first report of the day', () => {
    const energy = projectEnergy(report([{ period: '2026-03-01', consumed: 4 }]), report([]), [
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(energy.today.consumed).toBe(0);
  });
});
