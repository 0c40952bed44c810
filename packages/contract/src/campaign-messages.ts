/** What screen advertising answers a person in both languages. */
export const campaignMessages = {
  'campaign.nameRequired': { en: 'please name the campaign', zh: '请填写广告活动名称' },
  'campaign.dateOrder': {
    en: 'the end date must not be before the start date',
    zh: '结束日期不能早于开始日期',
  },
  'campaign.slotEnd': {
    en: '{field} must be a time of day as HH:MM, or 24:00',
    zh: '{field}须为 HH:MM 格式的时间，或 24:00',
  },
  'campaign.slotOrder': {
    en: 'time slot {slot} must end after it starts',
    zh: '第 {slot} 个时段的结束时间须晚于开始时间',
  },
  'campaign.slotOverlap': {
    en: 'time slots {first} and {second} overlap',
    zh: '第 {first} 个和第 {second} 个时段重叠',
  },
  'campaign.programUnpublished': {
    en: 'program {name} has no published version yet; publish it before booking it',
    zh: '节目 {name} 尚无已发布的版本，请先发布再投放',
  },
  'campaign.notScreens': {
    en: 'not LED screens of yours: {ids}',
    zh: '以下设备不是您的 LED 屏：{ids}',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
