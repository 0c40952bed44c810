import type { ModuleParts } from '../../platform/module-parts';
import { BrandsRepository } from './brands.repository';
import { brandRoutes } from './brands.routes';
import { BrandsService } from './brands.service';

/** The installation's brand: name and logo on the sign-in page and the top bar. */
export function brandsModule({ app, db, audit, resolve }: ModuleParts): void {
  brandRoutes(app, resolve, new BrandsService(new BrandsRepository(db), audit));
}
