import { z } from 'zod';
import { deviceCodeField } from './devices';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { integerField, messageOf, promptedText } from './fields';
import { optionalId } from './inventory-fields';

/** The most points one history call answers: a chart is never wider than this in pixels anyway. */
export const HISTORY_MAX_POINTS = 1000;
export const HISTORY_DEFAULT_POINTS = 500;
/** Without `from`, a history call looks this far back from `to`. */
export const HISTORY_DEFAULT_RANGE_MS = 24 * 3600 * 1000;

/** Numbers of up to 10 digits are seconds, longer ones milliseconds (the seed's date rule). */
function epochMs(text: string): number {
  const value = Number(text);
  return text.replace(/^-/, '').length <= 10 ? value * 1000 : value;
}

/** A moment as ISO 8601, or seconds or milliseconds since 1970; answered as milliseconds. */
export function timeField(field: string) {
  const error = messageOf('validation.time', { field });
  return z.preprocess((value) => {
    if (value === '' || value === null || value === undefined) return undefined;
    if (typeof value !== 'string' && typeof value !== 'number') return value;
    const text = String(value).trim();
    if (/^-?\d{1,16}$/.test(text)) return epochMs(text);
    const parsed = Date.parse(text);
    return Number.isNaN(parsed) ? text : parsed;
  }, z.number({ error }).int({ error }).min(0, { error }).max(8_640_000_000_000_000, { error }).optional());
}

export const historyQuery = z
  .object({
    deviceid: optionalId.describe('the device by id, or'),
    devicecode: deviceCodeField.optional().describe('the device by number'),
    key: promptedText(255, 'validation.telemetryKey').describe('a telemetry key, e.g. batteryVoltage'),
    from: timeField('from').describe('start (included); default 24 hours before the end'),
    to: timeField('to').describe('end (excluded); default now'),
    points: integerField(1, HISTORY_MAX_POINTS)
      .default(HISTORY_DEFAULT_POINTS)
      .describe(`at most this many points (1-${HISTORY_MAX_POINTS})`),
  })
  .refine((query) => query.deviceid !== undefined || query.devicecode !== undefined, {
    path: ['deviceid'],
    error: messageOf('validation.selectDevice'),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from < query.to, {
    path: ['from'],
    error: messageOf('validation.timeRange'),
  });
export type HistoryQuery = z.output<typeof historyQuery>;

/** One bucket of the range: the average of its values, their extremes and how many there were. */
export const historyPoint = z.object({
  ts: z.string().describe('start of the bucket (ISO 8601, UTC)'),
  value: z.number().nullable().describe('average; flags count as 0 and 1; null for text or JSON values'),
  min: z.number().nullable(),
  max: z.number().nullable(),
  count: z.number().int().describe('values in the bucket'),
});
export type HistoryPoint = z.infer<typeof historyPoint>;

export const historySeries = z.object({
  devicecode: z.string(),
  key: z.string(),
  from: z.string(),
  to: z.string(),
  bucket: z.number().int().describe('milliseconds each point stands for'),
  points: z.array(historyPoint).describe('buckets that hold values, oldest first'),
});
export type HistorySeries = z.infer<typeof historySeries>;

export const historyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/remote/history/list',
    summary: 'One telemetry key of a device over a time range, averaged into at most `points` buckets',
    tag: 'history',
    access: 'device:list',
    query: historyQuery,
    response: envelope(historySeries),
  }),
};
