/** Messages of requests refused before their content is read: framing, size and nesting. */
export const requestMessages = {
  'error.malformedMultipart': {
    en: 'malformed multipart body: it needs a boundary and every part must be complete',
    zh: 'multipart 请求体格式错误：须有分隔符且每个部分完整',
  },
  'error.jsonTooDeep': {
    en: 'JSON nested deeper than {max} levels',
    zh: 'JSON 嵌套超过 {max} 层',
  },
  'error.headersTooLarge': { en: 'request headers too large', zh: '请求头过大' },
  'error.expectationFailed': {
    en: 'the Expect header asks for what the platform does not do',
    zh: '不支持 Expect 请求头所要求的处理',
  },
  'error.malformedUrl': {
    en: 'malformed address: a part of it does not decode or is too long',
    zh: '请求地址格式错误：部分内容无法解码或过长',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
