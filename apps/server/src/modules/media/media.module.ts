import { MEDIA_LINK_SECONDS } from '@lamplighter/contract';
import type { ModuleParts } from '../../platform/module-parts';
import { subtreeAccountIds } from '../../platform/scope';
import { AccessTokens } from '../auth/access-token';
import type { AuthModule } from '../auth/auth.module';
import type { DevicesModule } from '../devices/devices.module';
import { MediaRepository } from './media.repository';
import { deviceMediaRoutes, mediaRoutes } from './media.routes';
import { MediaService } from './media.service';
import { MediaLinks } from './media-links';
import { MediaProbe } from './media-probe';
import { MediaStore } from './media-store';

/** What the screens and the broadcast build on: the library's files and their contents. */
export interface MediaModule {
  media: MediaService;
}

/** The media library: uploads, the files of the subtree, their contents for browsers and devices. */
export async function mediaModule(
  { app, db, config, events, log, audit, resolve, settings, now }: ModuleParts,
  uses: { auth: AuthModule; devices: DevicesModule },
): Promise<MediaModule> {
  const links = new MediaLinks(
    await settings.getOrCreate('media_link_key', AccessTokens.generateKey),
    MEDIA_LINK_SECONDS * 1000,
    now,
  );
  const media = new MediaService(
    new MediaRepository(
      db,
      (caller) =>
        uses.auth.callers.accountView('subtree', caller.accountId, now(), () =>
          subtreeAccountIds(db, caller),
        ),
      events.invalidation,
    ),
    new MediaStore(config.media.dir),
    new MediaProbe(config.media, log),
    links,
    config.media.maxBytes,
    audit,
  );
  mediaRoutes(app, resolve, media, config.media.maxBytes);
  deviceMediaRoutes(app, (token) => uses.devices.identities.byToken(token), media);
  // Once a start: what deleted accounts or a crash left on disk.
  app.addHook('onReady', async () => {
    void media.sweep().then(
      (removed) => removed > 0 && log.info({ removed }, 'media: files no library entry names removed'),
      (error: unknown) => log.warn({ err: error }, 'media: the sweep of unnamed files failed'),
    );
  });
  return { media };
}
