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
import { liveBroadcastRoutes } from './live-broadcasts.routes';
import { LiveBroadcastsService } from './live-broadcasts.service';
import { liveDeviceRoutes } from './live-device.routes';
import { LiveSessions } from './live-sessions';
import { TerminalsRepository } from './terminals.repository';
import { TerminalsService } from './terminals.service';

/** How often the sweep sends the occurrences that have come: a scheduled broadcast is at most this late. */
const SWEEP_MS = 10_000;
/** How often live sessions are looked at: a silent one ends at most this long after its time. */
const LIVE_SWEEP_MS = 5_000;
/**
 * What a live session holds for its terminals: a terminal whose stream has more than the first
 * unsent is dropped; the pieces kept for terminals that join late hold at most the second.
 */
const LIVE_LIMITS = { sinkBytes: 1024 * 1024, backlogBytes: 512 * 1024 };

export interface BroadcastsModule {
  broadcasts: BroadcastsService;
  /** Sends the occurrences that have come (the sweep's work; tests call it with the clock moved on). */
  runDue(): Promise<void>;
  /** Ends the live sessions silent or on air too long (the live sweep's work, for tests likewise). */
  endExpiredLive(): Promise<void>;
}

/**
 * Audio broadcasting: broadcasts of library sounds or speech to broadcast terminals now or on a
 * schedule, sent by the command playBroadcast; terminals fetch the manifest by the device API.
 * Live broadcasts from the browser's microphone, streamed to the terminals told playLive. The
 * broadcast list shows the terminals with what each reported and played last.
 */
export function broadcastsModule(
  { app, db, config, log, audit, resolve, sweepLease, now }: ModuleParts,
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
  const authenticate = (token: string) => uses.devices.identities.byToken(token);
  deviceBroadcastRoutes(app, authenticate, broadcasts);
  const live = new LiveBroadcastsService(
    repository,
    targets,
    new LiveSessions(),
    uses.commands.send,
    audit,
    now,
    LIVE_LIMITS,
  );
  liveBroadcastRoutes(app, resolve, live);
  liveDeviceRoutes(app, authenticate, live);
  const endExpiredLive = () =>
    live.endExpired().catch((error: unknown) => log.error({ err: error }, 'live sessions could not end'));

  // Failures are logged by the runner; the next sweep tries again. The sweeps stop before the
  // command delivery does, as the platform closes, and the live sessions end: their streams close,
  // and their terminals answer while commands are still taken. Live sessions are this process's
  // own; scheduled broadcasts are the installation's, sent by the process holding the sweep lease.
  const timer = setInterval(() => {
    if (sweepLease.held) runner.runDue().catch(() => undefined);
  }, SWEEP_MS);
  timer.unref();
  const liveTimer = setInterval(endExpiredLive, LIVE_SWEEP_MS);
  liveTimer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    clearInterval(liveTimer);
    await Promise.all([runner.idle(), live.endAll()]);
  });
  return { broadcasts, runDue: () => runner.runDue(), endExpiredLive: () => live.endExpired() };
}
