import type { Message } from './messages';
/** After-sales tickets and the notifications the platform sends, in both languages. */
export const afterSaleMessages = {
  'aftersale.descriptionRequired': { en: 'please describe the problem', zh: '请填写问题描述' },
  'aftersale.typeInvalid': {
    en: 'type must be deviceFault, systemProblem or other',
    zh: '类型须为设备故障、系统问题或其他',
  },
  'aftersale.priorityInvalid': {
    en: 'priority must be low, medium, high or urgent',
    zh: '优先级须为低、中、高或紧急',
  },
  'aftersale.statusInvalid': {
    en: 'status must be pending, processing, completed or cancelled',
    zh: '状态须为待处理、处理中、已完成或已取消',
  },
  'aftersale.deviceOrProject': {
    en: 'choose the device or the project the ticket is about',
    zh: '请选择工单对应的设备或项目',
  },
  'aftersale.deviceProjectMismatch': {
    en: 'the device does not belong to that project',
    zh: '该设备不属于所选项目',
  },
  'aftersale.transitionRefused': {
    en: 'a {from} ticket cannot become {to}; it may become: {allowed}',
    zh: '{from}的工单不能变为{to}；可变为：{allowed}',
  },
  'aftersale.final': {
    en: 'the ticket is {status} and can no longer change',
    zh: '工单已{status}，不能再修改',
  },
  'aftersale.handlerRequired': {
    en: 'assign a handler before the ticket is processed',
    zh: '请先指派处理人，再开始处理',
  },
  'aftersale.handlerOutside': {
    en: 'the handler must be an enabled account of your account tree',
    zh: '处理人须为您账号树中已启用的账号',
  },
  'aftersale.attachmentType': {
    en: 'only jpg, png, gif, pdf, doc, docx, xls and xlsx files may be attached',
    zh: '仅支持 jpg、png、gif、pdf、doc、docx、xls、xlsx 文件',
  },
  'aftersale.attachmentContent': {
    en: 'the file is not the {type} file its name says',
    zh: '文件内容与扩展名 {type} 不符',
  },
  'aftersale.attachmentCount': {
    en: 'a ticket holds at most {max} files',
    zh: '每个工单最多 {max} 个附件',
  },
  'aftersale.attachmentMissing': { en: 'choose a file to attach', zh: '请选择要上传的文件' },
  'aftersale.status.pending': { en: 'pending', zh: '待处理' },
  'aftersale.status.processing': { en: 'processing', zh: '处理中' },
  'aftersale.status.completed': { en: 'completed', zh: '已完成' },
  'aftersale.status.cancelled': { en: 'cancelled', zh: '已取消' },
  'notify.assigned.title': { en: 'Ticket {code} assigned to you', zh: '工单 {code} 已指派给您' },
  'notify.assigned.content': {
    en: '{by} asked you to handle {code} ({device}): {description}',
    zh: '{by} 请您处理工单 {code}（{device}）：{description}',
  },
  'notify.status.title': { en: 'Ticket {code} is {status}', zh: '工单 {code} {status}' },
  'notify.status.content': {
    en: '{by} moved {code} ({device}) from {from} to {status}. {remark}',
    zh: '{by} 将工单 {code}（{device}）由{from}改为{status}。{remark}',
  },
  'notify.reopened.title': { en: 'Ticket {code} reopened', zh: '工单 {code} 已重新打开' },
  'notify.reopened.content': {
    en: 'The fault of {device} came back within a day of completing {code}: {reason}',
    zh: '{device} 在工单 {code} 完成后一天内再次故障：{reason}',
  },
  'notify.expiry.title': {
    en: '{count} devices expire within {days} days',
    enOne: '{count} device expires within {days} days',
    zh: '{count} 台设备将在 {days} 天内到期',
  },
  'notify.expiry.content': {
    en: 'Package or SIM of {devices} ends by {day}',
    zh: '{devices} 的套餐或 SIM 卡将于 {day} 前到期',
  },
  'notify.offline.title': {
    en: '{count} devices of {project} offline for over a day',
    enOne: '{count} device of {project} offline for over a day',
    zh: '{project} 有 {count} 台设备离线超过一天',
  },
  'notify.offline.content': {
    en: 'Offline since yesterday or longer: {devices}',
    zh: '离线超过一天：{devices}',
  },
  'notify.commandFailed.title': {
    en: 'Command {method} finished: {failed} of {total} devices failed',
    zh: '指令 {method} 已完成：{total} 台中 {failed} 台失败',
  },
  'notify.commandFailed.content': {
    en: '{succeeded} succeeded, {failed} failed or got no answer in time, e.g. {devices}',
    zh: '成功 {succeeded} 台，失败或超时未应答 {failed} 台，如 {devices}',
  },
  'notify.importFailed.title': {
    en: 'Import of {file}: {skipped} of {total} rows not imported',
    zh: '导入 {file}：{total} 行中 {skipped} 行未导入',
  },
  'notify.importFailed.content': {
    en: '{imported} devices added; open the report for the row, column and reason of each problem',
    zh: '已添加 {imported} 台设备；打开报告查看每个问题的行、列和原因',
  },
} as const satisfies Record<string, Message>;
