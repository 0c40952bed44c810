import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pathInSubtree } from '../../platform/scope';
import { roles } from '../roles/roles.table';
import { accounts } from './accounts.table';

export interface NewAccount {
  username: string;
  passwordHash: string;
  realname?: string;
  mobile?: string | null;
  email?: string | null;
  roleId: number;
  salesman?: string;
  enabled?: boolean;
  deadline?: Date | null;
}

/** The role facts needed to decide whether a caller may assign it (read across to roles). */
function selectRoleFacts(db: Database, roleId: number) {
  return db
    .select({
      id: roles.id,
      builtin: roles.builtin,
      ownerId: roles.ownerId,
      ownerPath: accounts.path,
      permissions: roles.permissions,
    })
    .from(roles)
    .leftJoin(accounts, eq(accounts.id, roles.ownerId))
    .where(eq(roles.id, roleId));
}

export type RoleFacts = Awaited<ReturnType<typeof selectRoleFacts>>[number];

/** Which accounts a role switch may move: of the subtree, never `exceptId`, all or the listed ones. */
export interface RoleSwitchPlan {
  subtreePath: string;
  exceptId: number;
  fromRoleId: number;
  toRoleId: number;
  ids?: number[] | undefined;
}

/** What a role switch found before changing anything: both roles and the accounts it may move. */
export interface RoleSwitchFound {
  from: RoleFacts | undefined;
  to: RoleFacts | undefined;
  /** The listed accounts found in the subtree, or every account there holding the role. */
  accounts: { id: number; roleId: number }[];
}

export class AccountsRepository {
  constructor(private readonly db: Database) {}

  async count(): Promise<number> {
    const [row] = await this.db.select({ value: sql<number>`count(*)::int` }).from(accounts);
    return row?.value ?? 0;
  }

  /** Inserts an account below `parent` (or at the top) and sets its path from its new id. */
  async create(account: NewAccount, parent: { id: number; path: string } | null): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(accounts)
        .values({ ...account, parentId: parent?.id ?? null, path: '' })
        .returning({ id: accounts.id });
      if (!row) throw new Error('account insert returned nothing');
      await tx
        .update(accounts)
        .set({ path: `${parent?.path ?? '/'}${row.id}/` })
        .where(eq(accounts.id, row.id));
      return row.id;
    });
  }

  /** The facts the account rules need, for an account of the caller's subtree only. */
  async findInSubtree(subtreePath: string, id: number) {
    const [row] = await this.db
      .select({
        id: accounts.id,
        username: accounts.username,
        path: accounts.path,
        parentId: accounts.parentId,
        roleId: accounts.roleId,
        mobile: accounts.mobile,
        email: accounts.email,
        enabled: accounts.enabled,
        deadline: accounts.deadline,
      })
      .from(accounts)
      .where(and(eq(accounts.id, id), pathInSubtree(accounts.path, { path: subtreePath })));
    return row;
  }

  async usernameTaken(username: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`lower(${accounts.username}) = lower(${username})`);
    return row !== undefined;
  }

  /** Whether another account than `exceptId` already uses this phone or mailbox. */
  async contactTaken(kind: 'mobile' | 'email', value: string, exceptId?: number): Promise<boolean> {
    const column = kind === 'mobile' ? accounts.mobile : accounts.email;
    const [row] = await this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(sql`lower(${column}) = lower(${value})`, exceptId ? ne(accounts.id, exceptId) : undefined));
    return row !== undefined;
  }

  async findByContact(value: string) {
    const [row] = await this.db
      .select({
        id: accounts.id,
        path: accounts.path,
        username: accounts.username,
        mobile: accounts.mobile,
        email: accounts.email,
      })
      .from(accounts)
      .where(sql`${accounts.mobile} = ${value} or lower(${accounts.email}) = lower(${value})`);
    return row;
  }

  async update(id: number, patch: Partial<typeof accounts.$inferInsert>): Promise<void> {
    await this.db
      .update(accounts)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(accounts.id, id));
  }

  async setPassword(id: number, passwordHash: string): Promise<void> {
    await this.update(id, { passwordHash, passwordChangedAt: sql`now()` as unknown as Date });
  }

  async pathOf(id: number): Promise<string | undefined> {
    const [row] = await this.db.select({ path: accounts.path }).from(accounts).where(eq(accounts.id, id));
    return row?.path;
  }

  async passwordHash(id: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ hash: accounts.passwordHash })
      .from(accounts)
      .where(eq(accounts.id, id));
    return row?.hash;
  }

  /**
   * Changes an account and, when `newParent` is given, moves it with its whole subtree there: one
   * statement rewrites every path of the subtree, in the same transaction as the other changes.
   */
  async save(
    account: { id: number; path: string },
    patch: Partial<typeof accounts.$inferInsert>,
    newParent?: { id: number; path: string },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const parentId = newParent ? { parentId: newParent.id } : {};
      await tx
        .update(accounts)
        .set({ ...patch, ...parentId, updatedAt: sql`now()` })
        .where(eq(accounts.id, account.id));
      if (!newParent) return;
      const newPath = `${newParent.path}${account.id}/`;
      await tx
        .update(accounts)
        .set({ path: sql`${newPath} || substr(${accounts.path}, ${account.path.length + 1})` })
        .where(pathInSubtree(accounts.path, account));
    });
  }

  /** Children of the given accounts that are not themselves among them. */
  async countChildrenOutside(ids: number[]): Promise<number> {
    const [row] = await this.db
      .select({ value: sql<number>`count(*)::int` })
      .from(accounts)
      .where(and(inArray(accounts.parentId, ids), notInArray(accounts.id, ids)));
    return row?.value ?? 0;
  }

  async deleteMany(ids: number[]): Promise<void> {
    await this.db.delete(accounts).where(inArray(accounts.id, ids));
  }

  /** The role facts needed to decide whether a caller may assign it (read across to roles). */
  async roleForAssignment(roleId: number): Promise<RoleFacts | undefined> {
    const [row] = await selectRoleFacts(this.db, roleId);
    return row;
  }

  /**
   * Moves accounts from one role to another in one transaction: both roles and the accounts are
   * read and locked, `verify` (the caller's rules) sees them and may refuse before anything
   * changes, then the accounts found holding the role move. Answers the ids moved.
   */
  async switchRole(plan: RoleSwitchPlan, verify: (found: RoleSwitchFound) => void): Promise<number[]> {
    return this.db.transaction(async (tx) => {
      const role = (id: number) =>
        selectRoleFacts(tx, id)
          .for('share', { of: roles })
          .then(([row]) => row);
      const from = await role(plan.fromRoleId);
      const to = await role(plan.toRoleId);
      const found = await tx
        .select({ id: accounts.id, roleId: accounts.roleId })
        .from(accounts)
        .where(
          and(
            pathInSubtree(accounts.path, { path: plan.subtreePath }),
            ne(accounts.id, plan.exceptId),
            plan.ids ? inArray(accounts.id, plan.ids) : eq(accounts.roleId, plan.fromRoleId),
          ),
        )
        .orderBy(asc(accounts.id))
        .for('update');
      verify({ from, to, accounts: found });
      const ids = found.filter((row) => row.roleId === plan.fromRoleId).map((row) => row.id);
      if (ids.length > 0) {
        await tx
          .update(accounts)
          .set({ roleId: plan.toRoleId, updatedAt: sql`now()` })
          .where(inArray(accounts.id, ids));
      }
      return ids;
    });
  }
}
