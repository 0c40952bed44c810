import { describe, expect, it } from 'vitest';
import { wallLineOption } from './wall-line-option';

type Option = {
  xAxis: { min: number; max: number };
  yAxis: { name: string; min?: number; max?: number; scale?: boolean };
  series: { name: string; data: unknown[]; lineStyle: { color: string } }[];
};

describe('a line of the detail wall', () => {
  const span = { from: Date.parse('2026-03-09T12:00:00Z'), to: Date.parse('2026-03-10T12:00:00Z') };

  it('spans the whole time range, however few points fall in it, and names the axis by the unit', () => {
    const option = wallLineOption(
      { name: 'Load power', unit: 'kW', color: '#36cfc9', points: [[span.from + 60_000, 1.5]] },
      span,
    ) as Option;
    expect(option.xAxis).toMatchObject({ min: span.from, max: span.to });
    expect(option.yAxis).toMatchObject({ name: 'kW', scale: true });
    expect(option.series[0]).toMatchObject({ name: 'Load power', data: [[span.from + 60_000, 1.5]] });
    expect(option.series[0]?.lineStyle.color).toBe('#36cfc9');
  });

  it('keeps percentages on their whole scale', () => {
    const option = wallLineOption(
      { name: 'Brightness', unit: '%', color: '#fff', points: [] },
      span,
    ) as Option;
    expect(option.yAxis).toMatchObject({ min: 0, max: 100 });
  });
});
