import type { ModuleParts } from '../../platform/module-parts';
import type { CommandsModule } from '../commands/commands.module';
import type { DevicesModule } from '../devices/devices.module';
import type { TelemetryModule } from '../telemetry/telemetry.module';
import { CampaignPlanService } from './campaign-plan.service';
import { CampaignReportService } from './campaign-report.service';
import { CampaignScheduleRepository } from './campaign-schedule.repository';
import { CampaignsQueries } from './campaigns.queries';
import { CampaignsRepository } from './campaigns.repository';
import { campaignRoutes, deviceCampaignRoutes } from './campaigns.routes';
import { CampaignsService } from './campaigns.service';
import { ScreenPlaysRepository } from './screen-plays.repository';
import { ScreenScheduleService } from './screen-schedule.service';

export interface CampaignsModule {
  campaigns: CampaignsService;
  /** Proof of play as other modules read it: each screen's latest play (screen management shows it). */
  lastPlaysOf: CampaignsQueries['lastPlaysOf'];
}

/**
 * Screen advertising: campaigns book published programs on LED screens by days and daily slots;
 * screens fetch their schedule by the device API when told `syncSchedule`, and report each play,
 * which is kept as long as the telemetry history.
 */
export function campaignsModule(
  { app, db, audit, resolve, log, now }: ModuleParts,
  uses: { commands: CommandsModule; devices: DevicesModule; telemetry: TelemetryModule },
): CampaignsModule {
  const schedule = new CampaignScheduleRepository(db);
  const plays = new ScreenPlaysRepository(db);
  const campaigns = new CampaignsService(new CampaignsRepository(db), audit, uses.commands.send, log, now);
  campaignRoutes(app, resolve, {
    campaigns,
    plans: new CampaignPlanService(schedule),
    reports: new CampaignReportService(campaigns, plays, now),
  });
  deviceCampaignRoutes(
    app,
    (token) => uses.devices.identities.byToken(token),
    new ScreenScheduleService(schedule, plays, now),
  );
  uses.telemetry.keepWithHistory((cutoff) => plays.dropBefore(cutoff));
  const queries = new CampaignsQueries(db);
  return { campaigns, lastPlaysOf: (deviceIds) => queries.lastPlaysOf(deviceIds) };
}
