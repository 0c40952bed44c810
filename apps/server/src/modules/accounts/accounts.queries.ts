import type { Account, AccountTreeNode } from '@lamplighter/contract';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import type { Caller } from '../../platform/caller';
import { pathInSubtree } from '../../platform/scope';
import { roles } from '../roles/roles.table';
import { accounts } from './accounts.table';

export interface AccountFilter {
  pagenum: number;
  pagesize: number;
  keyword?: string | undefined;
  roleid?: number | undefined;
  parentid?: number | undefined;
  enabled?: number | undefined;
}

const parent = alias(accounts, 'parent');

const accountColumns = {
  id: accounts.id,
  username: accounts.username,
  realname: accounts.realname,
  mobile: accounts.mobile,
  email: accounts.email,
  parentId: accounts.parentId,
  parentName: parent.username,
  roleId: accounts.roleId,
  roleName: roles.name,
  roleCode: roles.code,
  salesman: accounts.salesman,
  enabled: accounts.enabled,
  deadline: accounts.deadline,
  createdAt: accounts.createdAt,
  lastSignInAt: accounts.lastSignInAt,
  childCount: sql<number>`(select count(*)::int from accounts child where child.parent_id = accounts.id)`,
};

function selectAccounts(db: Database) {
  return db
    .select(accountColumns)
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .leftJoin(parent, eq(parent.id, accounts.parentId))
    .$dynamic();
}

type AccountRow = Awaited<ReturnType<typeof selectAccounts>>[number];

function present(row: AccountRow): Account {
  return {
    id: row.id,
    username: row.username,
    realname: row.realname,
    mobile: row.mobile ?? '',
    email: row.email ?? '',
    parentid: row.parentId ?? 0,
    parentname: row.parentName ?? '',
    roleid: row.roleId,
    rolename: row.roleName,
    rolecode: row.roleCode,
    salesman: row.salesman,
    enabled: row.enabled ? 1 : 0,
    deadline: row.deadline?.toISOString() ?? null,
    createtime: row.createdAt.toISOString(),
    lastlogintime: row.lastSignInAt?.toISOString() ?? null,
    childcount: row.childCount,
  };
}

/** Reads of accounts as the account screens show them: always inside the caller's subtree. */
export class AccountsQueries {
  constructor(private readonly db: Database) {}

  private select() {
    return selectAccounts(this.db);
  }

  async list(caller: Caller, filter: AccountFilter): Promise<{ list: Account[]; total: number }> {
    const keyword = filter.keyword ? containsPattern(filter.keyword) : undefined;
    const conditions: (SQL | undefined)[] = [
      pathInSubtree(accounts.path, caller),
      keyword
        ? or(
            ilike(accounts.username, keyword),
            ilike(accounts.realname, keyword),
            ilike(accounts.mobile, keyword),
            ilike(accounts.email, keyword),
          )
        : undefined,
      filter.roleid ? eq(accounts.roleId, filter.roleid) : undefined,
      filter.parentid ? eq(accounts.parentId, filter.parentid) : undefined,
      filter.enabled === undefined ? undefined : eq(accounts.enabled, filter.enabled === 1),
    ];
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(asc(accounts.path))
        .limit(filter.pagesize)
        .offset((filter.pagenum - 1) * filter.pagesize),
      this.db.select({ value: count() }).from(accounts).where(where),
    ]);
    return { list: rows.map(present), total: total?.value ?? 0 };
  }

  async detail(caller: Caller, id: number): Promise<Account | undefined> {
    const [row] = await this.select().where(and(eq(accounts.id, id), pathInSubtree(accounts.path, caller)));
    return row ? present(row) : undefined;
  }

  async tree(caller: Caller): Promise<AccountTreeNode[]> {
    const rows = await this.db
      .select({
        id: accounts.id,
        parentId: accounts.parentId,
        username: accounts.username,
        realname: accounts.realname,
      })
      .from(accounts)
      .where(pathInSubtree(accounts.path, caller))
      .orderBy(asc(accounts.path));
    const nodes = new Map<number, AccountTreeNode>(
      rows.map((row) => [
        row.id,
        { id: row.id, username: row.username, realname: row.realname, children: [] },
      ]),
    );
    const roots: AccountTreeNode[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id);
      if (!node) continue;
      const parentNode = row.parentId === null ? undefined : nodes.get(row.parentId);
      if (parentNode && row.id !== caller.accountId) parentNode.children.push(node);
      else roots.push(node);
    }
    return roots;
  }
}
