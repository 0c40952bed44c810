import { PassThrough, type Readable } from 'node:stream';
import type { DeviceListRow, DeviceMatchQuery, Language } from '@lamplighter/contract';
import ExcelJS from 'exceljs';
import type { Caller } from '../../platform/caller';
import type { DevicesService } from '../devices/devices.service';
import type { ExcelCatalogue } from './excel-catalogue';
import { nameIn } from './excel-catalogue';
import type { ExportContext, ExportSheet } from './export-sheets';
import { lampExportColumns } from './lamp-export-columns';
import { columnWidth, solidFill, styleHeader } from './sheet-style';

/** A file being written: its name in the caller's language, an ASCII fallback, and its bytes as they come. */
export interface ExportFile {
  fileName: string;
  asciiName: string;
  stream: Readable;
}

/**
 * Writes device exports as xlsx, streamed: rows go out as the devices are read a thousand at a time,
 * so that memory stays flat whatever the number of devices (but for their ids, read first in the
 * list's order). Scope, filters and order are the list's; a list of lamps adds their latest values.
 * The first thousand are read before the file is handed over, so that a filter the database
 * refuses or a device that cannot be shown is an error answer, not a 200 with a cut file; a
 * failure after that destroys the stream with the number of rows written.
 */
export class ExcelExportService {
  constructor(
    private readonly devices: DevicesService,
    private readonly catalogue: ExcelCatalogue,
  ) {}

  async export(
    caller: Caller,
    sheet: ExportSheet,
    filter: DeviceMatchQuery,
    lang: Language,
  ): Promise<ExportFile> {
    const context = await this.context(lang);
    const columns = sheet.lampValues ? [...sheet.columns, ...lampExportColumns(filter)] : sheet.columns;
    const devices = this.devices.listRows(caller, filter);
    const first = await devices.next();
    const stream = new PassThrough();
    const rows = async function* () {
      if (first.done) return;
      yield first.value;
      yield* devices;
    };
    void this.write({ ...sheet, columns }, rows(), context, stream).catch((error: Error) =>
      stream.destroy(error),
    );
    const stem = `${sheet.name[lang]}-${context.today}`;
    return {
      fileName: `${stem}.xlsx`,
      asciiName: `${sheet.name.en.replace(/\s+/g, '-')}-${context.today}.xlsx`,
      stream,
    };
  }

  private async context(lang: Language): Promise<ExportContext> {
    const [types, communication] = await Promise.all([
      this.catalogue.deviceTypes(),
      this.catalogue.communicationTypes(),
    ]);
    return {
      lang,
      typeNames: new Map(types.map((type) => [type.id, nameIn(type, lang)])),
      communicationNames: new Map(communication.map((type) => [type.id, nameIn(type, lang)])),
      today: this.devices.today(),
    };
  }

  private async write(
    sheet: ExportSheet,
    devices: AsyncIterable<DeviceListRow>,
    context: ExportContext,
    stream: PassThrough,
  ): Promise<void> {
    const { workbook, worksheet } = startWorkbook(sheet, context, stream);
    let written = 0;
    try {
      for await (const device of devices) {
        // A client that went away has destroyed the stream: the rest would be read for nobody.
        if (stream.destroyed) return;
        const row = worksheet.addRow(sheet.columns.map((column) => column.value(device, context)));
        sheet.columns.forEach((column, at) => {
          const argb = column.fill?.(device, context);
          if (argb) row.getCell(at + 1).fill = solidFill(argb);
        });
        row.commit();
        written += 1;
      }
      worksheet.commit();
      await workbook.commit();
    } catch (error) {
      throw new Error(`the export stopped after ${written} rows`, { cause: error });
    }
  }
}

/** A streamed workbook of one sheet whose header row, in the caller's language, is written. */
function startWorkbook(sheet: ExportSheet, context: ExportContext, stream: PassThrough) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheet.name[context.lang], {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.columns = sheet.columns.map((column) => ({
    header: column.label[context.lang],
    key: column.key,
    width: Math.max(column.width, columnWidth(column.label[context.lang], column.key)),
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  styleHeader(worksheet);
  worksheet.getRow(1).commit();
  return { workbook, worksheet };
}
