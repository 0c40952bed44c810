/** What program management answers a person in both languages. */
export const programMessages = {
  'program.nameRequired': { en: 'please name the program', zh: '请填写节目名称' },
  'program.badJson': {
    en: 'the regions must be a JSON list of regions',
    zh: '区域须为 JSON 格式的区域列表',
  },
  'program.itemType': {
    en: 'each item is a library file (type media) or text (type text)',
    zh: '每个播放项须为媒体库文件（media）或文字（text）',
  },
  'program.colour': { en: 'a colour is written #rrggbb', zh: '颜色须写作 #rrggbb' },
  'program.regionOutside': {
    en: 'region {region} goes past the screen ({width}×{height})',
    zh: '区域 {region} 超出了屏幕范围（{width}×{height}）',
  },
  'program.mediaMissing': {
    en: 'file {id} is not in the media library (any more)',
    zh: '媒体库中没有文件 {id}（可能已被删除）',
  },
  'program.mediaAudio': {
    en: '{name} is a sound; regions show images and videos',
    zh: '{name} 是音频，区域只能播放图片和视频',
  },
  'program.remarkRequired': { en: 'say why the program is rejected', zh: '请填写驳回原因' },
  'program.notDraft': {
    en: 'only a draft can be submitted for review',
    zh: '只有草稿可以提交审核',
  },
  'program.notPending': {
    en: 'only a program waiting for review can be reviewed or withdrawn',
    zh: '只有待审核的节目可以审核或撤回',
  },
  'program.pendingLocked': {
    en: 'the program is waiting for review; withdraw it before changing it',
    zh: '节目正在等待审核，请先撤回再修改',
  },
  'program.newerDraft': {
    en: 'version {version} of this program is already being edited; change that one',
    zh: '该节目的第 {version} 版正在编辑中，请修改那一版',
  },
  'program.publishedDelete': {
    en: 'published programs cannot be deleted: {names}',
    zh: '已发布的节目不能删除：{names}',
  },
  'program.notApproved': {
    en: 'only an approved or published program can be published',
    zh: '只有审核通过或已发布的节目才能发布',
  },
  'program.noScreens': {
    en: 'none of these devices is an LED screen of yours; nothing was sent',
    zh: '所选设备中没有您的 LED 屏，未发送任何内容',
  },
  'media.inUse': {
    en: 'in use by programs under review or published, or by broadcasts still to play: {programs}',
    zh: '以下待审核、已审核或已发布的节目，或尚未播完的广播正在使用这些文件：{programs}',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
