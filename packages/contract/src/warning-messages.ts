/** The reasons a state warning gives, in both languages: load and battery states, or the run state alone. */
export const warningMessages = {
  'loadState.2': { en: 'open-circuit protection', zh: '开路保护' },
  'loadState.3': { en: 'straight-through', zh: '直通' },
  'loadState.4': { en: 'short-circuit protection', zh: '短路保护' },
  'loadState.5': { en: 'overload protection', zh: '过载保护' },
  'loadState.6': { en: 'overload warning', zh: '过载预警' },
  'loadState.7': { en: 'line failure', zh: '线路故障' },
  'loadState.8': { en: 'dimming line disconnected', zh: '调光线断开' },
  'batteryState.0': { en: 'over-discharge', zh: '过放' },
  'batteryState.1': { en: 'undervoltage', zh: '欠压' },
  'batteryState.3': { en: 'voltage limiting', zh: '限压' },
  'batteryState.4': { en: 'overvoltage', zh: '过压' },
  'batteryState.5': { en: 'overtemperature', zh: '过温' },
  'batteryState.6': { en: 'activation', zh: '激活' },
  'warningReason.alarmReported': {
    en: 'the device reports an alarm without a load or battery reason',
    zh: '设备上报告警，未给出负载或电池原因',
  },
  'warningReason.faultReported': {
    en: 'the device reports a fault without a load or battery reason',
    zh: '设备上报故障，未给出负载或电池原因',
  },
} as const satisfies Record<string, { en: string; zh: string }>;

export type WarningReasonKey = keyof typeof warningMessages;
