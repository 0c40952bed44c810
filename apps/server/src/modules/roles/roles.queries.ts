import type { Role } from '@lamplighter/contract';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { roles } from './roles.table';

/** Roles owned inside the caller's subtree; those whose owner was deleted fall to top-level administrators. */
function ownedBy(caller: Caller): SQL {
  const orphaned = sql`not exists (select 1 from accounts a where a.id = ${roles.ownerId})`;
  return (
    caller.parentId === null
      ? or(accountInSubtree(roles.ownerId, caller), orphaned)
      : accountInSubtree(roles.ownerId, caller)
  ) as SQL;
}

/** Roles a caller can see: built-in ones, its own, and those owned inside its subtree. */
export function visibleTo(caller: Caller): SQL {
  return or(eq(roles.builtin, true), eq(roles.id, caller.roleId), ownedBy(caller)) as SQL;
}

const roleColumns = {
  id: roles.id,
  name: roles.name,
  code: roles.code,
  description: roles.description,
  builtin: roles.builtin,
  permissions: roles.permissions,
  createdAt: roles.createdAt,
  // Written out with table names: drizzle leaves columns unqualified in single-table selects.
  menuIds: sql<
    number[]
  >`coalesce((select array_agg(rm.menu_id order by rm.menu_id) from role_menus rm where rm.role_id = roles.id), '{}')`,
  userCount: sql<number>`(select count(*)::int from accounts a where a.role_id = roles.id)`,
};

function present(row: {
  id: number;
  name: string;
  code: string;
  description: string;
  builtin: boolean;
  permissions: string[];
  createdAt: Date;
  menuIds: number[];
  userCount: number;
}): Role {
  return {
    id: row.id,
    name: row.name,
    idenkey: row.code,
    description: row.description,
    builtin: row.builtin ? 1 : 0,
    permissions: row.permissions,
    menuids: row.menuIds.map(Number),
    usercount: row.userCount,
    createtime: row.createdAt.toISOString(),
  };
}

export class RolesQueries {
  constructor(private readonly db: Database) {}

  async list(caller: Caller, filter: { pagenum: number; pagesize: number; keyword?: string | undefined }) {
    const keyword = filter.keyword ? containsPattern(filter.keyword) : undefined;
    const where = and(
      visibleTo(caller),
      keyword ? or(ilike(roles.name, keyword), ilike(roles.code, keyword)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select(roleColumns)
        .from(roles)
        .where(where)
        .orderBy(asc(roles.id))
        .limit(filter.pagesize)
        .offset((filter.pagenum - 1) * filter.pagesize),
      this.db.select({ value: count() }).from(roles).where(where),
    ]);
    return { list: rows.map(present), total: total?.value ?? 0 };
  }

  async detail(caller: Caller, id: number): Promise<Role | undefined> {
    const [row] = await this.db
      .select(roleColumns)
      .from(roles)
      .where(and(eq(roles.id, id), visibleTo(caller)));
    return row ? present(row) : undefined;
  }

  /** The facts needed to decide whether the caller may change or delete the role. */
  async ownership(caller: Caller, id: number) {
    const [row] = await this.db
      .select({
        id: roles.id,
        code: roles.code,
        builtin: roles.builtin,
        ownerId: roles.ownerId,
        userCount: roleColumns.userCount,
      })
      .from(roles)
      .where(and(eq(roles.id, id), visibleTo(caller)));
    return row;
  }

  async ownedInSubtree(caller: Caller, id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.id, id), ownedBy(caller)));
    return row !== undefined;
  }
}
