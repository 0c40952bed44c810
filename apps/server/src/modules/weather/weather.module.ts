import { sendCommandBody, type ThresholdRule } from '@lamplighter/contract';
import type { ModuleParts } from '../../platform/module-parts';
import type { CommandsModule } from '../commands/commands.module';
import type { ProjectsModule } from '../projects/projects.module';
import { weatherRoutes } from './weather.routes';
import { WeatherService } from './weather.service';
import { WeatherLighting } from './weather-lighting';
import { WeatherLightingRepository } from './weather-lighting.repository';
import { WeatherReadingsRepository } from './weather-readings.repository';
import { WeatherThresholdsRepository } from './weather-thresholds.repository';
import { WeatherThresholdsService } from './weather-thresholds.service';

/** Seconds a weather dimming waits for a lamp that is offline. */
const DIMMING_TTL_SECONDS = 3600;

/** What the warning rules and the platform use of the weather. */
export interface WeatherModule {
  /** The thresholds of projects, as the warning rules apply them. */
  rulesOf(projectIds: number[]): Promise<Map<number, ThresholdRule[]>>;
  /** Starts weather-aware lighting through the commands (wired after the weather). */
  dimThrough(commands: CommandsModule): void;
  /** Resolves once the lighting asked for so far is sent. */
  settled(): Promise<void>;
  /** The thresholds' rules, for the demo installation's projects. */
  thresholds: WeatherThresholdsService;
}

/**
 * Meteorological monitoring: the stations' readings, their hours and days, the projects'
 * thresholds, and the lamps dimmed while a threshold that dims is crossed.
 */
export function weatherModule(
  { app, db, audit, log, events, resolve, now }: ModuleParts,
  { projects }: { projects: ProjectsModule },
): WeatherModule {
  const thresholdsRepository = new WeatherThresholdsRepository(db);
  const readings = new WeatherReadingsRepository(db);
  const lighting = new WeatherLighting(
    new WeatherLightingRepository(db),
    readings,
    thresholdsRepository,
    log,
    now,
  );
  const thresholds = new WeatherThresholdsService(
    thresholdsRepository,
    async (caller, projectId, groupId) => void (await projects.placements.place(caller, projectId, groupId)),
    audit,
    (projectId) => lighting.thresholdsChanged(projectId),
  );
  const weather = new WeatherService(
    readings,
    async (caller) => byProject(await thresholdsRepository.list(caller)),
    now,
  );
  weatherRoutes(app, resolve, weather, thresholds);
  const unsubscribe = events.subscribeRaisedHere((event) => {
    if (event.type !== 'warning') return;
    const warning = event.data as { kind?: string; deviceid?: number | null };
    if (warning.kind === 'weather' && warning.deviceid) lighting.stationWarned(warning.deviceid);
  });
  app.addHook('onClose', () => {
    unsubscribe();
    return lighting.settled();
  });
  return {
    rulesOf: async (projectIds) => byProject(await thresholdsRepository.ofProjects(projectIds)),
    dimThrough: (commands) =>
      lighting.sendThrough(async (caller, projectId, target, brightness) => {
        const where: { projectid: number } | { groupid: number } =
          target.groupId === null ? { projectid: projectId } : { groupid: target.groupId };
        const input = sendCommandBody.parse({
          method: 'dimming',
          params: { brightness },
          ...where,
          waitoffline: true,
          ttl: DIMMING_TTL_SECONDS,
        });
        await commands.send(caller, input, { caller, ip: '' });
      }),
    settled: () => lighting.settled(),
    thresholds,
  };
}

function byProject<T extends { projectId: number }>(rows: T[]): Map<number, T[]> {
  const found = new Map<number, T[]>();
  for (const row of rows) found.set(row.projectId, [...(found.get(row.projectId) ?? []), row]);
  return found;
}
