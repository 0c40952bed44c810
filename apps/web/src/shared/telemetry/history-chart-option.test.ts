import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { historyChartOption } from './history-chart-option';
import { rangeOf } from './history-range';
import { chartableKeys, formatValue } from './telemetry-labels';

const point = (ts: string, value: number | null) => ({ ts, value, min: value, max: value, count: 1 });

describe('history charts', () => {
  it('give each unit its own value axis, and each key its line on the axis of its unit', () => {
    const span = { from: Date.parse('2026-11-21T12:00:00Z'), to: Date.parse('2026-11-22T12:00:00Z') };
    const option = historyChartOption(
      [
        {
          key: 'batteryVoltage',
          label: 'Battery voltage',
          unit: 'V',
          points: [point('2026-11-22T00:00:00Z', 12.5)],
        },
        { key: 'loadPower', label: 'Load power', unit: 'W', points: [point('2026-11-22T00:00:00Z', 40)] },
        { key: 'pvVoltage', label: 'PV voltage', unit: 'V', points: [] },
      ],
      span,
    ) as {
      xAxis: { min: number; max: number };
      yAxis: { name: string }[];
      series: { name: string; yAxisIndex: number; data: unknown[] }[];
    };
    // The time axis is the chosen range, however few points fall in it.
    expect(option.xAxis).toMatchObject({ min: span.from, max: span.to });
    expect(option.yAxis.map((axis) => axis.name)).toEqual(['V', 'W']);
    expect(option.series.map((line) => [line.name, line.yAxisIndex])).toEqual([
      ['Battery voltage (V)', 0],
      ['Load power (W)', 1],
      ['PV voltage (V)', 0],
    ]);
    expect(option.series[0]?.data).toEqual([[Date.parse('2026-11-22T00:00:00Z'), 12.5]]);
  });

  it('end a relative range at the anchor, and wait for both ends of a custom one', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(rangeOf('week', null, now)).toEqual({ from: now - 7 * 86_400_000, to: now });
    expect(rangeOf('custom', null, now)).toBeUndefined();
    const picked: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs(now - 3_600_000), dayjs(now)];
    expect(rangeOf('custom', picked, now)).toEqual({ from: now - 3_600_000, to: now });
  });

  it('offer the measured keys and any number the device reported, and show values with units', () => {
    const keys = chartableKeys([
      { key: 'vendorLux', value: 230, ts: '' },
      { key: 'runState', value: 1, ts: '' },
      { key: 'note', value: 'ok', ts: '' },
    ]);
    expect(keys).toContain('batteryVoltage');
    expect(keys).toContain('vendorLux');
    expect(keys).not.toContain('note');
    expect(keys.indexOf('batteryVoltage')).toBeLessThan(keys.indexOf('vendorLux'));
    expect([
      formatValue('batteryVoltage', 12.5),
      formatValue('loadPower', 40),
      formatValue('x', 1.005),
    ]).toEqual(['12.5 V', '40 W', '1']);
  });
});
