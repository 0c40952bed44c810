import type { EnergyFigures } from '@lamplighter/contract';
import type { EChartsCoreOption } from 'echarts/core';

/** Energy of one period (`YYYY-MM-DD`, `YYYY-MM` or `YYYY`), of one device, group or project or of all. */
export type PeriodEnergy = Pick<EnergyFigures, 'consumed' | 'generated' | 'saved'> & { period: string };

/** Bars of energy consumed, generated and saved per period, all rows of a period added up. */
export function energyChartOption(
  rows: readonly PeriodEnergy[],
  labels: { consumed: string; generated: string; saved: string },
): EChartsCoreOption {
  const periods = [...new Set(rows.map((row) => row.period))].sort();
  const sum = (period: string, field: 'consumed' | 'generated' | 'saved') =>
    Math.round(rows.filter((row) => row.period === period).reduce((all, row) => all + row[field], 0) * 1000) /
    1000;
  const bars = (['consumed', 'generated', 'saved'] as const).map((field) => ({
    name: labels[field],
    type: 'bar',
    data: periods.map((period) => sum(period, field)),
  }));
  return {
    animation: false,
    grid: { left: 56, right: 16, top: 40, bottom: 32 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: periods },
    yAxis: { type: 'value', name: 'kWh' },
    series: bars,
  };
}
