import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';

type EChartsInstance = ReturnType<typeof import('echarts/core')['init']>;

/**
 * An ECharts chart that fills its box. ECharts is imported when the first chart mounts, so that
 * the shell never downloads it; the chart follows the box's size and is disposed on unmount.
 */
export function Chart({
  option,
  height = 320,
  label,
  merge = false,
}: {
  option: EChartsCoreOption;
  height?: number | string;
  label: string;
  /** Merge each new option into the chart (a live wall) instead of replacing it. */
  merge?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsInstance | null>(null);
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts-setup').then(({ echarts }) => {
      if (disposed || !box.current) return;
      chart.current = echarts.init(box.current);
      chart.current.setOption(latest.current, true);
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(box.current);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, !merge);
  }, [option, merge]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
