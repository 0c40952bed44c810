import type { ModuleParts } from '../../platform/module-parts';
import type { CommandsModule } from '../commands/commands.module';
import type { DevicesModule } from '../devices/devices.module';
import type { MediaModule } from '../media/media.module';
import type { ProjectsModule } from '../projects/projects.module';
import { BroadcastRunner } from './broadcast-runner';
import { SpeechSynthesizer } from './broadcast-speech';
import { BroadcastTargets } from './broadcast-targets';
import { BroadcastsRepository } from './broadcasts.repository';
import { broadcastRoutes, deviceBroadcastRoutes } from './broadcasts.routes';
import { BroadcastsService } from './broadcasts.service';
import { TerminalsRepository } from './terminals.repository';
import { TerminalsService } from './terminals.service';

/** How often the sweep sends the occurrences that have come: a scheduled broadcast is at most this late. */
const SWEEP_MS = 10_000;

export interface BroadcastsModule {
  broadcasts: BroadcastsService;
  /** Sends the occurrences that have come (the sweep's work; tests call it with the clock moved on). */
  runDue(): Promise<void>;
}

/**
 * Audio broadcasting: broadcasts of library sounds or speech to broadcast terminals now or on a
 * schedule, sent by the command playBroadcast; terminals fetch the manifest by the device API.
 * The broadcast list shows the terminals with what each reported and played last.
 */
export function broadcastsModule(
  { app, db, config, log, audit, resolve, now }: ModuleParts,
  uses: { media: MediaModule; commands: CommandsModule; devices: DevicesModule; projects: ProjectsModule },
): BroadcastsModule {
  const repository = new BroadcastsRepository(db);
  const runner = new BroadcastRunner(repository, uses.commands.send, log, now);
  const { projects, groups } = uses.projects;
  const targets = new BroadcastTargets({
    reachable: (caller, named) => uses.devices.queries.reachable(caller, named),
    groupName: async (caller, id) => (await groups.detail(caller, id)).name,
    projectName: async (caller, id) => (await projects.detail(caller, id)).name,
  });
  const broadcasts = new BroadcastsService(
    repository,
    uses.media.media,
    targets,
    new SpeechSynthesizer(config.broadcasts.espeakPath, log),
    runner,
    audit,
    now,
  );
  uses.media.media.refuseDeletionWhileUsedBy((ids) => broadcasts.namesScheduled(ids));
  broadcastRoutes(app, resolve, { broadcasts, terminals: new TerminalsService(new TerminalsRepository(db)) });
  deviceBroadcastRoutes(app, (token) => uses.devices.identities.byToken(token), broadcasts);

  // Failures are logged by the runner; the next sweep tries again. The sweeps stop before the
  // command delivery does, as the platform closes.
  const timer = setInterval(() => runner.runDue().catch(() => undefined), SWEEP_MS);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await runner.idle();
  });
  return { broadcasts, runDue: () => runner.runDue() };
}
