import type { EChartsCoreOption } from 'echarts/core';
import { CLASSIC_CHART, gradient } from './chart-style';

export interface GaugeFigure {
  /** What the gauge measures (its series' name). */
  name: string;
  /** Percent, or null when there is nothing to measure (no lamp is expected on by day). */
  percent: number | null;
  /** The arc's colours, from its start to the value. */
  colors: readonly [string, string];
}

/** A classic dial from 0 to 100 %: scale, hand and the value in its middle; `--` without a value. */
export function gaugeOption({ name, percent, colors }: GaugeFigure, motion: boolean): EChartsCoreOption {
  const [from, to] = colors;
  return {
    animation: motion,
    animationDurationUpdate: 800,
    series: [
      {
        type: 'gauge',
        name,
        min: 0,
        max: 100,
        splitNumber: 5,
        startAngle: 200,
        endAngle: -20,
        radius: '94%',
        center: ['50%', '58%'],
        progress: { show: true, width: 12, itemStyle: { color: gradient(from, to) } },
        axisLine: { lineStyle: { width: 12, color: [[1, CLASSIC_CHART.track]] } },
        axisTick: { distance: 4, length: 4, splitNumber: 4, lineStyle: { color: CLASSIC_CHART.axis } },
        splitLine: { distance: 4, length: 10, lineStyle: { color: CLASSIC_CHART.axis, width: 2 } },
        axisLabel: { distance: 18, color: CLASSIC_CHART.axis, fontSize: 13 },
        pointer: { show: percent !== null, length: '56%', width: 5, itemStyle: { color: to } },
        anchor: {
          show: percent !== null,
          size: 14,
          itemStyle: { color: CLASSIC_CHART.panel, borderColor: to, borderWidth: 3 },
        },
        // The name goes under the dial, in the page, where it has room in either language.
        title: { show: false },
        detail: {
          offsetCenter: [0, '56%'],
          fontSize: 32,
          fontWeight: 700,
          color: '#fff',
          valueAnimation: motion,
          formatter: percent === null ? '--' : '{value}%',
        },
        data: [{ value: percent ?? 0, name }],
      },
    ],
  };
}
