/** What screen management and the screens' device API answer a person, in both languages. */
export const ledScreenMessages = {
  'ledscreen.noScreenshot': {
    en: 'this screen has not sent a screenshot yet',
    zh: '该屏幕尚未上传截屏',
  },
  'ledscreen.notAScreen': {
    en: 'only an LED screen sends screenshots',
    zh: '只有 LED 屏幕可以上传截屏',
  },
  'ledscreen.screenshotType': {
    en: 'a screenshot is a PNG or JPEG image',
    zh: '截屏须为 PNG 或 JPEG 图片',
  },
  'ledscreen.screenshotTooLarge': {
    en: 'a screenshot may be at most {max} MB',
    zh: '截屏不能超过 {max} MB',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
