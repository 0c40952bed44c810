import {
  EXPORT_RANGE_MS,
  HISTORY_EXPORT_MAX_ROWS,
  type HistoryExportBody,
  type Language,
  telemetryKeys,
} from '@lamplighter/contract';
import ExcelJS, { type CellValue } from 'exceljs';
import type { Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import { inertText } from '../excel/cell-text';
import { columnWidth, styleHeader } from '../excel/sheet-style';
import type { WorkbookName } from '../excel/workbook-reply';
import type { DeviceLocator } from './history.service';
import type { StoredValue, TelemetryReportsRepository } from './telemetry-reports.repository';

const keyInfo = new Map<string, { unit: string; en: string; zh: string }>(
  telemetryKeys.map((key) => [key.key, key]),
);

const HEADERS = {
  en: ['Device number', 'Time', 'Item', 'Key', 'Value', 'Unit'],
  zh: ['设备编号', '时间', '数据项', '键', '数值', '单位'],
} as const;

/** `UTC+08:00` for 480 minutes. */
export function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function cellOf(row: StoredValue): CellValue {
  if (row.numberValue !== null) return row.numberValue;
  if (row.booleanValue !== null) return row.booleanValue;
  if (row.textValue !== null) return inertText(row.textValue);
  return inertText(JSON.stringify(row.jsonValue));
}

/**
 * Every stored value of some keys of some devices over the last week, month or a range, one row
 * per value, as xlsx. Bounded: more than HISTORY_EXPORT_MAX_ROWS values are refused, not cut.
 */
export class HistoryExportService {
  constructor(
    private readonly repository: TelemetryReportsRepository,
    private readonly locate: DeviceLocator,
    private readonly now: () => number = Date.now,
  ) {}

  async export(
    caller: Caller,
    body: HistoryExportBody,
    lang: Language,
  ): Promise<WorkbookName & { buffer: Buffer }> {
    const devices = [];
    for (const code of new Set(body.devicecodes))
      devices.push(await this.locate(caller, { devicecode: code }));
    const to = body.range === 'custom' ? (body.to ?? this.now()) : this.now();
    const from = body.range === 'custom' ? (body.from ?? to) : to - EXPORT_RANGE_MS[body.range];
    if (from >= to) throw fail.invalidField('from', 'validation.timeRange');
    const rows = await this.repository.values({
      deviceIds: devices.map((device) => device.id),
      keys: [...new Set(body.keys)],
      from: new Date(from),
      to: new Date(to),
      limit: HISTORY_EXPORT_MAX_ROWS + 1,
    });
    if (rows.length > HISTORY_EXPORT_MAX_ROWS) {
      throw fail.badRequestKey('history.exportTooLarge', { max: HISTORY_EXPORT_MAX_ROWS });
    }
    const codes = new Map(devices.map((device) => [device.id, device.code]));
    const buffer = await this.workbook(rows, codes, body.utcoffset, lang);
    const day = new Date(to + body.utcoffset * 60_000).toISOString().slice(0, 10);
    return {
      fileName: `${lang === 'zh' ? '历史数据' : 'history'}-${day}.xlsx`,
      asciiName: `history-${day}.xlsx`,
      buffer,
    };
  }

  private async workbook(
    rows: StoredValue[],
    codes: Map<number, string>,
    utcOffset: number,
    lang: Language,
  ): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(lang === 'zh' ? '历史数据' : 'Telemetry history', {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    const headers = HEADERS[lang].map((header, at) =>
      at === 1 ? `${header} (${offsetLabel(utcOffset)})` : header,
    );
    sheet.columns = headers.map((header, at) => ({
      header,
      width: at === 1 ? 22 : columnWidth(header, ''),
      ...(at === 1 ? { style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } } : {}),
    }));
    styleHeader(sheet);
    for (const row of rows) {
      const info = keyInfo.get(row.key);
      sheet.addRow([
        codes.get(row.deviceId) ?? '',
        // A date cell has no zone: it shows the wall-clock time of the caller's offset.
        new Date(row.ts.getTime() + utcOffset * 60_000),
        info ? info[lang] : inertText(row.key),
        inertText(row.key),
        cellOf(row),
        info?.unit ?? '',
      ]);
    }
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
}
