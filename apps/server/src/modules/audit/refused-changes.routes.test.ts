import { endpoints } from '@lamplighter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { importFile } from '../../test/excel-fixture';
import { ADMIN_PASSWORD, type ApiAnswer, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
/** An administrator below the top level: menus and brands are not theirs to change. */
let tenant: CreatedAccount;
/** A plain user of the tenant's subtree, whose role holds no management permission. */
let member: CreatedAccount;
let memberMobile: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  tenant = await createAccount(t, admin, { username: 'refusal_tenant' });
  member = await createAccount(t, tenant.token, { username: 'refusal_member', role: 'user' });
  const detail = await t.get('/sys/account/detail', { token: admin, query: { id: member.id } });
  memberMobile = detail.body.data.mobile;
});
afterAll(() => t.close());

function actionOf(endpoint: { audit?: string }): string {
  if (!endpoint.audit) throw new Error('the endpoint names no audit action');
  return endpoint.audit;
}

async function auditList(token: string, query: Record<string, string | number> = {}) {
  const answer = await t.get('/sys/audit/list', { token, query: { pagenum: 1, pagesize: 1, ...query } });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data[0] as { list: Record<string, unknown>[]; total: number };
}

/** The newest audit entry of an action, as `token` sees the log. */
async function lastEntry(endpoint: { audit?: string }, token = admin) {
  return (await auditList(token, { action: actionOf(endpoint) })).list[0];
}

const fieldsOf = (answer: ApiAnswer) => answer.body.errors?.map(({ field, key }) => ({ field, key }));

