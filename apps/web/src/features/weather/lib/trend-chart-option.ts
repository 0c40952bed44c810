import type { TrendColumns, WeatherTrend } from '@lamplighter/contract';
import dayjs from 'dayjs';
import type { EChartsCoreOption } from 'echarts/core';
import { formatReading } from './readings';

/** One colour per station, its line and its band alike (as many as a chart compares). */
export const STATION_COLORS = [
  '#1677ff',
  '#fa8c16',
  '#52c41a',
  '#eb2f96',
  '#13c2c2',
  '#722ed1',
  '#a0d911',
  '#f5222d',
];

type Step = WeatherTrend['step'];

const HOUR_MS = 3_600_000;

/**
 * A line breaks where two points lie further apart than this: the station was silent between them.
 * Readings are minutes apart, but some stations report hourly and the demo's past is two-hourly.
 */
const LONGEST_GAP_MS: Record<Step, number> = { reading: 3 * HOUR_MS, hour: 3 * HOUR_MS, day: 48 * HOUR_MS };

const TIME_FORMATS: Record<Step, string> = {
  reading: 'YYYY-MM-DD HH:mm',
  hour: 'YYYY-MM-DD HH:00',
  day: 'YYYY-MM-DD',
};

/** The time axis' labels: days as month-day rather than ECharts' day of the month alone. */
const AXIS_LABELS = {
  year: '{yyyy}',
  month: '{MM}-{dd}',
  day: '{MM}-{dd}',
  hour: '{HH}:{mm}',
  minute: '{HH}:{mm}',
};

/** [time, mean, min, max]; all null where the line breaks. */
type Row = [number, number | null, number | null, number | null];

function rowsOf(points: TrendColumns, step: Step): Row[] {
  const rows: Row[] = [];
  let previous: number | undefined;
  points.t.forEach((time, i) => {
    if (previous !== undefined && time - previous > LONGEST_GAP_MS[step]) {
      rows.push([(previous + time) / 2, null, null, null]);
    }
    rows.push([time, points.mean[i] ?? null, points.min[i] ?? null, points.max[i] ?? null]);
    previous = time;
  });
  return rows;
}

interface TooltipItem {
  seriesId?: string;
  marker?: string;
  seriesName?: string;
  value?: unknown;
  axisValue?: number;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const MEAN = 'mean:';

/**
 * One line per station of the mean of each step; for hours and days (where a step holds many
 * readings) a shaded band from the lowest to the highest under it, and the tooltip says both.
 */
export function trendChartOption(
  trend: WeatherTrend,
  words: { min: string; max: string },
): EChartsCoreOption {
  const banded = trend.step !== 'reading';
  const shown = (value: number | null | undefined) => formatReading(trend.key, value);
  const stations = trend.series.map((station, index) => ({
    ...station,
    color: STATION_COLORS[index % STATION_COLORS.length],
    rows: rowsOf(station.points, trend.step),
  }));

  const tooltipLine = (item: TooltipItem) => {
    const [, mean, min, max] = item.value as Row;
    const range = banded ? ` (${words.min} ${shown(min)}, ${words.max} ${shown(max)})` : '';
    return `${item.marker ?? ''}${escapeHtml(item.seriesName ?? '')}: <b>${shown(mean)}</b> ${trend.unit}${range}`;
  };

  return {
    animation: false,
    grid: { left: 48, right: 24, top: 40, bottom: 56 },
    legend: { top: 0, type: 'scroll', data: stations.map((station) => station.devicename) },
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (items: TooltipItem[]) => {
        const lines = items.filter((item) => item.seriesId?.startsWith(MEAN));
        const time = lines[0]?.axisValue ?? items[0]?.axisValue;
        if (time === undefined) return '';
        return [dayjs(time).format(TIME_FORMATS[trend.step]), ...lines.map(tooltipLine)].join('<br/>');
      },
    },
    xAxis: {
      type: 'time',
      min: Date.parse(trend.from),
      max: Date.parse(trend.to),
      axisLabel: { hideOverlap: true, formatter: AXIS_LABELS },
    },
    // The unit is in the chart's title and its tooltip.
    yAxis: { type: 'value', scale: true },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    series: stations.flatMap((station) => {
      const id = station.deviceid;
      const line = {
        id: `${MEAN}${id}`,
        name: station.devicename,
        type: 'line',
        color: station.color,
        showSymbol: station.rows.length < 60,
        data: station.rows,
        encode: { x: 0, y: 1 },
      };
      if (!banded) return [line];
      // The band is the lowest value with the spread to the highest stacked on it, shaded.
      const band = {
        name: station.devicename,
        type: 'line',
        stack: `band:${id}`,
        stackStrategy: 'all',
        symbol: 'none',
        silent: true,
        lineStyle: { opacity: 0 },
        color: station.color,
      };
      return [
        line,
        { ...band, id: `low:${id}`, data: station.rows.map(([time, , min]) => [time, min]) },
        {
          ...band,
          id: `spread:${id}`,
          areaStyle: { opacity: 0.15 },
          data: station.rows.map(([time, , min, max]) => [
            time,
            max === null || min === null ? null : max - min,
          ]),
        },
      ];
    }),
  };
}
