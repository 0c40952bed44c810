import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { ProgramsService } from './programs.service';

export function programRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  programs: ProgramsService,
): void {
  const api = endpoints.programs;
  registerEndpoint(app, resolve, api.list, async ({ caller, query }) => [await programs.list(caller, query)]);
  registerEndpoint(app, resolve, api.get, async ({ caller, query }) => programs.get(caller, query.id));
  registerEndpoint(app, resolve, api.add, async ({ caller, body, ip }) =>
    programs.add(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.update, async ({ caller, body, ip }) =>
    programs.update(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.submit, async ({ caller, body, ip }) =>
    programs.submit(caller, body.id, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.withdraw, async ({ caller, body, ip }) =>
    programs.withdraw(caller, body.id, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.review, async ({ caller, body, ip }) =>
    programs.review(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.delete, async ({ caller, query, ip }) =>
    programs.delete(caller, query.ids, { caller, ip }),
  );
}
