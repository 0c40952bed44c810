import type { ModuleParts } from '../../platform/module-parts';
import { AccessTokens } from '../auth/access-token';
import { CamerasRepository } from './cameras.repository';
import { cameraRoutes } from './cameras.routes';
import { CamerasService } from './cameras.service';
import { RtspRepackager } from './rtsp-repackager';
import { StreamLinks } from './stream-links';

/** What the demo installation uses of the cameras: setting their addresses. */
export interface CamerasModule {
  cameras: CamerasService;
}

/** Cameras: their stream addresses, playing them in the browser, the split screen. */
export async function camerasModule({
  app,
  db,
  config,
  log,
  audit,
  resolve,
  settings,
  now,
}: ModuleParts): Promise<CamerasModule> {
  const repackager = new RtspRepackager(config.cameras.ffmpegPath, config.cameras.maxStreams, log, now);
  const links = new StreamLinks(
    await settings.getOrCreate('camera_link_key', AccessTokens.generateKey),
    config.cameras.linkTtlMs,
    now,
  );
  const cameras = new CamerasService(new CamerasRepository(db), links, repackager, audit);
  cameraRoutes(app, resolve, cameras);
  app.addHook('onClose', () => repackager.close());
  return { cameras };
}
