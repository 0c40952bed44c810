/** Messages of device commands, in both languages. */
export const commandMessages = {
  'validation.commandTarget': {
    en: 'name the devices, a group or a project (one of them)',
    zh: '请选择设备、分组或项目(三选一)',
  },
  'validation.commandMethod': { en: 'please select a command', zh: '请选择指令' },
  'validation.commandParams': { en: 'params must be a JSON object', zh: '参数须为 JSON 对象' },
  'validation.commandTtl': {
    en: 'the expiry must be a whole number of seconds between 10 and 604800',
    zh: '有效期须为10到604800之间的整数秒',
  },
  'validation.ptzMove': {
    en: 'the move must be one of left, right, up, down, zoomIn, zoomOut, home',
    zh: '云台动作须为 left、right、up、down、zoomIn、zoomOut、home 之一',
  },
  'validation.brightnessRange': {
    en: 'the lowest brightness must not be above the highest',
    zh: '最低亮度不能高于最高亮度',
  },
  'validation.screenBrightnessMode': {
    en: 'the brightness mode must be manual, ambient or timeOfDay',
    zh: '亮度模式须为 manual、ambient 或 timeOfDay 之一',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
