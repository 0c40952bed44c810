import type { ModuleParts } from '../../platform/module-parts';
import type { CommandsModule } from '../commands/commands.module';
import type { DevicesModule } from '../devices/devices.module';
import type { MediaModule } from '../media/media.module';
import { ProgramDownloads } from './program-downloads';
import { ProgramDownloadsRepository } from './program-downloads.repository';
import { ProgramsRepository } from './programs.repository';
import { deviceProgramRoutes, programRoutes } from './programs.routes';
import { ProgramsService } from './programs.service';

export interface ProgramsModule {
  programs: ProgramsService;
}

/**
 * Program management: layouts of library files and text, reviewed before they reach screens, and
 * published to screens by the command playProgram; screens fetch the manifest by the device API.
 */
export function programsModule(
  { app, db, audit, resolve, now }: ModuleParts,
  uses: { media: MediaModule; commands: CommandsModule; devices: DevicesModule },
): ProgramsModule {
  const programs = new ProgramsService(
    new ProgramsRepository(db),
    uses.media.media,
    audit,
    uses.commands.send,
    now,
  );
  uses.media.media.refuseDeletionWhileUsedBy((ids) => programs.namesPlaying(ids));
  programRoutes(app, resolve, programs, new ProgramDownloads(new ProgramDownloadsRepository(db), programs));
  deviceProgramRoutes(app, (token) => uses.devices.identities.byToken(token), programs);
  return { programs };
}
