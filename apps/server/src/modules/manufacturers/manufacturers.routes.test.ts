import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addManufacturer, registerFactoryDevice } from '../../test/manufacturers-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let tenant: CreatedAccount;
let maker: CreatedAccount;
let sibling: CreatedAccount;
let demo: CreatedAccount;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  tenant = await createAccount(t, admin, { username: 'mf_tenant' });
  maker = await createAccount(t, tenant.token, { username: 'mf_maker', role: 'manufacturer' });
  sibling = await createAccount(t, admin, { username: 'mf_sibling' });
  demo = await createAccount(t, tenant.token, { username: 'mf_demo', role: 'demo' });
});
afterAll(() => t.close());

const names = (answer: { body: { data: [{ list: { name: string }[] }] } }) =>
  answer.body.data[0].list.map((row) => row.name);

describe('who may manage manufacturers', () => {
  it('answers 2003 without a token, then 2001 for the manufacturer role and the demo', async () => {
    const anonymous = await t.post('/sys/manufacturer/add', { form: { name: 'Nobody' } });
    expect([anonymous.statusCode, anonymous.body.status]).toEqual([401, 2003]);
    for (const token of [maker.token, demo.token]) {
      const add = await t.post('/sys/manufacturer/add', { token, form: { name: 'Sneaky' } });
      expect([add.statusCode, add.body.status]).toEqual([403, 2001]);
    }
    const makerList = await t.get('/sys/manufacturer/list', { token: maker.token });
    expect(makerList.body.status).toBe(2001);
    expect((await t.get('/sys/manufacturer/list', { token: demo.token })).statusCode).toBe(200);
  });

  it('names the missing name and a maker account outside the subtree', async () => {
    const noName = await t.post('/sys/manufacturer/add', { token: tenant.token, form: { name: ' ' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.body.message).toBe('name: please enter the manufacturer name');
    const foreign = await t.post('/sys/manufacturer/add', {
      token: tenant.token,
      form: { name: 'Foreign maker', accountid: sibling.id },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.message).toBe(
      "the manufacturer's account must be your own account or one of its sub-accounts",
    );
  });
});

describe('manufacturer management', () => {
  it('adds a manufacturer linked to a maker account, finds it by keyword and changes it', async () => {
    const added = await t.post('/sys/manufacturer/add', {
      token: tenant.token,
      form: {
        name: 'Sunrise Lighting',
        code: 'SRL',
        contact: 'Li Wei',
        phone: '0571-8888',
        accountid: maker.id,
      },
    });
    expect(added.statusCode).toBe(200);
    expect(added.body.data).toMatchObject({
      name: 'Sunrise Lighting',
      code: 'SRL',
      accountid: maker.id,
      accountname: 'mf_maker',
      devicecount: 0,
    });
    const id = added.body.data.id;
    const found = await t.get('/sys/manufacturer/list', { token: tenant.token, query: { keyword: 'srl' } });
    expect(names(found)).toEqual(['Sunrise Lighting']);
    expect(found.body.data[0].total).toBe(1);
    const changed = await t.post('/sys/manufacturer/update', {
      token: tenant.token,
      form: { id, name: 'Sunrise Lighting Co.', code: 'SRL', address: 'Hangzhou', accountid: '' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data).toMatchObject({
      name: 'Sunrise Lighting Co.',
      address: 'Hangzhou',
      accountid: null,
    });
    await t.post('/sys/manufacturer/update', {
      token: tenant.token,
      form: { id, name: 'Sunrise Lighting', accountid: maker.id },
    });
    const audit = await t.get('/sys/audit/list', { token: tenant.token, query: { action: 'manufacturer.' } });
    expect(audit.body.data[0].list.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['manufacturer.add', 'manufacturer.update']),
    );
  });

  it('refuses a name that exists with 409', async () => {
    await addManufacturer(t, tenant.token, 'Twin Lamps');
    const twin = await t.post('/sys/manufacturer/add', {
      token: sibling.token,
      form: { name: 'Twin Lamps' },
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.body.message).toBe('manufacturer Twin Lamps already exists');
  });

  it('is seen by the managing subtree only: a foreign id answers 404', async () => {
    const id = await addManufacturer(t, tenant.token, 'Tenant Only Lamps');
    expect(
      names(await t.get('/sys/manufacturer/list', { token: admin, query: { pagesize: 100 } })),
    ).toContain('Tenant Only Lamps');
    const siblingList = await t.get('/sys/manufacturer/list', {
      token: sibling.token,
      query: { pagesize: 100 },
    });
    expect(names(siblingList)).not.toContain('Tenant Only Lamps');
    const update = await t.post('/sys/manufacturer/update', {
      token: sibling.token,
      form: { id, name: 'Taken over' },
    });
    expect(update.statusCode).toBe(404);
    const remove = await t.get('/sys/manufacturer/delete', { token: sibling.token, query: { ids: [id] } });
    expect(remove.statusCode).toBe(404);
  });

  it('refuses to delete a manufacturer that has factory devices, and deletes it once they are gone', async () => {
    const id = await addManufacturer(t, tenant.token, 'Short Lived', maker.id);
    const deviceId = await registerFactoryDevice(t, maker.token, 'MF-DEL-0001', { manufacturerid: id });
    const refused = await t.get('/sys/manufacturer/delete', { token: tenant.token, query: { ids: [id] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('manufacturer still has 1 device; delete it first');
    const demoDelete = await t.get('/sys/manufacturer/delete', { token: demo.token, query: { ids: [id] } });
    expect(demoDelete.body.status).toBe(2001);
    await t.get('/remote/factorydevice/delete', { token: maker.token, query: { ids: [deviceId] } });
    const deleted = await t.get('/sys/manufacturer/delete', { token: tenant.token, query: { ids: [id] } });
    expect(deleted.statusCode).toBe(200);
    const after = await t.get('/sys/manufacturer/list', {
      token: tenant.token,
      query: { keyword: 'Short Lived' },
    });
    expect(after.body.data[0].total).toBe(0);
  });
});
