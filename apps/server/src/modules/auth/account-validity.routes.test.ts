import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { AccountsRepository } from '../accounts/accounts.repository';
import { RolesRepository } from '../roles/roles.repository';
import { PasswordHasher } from './password-hasher';

let t: TestApp;
let clock = Date.now();
const password = 'Valid#Until9';

beforeAll(async () => {
  t = await startTestApp({}, { now: () => clock });
  const role = (await new RolesRepository(t.store.db).idsByCode(['user'])).get('user');
  await new AccountsRepository(t.store.db).create(
    {
      username: 'seasonal_crew',
      passwordHash: await new PasswordHasher().hash(password),
      roleId: role?.id ?? 0,
      deadline: new Date(clock + 60 * 60_000),
    },
    { id: 1, path: '/1/' },
  );
});
afterAll(() => t.close());

describe('the validity period (deadline) of an account', () => {
  it('ends a live token the moment the deadline passes, and refuses sign-in after it', async () => {
    const token = await t.signIn('seasonal_crew', password);
    expect((await t.get('/remote/type/devicetype', { token })).statusCode).toBe(200);
    clock += 2 * 60 * 60_000;
    const after = await t.get('/remote/type/devicetype', { token });
    expect(after.statusCode).toBe(401);
    expect(after.body.status).toBe(2002);
    const signIn = await t.signInTokens('seasonal_crew', password);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.body.message).toBe('account validity period has ended');
  });
});
