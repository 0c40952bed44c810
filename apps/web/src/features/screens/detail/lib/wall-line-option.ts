import type { EChartsCoreOption } from 'echarts/core';

const AXIS = '#7f9cc4';
const GRID_LINE = 'rgba(127, 156, 196, 0.15)';

export interface WallLine {
  name: string;
  unit: string;
  color: string;
  /** [ms, value] pairs, oldest first; null leaves a gap. */
  points: [number, number | null][];
  /** The value axis starts here (a power at 0) instead of near the lowest value. */
  floor?: number;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
const clock = (ms: number) => {
  const at = new Date(ms);
  return `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
};

/**
 * One value over a span of time as the dark walls draw it: a line over a soft area, the time axis
 * the whole span (hours only), the value axis named by its unit, percentages on their whole scale,
 * other values zoomed to their range unless a floor is given.
 */
export function wallLineOption(line: WallLine, span: { from: number; to: number }): EChartsCoreOption {
  return {
    animation: false,
    textStyle: { color: AXIS, fontSize: 14 },
    grid: { left: 52, right: 16, top: 32, bottom: 28 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) =>
        typeof value === 'number' ? `${Number(value.toFixed(2))} ${line.unit}`.trim() : '--',
    },
    xAxis: {
      type: 'time',
      min: span.from,
      max: span.to,
      splitNumber: 6,
      axisLine: { lineStyle: { color: GRID_LINE } },
      axisLabel: { color: AXIS, formatter: (value: number) => clock(value), hideOverlap: true },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      name: line.unit,
      nameTextStyle: { color: AXIS, align: 'right' },
      ...(line.unit === '%'
        ? { min: 0, max: 100 }
        : line.floor !== undefined
          ? { min: line.floor }
          : { scale: true }),
      axisLabel: { color: AXIS },
      splitLine: { lineStyle: { color: GRID_LINE } },
    },
    series: [
      {
        name: line.name,
        type: 'line',
        // A few points (a device that began reporting lately) show as dots, not as an invisible stub.
        showSymbol: line.points.length < 30,
        connectNulls: false,
        lineStyle: { width: 2, color: line.color },
        itemStyle: { color: line.color },
        areaStyle: {
          color: {
            type: 'linear',
            x: 0,
            y: 0,
            x2: 0,
            y2: 1,
            colorStops: [
              { offset: 0, color: `${line.color}66` },
              { offset: 1, color: `${line.color}05` },
            ],
          },
        },
        data: line.points,
      },
    ],
  };
}
