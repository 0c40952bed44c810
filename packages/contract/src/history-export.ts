import { z } from 'zod';
import { deviceCodeField } from './devices';
import { endpoint } from './endpoint';
import { integerField, messageOf, promptedText } from './fields';
import { timeField } from './history';
import { textList } from './inventory-fields';

/** The most values one export holds: beyond it the call is refused, naming the count. */
export const HISTORY_EXPORT_MAX_ROWS = 100_000;
export const HISTORY_EXPORT_MAX_DEVICES = 50;
export const HISTORY_EXPORT_MAX_KEYS = 30;

/** Export ranges last week or month; or a range given by `from` and `to`. */
export const exportRanges = ['week', 'month', 'custom'] as const;
export type ExportRange = (typeof exportRanges)[number];
export const EXPORT_RANGE_MS: Record<Exclude<ExportRange, 'custom'>, number> = {
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
};

/** Minutes east of UTC of the caller's clock: times in the file are written in it. */
export const utcOffsetField = integerField(-720, 840)
  .default(0)
  .describe('minutes east of UTC in which times are shown (480 for China)');

const telemetryKeyText = promptedText(255, 'validation.telemetryKey');

export const historyExportBody = z
  .object({
    devicecodes: textList(deviceCodeField, HISTORY_EXPORT_MAX_DEVICES)
      .refine((codes) => codes.length > 0, { error: messageOf('validation.selectDevices') })
      .describe(`device numbers (bracket array or comma-separated), at most ${HISTORY_EXPORT_MAX_DEVICES}`),
    keys: textList(telemetryKeyText, HISTORY_EXPORT_MAX_KEYS)
      .refine((keys) => keys.length > 0, { error: messageOf('validation.telemetryKey') })
      .describe('telemetry keys, e.g. batteryVoltage'),
    range: z.enum(exportRanges).default('week').describe('last week, last month, or from/to'),
    from: timeField('from').describe('start (included) of a custom range'),
    to: timeField('to').describe('end (excluded) of a custom range; default now'),
    utcoffset: utcOffsetField,
  })
  .refine((body) => body.range !== 'custom' || body.from !== undefined, {
    path: ['from'],
    error: messageOf('validation.timeRange'),
  })
  .refine((body) => body.from === undefined || body.to === undefined || body.from < body.to, {
    path: ['from'],
    error: messageOf('validation.timeRange'),
  });
export type HistoryExportBody = z.output<typeof historyExportBody>;

export const historyExportEndpoints = {
  export: endpoint({
    method: 'POST',
    path: '/remote/history/export',
    summary: `Every value of the keys of the devices over the last week, month or a range, as xlsx (at most ${HISTORY_EXPORT_MAX_ROWS} values)`,
    tag: 'history',
    access: 'device:export',
    body: historyExportBody,
    response: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  }),
};
