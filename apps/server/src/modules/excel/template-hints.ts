import type { DeviceColumnKey, Language } from '@lamplighter/contract';

type Hint = { en: string; zh: string };

/** The note on each header cell of the template: what the column takes. */
const hints: Record<DeviceColumnKey, Hint> = {
  devicecode: {
    en: 'Required, unique: 1-64 letters, digits, - or _',
    zh: '必填，唯一：1-64位字母、数字、- 或 _',
  },
  devicename: { en: 'Required, at most 100 characters', zh: '必填，最多100个字符' },
  devicetype: {
    en: 'Required: a type name (Chinese or English) or its ID',
    zh: '必填：类型名称（中文或英文）或类型ID',
  },
  projectid: {
    en: 'Required: a project name of your account tree, or its ID',
    zh: '必填：您账号范围内的项目名称或项目ID',
  },
  groupid: {
    en: 'Optional: a group name of that project, or its ID',
    zh: '选填：该项目下的分组名称或分组ID',
  },
  serialnumber: { en: 'At most 64 characters', zh: '最多64个字符' },
  verifycode: { en: 'At most 32 characters', zh: '最多32个字符' },
  communicationtype: { en: 'A communication type name or code', zh: '通讯方式名称或编码' },
  isnbiot: { en: '0 = no, 1 = yes', zh: '0 = 否，1 = 是' },
  isbms: { en: '0 = no, 1 = yes', zh: '0 = 否，1 = 是' },
  isgridcomplementary: { en: '0 = no, 1 = yes', zh: '0 = 否，1 = 是' },
  packageexpire: { en: 'A date such as 2026-12-31', zh: '日期，例如 2026-12-31' },
  simstart: { en: 'A date such as 2026-01-01', zh: '日期，例如 2026-01-01' },
  simend: { en: 'A date, not before SIM start', zh: '日期，不早于SIM卡开始时间' },
  longitude: { en: '-180 to 180; give latitude too', zh: '-180 到 180，须与纬度同时填写' },
  latitude: { en: '-90 to 90; give longitude too', zh: '-90 到 90，须与经度同时填写' },
  polenumber: { en: 'At most 64 characters', zh: '最多64个字符' },
  installdate: { en: 'A date such as 2026-05-20', zh: '日期，例如 2026-05-20' },
  manufacturerid: { en: 'A manufacturer name or its ID', zh: '厂家名称或厂家ID' },
  model: { en: 'At most 64 characters', zh: '最多64个字符' },
  lamppower: { en: 'Rated power in W, 0 to 100000', zh: '额定功率（W），0 到 100000' },
  firmwareversion: { en: 'At most 64 characters', zh: '最多64个字符' },
  remark: { en: 'At most 500 characters', zh: '最多500个字符' },
};

export function hintOf(key: DeviceColumnKey, lang: Language): string {
  return hints[key][lang];
}

/** Sheet names and the words of the template that are not column labels. */
const words = {
  devices: { en: 'Devices', zh: '设备' },
  example: { en: 'Example', zh: '示例' },
  lists: { en: 'Lists', zh: '选项' },
  exampleName: { en: 'Solar lamp 1', zh: '光伏路灯1' },
  exampleProject: { en: 'Your project', zh: '您的项目' },
  exampleRemark: {
    en: 'Fill the Devices sheet: this sheet is not imported. Each imported device gets its own access token; it is not shown, rotate it on the device page when installing.',
    zh: '请填写“设备”工作表，本表不会导入。导入的设备均会生成接入令牌（不显示），安装时请在设备详情页重新生成。',
  },
} satisfies Record<string, Hint>;

export function templateWord(word: keyof typeof words, lang: Language): string {
  return words[word][lang];
}
