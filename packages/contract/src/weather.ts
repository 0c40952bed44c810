import { z } from 'zod';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope, listEnvelope } from './envelope';
import {
  decimalField,
  flagField,
  idField,
  idListOf,
  idOf,
  integerField,
  messageOf,
  pageNumField,
  pageSizeField,
} from './fields';
import { utcOffsetField } from './history-export';
import { blankToUndefined, dateField, optionalId } from './inventory-fields';
import type { Language } from './messages';
import { updateFields } from './update-fields';

/**
 * Meteorological monitoring: what weather stations report, in the order the screens show it. The
 * rainfall is the day's total so far (it restarts at the station's midnight), the rain rate the
 * intensity now; PM2.5 and PM10 only where the station has the sensors.
 */
export const meteoKeys = [
  'temperature',
  'humidity',
  'rainfall',
  'rainRate',
  'windSpeed',
  'windDirection',
  'pressure',
  'noise',
  'pm25',
  'pm10',
] as const;
export type MeteoKey = (typeof meteoKeys)[number];

export const meteoUnits: Record<MeteoKey, string> = {
  temperature: '°C',
  humidity: '%',
  rainfall: 'mm',
  rainRate: 'mm/h',
  windSpeed: 'm/s',
  windDirection: '°',
  pressure: 'hPa',
  noise: 'dB',
  pm25: 'μg/m³',
  pm10: 'μg/m³',
};

/** The names of the readings, for sheets and warning reasons (the web has the same in its locales). */
export const meteoNames: Record<MeteoKey, Record<Language, string>> = {
  temperature: { en: 'Temperature', zh: '温度' },
  humidity: { en: 'Humidity', zh: '湿度' },
  rainfall: { en: 'Rainfall today', zh: '今日雨量' },
  rainRate: { en: 'Rain intensity', zh: '雨强' },
  windSpeed: { en: 'Wind speed', zh: '风速' },
  windDirection: { en: 'Wind direction', zh: '风向' },
  pressure: { en: 'Pressure', zh: '气压' },
  noise: { en: 'Noise', zh: '噪声' },
  pm25: { en: 'PM2.5', zh: 'PM2.5' },
  pm10: { en: 'PM10', zh: 'PM10' },
};

/** Readings that a mean, a minimum and a maximum make sense of (not a direction). */
export const trendKeys = meteoKeys.filter((key) => key !== 'windDirection') as Exclude<
  MeteoKey,
  'windDirection'
>[];
export type TrendKey = (typeof trendKeys)[number];

/** The values a threshold may be set at: what the sensors can measure. */
export const thresholdRanges: Record<TrendKey, { min: number; max: number }> = {
  temperature: { min: -60, max: 70 },
  humidity: { min: 0, max: 100 },
  rainfall: { min: 0, max: 1000 },
  rainRate: { min: 0, max: 500 },
  windSpeed: { min: 0, max: 80 },
  pressure: { min: 800, max: 1100 },
  noise: { min: 20, max: 140 },
  pm25: { min: 0, max: 1000 },
  pm10: { min: 0, max: 2000 },
};

export const weatherPeriods = ['day', 'week', 'month', 'year'] as const;
export type WeatherPeriod = (typeof weatherPeriods)[number];
/** Stations one chart compares at most. */
export const WEATHER_COMPARE_MAX = 8;
/** Days one daily table or export covers at most. */
export const WEATHER_DAILY_MAX_DAYS = 366;
/** Thresholds one project may hold. */
export const WEATHER_THRESHOLDS_MAX = 50;

const trendKeyField = z.enum(trendKeys, { error: messageOf('weather.keyUnknown') });
const stationIds = idListOf(idField, 'weather.stationsRequired').refine(
  (ids) => ids.length <= WEATHER_COMPARE_MAX,
  { error: messageOf('weather.stationsRequired', { max: WEATHER_COMPARE_MAX }) },
);

