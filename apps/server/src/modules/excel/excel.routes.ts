import type { Readable } from 'node:stream';
import { endpoints, TEMPLATE_MAX_BYTES } from '@lamplighter/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestLanguage } from '../../platform/language';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { ExcelExportService, ExportFile } from './excel-export.service';
import type { ExcelImportService } from './excel-import.service';
import { expirySheet, listSheet, stateSheet } from './export-sheets';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An xlsx answer with its dated file name: ASCII for old clients, the caller's language in filename*. */
function sendWorkbook(
  reply: FastifyReply,
  file: Pick<ExportFile, 'fileName' | 'asciiName'>,
  body: Buffer | Readable,
) {
  return reply
    .type(XLSX)
    .header('cache-control', 'no-store')
    .header(
      'content-disposition',
      `attachment; filename="${file.asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .send(body);
}

export function excelRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  imports: ExcelImportService,
  exports: ExcelExportService,
): void {
  const api = endpoints.excel;
  registerEndpoint(app, resolve, api.template, async ({ caller, request, reply }) => {
    const lang = requestLanguage(request);
    const name = lang === 'zh' ? '设备导入模板.xlsx' : 'device-import-template.xlsx';
    await sendWorkbook(
      reply,
      { fileName: name, asciiName: 'device-import-template.xlsx' },
      await imports.template(caller, lang),
    );
  });
  registerEndpoint(
    app,
    resolve,
    api.importDevices,
    async ({ caller, body, request, reply, ip }) => {
      const lang = requestLanguage(request);
      const outcome = await imports.importDevices(caller, body.file, body.mode, lang, { caller, ip });
      // A refused file still answers 200: the report is the answer the web shows (docs/api.md).
      await reply.send({ status: 200, message: outcome.message, data: outcome.report });
    },
    { upload: { maxBytes: TEMPLATE_MAX_BYTES, tooLarge: { key: 'error.templateSize' } } },
  );
  for (const [endpoint, sheet] of [
    [api.exportDevices, listSheet],
    [api.deviceState, stateSheet],
    [api.deviceExpire, expirySheet],
  ] as const) {
    registerEndpoint(app, resolve, endpoint, async ({ caller, query, request, reply }) => {
      const file = await exports.export(caller, sheet, query, requestLanguage(request));
      await sendWorkbook(reply, file, file.stream);
    });
  }
}
