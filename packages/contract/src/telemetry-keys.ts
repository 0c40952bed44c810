/**
 * The street-light telemetry keys of the device API (docs/protocol.md lists them for firmware
 * writers). Devices send `{"key": value}` on `v1/devices/me/telemetry`; these keys are understood
 * and checked against their range, any other key is kept as it comes.
 */
export interface TelemetryKey {
  key: string;
  unit: string;
  min: number;
  max: number;
  /** Whole numbers only (states, counts). */
  integer?: boolean;
  en: string;
  zh: string;
}

export const telemetryKeys = [
  { key: 'batteryVoltage', unit: 'V', min: 0, max: 60, en: 'Battery voltage', zh: '电池电压' },
  { key: 'batterySoc', unit: '%', min: 0, max: 100, en: 'Battery state of charge', zh: '电池电量' },
  { key: 'chargeCurrent', unit: 'A', min: -50, max: 50, en: 'Charge current', zh: '充电电流' },
  { key: 'batteryTemperature', unit: '°C', min: -40, max: 100, en: 'Battery temperature', zh: '电池温度' },
  { key: 'pvVoltage', unit: 'V', min: 0, max: 100, en: 'PV voltage', zh: '光伏电压' },
  { key: 'pvPower', unit: 'W', min: 0, max: 2000, en: 'PV power', zh: '光伏功率' },
  { key: 'loadVoltage', unit: 'V', min: 0, max: 300, en: 'Load voltage', zh: '负载电压' },
  { key: 'loadCurrent', unit: 'A', min: 0, max: 50, en: 'Load current', zh: '负载电流' },
  { key: 'loadPower', unit: 'W', min: 0, max: 2000, en: 'Load power', zh: '负载功率' },
  { key: 'brightness', unit: '%', min: 0, max: 100, integer: true, en: 'Brightness', zh: '亮度' },
  {
    key: 'energyConsumedToday',
    unit: 'Wh',
    min: 0,
    max: 50000,
    en: 'Energy consumed today',
    zh: '今日耗电量',
  },
  {
    key: 'energyGeneratedToday',
    unit: 'Wh',
    min: 0,
    max: 50000,
    en: 'Energy generated today',
    zh: '今日发电量',
  },
  { key: 'temperature', unit: '°C', min: -40, max: 100, en: 'Controller temperature', zh: '控制器温度' },
  { key: 'runState', unit: '', min: 1, max: 5, integer: true, en: 'Run state', zh: '运行状态' },
  { key: 'loadState', unit: '', min: 0, max: 8, integer: true, en: 'Load state', zh: '负载状态' },
  { key: 'batteryState', unit: '', min: 0, max: 6, integer: true, en: 'Battery state', zh: '电池状态' },
  { key: 'loadMode', unit: '', min: 0, max: 7, integer: true, en: 'Load mode', zh: '负载模式' },
  { key: 'signalStrength', unit: 'dBm', min: -140, max: 0, en: 'Signal strength', zh: '信号强度' },
  { key: 'lightingHoursToday', unit: 'h', min: 0, max: 24, en: 'Lighting hours today', zh: '今日亮灯时长' },
] as const satisfies readonly TelemetryKey[];

/** Client attributes a device reports once or seldom (`v1/devices/me/attributes`). */
export const attributeKeys = [
  'firmwareVersion',
  'model',
  'batteryType',
  'holidayMode',
  'reportInterval',
  'iccid',
] as const;
