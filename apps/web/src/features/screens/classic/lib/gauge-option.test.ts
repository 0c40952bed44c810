import { describe, expect, it } from 'vitest';
import { gaugeOption } from './gauge-option';

type GaugeSeries = {
  type: string;
  data: { value: number; name: string }[];
  pointer: { show: boolean };
  detail: { formatter: string };
};
const seriesOf = (option: ReturnType<typeof gaugeOption>) => (option.series as [GaugeSeries])[0];

describe('a gauge of the classic wall', () => {
  it('points its hand at the percentage and writes it in its middle', () => {
    const series = seriesOf(gaugeOption({ name: 'Online', percent: 96.5, colors: ['#0af', '#3cf'] }, true));
    expect(series.type).toBe('gauge');
    expect(series.data).toEqual([{ value: 96.5, name: 'Online' }]);
    expect(series.pointer.show).toBe(true);
    expect(series.detail.formatter).toBe('{value}%');
  });

  it('shows -- and no hand when there is nothing to measure', () => {
    const series = seriesOf(
      gaugeOption({ name: 'Lighting', percent: null, colors: ['#0af', '#3cf'] }, false),
    );
    expect(series.data[0]?.value).toBe(0);
    expect(series.pointer.show).toBe(false);
    expect(series.detail.formatter).toBe('--');
  });
});
