import type { ModuleParts } from '../../platform/module-parts';
import type { ProjectsModule } from '../projects/projects.module';
import { WallDetailRepository } from './wall-detail.repository';
import { wallDetailRoutes } from './wall-detail.routes';
import { WallDetailService } from './wall-detail.service';

/** The detail wall of one project: its figures, warnings, map and load power, read on demand. */
export function wallDetailModule(
  { app, db, resolve, now }: ModuleParts,
  { projects }: { projects: ProjectsModule },
): void {
  wallDetailRoutes(app, resolve, new WallDetailService(new WallDetailRepository(db), projects.projects, now));
}
