import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount, roleIdByCode, uniqueMobile } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

const logLines: string[] = [];
let t: TestApp;
let admin: string;
let other: CreatedAccount;

beforeAll(async () => {
  t = await startTestApp({}, { logLines });
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  other = await createAccount(t, admin, { username: 'audited_other' });
  // Rules of this test's database that make a change fail in the database itself, after every
  // check of the service has passed: an insert, or the second statement of a transaction.
  await t.store.execute(`
    alter table accounts add constraint refuse_doomed check (username not like 'doomed%');
    alter table projects add constraint refuse_doomed check (name not like 'doomed%');
    alter table devices add constraint refuse_other check (account_id <> ${other.id});
    alter table audit_log add constraint refuse_group_audit check (action not like 'group.%')`);
});
afterAll(() => t.close());

async function lastEntry(action: string) {
  const answer = await t.get('/sys/audit/list', { token: admin, query: { pagenum: 1, pagesize: 1, action } });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data[0].list[0];
}

describe('a change that fails in the database', () => {
  it('is audited as a failure with the SQL state when its own insert fails', async () => {
    const answer = await t.post('/remote/project/add', { token: admin, form: { name: 'doomed site' } });
    expect(answer.statusCode).toBe(500);
    expect(await lastEntry('project.add')).toMatchObject({
      result: 'failure',
      detail: { name: 'doomed site', reason: 'internal error', sqlstate: '23514' },
    });
  });

  it('is audited when a new account fails after its password was hashed, with no secret in the entry', async () => {
    const answer = await t.post('/sys/account/add', {
      token: admin,
      form: {
        username: 'doomed_account',
        password: 'Doomed#Secret42',
        mobile: uniqueMobile(),
        roleid: await roleIdByCode(t, 'admin'),
      },
    });
    expect(answer.statusCode).toBe(500);
    const entry = await lastEntry('account.add');
    expect(entry).toMatchObject({
      result: 'failure',
      detail: { reason: 'internal error', sqlstate: '23514' },
    });
    expect(JSON.stringify(entry)).not.toMatch(/Doomed#Secret42|argon2/);
  });

  it('keeps its audit entry when the failure rolled back its transaction', async () => {
    const project = await addProject(t, admin);
    await addDevice(t, admin, project.id);
    // Moving a project moves its devices in the same transaction; the devices' update is refused.
    const answer = await t.post('/remote/project/update', {
      token: admin,
      form: { id: project.id, name: project.name, accountid: other.id },
    });
    expect(answer.statusCode).toBe(500);
    expect(await lastEntry('project.update')).toMatchObject({
      result: 'failure',
      targetid: String(project.id),
      detail: { reason: 'internal error', sqlstate: '23514' },
    });
    const kept = await t.get('/remote/project/detail', { token: admin, query: { id: project.id } });
    expect(kept.body.data.accountid).not.toBe(other.id);
  });
});

describe('an audit entry that cannot be written', () => {
  it('leaves the change’s own answer as it was and says so in the log', async () => {
    const from = logLines.length;
    const refused = await t.post('/remote/group/add', {
      token: admin,
      form: { name: 'Lane', projectid: 999_999 },
    });
    expect([refused.statusCode, refused.body.message]).toEqual([404, 'project not found']);
    const log = logLines.slice(from).join('\n');
    expect(log).toContain('audit entry could not be written');
    expect(log).toContain('"constraint":"refuse_group_audit"');
  });
});
