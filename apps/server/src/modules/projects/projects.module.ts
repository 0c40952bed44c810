import type { ModuleParts } from '../../platform/module-parts';
import type { AccountsModule } from '../accounts/accounts.module';
import { GroupsRepository } from './groups.repository';
import { GroupsService } from './groups.service';
import { Placements } from './placements';
import { ProjectsRepository } from './projects.repository';
import { projectRoutes } from './projects.routes';
import { ProjectsService } from './projects.service';

/** What other modules use of projects and groups, and of where a device may be placed. */
export interface ProjectsModule {
  projects: ProjectsService;
  groups: GroupsService;
  placements: Placements;
}

/** Projects of the account tree and their groups. */
export function projectsModule(
  { app, db, audit, resolve }: ModuleParts,
  { accounts }: { accounts: AccountsModule },
): ProjectsModule {
  const projectsRepository = new ProjectsRepository(db);
  const groupsRepository = new GroupsRepository(db);
  const projects = new ProjectsService(
    projectsRepository,
    async (caller, id) => void (await accounts.accounts.detail(caller, id)),
    audit,
  );
  const groups = new GroupsService(groupsRepository, projectsRepository, audit);
  projectRoutes(app, resolve, projects, groups);
  return { projects, groups, placements: new Placements(projectsRepository, groupsRepository) };
}
