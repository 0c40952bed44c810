import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../platform/language';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import { sendWorkbook } from '../excel/workbook-reply';
import type { WeatherService } from './weather.service';
import { weatherWorkbook } from './weather-sheet';
import type { WeatherThresholdsService } from './weather-thresholds.service';

export function weatherRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  weather: WeatherService,
  thresholds: WeatherThresholdsService,
): void {
  const api = endpoints.weather;
  registerEndpoint(app, resolve, api.overview, async ({ caller, query }) =>
    weather.overview(caller, query.projectid, query.utcoffset),
  );
  registerEndpoint(app, resolve, api.trend, async ({ caller, query }) => weather.trend(caller, query));
  registerEndpoint(app, resolve, api.daily, async ({ caller, query }) => [
    await weather.daily(caller, query),
  ]);
  registerEndpoint(app, resolve, api.export, async ({ caller, query, request, reply }) => {
    const found = await weather.allDays(caller, query);
    const file = await weatherWorkbook(found, requestLanguage(request));
    await sendWorkbook(reply, file, file.buffer);
  });
  registerEndpoint(app, resolve, api.thresholds, async ({ caller, query }) => {
    const list = await thresholds.list(caller, query.projectid);
    return [{ list, total: list.length }];
  });
  registerEndpoint(app, resolve, api.addThreshold, async ({ caller, body, ip }) =>
    thresholds.add(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.updateThreshold, async ({ caller, body, ip }) =>
    thresholds.update(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.deleteThreshold, async ({ caller, query, ip }) =>
    thresholds.delete(caller, query.id, { caller, ip }),
  );
}
