/** Texts of the telemetry parts shared by several screens (history charts, live values). */
export const telemetryTexts = {
  en: {
    'history.chartTitle': 'History',
    'history.range.day': 'Last 24 hours',
    'history.range.week': 'Last week',
    'history.range.month': 'Last month',
    'history.range.custom': 'Range',
    'history.keys': 'Telemetry items',
    'history.pickKeys': 'Select one or more telemetry items',
    'history.pickRange': 'Select the start and end of the range',
    'history.noValues': 'No values in this range',
    'history.refresh': 'Refresh',
  },
  zh: {
    'history.chartTitle': '历史数据',
    'history.range.day': '最近24小时',
    'history.range.week': '最近一周',
    'history.range.month': '最近一月',
    'history.range.custom': '自定义',
    'history.keys': '数据项',
    'history.pickKeys': '请选择一个或多个数据项',
    'history.pickRange': '请选择开始和结束时间',
    'history.noValues': '该时间范围内没有数据',
    'history.refresh': '刷新',
  },
};
