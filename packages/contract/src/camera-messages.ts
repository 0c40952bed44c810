/** What the camera calls answer a person in both languages. */
export const cameraMessages = {
  'camera.url': {
    en: 'the {field} address must start with {schemes}',
    zh: '{field}地址必须以 {schemes} 开头',
  },
  'camera.noStream': {
    en: 'this camera has no stream address yet',
    zh: '该摄像头尚未配置视频流地址',
  },
  'camera.noFfmpeg': {
    en: 'this camera gives only RTSP, and the server has no ffmpeg to turn it into a browser stream',
    zh: '该摄像头只提供 RTSP，服务器未安装 ffmpeg，无法转换为浏览器可播放的视频流',
  },
  'camera.tooManyStreams': {
    en: 'all {max} live conversions are in use; close another camera first',
    zh: '{max} 路实时转换均已占用，请先关闭其他摄像头',
  },
  'camera.streamUnavailable': {
    en: 'the camera stream cannot be reached now',
    zh: '暂时无法连接摄像头视频流',
  },
  'camera.linkExpired': {
    en: 'the stream link has expired or was altered; open the camera again',
    zh: '视频流链接已过期或被篡改，请重新打开摄像头',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
