/** What the media library answers a person in both languages. */
export const mediaMessages = {
  'media.fileMissing': {
    en: 'choose a file to upload',
    zh: '请选择要上传的文件',
  },
  'media.type': {
    en: 'this file is not an image (jpeg, png, gif, webp), a video (mp4, webm) or a sound (mp3, aac, m4a, wav, ogg)',
    zh: '该文件不是支持的图片（jpeg、png、gif、webp）、视频（mp4、webm）或音频（mp3、aac、m4a、wav、ogg）',
  },
  'media.tooLarge': {
    en: 'a file of this kind may be at most {max} MB',
    zh: '此类文件不能超过 {max} MB',
  },
  'media.codec': {
    en: 'this {format} video is encoded as {codec}; screens play {format} encoded as {expected}',
    zh: '该 {format} 视频的编码为 {codec}，屏幕只能播放编码为 {expected} 的 {format} 视频',
  },
  'media.empty': {
    en: 'the file is empty',
    zh: '文件为空',
  },
  'media.linkExpired': {
    en: 'the file’s address has expired or was altered; open it again',
    zh: '文件地址已过期或被篡改，请重新打开',
  },
  'media.range': {
    en: 'the byte range asked for is not in the file',
    zh: '请求的字节范围超出文件',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
