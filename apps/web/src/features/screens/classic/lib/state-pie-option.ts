import type { DashboardSummary } from '@lamplighter/contract';
import type { EChartsCoreOption } from 'echarts/core';
import { NO_STATE_COLOR, stateColor } from '../../../../shared/map/state-donut';
import { CLASSIC_CHART } from './chart-style';

export interface StateSlice {
  name: string;
  value: number;
  color: string;
}

/** The fleet's run states as slices in legend order, each in its state's colour, with its name. */
export function stateSlices(
  byState: DashboardSummary['devices']['byState'],
  nameOf: (runstate: number | null) => string,
): StateSlice[] {
  return byState.map((row) => ({
    name: nameOf(row.runstate),
    value: row.count,
    color: row.runstate === null ? NO_STATE_COLOR : stateColor(row.runstate),
  }));
}

/** A ring of the run states, the legend beside it with each state's count and share. */
export function statePieOption(slices: readonly StateSlice[], motion: boolean): EChartsCoreOption {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const countOf = new Map(slices.map((slice) => [slice.name, slice.value]));
  return {
    animation: motion,
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: {
      orient: 'vertical',
      right: 8,
      top: 'middle',
      itemWidth: 12,
      itemHeight: 12,
      itemGap: 12,
      icon: 'circle',
      textStyle: {
        color: CLASSIC_CHART.text,
        fontSize: 16,
        rich: {
          name: { width: 84, color: CLASSIC_CHART.text, fontSize: 16 },
          count: { width: 56, align: 'right', color: '#fff', fontSize: 18, fontWeight: 700 },
          share: { width: 48, align: 'right', color: CLASSIC_CHART.axis, fontSize: 15 },
        },
      },
      formatter: (name: string) => {
        const count = countOf.get(name) ?? 0;
        const share = total > 0 ? Math.round((count / total) * 100) : 0;
        return `{name|${name}}{count|${count}}{share|${share}%}`;
      },
    },
    series: [
      {
        type: 'pie',
        radius: ['44%', '70%'],
        center: ['23%', '50%'],
        avoidLabelOverlap: true,
        label: { show: false },
        itemStyle: { borderColor: CLASSIC_CHART.panel, borderWidth: 2 },
        data: slices.map((slice) => ({
          name: slice.name,
          value: slice.value,
          itemStyle: { color: slice.color },
        })),
      },
    ],
  };
}
