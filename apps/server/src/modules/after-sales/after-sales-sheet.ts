import type { AfterSale, Language } from '@lamplighter/contract';
import { translate } from '@lamplighter/contract';
import ExcelJS from 'exceljs';
import { inertText } from '../excel/cell-text';
import { columnWidth, styleHeader } from '../excel/sheet-style';
import type { WorkbookName } from '../excel/workbook-reply';

const LABELS = {
  aftersaleCode: { en: 'Ticket', zh: '工单编号' },
  projectName: { en: 'Project', zh: '项目' },
  deviceCode: { en: 'Device number', zh: '设备编号' },
  deviceName: { en: 'Device name', zh: '设备名称' },
  type: { en: 'Type', zh: '类型' },
  priority: { en: 'Priority', zh: '优先级' },
  status: { en: 'Status', zh: '状态' },
  description: { en: 'Description', zh: '问题描述' },
  faultCount: { en: 'Faults', zh: '故障次数' },
  faultReason: { en: 'Fault reason', zh: '故障原因' },
  createUser: { en: 'Opened by', zh: '创建人' },
  createTime: { en: 'Opened', zh: '创建时间' },
  handleUser: { en: 'Handler', zh: '处理人' },
  handleTime: { en: 'Assigned', zh: '指派时间' },
  remark: { en: 'Remark', zh: '备注' },
} as const;

const TYPES = {
  deviceFault: { en: 'Device fault', zh: '设备故障' },
  systemProblem: { en: 'System problem', zh: '系统问题' },
  other: { en: 'Other', zh: '其他' },
} as const;

const PRIORITIES = {
  low: { en: 'Low', zh: '低' },
  medium: { en: 'Medium', zh: '中' },
  high: { en: 'High', zh: '高' },
  urgent: { en: 'Urgent', zh: '紧急' },
} as const;

const FILE = { en: 'after-sales', zh: '售后记录' };

/** Local time of the export as `YYYY-MM-DD HH:mm` in China's time, where the product is used. */
function shown(iso: string): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The tickets as one sheet, in the caller's language. */
export async function afterSalesWorkbook(
  rows: AfterSale[],
  lang: Language,
): Promise<WorkbookName & { buffer: Buffer }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(FILE[lang], { views: [{ state: 'frozen', ySplit: 1 }] });
  const keys = Object.keys(LABELS) as (keyof typeof LABELS)[];
  sheet.columns = keys.map((key) => ({
    header: LABELS[key][lang],
    width: columnWidth(LABELS[key][lang], key),
  }));
  styleHeader(sheet);
  for (const row of rows) {
    sheet.addRow([
      row.aftersaleCode,
      inertText(row.projectName),
      inertText(row.deviceCode),
      inertText(row.deviceName),
      TYPES[row.type][lang],
      PRIORITIES[row.priority][lang],
      translate(`aftersale.status.${row.status}`, lang),
      inertText(row.description),
      row.faultCount,
      inertText(row.faultReason),
      inertText(row.createUser),
      shown(row.createTime),
      inertText(row.handleUser),
      shown(row.handleTime),
      inertText(row.remark),
    ]);
  }
  const day = new Date().toISOString().slice(0, 10);
  return {
    fileName: `${FILE[lang]}-${day}.xlsx`,
    asciiName: `after-sales-${day}.xlsx`,
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
