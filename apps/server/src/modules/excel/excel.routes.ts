import { endpoints, TEMPLATE_MAX_BYTES } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../platform/language';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { ExcelExportService } from './excel-export.service';
import type { ExcelImportService } from './excel-import.service';
import { expirySheet, listSheet, stateSheet } from './export-sheets';
import { sendWorkbook } from './workbook-reply';

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
  registerEndpoint(app, resolve, api.importReport, async ({ caller, query, request }) =>
    imports.report(caller, query.id, requestLanguage(request)),
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
