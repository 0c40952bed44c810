import type { CatalogueMenu } from '@lamplighter/contract';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roleMenus } from '../roles/roles.table';
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
          hidden: entry.hidden ?? false,
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

  all() {
    return this.db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
  }

  /** Entries linked to the role, with every ancestor of theirs so that the tree holds together. */
  forRole(roleId: number) {
    return this.db
      .select()
      .from(menus)
      .where(
        sql`${menus.id} in (
          with recursive visible(id, parent_id) as (
            select m.id, m.parent_id from ${menus} m join ${roleMenus} rm on rm.menu_id = m.id where rm.role_id = ${roleId}
            union
            select p.id, p.parent_id from ${menus} p join visible v on p.id = v.parent_id
          )
          select id from visible
        )`,
      )
      .orderBy(asc(menus.sort), asc(menus.id));
  }

  async find(id: number) {
    const [row] = await this.db.select().from(menus).where(eq(menus.id, id));
    return row;
  }

  async missing(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const found = await this.db.select({ id: menus.id }).from(menus).where(inArray(menus.id, ids));
    const present = new Set(found.map((row) => row.id));
    return ids.filter((id) => !present.has(id));
  }

  async componentNameTaken(componentName: string, exceptId?: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.componentName, componentName));
    return rows.some((row) => row.id !== exceptId);
  }

  async insert(menu: typeof menus.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(menus).values(menu).returning({ id: menus.id });
    if (!row) throw new Error('menu insert returned nothing');
    return row.id;
  }

  async update(id: number, menu: Partial<typeof menus.$inferInsert>): Promise<void> {
    await this.db
      .update(menus)
      .set({ ...menu, updatedAt: new Date() })
      .where(eq(menus.id, id));
  }

  async countChildrenOutside(ids: number[]): Promise<number> {
    const [row] = await this.db
      .select({ value: sql<number>`count(*)::int` })
      .from(menus)
      .where(and(inArray(menus.parentId, ids), notInArray(menus.id, ids)));
    return row?.value ?? 0;
  }

  async deleteMany(ids: number[]): Promise<void> {
    await this.db.delete(menus).where(inArray(menus.id, ids));
  }
}
