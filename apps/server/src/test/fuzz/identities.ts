import { AccountsRepository } from '../../modules/accounts/accounts.repository';
import { PasswordHasher } from '../../modules/auth/password-hasher';
import { SignInAccountsRepository } from '../../modules/auth/sign-in-accounts.repository';
import { RolesRepository } from '../../modules/roles/roles.repository';
import { roleIdByCode } from '../accounts-fixture';
import type { TestApp } from '../test-app';

let signIns = 0;

/** Sign-ins of the fuzz's own identities come from addresses of their own, clear of its rate limits. */
function nextAddress(): string {
  signIns += 1;
  return `127.200.${(signIns >> 8) & 255}.${signIns & 255}`;
}

interface Expected {
  rolecode: string;
  keys: number;
  parentid: number;
}

/**
 * An account the fuzz sends requests as. A request may sign it out, disable it, give it another
 * role or reset its password (on purpose or through a bug); `ensure` notices, puts the account
 * back as it was and signs in again, so that later requests still mean something.
 */
export class FuzzIdentity {
  private constructor(
    private readonly t: TestApp,
    readonly accountId: number,
    readonly username: string,
    private readonly password: string,
    private readonly original: { roleId: number; passwordHash: string; expected: Expected },
    public token: string,
  ) {}

  static async signIn(t: TestApp, username: string, password: string): Promise<FuzzIdentity> {
    const token = await signInFromOwnAddress(t, username, password);
    const info = await t.get('/sys/user/info', { token });
    const accountId: number = info.body.data.id;
    const accounts = new AccountsRepository(t.store.db);
    const principal = await new SignInAccountsRepository(t.store.db).principal(accountId);
    const passwordHash = await accounts.passwordHash(accountId);
    if (!principal || !passwordHash) throw new Error(`fuzz set-up: no account ${username}`);
    const expected = {
      rolecode: info.body.data.rolecode,
      keys: info.body.data.roles.length,
      parentid: info.body.data.parentid,
    };
    return new FuzzIdentity(
      t,
      accountId,
      username,
      password,
      { roleId: principal.roleId, passwordHash, expected },
      token,
    );
  }

  /** Answers what a request had changed about this identity, after putting it back; undefined when nothing. */
  async ensure(): Promise<string | undefined> {
    const info = await this.t.get('/sys/user/info', { token: this.token });
    const data = info.body.data;
    const { expected } = this.original;
    if (
      info.statusCode === 200 &&
      data.rolecode === expected.rolecode &&
      data.roles.length === expected.keys
    ) {
      if (data.parentid !== expected.parentid) {
        throw new Error(`${this.username} was moved below account ${data.parentid}; the fuzz cannot go on`);
      }
      return undefined;
    }
    const change =
      info.statusCode === 200
        ? `${this.username} now has role ${data.rolecode} with ${data.roles.length} permission keys`
        : `${this.username} was signed out (${info.statusCode} ${info.body.message})`;
    await this.restore();
    return change;
  }

  private async restore(): Promise<void> {
    const db = this.t.store.db;
    // Gives the built-in roles back every permission they hold by default.
    await new RolesRepository(db).seedBuiltin([]);
    const accounts = new AccountsRepository(db);
    await accounts.update(this.accountId, { enabled: true, roleId: this.original.roleId, deadline: null });
    await accounts.setPassword(this.accountId, this.original.passwordHash);
    this.token = await signInFromOwnAddress(this.t, this.username, this.password);
  }
}

async function signInFromOwnAddress(t: TestApp, username: string, password: string): Promise<string> {
  const answer = await t.signInTokens(username, password, nextAddress());
  if (answer.statusCode !== 200)
    throw new Error(`fuzz: sign-in of ${username} failed: ${answer.body.message}`);
  return answer.body.data.access_token;
}

/** A top-level account with the read-only built-in role, out of reach of the admin's subtree. */
export async function makeReader(t: TestApp, username: string, password: string): Promise<FuzzIdentity> {
  const accounts = new AccountsRepository(t.store.db);
  await accounts.create(
    {
      username,
      passwordHash: await new PasswordHasher(t.config.passwordHashCost).hash(password),
      roleId: await roleIdByCode(t, 'demo'),
    },
    null,
  );
  return FuzzIdentity.signIn(t, username, password);
}
