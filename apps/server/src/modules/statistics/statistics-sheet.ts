import type { EnergyFigures, Language, StatisticsReport } from '@lamplighter/contract';
import ExcelJS from 'exceljs';
import { inertText } from '../excel/cell-text';
import { columnWidth, styleHeader } from '../excel/sheet-style';
import type { WorkbookName } from '../excel/workbook-reply';

const LABELS = {
  period: { en: 'Period', zh: '时间' },
  name: { en: 'Name', zh: '名称' },
  code: { en: 'Device number', zh: '设备编号' },
  project: { en: 'Project', zh: '项目' },
  devices: { en: 'Lights', zh: '路灯数' },
  consumed: { en: 'Consumed (kWh)', zh: '耗电量 (kWh)' },
  generated: { en: 'Generated (kWh)', zh: '发电量 (kWh)' },
  saved: { en: 'Saved (kWh)', zh: '节电量 (kWh)' },
  hours: { en: 'Lighting hours (h)', zh: '亮灯时长 (h)' },
  co2: { en: 'CO2 avoided (kg)', zh: '减排CO2 (kg)' },
  total: { en: 'Total', zh: '合计' },
  factor: {
    en: 'CO2 avoided = (generated + saved) x {factor} kg/kWh (China national grid, 2022)',
    zh: '减排CO2 = (发电量 + 节电量) x {factor} kg/kWh（全国电网平均排放因子，2022年）',
  },
  file: { en: 'energy-statistics', zh: '能耗统计' },
} as const;

const figures = (f: EnergyFigures) => [f.devices, f.consumed, f.generated, f.saved, f.lightinghours, f.co2];

/** The statistics as a sheet: one row per period and device, group or project, then the totals. */
export async function statisticsWorkbook(
  report: StatisticsReport,
  lang: Language,
): Promise<WorkbookName & { buffer: Buffer }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(LABELS.file[lang], { views: [{ state: 'frozen', ySplit: 1 }] });
  const perDevice = report.dimension === 'device';
  const keys = [
    'period',
    'name',
    ...(perDevice ? (['code'] as const) : []),
    'project',
    'devices',
    'consumed',
    'generated',
    'saved',
    'hours',
    'co2',
  ] as const;
  sheet.columns = keys.map((key) => ({
    header: LABELS[key][lang],
    width: columnWidth(LABELS[key][lang], key),
  }));
  styleHeader(sheet);
  for (const row of report.rows) {
    sheet.addRow([
      row.period,
      inertText(row.name),
      ...(perDevice ? [inertText(row.code)] : []),
      inertText(row.projectname),
      ...figures(row),
    ]);
  }
  const total = sheet.addRow([
    LABELS.total[lang],
    '',
    ...(perDevice ? [''] : []),
    '',
    ...figures(report.totals),
  ]);
  total.font = { bold: true };
  sheet.addRow([]);
  sheet.addRow([LABELS.factor[lang].replace('{factor}', String(report.co2factor))]);
  const stem = `${report.from}_${report.to}`;
  return {
    fileName: `${LABELS.file[lang]}-${stem}.xlsx`,
    asciiName: `energy-statistics-${stem}.xlsx`,
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
