/** Messages of signing in and of one's own account: captcha, delays, avatar links. */
export const signInMessages = {
  'error.captchaRequired': {
    en: 'enter the characters shown in the picture',
    zh: '请输入图片中的字符',
  },
  'error.captchaWrong': {
    en: 'the characters do not match the picture or it has expired; enter those of the new picture',
    zh: '验证码错误或已过期，请输入新图片中的字符',
  },
  'error.signInDelay': {
    en: 'too many failed sign-ins for this account from this address; try again in {seconds} seconds',
    zh: '此账号在当前地址登录失败次数过多，请{seconds}秒后再试',
  },
  'error.cannotResetOwnPassword': {
    en: 'you cannot reset your own password here; change it in your profile with the current one',
    zh: '不能在此重置自己的密码，请在个人中心用当前密码修改',
  },
  'error.faceLinkInvalid': {
    en: 'the image link is invalid or has expired',
    zh: '图片链接无效或已过期',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
