import type { WeatherTrend } from '@lamplighter/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { STATION_COLORS, trendChartOption } from './trend-chart-option';

const words = { min: 'min', max: 'max' };

function trend(step: WeatherTrend['step'], times: string[]): WeatherTrend {
  const columns = (count: number) => ({
    t: times.slice(0, count).map((t) => Date.parse(t)),
    min: times.slice(0, count).map((_, i) => 10 + i),
    mean: times.slice(0, count).map((_, i) => 12 + i),
    max: times.slice(0, count).map((_, i) => 15 + i),
  });
  return {
    key: 'temperature',
    unit: '°C',
    period: step === 'reading' ? 'day' : 'week',
    from: '2026-05-01T00:00:00.000Z',
    to: '2026-05-08T00:00:00.000Z',
    step,
    series: [
      { deviceid: 7, devicecode: 'W-7', devicename: 'North <gate>', points: columns(times.length) },
      { deviceid: 9, devicecode: 'W-9', devicename: 'Harbour', points: columns(1) },
    ],
  };
}

interface Series {
  id: string;
  name: string;
  color: string;
  stack?: string;
  areaStyle?: object;
  data: unknown[][];
}

const seriesOf = (option: ReturnType<typeof trendChartOption>) => option.series as Series[];

const hours = ['2026-05-01T00:00:00.000Z', '2026-05-01T01:00:00.000Z'];

describe('trendChartOption', () => {
  it("draws one line of means per station for single readings, in the station's colour", () => {
    const option = trendChartOption(trend('reading', hours), words);
    const series = seriesOf(option);
    expect(series.map((line) => line.id)).toEqual(['mean:7', 'mean:9']);
    expect(series.map((line) => line.color)).toEqual(STATION_COLORS.slice(0, 2));
    expect(series[0]?.data[1]).toEqual([Date.parse(hours[1] ?? ''), 13, 11, 16]);
    expect(option.legend).toMatchObject({ data: ['North <gate>', 'Harbour'] });
    expect(option.xAxis).toMatchObject({
      type: 'time',
      min: Date.parse('2026-05-01T00:00:00.000Z'),
      max: Date.parse('2026-05-08T00:00:00.000Z'),
    });
  });

  it('adds a band from the lowest to the highest under each line for hours and days', () => {
    const series = seriesOf(trendChartOption(trend('hour', hours), words));
    expect(series.map((line) => line.id)).toEqual([
      'mean:7',
      'low:7',
      'spread:7',
      'mean:9',
      'low:9',
      'spread:9',
    ]);
    const [, low, spread] = series;
    expect(low?.stack).toBe('band:7');
    expect(spread?.stack).toBe('band:7');
    expect(low?.data).toEqual([
      [Date.parse(hours[0] ?? ''), 10],
      [Date.parse(hours[1] ?? ''), 11],
    ]);
    expect(spread?.data.map(([, value]) => value)).toEqual([5, 5]);
    expect(spread?.areaStyle).toBeDefined();
    expect(low?.name).toBe('North <gate>');
  });

  it('breaks a line where the station was silent for longer than its steps allow', () => {
    const times = ['2026-05-01T00:00:00.000Z', '2026-05-01T01:00:00.000Z', '2026-05-01T05:00:00.000Z'];
    const [line, low] = seriesOf(trendChartOption(trend('hour', times), words));
    expect(line?.data).toHaveLength(4);
    expect(line?.data[2]).toEqual([Date.parse('2026-05-01T03:00:00.000Z'), null, null, null]);
    expect(low?.data[2]).toEqual([Date.parse('2026-05-01T03:00:00.000Z'), null]);
  });

  it('tells each station’s mean in the tooltip, with its range for hours and days, its name escaped', () => {
    const option = trendChartOption(trend('hour', hours), words);
    const [line, low] = seriesOf(option);
    const formatter = (option.tooltip as { formatter: (items: object[]) => string }).formatter;
    const axisValue = Date.parse(hours[1] ?? '');
    const text = formatter([
      { seriesId: line?.id, seriesName: line?.name, marker: '●', value: line?.data[1], axisValue },
      { seriesId: low?.id, seriesName: low?.name, marker: '●', value: low?.data[1], axisValue },
    ]);
    expect(text).toBe(
      `${dayjs(axisValue).format('YYYY-MM-DD HH:00')}<br/>●North &#60;gate&#62;: <b>13.0</b> °C (min 11.0, max 16.0)`,
    );
    const readings = trendChartOption(trend('reading', hours), words);
    const first = seriesOf(readings)[0];
    const plain = (readings.tooltip as { formatter: (items: object[]) => string }).formatter([
      { seriesId: first?.id, seriesName: 'Harbour', marker: '', value: first?.data[0], axisValue },
    ]);
    expect(plain).toContain('Harbour: <b>12.0</b> °C');
    expect(plain).not.toContain('min');
  });
});
