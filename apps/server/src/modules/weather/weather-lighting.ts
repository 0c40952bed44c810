import { crossingsOf, isDarkAt } from '@lamplighter/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../../platform/caller';
import { type ActiveRule, type DimmingTarget, planDimming } from './dimming-plan';
import type { WeatherLightingRepository } from './weather-lighting.repository';
import type { WeatherReadingsRepository } from './weather-readings.repository';
import type { WeatherThresholdsRepository } from './weather-thresholds.repository';

const OFFLINE = 4;

/** The name the command log shows for the commands the weather sends. */
export const WEATHER_RULE_SENDER = 'weather-rule';

/** Sends a dimming command to the lamps of a project or one of its groups, as the project's owner. */
export type SendDimming = (
  caller: Caller,
  projectId: number,
  target: DimmingTarget,
  brightness: number,
) => Promise<void>;

/**
 * Weather-aware lighting: while a station of a project is past a threshold that dims, the project's
 * lamps (or a group's) are dimmed, and given back once every station is clear. A project is looked
 * at again when one of its stations' weather warnings is raised or cleared and when its thresholds
 * change, one step at a time; what was dimmed is kept in the database, so a restart gives back
 * what it must.
 */
export class WeatherLighting {
  private work: Promise<void> = Promise.resolve();
  private send: SendDimming | undefined;

  constructor(
    private readonly repository: WeatherLightingRepository,
    private readonly readings: WeatherReadingsRepository,
    private readonly thresholds: WeatherThresholdsRepository,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  /** Starts sending (the commands are wired after the weather). */
  sendThrough(send: SendDimming): void {
    this.send = send;
  }

  /** A station's weather warning was raised or cleared. */
  stationWarned(deviceId: number): void {
    this.enqueue(async () => {
      const projectId = await this.repository.projectOf(deviceId);
      if (projectId !== null) await this.apply(projectId);
    });
  }

  /** A project's thresholds changed. */
  thresholdsChanged(projectId: number): void {
    this.enqueue(() => this.apply(projectId));
  }

  async settled(): Promise<void> {
    for (let work = this.work; ; work = this.work) {
      await work;
      if (work === this.work) return;
    }
  }

  private enqueue(step: () => Promise<void>): void {
    this.work = this.work.then(step).catch((error: unknown) => {
      this.log.warn({ err: error }, 'weather-aware lighting not applied');
    });
  }

  private async apply(projectId: number): Promise<void> {
    const send = this.send;
    if (!send) return;
    const rules = (await this.thresholds.ofProjects([projectId])).filter((rule) => rule.dimTo !== null);
    const dimmed = await this.repository.dimmed(projectId);
    if (rules.length === 0 && dimmed.length === 0) return;
    const at = this.now();
    const crossed = new Set<number>();
    for (const station of await this.readings.projectStations(projectId)) {
      if (station.runstate === OFFLINE) continue;
      const dark = isDarkAt(at, station.latitude, station.longitude);
      for (const crossing of crossingsOf(station.values, rules, dark)) crossed.add(crossing.threshold);
    }
    const active: ActiveRule[] = rules
      .filter((rule) => crossed.has(rule.id))
      .map((rule) => ({
        id: rule.id,
        groupId: rule.groupId,
        dimTo: rule.dimTo ?? 100,
        dimBack: rule.dimBack,
      }));
    const plan = planDimming(active, dimmed);
    if (plan.send.length > 0) {
      const owner = await this.repository.owner(projectId);
      if (!owner) return;
      const caller: Caller = {
        ...owner,
        username: WEATHER_RULE_SENDER,
        permissions: new Set(['device:command']),
        sessionId: 'weather-rule',
      };
      for (const step of plan.send) await send(caller, projectId, step, step.brightness);
    }
    await this.repository.unmark(plan.unmark);
    await this.repository.mark(plan.mark.map((row) => ({ ...row, projectId })));
  }
}
