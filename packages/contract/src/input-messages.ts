/**
 * Messages of refused input that any call may answer, in both languages. `{field}` names the
 * field: where a schema cannot know its own name, the server fills it in from where the value was.
 */
export const inputMessages = {
  'validation.integer': {
    en: '{field} must be a whole number from {min} to {max}',
    zh: '{field}须为 {min} 到 {max} 之间的整数',
  },
  'validation.decimal': {
    en: '{field} must be a number from {min} to {max}',
    zh: '{field}须为 {min} 到 {max} 之间的数字',
  },
  'validation.controlCharacter': {
    en: '{field} must not contain control characters',
    zh: '{field}不能包含控制字符',
  },
  'validation.brokenText': {
    en: '{field} holds a broken character (half of a UTF-16 surrogate pair)',
    zh: '{field}包含残缺的字符（不成对的 UTF-16 代理项）',
  },
  'validation.singleLine': {
    en: '{field} must be one line, without line breaks or tabs',
    zh: '{field}须为单行文字，不能包含换行或制表符',
  },
  'validation.tooShort': { en: '{field} must be at least {min} characters', zh: '{field}至少{min}个字符' },
  'validation.tooMany': { en: '{field} holds at most {max} items', zh: '{field}最多{max}项' },
  'validation.tooFew': { en: '{field} needs at least {min} items', zh: '{field}至少需要{min}项' },
  'validation.oneOf': { en: '{field} must be one of: {values}', zh: '{field}须为以下之一：{values}' },
  'validation.unknownField': { en: 'unknown field: {keys}', zh: '未知字段：{keys}' },
  'validation.timePoints': { en: 'please check the time information', zh: '请检查时间信息' },
  'validation.clockTime': {
    en: '{field} must be a time of day as HH:MM',
    zh: '{field}须为 HH:MM 格式的时间',
  },
  'validation.idenkey': {
    en: 'idenkey must be 2-32 lowercase letters, digits, - or _, starting with a letter',
    zh: '角色标识须为2-32位小写字母、数字、- 或 _，并以字母开头',
  },
  'validation.oldPasswordRequired': {
    en: 'please enter the current password to set a new one',
    zh: '设置新密码须输入当前密码',
  },
  'validation.oneContactAtATime': {
    en: 'change the phone and the mailbox one at a time',
    zh: '手机号和邮箱请分开修改',
  },
  'validation.idUnlessAll': {
    en: 'id cannot be empty unless isall is 1',
    zh: 'id 不能为空（isall 为 1 时除外）',
  },
  'validation.nothingToChange': {
    en: 'nothing to change: give realname, email, mobile or password',
    zh: '没有要修改的内容：请填写姓名、邮箱、手机号或密码',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
