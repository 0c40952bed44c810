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
 * The zip with one byte after its end, left unread. The reader's unzipper announces the end of its
 * entries as soon as it has taken in the last byte it was given, which may be before the reader has
 * asked for the entries it has already found (a small workbook's sheets, its workbook.xml): those
 * are lost, and a sound workbook reads as empty or unreadable. With a byte it never takes, the end
 * is announced only once every entry has been handed over.
 */
function heldOpen(zip: Buffer): Buffer {
  return Buffer.concat([zip, Buffer.alloc(1)]);
}

/**
 * The device rows of the first sheet of a checked workbook, streamed: row 1 is the header, empty
 * rows are skipped, at most IMPORT_MAX_ROWS rows. Styles are read so that date cells come as dates.
 *
 * The workbook is read to its end even when the first sheet is refused. A sheet stored before the
 * shared strings waits in a temporary file, opened when the reader comes to it and removed when
 * the reader is asked for the next sheet: a reader left behind keeps the file and its descriptor
 * for as long as the process lives, and a sheet left unread is opened after its file is gone,
 * a failure thrown where nothing catches it.
 */
export async function readDeviceRows(zip: Buffer): Promise<SheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(heldOpen(zip)), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let read: PromiseSettledResult<SheetRow[]> | undefined;
  try {
    for await (const sheet of reader) {
      const first = (reader as unknown as { model?: { sheets?: SheetInfo[] } }).model?.sheets?.[0]?.name;
      if (read || (first !== undefined && (sheet as unknown as SheetInfo).name !== first)) {
        for await (const _row of sheet);
      } else {
        [read] = await Promise.allSettled([sheetRows(sheet)]);
      }
    }
  } catch {
    refuse('error.templateUnreadable');
  }
  if (read?.status === 'rejected') {
    if (read.reason instanceof ApiError) throw read.reason;
    refuse('error.templateUnreadable');
  }
  if (!read || read.value.length === 0) refuse('error.templateEmpty');
  return read.value;
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
