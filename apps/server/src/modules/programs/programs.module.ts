import type { ModuleParts } from '../../platform/module-parts';
import type { MediaModule } from '../media/media.module';
import { ProgramsRepository } from './programs.repository';
import { programRoutes } from './programs.routes';
import { ProgramsService } from './programs.service';

export interface ProgramsModule {
  programs: ProgramsService;
}

/** Program management: layouts of library files and text, reviewed before they reach screens. */
export function programsModule(
  { app, db, audit, resolve, now }: ModuleParts,
  uses: { media: MediaModule },
): ProgramsModule {
  const programs = new ProgramsService(new ProgramsRepository(db), uses.media.media, audit, now);
  uses.media.media.refuseDeletionWhileUsedBy((ids) => programs.namesPlaying(ids));
  programRoutes(app, resolve, programs);
  return { programs };
}
