import { describe, expect, it } from 'vitest';
import { energyTrendOption } from './energy-trend-option';

const labels = { consumed: 'Consumed', generated: 'Generated', saved: 'Saved' };
const day = (date: string, consumed: number) => ({
  day: date,
  devices: 3,
  consumed,
  generated: 1,
  saved: 2,
  lightinghours: 30,
  co2: 0.5,
});

describe('the energy trend of the wall', () => {
  it('draws no bars without days', () => {
    const option = energyTrendOption([], labels) as { series: { data: number[] }[] };
    expect(option.series.map((series) => series.data)).toEqual([[], [], []]);
  });

  it('labels each day by month and day, oldest first, with the three figures as bars', () => {
    const option = energyTrendOption([day('2025-03-06', 4), day('2025-03-07', 5)], labels) as {
      xAxis: { data: string[] };
      series: { name: string; data: number[] }[];
    };
    expect(option.xAxis.data).toEqual(['03-06', '03-07']);
    expect(option.series.map((series) => [series.name, series.data])).toEqual([
      ['Consumed', [4, 5]],
      ['Generated', [1, 1]],
      ['Saved', [2, 2]],
    ]);
  });
});
