import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIdByCode, uniqueMobile } from '../test/accounts-fixture';
import { addProject, deviceForm } from '../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../test/test-app';

const logLines: string[] = [];
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({}, { logLines });
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  // A rule of this test's database refuses these rows: their statements fail after the password
  // is hashed and the device token made, with the secret among the bound values.
  await t.store.execute(`
    alter table accounts add constraint refuse_doomed check (username not like 'doomed%');
    alter table devices add constraint refuse_doomed check (name not like 'doomed%')`);
});
afterAll(() => t.close());

/** The log lines written while `act` ran. */
async function linesDuring(act: () => Promise<void>): Promise<string> {
  const from = logLines.length;
  await act();
  return logLines.slice(from).join('\n');
}

describe('a statement that fails with a secret among its values', () => {
  it('logs the SQL state, never the new account’s password or its hash', async () => {
    const password = 'Doomed#Secret42';
    const log = await linesDuring(async () => {
      const answer = await t.post('/sys/account/add', {
        token: admin,
        form: {
          username: 'doomed_user',
          password,
          mobile: uniqueMobile(),
          roleid: await roleIdByCode(t, 'admin'),
        },
      });
      expect(answer.statusCode).toBe(500);
    });
    expect(log).toContain('"code":"23514"');
    expect(log).toContain('"constraint":"refuse_doomed"');
    expect(log).not.toContain(password);
    expect(log).not.toContain('$argon2id$');
    expect(log).not.toContain('Failing row');
  });

  it('logs the SQL state, never the new device’s token hash', async () => {
    const project = await addProject(t, admin);
    const log = await linesDuring(async () => {
      const answer = await t.post('/remote/device/add', {
        token: admin,
        form: deviceForm(project.id, { devicename: 'doomed lamp' }),
      });
      expect(answer.statusCode).toBe(500);
    });
    expect(log).toContain('"code":"23514"');
    expect(log).toContain('"table":"devices"');
    expect(log).not.toMatch(/[0-9a-f]{64}/);
  });

  it('masks the value a data exception quotes back', async () => {
    const failure = await t.store.db
      .execute(sql`select ${'Doomed#Secret42'}::int`)
      .catch((error: unknown) => error);
    const log = await linesDuring(async () => t.app.log.error({ err: failure }, 'a failed statement'));
    expect(log).toContain('"code":"22P02"');
    expect(log).toContain('invalid input syntax for type integer: \\"***\\"');
    expect(log).not.toContain('Doomed#Secret42');
  });
});
