/** What audio broadcasting answers a person in both languages. */
export const broadcastMessages = {
  'broadcast.nameRequired': { en: 'please name the broadcast', zh: '请填写广播名称' },
  'broadcast.scheduleKind': {
    en: 'the schedule is one of now, once (at), daily (time, startdate, enddate) or weekly (time, weekdays, startdate, enddate)',
    zh: '播放计划须为立即、单次（at）、每天（time、startdate、enddate）或每周（time、weekdays、startdate、enddate）之一',
  },
  'broadcast.at': {
    en: '{field} must be a date and time such as 2026-12-31 08:30',
    zh: '{field}须为日期和时间，例如 2026-12-31 08:30',
  },
  'broadcast.dateOrder': {
    en: 'the last day must not be before the first day',
    zh: '最后一天不能早于第一天',
  },
  'broadcast.noOccurrence': {
    en: 'the schedule has no time left to play',
    zh: '该播放计划已没有可播放的时间',
  },
  'broadcast.mediaRequired': {
    en: 'choose a sound from the media library',
    zh: '请从媒体库选择音频',
  },
  'broadcast.textRequired': { en: 'type the text to be spoken', zh: '请输入要播报的文字' },
  'broadcast.mediaMissing': {
    en: 'sound {id} is not in your media library',
    zh: '您的媒体库中没有音频 {id}',
  },
  'broadcast.notAudio': {
    en: '{name} is not a sound; broadcasts play sounds',
    zh: '{name} 不是音频，广播只能播放音频',
  },
  'broadcast.noTerminals': {
    en: 'none of these devices is a broadcast terminal of yours; nothing was sent',
    zh: '所选设备中没有您的广播终端，未发送任何内容',
  },
  'broadcast.ttsUnavailable': {
    en: 'text to speech is not available on the server (espeak-ng is not installed)',
    zh: '服务器上没有可用的语音合成（未安装 espeak-ng）',
  },
  'broadcast.ttsFailed': {
    en: 'the speech could not be made; try again or upload a recording',
    zh: '语音合成失败，请重试或上传录音',
  },
  'live.sessionId': {
    en: '{field} must be the live session’s code: 22 to 64 letters, digits, - or _',
    zh: '{field}须为现场广播会话代码：22 至 64 位字母、数字、- 或 _',
  },
  'live.sessionGone': {
    en: 'this live broadcast has ended',
    zh: '该现场广播已结束',
  },
  'live.tooMany': {
    en: '{max} live broadcasts are on air already; try again once one has ended',
    zh: '已有 {max} 个现场广播正在进行，请在其中一个结束后再试',
  },
  'live.headerFirst': {
    en: 'the first piece of a live broadcast (seq 0) holds its header and must be sent first',
    zh: '现场广播的第一段（seq 0）包含音频头，须最先发送',
  },
  'live.chunkEmpty': {
    en: 'the piece of recording is empty',
    zh: '录音片段为空',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
