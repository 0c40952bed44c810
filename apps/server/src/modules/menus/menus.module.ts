import type { ModuleParts } from '../../platform/module-parts';
import type { AuthModule } from '../auth/auth.module';
import { MenusRepository } from './menus.repository';
import { menuRoutes } from './menus.routes';
import { MenusService } from './menus.service';

/** The menu tree each role opens. */
export function menusModule(
  { app, db, audit, resolve }: ModuleParts,
  { auth }: { auth: AuthModule },
): MenusService {
  const menus = new MenusService(new MenusRepository(db), auth.revoker, audit);
  menuRoutes(app, resolve, menus);
  return menus;
}
