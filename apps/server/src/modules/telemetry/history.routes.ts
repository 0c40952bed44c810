import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../platform/language';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import { sendWorkbook } from '../excel/workbook-reply';
import type { HistoryService } from './history.service';
import type { HistoryExportService } from './history-export.service';

export function historyRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  history: HistoryService,
  exports: HistoryExportService,
): void {
  registerEndpoint(app, resolve, endpoints.history.list, async ({ caller, query }) =>
    history.series(caller, query),
  );
  registerEndpoint(app, resolve, endpoints.history.export, async ({ caller, body, request, reply }) => {
    const file = await exports.export(caller, body, requestLanguage(request));
    await sendWorkbook(reply, file, file.buffer);
  });
}
