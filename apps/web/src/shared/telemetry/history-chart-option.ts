import type { HistoryPoint } from '@lamplighter/contract';
import type { EChartsCoreOption } from 'echarts/core';

export interface ChartSeries {
  key: string;
  label: string;
  unit: string;
  points: HistoryPoint[];
}

/**
 * Lines of several keys over time: one value axis per unit (left, right, then further right),
 * so that volts and watts each keep a readable scale; a gap where a bucket had no value. The time
 * axis spans the chosen range (left alone, ECharts pads a few points to days on either side).
 */
export function historyChartOption(
  series: ChartSeries[],
  span: { from: number; to: number },
): EChartsCoreOption {
  const units = [...new Set(series.map((line) => line.unit))];
  return {
    animation: false,
    grid: { left: 56, right: 24 + Math.max(0, units.length - 1) * 56, top: 40, bottom: 56 },
    legend: { top: 0, type: 'scroll' },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) => (typeof value === 'number' ? value.toFixed(2) : '--'),
    },
    xAxis: { type: 'time', min: span.from, max: span.to },
    yAxis: (units.length > 0 ? units : ['']).map((unit, index) => ({
      type: 'value',
      name: unit,
      position: index === 0 ? 'left' : 'right',
      offset: index < 2 ? 0 : (index - 1) * 56,
      // Percentages keep their whole scale; other units zoom to their values.
      ...(unit === '%' ? { min: 0, max: 100 } : { scale: true }),
      splitLine: { show: index === 0 },
    })),
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    series: series.map((line) => ({
      name: line.unit ? `${line.label} (${line.unit})` : line.label,
      type: 'line',
      showSymbol: line.points.length < 60,
      connectNulls: false,
      yAxisIndex: Math.max(0, units.indexOf(line.unit)),
      data: line.points.map((point) => [Date.parse(point.ts), point.value]),
    })),
  };
}
