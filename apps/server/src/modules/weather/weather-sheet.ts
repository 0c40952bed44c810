import { type Language, meteoNames, meteoUnits, type TrendKey, trendKeys } from '@lamplighter/contract';
import ExcelJS from 'exceljs';
import { inertText } from '../excel/cell-text';
import { columnWidth, styleHeader } from '../excel/sheet-style';
import type { WorkbookName } from '../excel/workbook-reply';
import type { StationDays } from './weather.service';

const LABELS = {
  day: { en: 'Day', zh: '日期' },
  code: { en: 'Device number', zh: '设备编号' },
  name: { en: 'Station', zh: '气象站' },
  min: { en: 'min', zh: '最低' },
  mean: { en: 'mean', zh: '平均' },
  max: { en: 'max', zh: '最高' },
  file: { en: 'weather-daily', zh: '气象日统计' },
} as const;

const round = (value: number | undefined) => (value === undefined ? null : Math.round(value * 100) / 100);

/**
 * The days of some stations as one sheet: a row per day and station, and for every reading its
 * lowest, mean and highest, so that a city's weather office can take it as it is.
 */
export async function weatherWorkbook(
  found: StationDays,
  lang: Language,
): Promise<WorkbookName & { buffer: Buffer }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(LABELS.file[lang], {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 3 }],
  });
  const figureHeaders = trendKeys.flatMap((key) =>
    (['min', 'mean', 'max'] as const).map(
      (figure) => `${meteoNames[key][lang]} ${LABELS[figure][lang]} (${meteoUnits[key]})`,
    ),
  );
  const headers = [LABELS.day[lang], LABELS.code[lang], LABELS.name[lang], ...figureHeaders];
  sheet.columns = headers.map((header, index) => ({
    header,
    width: columnWidth(header, index === 2 ? 'devicename' : ''),
  }));
  styleHeader(sheet);
  const names = new Map(found.stations.map((station) => [station.id, station]));
  const rows = new Map<
    string,
    { day: string; deviceid: number; figures: Map<TrendKey, [number, number, number]> }
  >();
  for (const day of found.days) {
    const id = `${day.day}|${day.deviceid}`;
    const row = rows.get(id) ?? { day: day.day, deviceid: day.deviceid, figures: new Map() };
    row.figures.set(day.key as TrendKey, [day.min, day.mean, day.max]);
    rows.set(id, row);
  }
  for (const row of rows.values()) {
    const station = names.get(row.deviceid);
    sheet.addRow([
      row.day,
      inertText(station?.devicecode ?? ''),
      inertText(station?.devicename ?? ''),
      ...trendKeys.flatMap((key) => (row.figures.get(key) ?? [undefined, undefined, undefined]).map(round)),
    ]);
  }
  const stem = `${found.from}_${found.to}`;
  return {
    fileName: `${LABELS.file[lang]}-${stem}.xlsx`,
    asciiName: `weather-daily-${stem}.xlsx`,
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
