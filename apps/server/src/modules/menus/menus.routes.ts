import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../platform/language';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { MenusService } from './menus.service';

export function menuRoutes(app: FastifyInstance, resolve: CallerResolver, menus: MenusService): void {
  const api = endpoints.menu;
  registerEndpoint(app, resolve, api.userMenuTree, async ({ caller, request }) =>
    menus.userTree(caller, requestLanguage(request)),
  );
  registerEndpoint(app, resolve, api.userMenuList, async ({ caller, request }) =>
    menus.userList(caller, requestLanguage(request)),
  );
  registerEndpoint(app, resolve, api.list, async ({ request }) => menus.tree(requestLanguage(request)));
  registerEndpoint(app, resolve, api.add, async ({ caller, body, request, ip }) =>
    menus.add(caller, body, requestLanguage(request), { caller, ip }),
  );
  registerEndpoint(app, resolve, api.update, async ({ caller, body, request, ip }) =>
    menus.update(caller, body.id, body, requestLanguage(request), { caller, ip }),
  );
  registerEndpoint(app, resolve, api.delete, async ({ caller, query, ip }) =>
    menus.delete(caller, query.ids, { caller, ip }),
  );
}
