import { Readable } from 'node:stream';
import {
  type DeviceColumnKey,
  deviceSheetColumns,
  IMPORT_MAX_ROWS,
  type MessageKey,
} from '@lamplighter/contract';
import ExcelJS, { type CellValue, type Row } from 'exceljs';
import { ApiError, fail } from '../../platform/errors';
import { cellText } from './cell-text';

/** One device row of the sheet: its sheet row number and the cells by column key. */
export interface SheetRow {
  row: number;
  cells: Partial<Record<DeviceColumnKey, CellValue>>;
}

/** A header names a column by its key or its label in either language; case and spaces aside. */
const normalize = (text: string) => text.toLowerCase().replace(/[\s*＊]/g, '');
const columnByHeader = new Map<string, DeviceColumnKey>(
  deviceSheetColumns.flatMap((column) =>
    [column.key, column.en, column.zh].map((name) => [normalize(name), column.key] as const),
  ),
);

function refuse(key: MessageKey, params?: Record<string, string | number>): never {
  throw fail.badRequestKey(key, params);
}

/** Column number -> key, from the header row (row 1); unknown headers are left out. */
function headerColumns(row: Row): Map<number, DeviceColumnKey> {
  const columns = new Map<number, DeviceColumnKey>();
  if (row.number === 1) {
    row.eachCell((cell, column) => {
      const key = columnByHeader.get(normalize(cellText(cell.value)));
      if (key && ![...columns.values()].includes(key)) columns.set(column, key);
    });
  }
  const present = new Set(columns.values());
  const missing = deviceSheetColumns.filter((column) => column.required && !present.has(column.key));
  if (missing.length > 0) refuse('error.templateColumns', { columns: missing.map((c) => c.key).join(', ') });
  return columns;
}

function deviceRow(row: Row, columns: Map<number, DeviceColumnKey>): SheetRow | undefined {
  const cells: SheetRow['cells'] = {};
  let filled = false;
  for (const [column, key] of columns) {
    const value = row.getCell(column).value;
    if (cellText(value) !== '') filled = true;
    cells[key] = value;
  }
  return filled ? { row: row.number, cells } : undefined;
}

interface SheetInfo {
  name?: string;
}

/**
 * The device rows of the first sheet of a checked workbook, streamed: row 1 is the header, empty
 * rows are skipped, at most IMPORT_MAX_ROWS rows. Styles are read so that date cells come as dates.
 */
export async function readDeviceRows(zip: Buffer): Promise<SheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(zip), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let rows: SheetRow[] | undefined;
  try {
    for await (const sheet of reader) {
      const first = (reader as unknown as { model?: { sheets?: SheetInfo[] } }).model?.sheets?.[0]?.name;
      if (rows || (first !== undefined && (sheet as unknown as SheetInfo).name !== first)) continue;
      rows = await sheetRows(sheet);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    refuse('error.templateUnreadable');
  }
  if (!rows || rows.length === 0) refuse('error.templateEmpty');
  return rows;
}

async function sheetRows(sheet: AsyncIterable<Row>): Promise<SheetRow[]> {
  let columns: Map<number, DeviceColumnKey> | undefined;
  const rows: SheetRow[] = [];
  for await (const row of sheet) {
    if (!columns) {
      columns = headerColumns(row);
      if (row.number === 1) continue;
    }
    const found = deviceRow(row, columns);
    if (!found) continue;
    if (rows.length >= IMPORT_MAX_ROWS) refuse('error.templateTooManyRows', { max: IMPORT_MAX_ROWS });
    rows.push(found);
  }
  if (!columns) refuse('error.templateEmpty');
  return rows;
}
