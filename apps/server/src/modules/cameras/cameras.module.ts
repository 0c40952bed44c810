import { CAMERA_WHEP_TIMEOUT_SECONDS } from '@lamplighter/contract';
import type { ModuleParts } from '../../platform/module-parts';
import { AccessTokens } from '../auth/access-token';
import type { CommandsModule } from '../commands/commands.module';
import { cameraPtzRoutes } from './camera-ptz.routes';
import { CameraPtzService } from './camera-ptz.service';
import { CameraSnapshots } from './camera-snapshots';
import { CamerasRepository } from './cameras.repository';
import { cameraRoutes } from './cameras.routes';
import { CamerasService } from './cameras.service';
import { RtspRepackager } from './rtsp-repackager';
import { StreamLinks } from './stream-links';
import { WhepRelay } from './whep-relay';

/** What the demo installation uses of the cameras: setting their addresses. */
export interface CamerasModule {
  cameras: CamerasService;
}

/** Cameras: their stream addresses, playing them in the browser, their still images, the split screen. */
export async function camerasModule(
  { app, db, config, log, audit, resolve, settings, now }: ModuleParts,
  uses: { commands: CommandsModule },
): Promise<CamerasModule> {
  const repackager = new RtspRepackager(config.cameras.ffmpegPath, config.cameras.maxStreams, log, now);
  const links = new StreamLinks(
    await settings.getOrCreate('camera_link_key', AccessTokens.generateKey),
    config.cameras.linkTtlMs,
    now,
  );
  const snapshots = new CameraSnapshots({
    ffmpegPath: config.cameras.ffmpegPath,
    ffmpegAvailable: () => repackager.available(),
    timeoutMs: config.cameras.snapshotTimeoutMs,
    log,
    now,
  });
  const cameras = new CamerasService(
    new CamerasRepository(db),
    links,
    repackager,
    audit,
    snapshots,
    new WhepRelay(CAMERA_WHEP_TIMEOUT_SECONDS * 1000, now),
  );
  cameraRoutes(app, resolve, cameras);
  // Turning a PTZ camera is a command to it: sent, and its answer waited for, by the commands.
  const ptz = new CameraPtzService(new CamerasRepository(db), uses.commands.sendAndWait, audit);
  cameraPtzRoutes(app, resolve, ptz);
  app.addHook('onClose', () => repackager.close());
  return { cameras };
}
