/** Messages of device data (telemetry history and the live state), in both languages. */
export const telemetryMessages = {
  'validation.telemetryKey': { en: 'please select a telemetry key', zh: '请选择遥测数据项' },
  'validation.time': {
    en: '{field} must be a time: ISO 8601, or seconds or milliseconds since 1970',
    zh: '{field}须为时间：ISO 8601 格式，或自 1970 年起的秒数或毫秒数',
  },
  'validation.timeRange': { en: 'the start time must be before the end time', zh: '开始时间须早于结束时间' },
} as const satisfies Record<string, { en: string; zh: string }>;
