import type { ModuleParts } from '../../platform/module-parts';
import type { AuthModule } from '../auth/auth.module';
import type { MenusService } from '../menus/menus.service';
import { RolesQueries } from './roles.queries';
import { RolesRepository } from './roles.repository';
import { roleRoutes } from './roles.routes';
import { RolesService } from './roles.service';

/** Roles: their permissions and the menus they open. */
export function rolesModule(
  { app, db, audit, resolve }: ModuleParts,
  uses: { auth: AuthModule; menus: MenusService },
): void {
  const roles = new RolesService(
    new RolesRepository(db),
    new RolesQueries(db),
    (ids) => uses.menus.missing(ids),
    uses.auth.revoker,
    audit,
  );
  roleRoutes(app, resolve, roles);
}