describe('a change refused before its service runs', () => {
  it('is audited under the endpoint’s action with the fields and keys refused, never the values', async () => {
    const answer = await t.post('/sys/account/add', {
      token: admin,
      form: { username: 'refused_input', password: 'Tiny#1', mobile: 'Secret#Mobile99' },
    });
    expect(answer.statusCode).toBe(400);
    const entry = await lastEntry(endpoints.account.add);
    expect(entry).toMatchObject({
      actorname: 'admin',
      result: 'failure',
      detail: { reason: answer.body.message, fields: fieldsOf(answer) },
    });
    expect(fieldsOf(answer)?.map(({ field }) => field)).toEqual(expect.arrayContaining(['mobile', 'roleid']));
    expect(JSON.stringify(entry)).not.toMatch(/Tiny#1|Secret#Mobile99|refused_input/);
  });

  it('is audited when the change is a GET, as the seed’s deletions are', async () => {
    const answer = await t.get('/remote/project/delete', { token: admin, query: { ids: 'abc' } });
    expect(answer.statusCode).toBe(400);
    expect(await lastEntry(endpoints.project.delete)).toMatchObject({
      result: 'failure',
      detail: { fields: fieldsOf(answer) },
    });
  });

  it('is audited when a control character is refused before the schema', async () => {
    const answer = await t.post('/remote/project/add', { token: admin, form: { name: 'a\u0000b' } });
    expect(answer.statusCode).toBe(400);
    expect(await lastEntry(endpoints.project.add)).toMatchObject({
      result: 'failure',
      detail: { fields: [{ field: 'name', key: 'validation.controlCharacter' }] },
    });
  });

  it('is audited when the caller’s role lacks the permission', async () => {
    const answer = await t.post('/sys/role/add', { token: member.token, form: { name: 'Sneaky' } });
    expect(answer.statusCode).toBe(403);
    expect(await lastEntry(endpoints.role.add, tenant.token)).toMatchObject({
      actorname: 'refusal_member',
      result: 'failure',
      detail: { reason: answer.body.message },
    });
  });

  it('is not audited for a read, nor without a signed-in caller', async () => {
    const before = (await auditList(admin)).total;
    expect((await t.get('/remote/project/detail', { token: admin, query: { id: 'abc' } })).statusCode).toBe(
      400,
    );
    expect((await t.get('/remote/project/list', { token: admin, query: { pagenum: 'x' } })).statusCode).toBe(
      400,
    );
    const exported = await t.post('/remote/history/export', { token: admin, json: { deviceids: 'x' } });
    expect(exported.statusCode).toBe(400);
    expect((await t.post('/remote/project/add', { form: { name: '' } })).statusCode).toBe(401);
    expect((await auditList(admin)).total).toBe(before);
  });
});

describe('a change its service refuses is audited with its reason', () => {
  it('roles: a key another role has, a built-in role deleted', async () => {
    const taken = await t.post('/sys/role/add', {
      token: admin,
      form: { name: 'Twin', idenkey: 'admin', description: '' },
    });
    expect(taken.statusCode).toBe(409);
    expect(await lastEntry(endpoints.role.add)).toMatchObject({
      result: 'failure',
      detail: { idenkey: 'admin', reason: taken.body.message },
    });
    const roles = await t.get('/sys/role/list', { token: admin, query: { pagenum: 1, pagesize: 50 } });
    const builtin = roles.body.data[0].list.find((role: { idenkey: string }) => role.idenkey === 'user');
    const kept = await t.get('/sys/role/delete', { token: admin, query: { ids: builtin.id } });
    expect(kept.statusCode).toBe(409);
    expect(await lastEntry(endpoints.role.delete)).toMatchObject({
      result: 'failure',
      targetid: String(builtin.id),
      detail: { reason: kept.body.message },
    });
  });

  it('menus: an entry added below the top level, a missing entry deleted', async () => {
    const added = await t.post('/sys/menu/add', {
      token: tenant.token,
      form: { parentid: 0, path: '/x', component: 'x', componentname: 'RefusedEntry', name: 'x' },
    });
    expect(added.statusCode).toBe(403);
    expect(await lastEntry(endpoints.menu.add, tenant.token)).toMatchObject({
      actorname: 'refusal_tenant',
      result: 'failure',
      detail: { componentname: 'RefusedEntry', reason: added.body.message },
    });
    const missing = await t.get('/sys/menu/delete', { token: admin, query: { ids: 999_999 } });
    expect(missing.statusCode).toBe(404);
    expect(await lastEntry(endpoints.menu.delete)).toMatchObject({ result: 'failure', targetid: '999999' });
  });

  it('brands: a change below the top level, a logo without its file', async () => {
    const changed = await t.post('/sys/brand/update', { token: tenant.token, form: { key: 'default' } });
    expect(changed.statusCode).toBe(403);
    expect(await lastEntry(endpoints.brand.update, tenant.token)).toMatchObject({
      result: 'failure',
      targetid: 'default',
      detail: { reason: changed.body.message },
    });
    const logo = await t.post('/sys/brand/uploadlogo', { token: admin, form: { key: 'default' } });
    expect(logo.statusCode).toBe(400);
    expect(await lastEntry(endpoints.brand.uploadLogo)).toMatchObject({
      result: 'failure',
      targetid: 'default',
      detail: { reason: logo.body.message },
    });
  });

  it('profile: a wrong current password, an avatar without a file, a phone someone else uses', async () => {
    const wrongOld = await t.post('/sys/user/update', {
      token: member.token,
      form: { oldpassword: 'Not#The1Password', password: 'Brand#New77x' },
    });
    expect(wrongOld.statusCode).toBe(400);
    for (const endpoint of [{ audit: 'user.password' }, endpoints.user.update]) {
      const entry = await lastEntry(endpoint, tenant.token);
      expect(entry).toMatchObject({
        actorname: 'refusal_member',
        result: 'failure',
        detail: {
          reason: wrongOld.body.message,
          fields: [{ field: 'oldpassword', key: 'error.wrongOldPassword' }],
        },
      });
      expect(JSON.stringify(entry)).not.toMatch(/Not#The1Password|Brand#New77x/);
    }
    const noFile = await t.post('/sys/user/uploadface', { token: member.token, form: { file: 'x' } });
    expect(noFile.statusCode).toBe(400);
    expect(await lastEntry(endpoints.user.uploadFace, tenant.token)).toMatchObject({
      result: 'failure',
      detail: { reason: noFile.body.message },
    });
    const taken = await t.get('/sys/smscode/bind', {
      token: tenant.token,
      query: { contact: memberMobile },
      remoteAddress: '10.70.0.1',
    });
    expect(taken.statusCode).toBe(409);
    expect(await lastEntry(endpoints.user.sendBindCode, tenant.token)).toMatchObject({
      actorname: 'refusal_tenant',
      result: 'failure',
      detail: { reason: taken.body.message },
    });
  });

  it('password reset: a wrong code, seen by the account’s subtree, with neither code nor password', async () => {
    const reset = (contact: string) =>
      t.post('/sys/repwd/updatepwd', {
        form: { contact, password: 'Brand#New78x', scode: '314159' },
        remoteAddress: '10.70.0.2',
      });
    const known = await reset(memberMobile);
    expect(known.statusCode).toBe(400);
    const entry = await lastEntry(endpoints.user.resetPassword, tenant.token);
    expect(entry).toMatchObject({
      actorname: 'refusal_member',
      targetid: String(member.id),
      result: 'failure',
      detail: { reason: known.body.message },
    });
    expect(JSON.stringify(entry)).not.toMatch(/314159|Brand#New78x/);
    // A contact no account uses concerns nobody's subtree: only the top level sees the attempt.
    expect((await reset('13900000321')).statusCode).toBe(400);
    expect(await lastEntry(endpoints.user.resetPassword, tenant.token)).toEqual(entry);
    expect(await lastEntry(endpoints.user.resetPassword)).toMatchObject({ actorname: '', result: 'failure' });
  });

  it('password reset: a code asked for something that is neither phone nor mailbox', async () => {
    const answer = await t.get('/sys/repwd/sendrepwd', {
      query: { contact: 'nobody' },
      remoteAddress: '10.70.0.3',
    });
    expect(answer.statusCode).toBe(400);
    expect(await lastEntry(endpoints.user.sendResetCode)).toMatchObject({
      result: 'failure',
      detail: { reason: answer.body.message, fields: [{ field: 'contact', key: 'validation.contact' }] },
    });
  });

  it('device import: a file that is no workbook', async () => {
    const answer = await importFile(t, admin, { name: 'devices.xlsx', data: Buffer.from('not a workbook') });
    expect(answer.statusCode).toBe(400);
    expect(await lastEntry(endpoints.excel.importDevices)).toMatchObject({
      result: 'failure',
      detail: { mode: 'all', reason: answer.body.message },
    });
  });
});
