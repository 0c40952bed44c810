import type { Message } from './messages';

/** The custom wall's layouts, in both languages. */
export const wallLayoutMessages = {
  'walllayout.nameRequired': { en: 'please name the layout', zh: '请填写布局名称' },
  'walllayout.badJson': {
    en: 'the widgets must be a JSON list of widgets',
    zh: '组件须为 JSON 格式的组件列表',
  },
  'walllayout.tooLarge': {
    en: 'the layout is larger than {max} characters',
    zh: '布局内容超过 {max} 个字符',
  },
  'walllayout.tooManyWidgets': {
    en: 'a layout holds at most {max} widgets',
    zh: '每个布局最多 {max} 个组件',
  },
  'walllayout.kindInvalid': {
    en: 'unknown widget kind; allowed: {kinds}',
    zh: '未知的组件类型；可选：{kinds}',
  },
  'walllayout.outsideGrid': {
    en: 'widget {id} reaches outside the {columns}×{rows} grid',
    zh: '组件 {id} 超出了 {columns}×{rows} 的网格',
  },
  'walllayout.overlap': {
    en: 'widgets {first} and {second} overlap',
    zh: '组件 {first} 与 {second} 重叠',
  },
  'walllayout.duplicateId': { en: 'widget id {id} is used twice', zh: '组件编号 {id} 重复' },
  'walllayout.imageUrl': {
    en: 'the image address must start with http:// or https://',
    zh: '图片地址须以 http:// 或 https:// 开头',
  },
  'walllayout.deviceRequired': {
    en: 'choose the device whose live values the widget shows',
    zh: '请选择该组件显示实时数据的设备',
  },
  'walllayout.deviceOutside': {
    en: 'device {id} is not a device of your account tree',
    zh: '设备 {id} 不属于您的账号树',
  },
  'walllayout.notOwn': {
    en: 'this layout is shared by a parent account and can only be viewed or copied',
    zh: '该布局由上级账号共享，只能查看或复制',
  },
  'walllayout.limit': {
    en: 'an account keeps at most {max} layouts; delete one first',
    zh: '每个账号最多保存 {max} 个布局，请先删除一个',
  },
} as const satisfies Record<string, Message>;
