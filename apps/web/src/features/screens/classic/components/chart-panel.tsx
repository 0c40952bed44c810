import type { EChartsCoreOption } from 'echarts/core';
import type { ReactNode } from 'react';
import { Chart } from '../../../../shared/charts/chart';
import { ScreenPanel } from '../../components/screen-panel';
import './classic-charts';

/** A panel of the classic wall holding one chart, which takes new figures by merging them. */
export function ChartPanel({
  title,
  label,
  className,
  extra,
  option,
}: {
  title: string;
  /** What the chart shows, for those who cannot see it. */
  label: string;
  className: string;
  extra?: ReactNode;
  option: EChartsCoreOption;
}) {
  return (
    <ScreenPanel title={title} className={className} extra={extra}>
      <Chart option={option} height="100%" label={label} merge />
    </ScreenPanel>
  );
}
