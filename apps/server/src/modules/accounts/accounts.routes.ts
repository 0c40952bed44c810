import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { AccountsService } from './accounts.service';

export function accountRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  accounts: AccountsService,
): void {
  const api = endpoints.account;
  registerEndpoint(app, resolve, api.list, async ({ caller, query }) => accounts.list(caller, query));
  registerEndpoint(app, resolve, api.tree, async ({ caller }) => accounts.tree(caller));
  registerEndpoint(app, resolve, api.detail, async ({ caller, query }) => accounts.detail(caller, query.id));
  registerEndpoint(app, resolve, api.add, async ({ caller, body, ip }) =>
    accounts.add(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.update, async ({ caller, body, ip }) =>
    accounts.update(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.setEnabled, async ({ caller, body, ip }) =>
    accounts.setEnabled(caller, body.id, body.enabled, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.resetPassword, async ({ caller, body, ip }) =>
    accounts.resetPassword(caller, body.id, body.password, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.delete, async ({ caller, query, ip }) =>
    accounts.delete(caller, query.ids, { caller, ip }),
  );
  // A role switch is listed with the roles but changes accounts, so their module answers it.
  registerEndpoint(app, resolve, endpoints.role.switch, async ({ caller, body, ip }) =>
    accounts.switchRole(caller, body, { caller, ip }),
  );
}
