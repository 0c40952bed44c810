/** What the weather calls answer a person in both languages: refusals and warning reasons. */
export const weatherMessages = {
  'weather.keyUnknown': { en: 'please choose a weather reading', zh: '请选择气象要素' },
  'weather.stationsRequired': {
    en: 'please choose 1 to {max} weather stations',
    zh: '请选择 1 到 {max} 个气象站',
  },
  'weather.operatorUnknown': { en: 'please choose above or below', zh: '请选择高于或低于' },
  'weather.thresholdValue': {
    en: 'the limit of this reading must lie between {min} and {max} {unit}',
    zh: '该气象要素的阈值须在 {min} 到 {max} {unit} 之间',
  },
  'weather.groupOutsideProject': {
    en: 'the group to dim must belong to the project of the threshold',
    zh: '调光分组必须属于阈值所在项目',
  },
  'weather.thresholdTaken': {
    en: 'this project already has a limit of this reading in this direction at that time of day',
    zh: '该项目在该时段已有该气象要素同方向的阈值',
  },
  'weather.thresholdsFull': {
    en: 'a project holds at most {max} weather thresholds',
    zh: '每个项目最多 {max} 个气象阈值',
  },
  'weather.rangeTooLong': {
    en: 'the daily table covers at most {max} days',
    zh: '日统计表最多覆盖 {max} 天',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
