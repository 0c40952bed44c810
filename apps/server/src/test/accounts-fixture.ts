import { RolesRepository } from '../modules/roles/roles.repository';
import type { TestApp } from './test-app';

let serial = 0;

/** A valid mainland mobile number that no other test account uses. */
export function uniqueMobile(): string {
  serial += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(serial).padStart(4, '0')}`;
}

export interface CreatedAccount {
  id: number;
  username: string;
  password: string;
  token: string;
}

/**
 * Creates an account through the API as `creatorToken` and signs it in. The role is a built-in one
 * by code; the parent defaults to the creator.
 */
export async function createAccount(
  t: TestApp,
  creatorToken: string,
  options: { username: string; role?: string; parentid?: number; password?: string },
): Promise<CreatedAccount> {
  const roleid = await roleIdByCode(t, options.role ?? 'admin');
  const password = options.password ?? 'Street#Light42';
  const answer = await t.post('/sys/account/add', {
    token: creatorToken,
    form: {
      username: options.username,
      password,
      mobile: uniqueMobile(),
      roleid,
      ...(options.parentid ? { parentid: options.parentid } : {}),
    },
  });
  if (answer.statusCode !== 200)
    throw new Error(`could not create ${options.username}: ${answer.body.message}`);
  return {
    id: answer.body.data.id,
    username: options.username,
    password,
    token: await t.signIn(options.username, password),
  };
}

export async function roleIdByCode(t: TestApp, code: string): Promise<number> {
  const role = (await new RolesRepository(t.store.db).idsByCode([code])).get(code);
  if (!role) throw new Error(`no role ${code}`);
  return role.id;
}