const readings = z
  .object(
    Object.fromEntries(meteoKeys.map((key) => [key, z.number().nullable()])) as Record<
      MeteoKey,
      z.ZodNullable<z.ZodNumber>
    >,
  )
  .describe('the newest value of each reading; null when the station never reported it');

export const weatherStationItem = z.object({
  id: z.number().int(),
  devicecode: z.string(),
  devicename: z.string(),
  projectid: z.number().int().nullable(),
  projectname: z.string(),
  groupname: z.string(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  runstate: z.number().int().nullable().describe('1 normal, 2 alarm, 3 fault, 4 offline, 5 upgrading'),
  reportedat: z.string().nullable().describe('newest reading, ISO 8601 UTC'),
  values: readings,
  crossed: z.array(z.enum(trendKeys)).describe("readings past one of the project's thresholds now"),
});
export type WeatherStationItem = z.infer<typeof weatherStationItem>;

export const regionFigure = z.object({
  key: z.enum(trendKeys),
  stations: z.number().int().describe('stations whose newest value of the reading counts'),
  min: z.number().nullable(),
  mean: z.number().nullable(),
  max: z.number().nullable(),
  todaymin: z.number().nullable().describe('lowest since midnight on the caller clock'),
  todaymax: z.number().nullable().describe('highest since midnight on the caller clock'),
});
export type RegionFigure = z.infer<typeof regionFigure>;

export const weatherOverview = z.object({
  stations: z.array(weatherStationItem).describe('by name'),
  region: z.array(regionFigure).describe('over the stations reporting now (not offline)'),
});
export type WeatherOverview = z.infer<typeof weatherOverview>;

export const trendQuery = z.object({
  deviceids: stationIds.describe(`1 to ${WEATHER_COMPARE_MAX} weather stations`),
  key: trendKeyField,
  period: z.enum(weatherPeriods).default('day'),
  date: dateField('date').describe('the last day shown (YYYY-MM-DD on the caller clock), default today'),
  utcoffset: utcOffsetField,
});
export type TrendQuery = z.output<typeof trendQuery>;

/**
 * A station's steps as columns, oldest first: the n-th step began at `t[n]` (milliseconds since 1970,
 * UTC) and its readings ranged from `min[n]` to `max[n]` around `mean[n]`. Columns rather than one
 * object per step: a month of hours of eight stations is 5,760 steps, and names repeated in each
 * made up most of the answer.
 */
export const trendColumns = z.object({
  t: z.array(z.number()),
  min: z.array(z.number()),
  mean: z.array(z.number()),
  max: z.array(z.number()),
});
export type TrendColumns = z.infer<typeof trendColumns>;

export const weatherTrend = z.object({
  key: z.enum(trendKeys),
  unit: z.string(),
  period: z.enum(weatherPeriods),
  from: z.string(),
  to: z.string(),
  step: z.enum(['reading', 'hour', 'day']).describe('each reading (a day), hours (week, month), days (year)'),
  series: z.array(
    z.object({
      deviceid: z.number().int(),
      devicecode: z.string(),
      devicename: z.string(),
      points: trendColumns,
    }),
  ),
});
export type WeatherTrend = z.infer<typeof weatherTrend>;

const dailyRange = {
  deviceids: stationIds,
  from: dateField('from').describe('first day (YYYY-MM-DD), default 30 days back'),
  to: dateField('to').describe('last day included (YYYY-MM-DD), default today'),
  utcoffset: utcOffsetField,
};
const rangeInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  query.from === undefined || query.to === undefined || query.from <= query.to;

export const dailyQuery = z
  .object({ ...dailyRange, key: trendKeyField, pagenum: pageNumField, pagesize: pageSizeField })
  .refine(rangeInOrder, { path: ['from'], error: messageOf('validation.timeRange') });
export type DailyQuery = z.output<typeof dailyQuery>;

export const dailyExportQuery = z
  .object(dailyRange)
  .refine(rangeInOrder, { path: ['from'], error: messageOf('validation.timeRange') });
export type DailyExportQuery = z.output<typeof dailyExportQuery>;

export const dailyRow = z.object({
  day: z.string().describe('YYYY-MM-DD on the caller clock'),
  deviceid: z.number().int(),
  devicecode: z.string(),
  devicename: z.string(),
  min: z.number(),
  mean: z.number(),
  max: z.number(),
  readings: z.number().int().describe('readings the figures come from'),
});
export type DailyRow = z.infer<typeof dailyRow>;

export const thresholdOperators = ['above', 'below'] as const;
export type ThresholdOperator = (typeof thresholdOperators)[number];

export const weatherThreshold = z.object({
  id: z.number().int(),
  projectid: z.number().int(),
  projectname: z.string(),
  key: z.enum(trendKeys),
  operator: z.enum(thresholdOperators),
  value: z.number(),
  night: z.number().int().describe('1: only between dusk and dawn at the station'),
  groupid: z
    .number()
    .int()
    .nullable()
    .describe('lamps dimmed while crossed: this group, else the whole project'),
  groupname: z.string(),
  dimto: z.number().int().nullable().describe('brightness % of the lamps while crossed; null: warn only'),
  dimback: z.number().int().describe('brightness % given back when every station of the project is clear'),
});
export type WeatherThreshold = z.infer<typeof weatherThreshold>;

const thresholdShape = {
  projectid: idOf('validation.selectProject'),
  key: trendKeyField,
  operator: z.enum(thresholdOperators, { error: messageOf('weather.operatorUnknown') }),
  value: decimalField(-1e6, 1e6),
  night: flagField.default(0),
  groupid: optionalId,
  dimto: z.preprocess(blankToUndefined, integerField(0, 100).optional()),
  dimback: integerField(0, 100).default(100),
};

/** Why a limit is past what the sensor of its reading measures; undefined when it is not. */
export function thresholdValueProblem(key: TrendKey, value: number) {
  const range = thresholdRanges[key];
  if (value >= range.min && value <= range.max) return undefined;
  return { key: 'weather.thresholdValue' as const, params: { ...range, unit: meteoUnits[key] } };
}

export const thresholdBody = z.object(thresholdShape).superRefine((body, context) => {
  const problem = thresholdValueProblem(body.key, body.value);
  if (problem)
    context.addIssue({ code: 'custom', path: ['value'], message: messageOf(problem.key, problem.params) });
});
export type ThresholdBody = z.output<typeof thresholdBody>;

/** A change names the threshold and what changes; the limit is checked against the reading it ends with. */
export const thresholdUpdateBody = z.object({ id: idField, ...updateFields(thresholdShape) });
export type ThresholdUpdateBody = z.output<typeof thresholdUpdateBody>;

/** One reading past one threshold, as a weather warning keeps it. */
export interface Crossing {
  threshold: number;
  key: TrendKey;
  operator: ThresholdOperator;
  limit: number;
  value: number;
}

/** A threshold as the rules apply it. */
export interface ThresholdRule {
  id: number;
  key: TrendKey;
  operator: ThresholdOperator;
  value: number;
  night: boolean;
}

/** The thresholds the values cross now; night-only ones only when `dark`. */
export function crossingsOf(
  values: Partial<Record<MeteoKey, number | null>>,
  rules: readonly ThresholdRule[],
  dark: boolean,
): Crossing[] {
  const found: Crossing[] = [];
  for (const rule of rules) {
    const value = values[rule.key];
    if (value === undefined || value === null || (rule.night && !dark)) continue;
    if (rule.operator === 'above' ? value > rule.value : value < rule.value) {
      found.push({ threshold: rule.id, key: rule.key, operator: rule.operator, limit: rule.value, value });
    }
  }
  return found;
}

const REASON_PART = /^(\w+)([<>])(-?[\d.]+)=(-?[\d.]+)$/;

/** A weather warning's reason as stored: `windSpeed>17=18.2;noise>70=72.1`, read back by `crossingsIn`. */
export function weatherReason(crossings: Crossing[]): string {
  return crossings.map((c) => `${c.key}${c.operator === 'above' ? '>' : '<'}${c.limit}=${c.value}`).join(';');
}

/** The crossings a stored weather reason names; parts it cannot read are left out. */
export function crossingsIn(reason: string): Omit<Crossing, 'threshold'>[] {
  return reason.split(';').flatMap((part) => {
    const match = REASON_PART.exec(part);
    if (!match || !(trendKeys as readonly string[]).includes(match[1] ?? '')) return [];
    return [
      {
        key: match[1] as TrendKey,
        operator: match[2] === '>' ? ('above' as const) : ('below' as const),
        limit: Number(match[3]),
        value: Number(match[4]),
      },
    ];
  });
}

/** A weather warning's reason in a language: `Wind speed 18.2 m/s > 17 m/s`, joined with a comma. */
export function weatherReasonText(reason: string, lang: Language): string {
  return crossingsIn(reason)
    .map((c) => {
      const unit = meteoUnits[c.key];
      return `${meteoNames[c.key][lang]} ${c.value} ${unit} ${c.operator === 'above' ? '>' : '<'} ${c.limit} ${unit}`;
    })
    .join(lang === 'zh' ? '，' : ', ');
}

const xlsx = { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

export const weatherEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/remote/weather/overview',
    summary: "The caller's weather stations with their newest readings, and the region's figures",
    tag: 'weather',
    access: 'device:list',
    query: z.object({ projectid: optionalId, utcoffset: utcOffsetField }),
    response: envelope(weatherOverview),
  }),
  trend: endpoint({
    method: 'GET',
    path: '/remote/weather/trend',
    summary: 'One reading of up to 8 stations over a day, week, month or year',
    tag: 'weather',
    access: 'device:list',
    query: trendQuery,
    response: envelope(weatherTrend),
  }),
  daily: endpoint({
    method: 'GET',
    path: '/remote/weather/daily',
    summary: 'Daily minimum, mean and maximum of one reading of some stations, newest day first',
    tag: 'weather',
    access: 'device:list',
    query: dailyQuery,
    response: listEnvelope(dailyRow),
  }),
  export: endpoint({
    method: 'GET',
    path: '/remote/weather/export',
    summary: 'Daily minimum, mean and maximum of every reading of some stations as xlsx',
    tag: 'weather',
    access: 'device:export',
    query: dailyExportQuery,
    response: xlsx,
  }),
  thresholds: endpoint({
    method: 'GET',
    path: '/remote/weather/threshold/list',
    summary: "The weather thresholds of the caller's projects",
    tag: 'weather',
    access: 'device:list',
    query: z.object({ projectid: optionalId }),
    response: listEnvelope(weatherThreshold),
  }),
  addThreshold: endpoint({
    method: 'POST',
    path: '/remote/weather/threshold/add',
    summary:
      'Add a threshold to a project: a warning while a station is past it, and optionally dimmed lamps',
    tag: 'weather',
    access: 'project:update',
    audit: 'weather.threshold.add',
    body: thresholdBody,
    response: envelope(weatherThreshold),
  }),
  updateThreshold: endpoint({
    method: 'POST',
    path: '/remote/weather/threshold/update',
    summary: 'Change a threshold',
    tag: 'weather',
    access: 'project:update',
    audit: 'weather.threshold.update',
    body: thresholdUpdateBody,
    response: envelope(weatherThreshold),
  }),
  deleteThreshold: endpoint({
    method: 'GET',
    path: '/remote/weather/threshold/delete',
    summary: 'Remove a threshold; its open warnings clear at the next readings',
    tag: 'weather',
    access: 'project:update',
    audit: 'weather.threshold.delete',
    query: z.object({ id: idField }),
    response: emptyEnvelope,
  }),
};
