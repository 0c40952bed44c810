import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../accounts/accounts.table';
import { roles } from '../roles/roles.table';

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

/** The accounts as sign-in sees them: who may sign in, and with what rights. */
export class SignInAccountsRepository {
  constructor(private readonly db: Database) {}

  async findForSignIn(username: string): Promise<SignInRecord | undefined> {
    const [row] = await this.db
      .select({ ...principalColumns, passwordHash: accounts.passwordHash })
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

  async recordSignInSuccess(accountId: number): Promise<void> {
    await this.db.update(accounts).set({ lastSignInAt: sql`now()` }).where(eq(accounts.id, accountId));
  }
}
