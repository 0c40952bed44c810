import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { GroupsService } from './groups.service';
import type { ProjectsService } from './projects.service';

export function projectRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  projects: ProjectsService,
  groups: GroupsService,
): void {
  const project = endpoints.project;
  registerEndpoint(app, resolve, project.list, async ({ caller, query }) => projects.list(caller, query));
  registerEndpoint(app, resolve, project.tree, async ({ caller }) => projects.tree(caller));
  registerEndpoint(app, resolve, project.detail, async ({ caller, query }) =>
    projects.detail(caller, query.id),
  );
  registerEndpoint(app, resolve, project.add, async ({ caller, body, ip }) =>
    projects.add(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, project.update, async ({ caller, body, ip }) =>
    projects.update(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, project.delete, async ({ caller, query, ip }) =>
    projects.delete(caller, query.ids, { caller, ip }),
  );

  const group = endpoints.group;
  registerEndpoint(app, resolve, group.list, async ({ caller, query }) => groups.list(caller, query));
  registerEndpoint(app, resolve, group.detail, async ({ caller, query }) => groups.detail(caller, query.id));
  registerEndpoint(app, resolve, group.add, async ({ caller, body, ip }) =>
    groups.add(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, group.update, async ({ caller, body, ip }) =>
    groups.update(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, group.delete, async ({ caller, query, ip }) =>
    groups.delete(caller, query.ids, { caller, ip }),
  );
}
