import { describe, expect, it } from 'vitest';
import { powerCurveOption } from './power-curve-option';

const labels = { consumed: 'Load', generated: 'PV', now: 'now' };
type Drawn = {
  xAxis: { data: string[] };
  legend: { data: string[] };
  series: { id: string; data: (number | null)[] }[];
};

describe('the power curve of the wall', () => {
  it('draws the load and the PV power of each hour, labelled by the hour in local time', () => {
    const start = new Date(2026, 10, 26, 22).toISOString();
    const next = new Date(2026, 10, 26, 23).toISOString();
    const option = powerCurveOption(
      {
        hours: [
          { hour: start, consumed: 1.5, generated: 0.2, devices: 4 },
          { hour: next, consumed: 2, generated: null, devices: 4 },
        ],
        now: { consumed: 2.5, generated: 0 },
      },
      labels,
    ) as unknown as Drawn;
    expect(option.xAxis.data).toEqual(['22:00', '23:00', 'now']);
    expect(option.series.map((series) => [series.id, series.data])).toEqual([
      ['consumed', [1.5, 2, 2.5]],
      ['generated', [0.2, null, 0]],
    ]);
    expect(option.legend.data).toEqual(['Load', 'PV']);
  });

  it('leaves PV out of the legend while no light reports generation', () => {
    const hour = { hour: new Date(2026, 0, 1).toISOString(), consumed: 0, generated: null, devices: 0 };
    const option = powerCurveOption(
      { hours: [hour], now: { consumed: 0, generated: null } },
      labels,
    ) as unknown as Drawn;
    expect(option.legend.data).toEqual(['Load']);
  });
});
