import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CatalogueMenu } from './menus.catalogue';
import { menus } from './menus.table';

export interface SeededMenu {
  id: number;
  permission: string | undefined;
  childPermissions: string[];
}

export class MenusRepository {
  constructor(private readonly db: Database) {}

  /**
   * Adds catalogue entries that are not there yet (matched by component name) and answers the
   * ones it added, so that built-in roles can be given them. Entries an administrator edited or
   * moved are left alone.
   */
  async seedCatalogue(catalogue: CatalogueMenu[], parentId = 0): Promise<SeededMenu[]> {
    const added: SeededMenu[] = [];
    for (const [index, entry] of catalogue.entries()) {
      const [inserted] = await this.db
        .insert(menus)
        .values({
          parentId,
          path: entry.path,
          component: entry.component,
          componentName: entry.componentName,
          nameZh: entry.nameZh,
          nameEn: entry.nameEn,
          icon: entry.icon,
          redirect: entry.redirect ?? '',
          sort: index,
          builtin: true,
        })
        .onConflictDoNothing()
        .returning({ id: menus.id });
      const [row] = inserted
        ? [inserted]
        : await this.db
            .select({ id: menus.id })
            .from(menus)
            .where(eq(menus.componentName, entry.componentName));
      if (!row) continue;
      const children = await this.seedCatalogue(entry.children ?? [], row.id);
      const childPermissions = (entry.children ?? []).flatMap((child) =>
        child.permission ? [child.permission] : [],
      );
      if (inserted) added.push({ id: row.id, permission: entry.permission, childPermissions });
      added.push(...children);
    }
    return added;
  }
}
