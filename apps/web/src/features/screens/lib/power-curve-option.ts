import type { WallPower } from '@lamplighter/contract';
import dayjs from 'dayjs';
import type { EChartsCoreOption } from 'echarts/core';

const AXIS = '#7f9cc4';
const GRID_LINE = 'rgba(127, 156, 196, 0.15)';
const LOAD = '#ffc53d';
const PV = '#36cfc9';

const area = (colour: string) => ({
  type: 'linear',
  x: 0,
  y: 0,
  x2: 0,
  y2: 1,
  colorStops: [
    { offset: 0, color: `${colour}66` },
    { offset: 1, color: `${colour}00` },
  ],
});

/**
 * The fleet's load power and, where the lights report it, their PV power: the mean of each hour,
 * labelled in the browser's time, then what they draw now. Series keep their ids, so that a
 * merged update moves the lines in place; the PV line leaves the legend while no light reports
 * generation.
 */
export function powerCurveOption(
  { hours, now }: WallPower,
  labels: { consumed: string; generated: string; now: string },
): EChartsCoreOption {
  const points = [...hours, now];
  const reportsGeneration = points.some((point) => point.generated !== null);
  const line = (id: string, name: string, colour: string, data: (number | null)[]) => ({
    id,
    name,
    type: 'line',
    smooth: true,
    showSymbol: false,
    connectNulls: false,
    lineStyle: { width: 3, color: colour },
    itemStyle: { color: colour },
    areaStyle: { color: area(colour) },
    data,
  });
  return {
    animation: false,
    textStyle: { color: AXIS, fontSize: 14 },
    grid: { left: 56, right: 16, top: 44, bottom: 28 },
    legend: {
      top: 0,
      right: 0,
      data: reportsGeneration ? [labels.consumed, labels.generated] : [labels.consumed],
      textStyle: { color: '#c9d8ef', fontSize: 14 },
      itemWidth: 18,
    },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => `${value ?? '--'} kW` },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: [...hours.map((hour) => dayjs(hour.hour).format('HH:00')), labels.now],
      axisLine: { lineStyle: { color: GRID_LINE } },
      axisLabel: { color: AXIS, interval: 3 },
    },
    yAxis: {
      type: 'value',
      name: 'kW',
      nameTextStyle: { color: AXIS },
      axisLabel: { color: AXIS },
      splitLine: { lineStyle: { color: GRID_LINE } },
    },
    series: [
      line(
        'consumed',
        labels.consumed,
        LOAD,
        points.map((point) => point.consumed),
      ),
      line(
        'generated',
        labels.generated,
        PV,
        points.map((point) => point.generated),
      ),
    ],
  };
}
