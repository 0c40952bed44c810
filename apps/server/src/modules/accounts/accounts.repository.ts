import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roles } from '../roles/roles.table';
import { accounts } from './accounts.table';

/** What sign-in and every authenticated call need to know about an account. */
export interface Principal {
  accountId: number;
  username: string;
  path: string;
  parentId: number | null;
  roleId: number;
  roleCode: string;
  permissions: string[];
  enabled: boolean;
  deadline: Date | null;
}

export interface SignInRecord extends Principal {
  passwordHash: string;
  lockedUntil: Date | null;
}

const principalColumns = {
  accountId: accounts.id,
  username: accounts.username,
  path: accounts.path,
  parentId: accounts.parentId,
  roleId: accounts.roleId,
  roleCode: roles.code,
  permissions: roles.permissions,
  enabled: accounts.enabled,
  deadline: accounts.deadline,
};

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

  async findForSignIn(username: string): Promise<SignInRecord | undefined> {
    const [row] = await this.db
      .select({ ...principalColumns, passwordHash: accounts.passwordHash, lockedUntil: accounts.lockedUntil })
      .from(accounts)
      .innerJoin(roles, eq(roles.id, accounts.roleId))
      .where(sql`lower(${accounts.username}) = lower(${username})`);
    return row;
  }

  async principal(accountId: number): Promise<Principal | undefined> {
    const [row] = await this.db
      .select(principalColumns)
      .from(accounts)
      .innerJoin(roles, eq(roles.id, accounts.roleId))
      .where(eq(accounts.id, accountId));
    return row;
  }

  /**
   * Counts a failed sign-in inside the window that began with the first failure; the failure that
   * reaches the limit locks the account. Answers the lock's end, if this failure set one.
   */
  async recordSignInFailure(
    accountId: number,
    policy: { windowMs: number; maxFailures: number; lockMs: number },
  ): Promise<Date | null> {
    const windowStart = sql`now() - make_interval(secs => ${policy.windowMs / 1000})`;
    const count = sql`case when ${accounts.failedSince} is null or ${accounts.failedSince} < ${windowStart} then 1 else ${accounts.failedSignIns} + 1 end`;
    const [row] = await this.db
      .update(accounts)
      .set({
        failedSignIns: count,
        failedSince: sql`case when ${accounts.failedSince} is null or ${accounts.failedSince} < ${windowStart} then now() else ${accounts.failedSince} end`,
        lockedUntil: sql`case when ${count} >= ${policy.maxFailures} then now() + make_interval(secs => ${policy.lockMs / 1000}) else ${accounts.lockedUntil} end`,
      })
      .where(eq(accounts.id, accountId))
      .returning({ lockedUntil: accounts.lockedUntil, failedSignIns: accounts.failedSignIns });
    return row && row.failedSignIns >= policy.maxFailures ? row.lockedUntil : null;
  }

  async recordSignInSuccess(accountId: number): Promise<void> {
    await this.db
      .update(accounts)
      .set({ failedSignIns: 0, failedSince: null, lockedUntil: null, lastSignInAt: sql`now()` })
      .where(eq(accounts.id, accountId));
  }
}
