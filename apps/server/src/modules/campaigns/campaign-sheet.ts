import type { CampaignReport, CampaignSummary, Language } from '@lamplighter/contract';
import ExcelJS, { type Worksheet } from 'exceljs';
import { inertText } from '../excel/cell-text';
import { columnWidth, styleHeader } from '../excel/sheet-style';
import type { WorkbookName } from '../excel/workbook-reply';
import { offsetLabel } from '../telemetry/history-export.service';

const LABELS = {
  summary: { en: 'Summary', zh: '汇总' },
  perScreen: { en: 'Per screen', zh: '按屏幕' },
  perDay: { en: 'Per day', zh: '按日期' },
  item: { en: 'Item', zh: '项目' },
  value: { en: 'Value', zh: '内容' },
  campaign: { en: 'Campaign', zh: '广告活动' },
  program: { en: 'Program', zh: '节目' },
  dates: { en: 'Dates', zh: '投放日期' },
  slots: { en: 'Time slots', zh: '投放时段' },
  priority: { en: 'Priority', zh: '优先级' },
  playsPerHour: { en: 'Plays per hour', zh: '每小时播放次数' },
  plays: { en: 'Plays', zh: '播放次数' },
  screens: { en: 'Screens that played', zh: '播放屏幕数' },
  hours: { en: 'Hours played', zh: '播放时长（小时）' },
  code: { en: 'Device number', zh: '设备编号' },
  name: { en: 'Screen', zh: '屏幕名称' },
  seconds: { en: 'Seconds played', zh: '播放时长（秒）' },
  lastPlay: { en: 'Last play', zh: '最后播放时间' },
  day: { en: 'Day', zh: '日期' },
  file: { en: 'campaign-report', zh: '广告播放报告' },
} as const;

type Label = keyof typeof LABELS;

function addSheet(workbook: ExcelJS.Workbook, name: Label, headers: Label[], lang: Language): Worksheet {
  const sheet = workbook.addWorksheet(LABELS[name][lang], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({
    header: LABELS[header][lang],
    width: columnWidth(LABELS[header][lang], header === 'name' || header === 'value' ? 'devicename' : ''),
  }));
  styleHeader(sheet);
  return sheet;
}

/** Hours to 0.01. */
export const hoursOf = (seconds: number) => Math.round(seconds / 36) / 100;

/**
 * A campaign's proof of play as three sheets: the campaign and its totals, each screen, each day.
 * Times and days are on the campaign's clock, which the last play's header names.
 */
export async function campaignWorkbook(
  campaign: CampaignSummary,
  report: CampaignReport,
  lang: Language,
): Promise<WorkbookName & { buffer: Buffer }> {
  const workbook = new ExcelJS.Workbook();
  const summary = addSheet(workbook, 'summary', ['item', 'value'], lang);
  const facts: [Label, string | number][] = [
    ['campaign', inertText(campaign.name)],
    [
      'program',
      inertText(campaign.version ? `${campaign.programname} (v${campaign.version})` : campaign.programname),
    ],
    ['dates', `${campaign.startdate} – ${campaign.enddate}`],
    ['slots', campaign.slots.map((slot) => `${slot.from}–${slot.to}`).join(', ')],
    ['priority', campaign.priority],
    ['playsPerHour', campaign.playsperhour],
    ['plays', report.plays],
    ['screens', report.screens],
    ['hours', report.hours],
  ];
  for (const [label, value] of facts) summary.addRow([LABELS[label][lang], value]);

  const screens = addSheet(
    workbook,
    'perScreen',
    ['code', 'name', 'plays', 'seconds', 'hours', 'lastPlay'],
    lang,
  );
  screens.getCell(1, 6).value = `${LABELS.lastPlay[lang]} (${offsetLabel(campaign.utcoffset)})`;
  screens.getColumn(6).numFmt = 'yyyy-mm-dd hh:mm:ss';
  screens.getColumn(6).width = 22;
  for (const row of report.perscreen) {
    const last = row.lastplay ? new Date(Date.parse(row.lastplay) + campaign.utcoffset * 60_000) : null;
    screens.addRow([
      inertText(row.devicecode),
      inertText(row.devicename),
      row.plays,
      row.seconds,
      hoursOf(row.seconds),
      last,
    ]);
  }

  const days = addSheet(workbook, 'perDay', ['day', 'plays', 'seconds', 'hours'], lang);
  for (const row of report.perday) days.addRow([row.day, row.plays, row.seconds, hoursOf(row.seconds)]);

  const stem = `${campaign.id}-${campaign.startdate}_${campaign.enddate}`;
  return {
    fileName: `${LABELS.file[lang]}-${stem}.xlsx`,
    asciiName: `campaign-report-${stem}.xlsx`,
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
