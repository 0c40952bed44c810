import { deviceSheetColumns } from '@lamplighter/contract';
import ExcelJS from 'exceljs';
import type { ApiAnswer, TestApp } from './test-app';

/** A multipart body with one file part and plain fields, as a browser's FormData sends it. */
export function multipart(
  file: { name: string; data: Buffer; type?: string } | undefined,
  fields: Record<string, string> = {},
) {
  const boundary = `----lamplighter${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a file to the import; `lang` sets Accept-Language. */
export async function importFile(
  t: TestApp,
  token: string | undefined,
  file: { name: string; data: Buffer } | undefined,
  options: { mode?: string; lang?: 'zh' | 'en' } = {},
): Promise<ApiAnswer> {
  const body = multipart(file, options.mode ? { mode: options.mode } : {});
  const raw = await t.app.inject({
    method: 'POST',
    url: '/prod-api/remote/excel/importDevice',
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      'accept-language': options.lang === 'zh' ? 'zh-CN,zh;q=0.9' : 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { statusCode: raw.statusCode, headers: raw.headers, body: raw.json(), raw };
}

type Row = Record<string, string | number | Date | undefined>;

/** A workbook whose first sheet has the template's header (keys or labels) and the rows given. */
export async function deviceWorkbook(rows: Row[], header: 'key' | 'en' | 'zh' = 'en'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Devices');
  sheet.columns = deviceSheetColumns.map((column) => ({ header: column[header], key: column.key }));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Reads an answered xlsx back: the first sheet's rows as arrays of cell values (1-based columns dropped). */
export async function readWorkbook(
  data: Buffer,
): Promise<{ workbook: ExcelJS.Workbook; rows: ExcelJS.CellValue[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: ExcelJS.CellValue[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return { workbook, rows };
}
