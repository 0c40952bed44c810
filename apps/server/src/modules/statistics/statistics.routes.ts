import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../platform/language';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import { sendWorkbook } from '../excel/workbook-reply';
import type { StatisticsService } from './statistics.service';
import { statisticsWorkbook } from './statistics-sheet';

export function statisticsRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  statistics: StatisticsService,
): void {
  registerEndpoint(app, resolve, endpoints.statistics.energy, async ({ caller, query }) =>
    statistics.report(caller, query),
  );
  registerEndpoint(app, resolve, endpoints.statistics.export, async ({ caller, query, request, reply }) => {
    const file = await statisticsWorkbook(await statistics.report(caller, query), requestLanguage(request));
    await sendWorkbook(reply, file, file.buffer);
  });
}
