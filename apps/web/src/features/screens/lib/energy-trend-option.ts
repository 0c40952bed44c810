import type { DashboardEnergy } from '@lamplighter/contract';
import type { EChartsCoreOption } from 'echarts/core';
import { energyChartOption } from '../../../shared/charts/energy-chart-option';

const AXIS = '#7f9cc4';
const GRID_LINE = 'rgba(127, 156, 196, 0.15)';

/** The 30 days of energy as the home page draws them, in the wall's dark colours and larger type. */
export function energyTrendOption(
  days: DashboardEnergy['days'],
  labels: { consumed: string; generated: string; saved: string },
): EChartsCoreOption {
  const base = energyChartOption(
    days.map(({ day, ...figures }) => ({ period: day.slice(5), ...figures })),
    labels,
  );
  return {
    ...base,
    color: ['#4096ff', '#36cfc9', '#95de64'],
    textStyle: { color: AXIS, fontSize: 14 },
    grid: { left: 56, right: 12, top: 44, bottom: 28 },
    legend: { top: 0, right: 0, textStyle: { color: '#c9d8ef', fontSize: 14 }, itemWidth: 14 },
    xAxis: {
      ...(base.xAxis as object),
      axisLine: { lineStyle: { color: GRID_LINE } },
      axisLabel: { color: AXIS },
    },
    yAxis: {
      ...(base.yAxis as object),
      nameTextStyle: { color: AXIS },
      axisLabel: { color: AXIS },
      splitLine: { lineStyle: { color: GRID_LINE } },
    },
  };
}
