import { endpoints, screenPlaysBody, screenPlaysResult, screenSchedule } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { DeviceAuthenticator } from '../../transport/device-messages';
import { sendWorkbook } from '../excel/workbook-reply';
import type { CampaignPlanService } from './campaign-plan.service';
import type { CampaignReportService } from './campaign-report.service';
import type { CampaignsService } from './campaigns.service';
import type { ScreenIdentity, ScreenScheduleService } from './screen-schedule.service';

export function campaignRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  services: { campaigns: CampaignsService; plans: CampaignPlanService; reports: CampaignReportService },
): void {
  const { campaigns, plans, reports } = services;
  const api = endpoints.campaigns;
  registerEndpoint(app, resolve, api.list, async ({ caller, query }) => [
    await campaigns.list(caller, query),
  ]);
  registerEndpoint(app, resolve, api.get, async ({ caller, query }) => campaigns.get(caller, query.id));
  registerEndpoint(app, resolve, api.add, async ({ caller, body, ip }) =>
    campaigns.add(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.update, async ({ caller, body, ip }) =>
    campaigns.update(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.delete, async ({ caller, query, ip }) =>
    campaigns.delete(caller, query.ids, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.plan, async ({ caller, query }) => plans.plan(caller, query));
  registerEndpoint(app, resolve, api.report, async ({ caller, query }) => reports.report(caller, query.id));
  registerEndpoint(app, resolve, api.export, async ({ caller, query, request, reply }) => {
    const file = await reports.workbook(caller, query.id, requestLanguage(request));
    await sendWorkbook(reply, file, file.buffer);
  });
}

const tokenParams = z.object({ token: z.string() });

/**
 * The device API of screen advertising: `GET /api/v1/{token}/schedule`, what a screen told
 * `syncSchedule` fetches, and `POST /api/v1/{token}/plays`, its proof of play. An unknown token
 * answers 401, as the program manifest does.
 */
export function deviceCampaignRoutes(
  app: FastifyInstance,
  authenticate: DeviceAuthenticator,
  schedule: ScreenScheduleService,
) {
  const screenOf = async (token: string): Promise<ScreenIdentity> => {
    const device = await authenticate(token);
    if (!device) throw fail.invalidToken();
    return device;
  };
  app.get(
    '/api/v1/:token/schedule',
    {
      schema: {
        summary: 'The advertising schedule of an LED screen: its campaigns that have not ended',
        tags: ['device API'],
        params: tokenParams,
        response: { 200: screenSchedule },
      },
    },
    async (request) => schedule.scheduleOf(await screenOf(tokenParams.parse(request.params).token)),
  );
  app.post(
    '/api/v1/:token/plays',
    {
      schema: {
        summary: 'Proof of play: the plays an LED screen made, each stored once',
        tags: ['device API'],
        params: tokenParams,
        body: screenPlaysBody,
        response: { 200: screenPlaysResult },
      },
    },
    async (request) => {
      const screen = await screenOf(tokenParams.parse(request.params).token);
      return schedule.record(screen, screenPlaysBody.parse(request.body));
    },
  );
}
