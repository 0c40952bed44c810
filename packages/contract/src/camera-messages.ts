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
  'camera.noSnapshot': {
    en: 'this camera has no snapshot address, and no HLS or RTSP stream to take a picture from',
    zh: '该摄像头既没有快照地址，也没有可截取画面的 HLS 或 RTSP 视频流',
  },
  'camera.snapshotNoFfmpeg': {
    en: 'this camera has no snapshot address, and the server has no ffmpeg to take a picture from its stream',
    zh: '该摄像头没有快照地址，服务器也未安装 ffmpeg，无法从视频流截取画面',
  },
  'camera.snapshotUnavailable': {
    en: 'the camera’s still image cannot be fetched now',
    zh: '暂时无法获取摄像头的快照',
  },
  'camera.snapshotRefused': {
    en: 'the camera answered {status} when asked for its still image',
    zh: '请求快照时摄像头返回了 {status}',
  },
  'camera.snapshotTimeout': {
    en: 'the camera did not send its still image within {seconds} s',
    zh: '摄像头未在 {seconds} 秒内返回快照',
  },
  'camera.snapshotTooLarge': {
    en: 'the camera’s still image is larger than {max} MB',
    zh: '摄像头的快照超过 {max} MB',
  },
  'camera.snapshotNotImage': {
    en: 'the snapshot address did not answer a JPEG, PNG or WebP image',
    zh: '快照地址返回的不是 JPEG、PNG 或 WebP 图片',
  },
  'camera.snapshotBusy': {
    en: 'too many camera pictures are being taken at once; try again in a moment',
    zh: '同时获取的摄像头画面过多，请稍后重试',
  },
  'camera.linkExpired': {
    en: 'the stream link has expired or was altered; open the camera again',
    zh: '视频流链接已过期或被篡改，请重新打开摄像头',
  },
  'camera.noPtz': {
    en: 'this camera does not pan, tilt or zoom: turn PTZ on in its addresses if it can',
    zh: '该摄像头不支持云台控制：如摄像头具备云台，请在其地址设置中开启云台（PTZ）',
  },
  'camera.ptzOffline': {
    en: 'the camera is offline: the step was not sent',
    zh: '摄像头离线，云台指令未发送',
  },
  'camera.ptzRefused': {
    en: 'the camera refused the step: {reason}',
    zh: '摄像头拒绝了云台指令：{reason}',
  },
  'camera.noWhep': {
    en: 'this camera has no WebRTC (WHEP) address',
    zh: '该摄像头未配置 WebRTC（WHEP）地址',
  },
  'camera.notSdp': {
    en: 'the offer is not a session description (SDP)',
    zh: '请求内容不是会话描述（SDP）',
  },
  'camera.whepSession': {
    en: 'the WebRTC session is not one the platform gave',
    zh: '该 WebRTC 会话标识无效',
  },
  'camera.whepRefused': {
    en: 'the camera answered {status} to the WebRTC offer',
    zh: '摄像头对 WebRTC 连接请求返回了 {status}',
  },
  'camera.whepTimeout': {
    en: 'the camera did not answer the WebRTC offer within {seconds} s',
    zh: '摄像头未在 {seconds} 秒内应答 WebRTC 连接请求',
  },
  'camera.whepNotSdp': {
    en: 'the camera did not answer the WebRTC offer with a session description',
    zh: '摄像头对 WebRTC 连接请求的应答不是会话描述（SDP）',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
