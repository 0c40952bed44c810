import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { AccountsRepository } from '../accounts/accounts.repository';
import { RolesRepository } from '../roles/roles.repository';
import { PasswordHasher } from './password-hasher';

let t: TestApp;
const operatorPassword = 'Night#Shift42';

beforeAll(async () => {
  t = await startTestApp({ SIGNIN_ATTEMPTS_PER_MINUTE: '8' });
  const role = (await new RolesRepository(t.store.db).idsByCode(['controller'])).get('controller');
  const accounts = new AccountsRepository(t.store.db);
  for (const username of ['operator_one', 'operator_two']) {
    await accounts.create(
      { username, passwordHash: await new PasswordHasher().hash(operatorPassword), roleId: role?.id ?? 0 },
      { id: 1, path: '/1/' },
    );
  }
});
afterAll(() => t.close());

describe('account lockout after failed sign-ins', () => {
  const address = '10.0.0.1';

  it('locks the account on the fifth failure within 15 minutes and refuses even the right password', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await t.signInTokens('operator_one', `Wrong#pass${attempt}`, address);
      expect(answer.body.status).toBe(2004);
    }
    const locked = await t.signInTokens('operator_one', operatorPassword, '10.0.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.body.message).toBe(
      'account locked after too many failed sign-ins, try again in 15 minutes',
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('lets the account in again once the lock has run out', async () => {
    await t.store.db.execute(
      sql`update accounts set locked_until = now() - interval '1 second' where username = 'operator_one'`,
    );
    const answer = await t.signInTokens('operator_one', operatorPassword, '10.0.0.3');
    expect(answer.statusCode).toBe(200);
  });

  it('forgets failures older than the 15-minute window', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      await t.signInTokens('operator_two', 'Wrong#pass0', '10.0.0.4');
    }
    await t.store.db.execute(
      sql`update accounts set failed_since = now() - interval '16 minutes' where username = 'operator_two'`,
    );
    await t.signInTokens('operator_two', 'Wrong#pass0', '10.0.0.4');
    const answer = await t.signInTokens('operator_two', operatorPassword, '10.0.0.5');
    expect(answer.statusCode).toBe(200);
  });

  it('records every sign-in, failed or not, in the audit log without the password', async () => {
    const token = await t.signIn('admin', ADMIN_PASSWORD);
    const answer = await t.get('/sys/audit/list', { token, query: { action: 'auth.signin', pagesize: 100 } });
    expect(answer.statusCode).toBe(200);
    const entries = answer.body.data[0].list as {
      result: string;
      ip: string;
      actorname: string;
      detail: object;
    }[];
    expect(
      entries.some((e) => e.result === 'failure' && e.actorname === 'operator_one' && e.ip === address),
    ).toBe(true);
    expect(entries.some((e) => e.result === 'success' && e.actorname === 'admin')).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(operatorPassword);
    expect(JSON.stringify(entries)).not.toContain('Wrong#pass');
  });
});

describe('sign-in attempts per address', () => {
  it('answers 429 operation too frequent past the limit per minute, for any username', async () => {
    const address = '10.9.9.9';
    const answers = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      answers.push(await t.signInTokens(`someone_${attempt}`, 'Whatever#1', address));
    }
    expect(answers.slice(0, 8).every((a) => a.body.status === 2004)).toBe(true);
    const limited = answers[8];
    expect(limited?.statusCode).toBe(429);
    expect(limited?.body).toEqual({
      status: 429,
      message: 'operation too frequent',
      data: null,
      key: 'error.tooFrequent',
    });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    const otherAddress = await t.signInTokens('admin', ADMIN_PASSWORD, '10.9.9.10');
    expect(otherAddress.statusCode).toBe(200);
  });
});
