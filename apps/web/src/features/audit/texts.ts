import { actionNames, areaNames, targetNames } from './action-names';

type Language = 'en' | 'zh';

/** The key of an action's name: `audit.actionName.device.add`. */
export const actionNameKey = (action: string) => `audit.actionName.${action}`;

/** The key of an area's name: `audit.area.device`. */
export const areaNameKey = (area: string) => `audit.area.${area}`;

/** The key of a target type's name: `audit.targetName.project`. */
export const targetNameKey = (type: string) => `audit.targetName.${type}`;

function namesIn(lang: Language): Record<string, string> {
  return Object.fromEntries([
    ...Object.entries(actionNames).map(([action, name]) => [actionNameKey(action), name[lang]]),
    ...Object.entries(areaNames).map(([area, name]) => [areaNameKey(area), name[lang]]),
    ...Object.entries(targetNames).map(([type, name]) => [targetNameKey(type), name[lang]]),
  ]);
}

/** Texts of the audit log screen, in both languages with the same keys. */
export const auditTexts = {
  en: {
    'audit.title': 'Audit log',
    'audit.time': 'Time',
    'audit.actor': 'Who',
    'audit.ip': 'Address',
    'audit.action': 'Action',
    'audit.target': 'Target',
    'audit.result': 'Result',
    'audit.success': 'success',
    'audit.failure': 'failure',
    'audit.allActions': 'All actions',
    'audit.allOfArea': '{{area}}: all',
    'audit.allResults': 'All results',
    ...namesIn('en'),
  },
  zh: {
    'audit.title': '审计日志',
    'audit.time': '时间',
    'audit.actor': '操作人',
    'audit.ip': '地址',
    'audit.action': '操作',
    'audit.target': '对象',
    'audit.result': '结果',
    'audit.success': '成功',
    'audit.failure': '失败',
    'audit.allActions': '全部操作',
    'audit.allOfArea': '{{area}}：全部',
    'audit.allResults': '全部结果',
    ...namesIn('zh'),
  },
};
