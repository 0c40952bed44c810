import { builtinRoleCodes, builtinRoles, permissionKeys } from '@lamplighter/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roleMenus, roles } from './roles.table';

export class RolesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Creates the built-in roles on first start. On later starts a permission key that is new in
   * the catalogue is granted to the built-in roles that have it by default; keys an administrator
   * removed stay removed.
   */
  async seedBuiltin(knownKeys: readonly string[]): Promise<void> {
    const newKeys = permissionKeys.filter((key) => !knownKeys.includes(key));
    for (const code of builtinRoleCodes) {
      const definition = builtinRoles[code];
      const [existing] = await this.db
        .select({ id: roles.id, permissions: roles.permissions })
        .from(roles)
        .where(eq(roles.code, code));
      if (!existing) {
        await this.db.insert(roles).values({
          code,
          name: definition.name,
          description: definition.description,
          builtin: true,
          permissions: definition.permissions,
        });
        continue;
      }
      const grant = definition.permissions.filter(
        (key) => newKeys.includes(key) && !existing.permissions.includes(key),
      );
      if (grant.length > 0) {
        await this.db
          .update(roles)
          .set({ permissions: [...existing.permissions, ...grant].sort() })
          .where(eq(roles.id, existing.id));
      }
    }
  }

  async idsByCode(codes: readonly string[]): Promise<Map<string, { id: number; permissions: string[] }>> {
    const rows = await this.db
      .select({ id: roles.id, code: roles.code, permissions: roles.permissions })
      .from(roles)
      .where(inArray(roles.code, [...codes]));
    return new Map(rows.map((row) => [row.code, { id: row.id, permissions: row.permissions }]));
  }

  async builtinRoles() {
    return this.db
      .select({ id: roles.id, code: roles.code, permissions: roles.permissions })
      .from(roles)
      .where(eq(roles.builtin, true));
  }

  async linkMenus(links: { roleId: number; menuId: number }[]): Promise<void> {
    if (links.length === 0) return;
    await this.db.insert(roleMenus).values(links).onConflictDoNothing();
  }

  async codeTaken(code: string, exceptId?: number): Promise<boolean> {
    const rows = await this.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
    return rows.some((row) => row.id !== exceptId);
  }

  async create(
    role: { code: string; name: string; description: string; permissions: string[]; ownerId: number },
    menuIds: number[],
  ) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(roles).values(role).returning({ id: roles.id });
      if (!row) throw new Error('role insert returned nothing');
      if (menuIds.length > 0)
        await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: row.id, menuId })));
      return row.id;
    });
  }

  /** Writes what is given: an undefined value or menu list leaves it as it is. */
  async update(
    id: number,
    role: Partial<{ code: string; name: string; description: string; permissions: string[] }>,
    menuIds: number[] | undefined,
  ) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(roles)
        .set({ ...role, updatedAt: new Date() })
        .where(eq(roles.id, id));
      if (menuIds === undefined) return;
      await tx.delete(roleMenus).where(eq(roleMenus.roleId, id));
      if (menuIds.length > 0)
        await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: id, menuId })));
    });
  }

  async deleteMany(ids: number[]): Promise<void> {
    await this.db.delete(roles).where(inArray(roles.id, ids));
  }
}
