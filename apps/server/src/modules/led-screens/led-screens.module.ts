import path from 'node:path';
import type { ModuleParts } from '../../platform/module-parts';
import type { DevicesModule } from '../devices/devices.module';
import { LedScreensRepository } from './led-screens.repository';
import { deviceScreenshotRoutes, ledScreenRoutes } from './led-screens.routes';
import { type LastPlays, LedScreensService } from './led-screens.service';
import { ScreenshotStore } from './screenshot-store';

/**
 * Screen management: the LED screens with what each reported last, and their screenshots, which
 * the screens upload by the device API into the media directory's `screenshots` folder. The proof
 * of play comes from the campaigns (`lastPlays`).
 */
export function ledScreensModule(
  { app, db, config, resolve }: ModuleParts,
  uses: { devices: DevicesModule; lastPlays: LastPlays },
): void {
  const screens = new LedScreensService(
    new LedScreensRepository(db),
    new ScreenshotStore(path.join(config.media.dir, 'screenshots')),
    uses.lastPlays,
  );
  ledScreenRoutes(app, resolve, screens);
  deviceScreenshotRoutes(app, (token) => uses.devices.identities.byToken(token), screens);
}
