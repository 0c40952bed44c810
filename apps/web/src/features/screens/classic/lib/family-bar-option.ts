import type { EChartsCoreOption } from 'echarts/core';
import { CLASSIC_CHART, gradient } from './chart-style';

export interface FamilyCount {
  name: string;
  count: number;
}

/** The families as horizontal bars, the largest on top, each with its count at its end. */
export function familyBarOption(families: readonly FamilyCount[], motion: boolean): EChartsCoreOption {
  const sorted = [...families].sort((a, b) => b.count - a.count);
  return {
    animation: motion,
    grid: { left: 8, right: 56, top: 4, bottom: 4, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', show: false },
    yAxis: {
      type: 'category',
      inverse: true,
      data: sorted.map((family) => family.name),
      axisLine: { show: false },
      axisTick: { show: false },
      axisLabel: { color: CLASSIC_CHART.text, fontSize: 16 },
    },
    series: [
      {
        type: 'bar',
        data: sorted.map((family) => family.count),
        barMaxWidth: 14,
        showBackground: true,
        backgroundStyle: { color: CLASSIC_CHART.track, borderRadius: 7 },
        itemStyle: { color: gradient('#1677ff', '#36cfc9'), borderRadius: 7 },
        label: { show: true, position: 'right', color: '#fff', fontSize: 16, fontWeight: 700 },
      },
    ],
  };
}
