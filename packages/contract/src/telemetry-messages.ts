/** Messages of device data (telemetry history and the live state), in both languages. */
export const telemetryMessages = {
  'validation.telemetryKey': { en: 'please select a telemetry key', zh: '请选择遥测数据项' },
  'validation.time': {
    en: '{field} must be a time: ISO 8601, or seconds or milliseconds since 1970',
    zh: '{field}须为时间：ISO 8601 格式，或自 1970 年起的秒数或毫秒数',
  },
  'validation.timeRange': { en: 'the start time must be before the end time', zh: '开始时间须早于结束时间' },
  'history.exportTooLarge': {
    en: 'the export would hold more than {max} values: choose a shorter range, fewer devices or fewer keys',
    zh: '导出数据超过 {max} 条：请缩短时间范围，或减少设备或数据项',
  },
  'statistics.rangeTooLong': {
    en: 'the range is too long for statistics by {period}: at most {days} days',
    zh: '按{period}统计的时间范围过长：最多 {days} 天',
  },
  'statistics.tooManyRows': {
    en: 'the statistics would have more than {max} rows: choose a shorter range, a project or a group',
    zh: '统计结果超过 {max} 行：请缩短时间范围，或选择项目或分组',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
