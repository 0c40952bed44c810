import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addManufacturer, registerFactoryDevice } from '../../test/manufacturers-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { hashDeviceToken } from '../devices/device-tokens';

let t: TestApp;
let maker: CreatedAccount;
let customer: CreatedAccount;
let stranger: CreatedAccount;
let demo: CreatedAccount;
let project: number;
let strangerProject: number;
const CODE = 'K7Q2-9XZ4';

async function addProject(token: string, name: string): Promise<number> {
  const answer = await t.post('/remote/project/add', { token, form: { name } });
  if (answer.statusCode !== 200) throw new Error(`could not add project ${name}: ${answer.body.message}`);
  return answer.body.data.id;
}

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  const vendor = await createAccount(t, admin, { username: 'bind_vendor' });
  maker = await createAccount(t, vendor.token, { username: 'bind_maker', role: 'manufacturer' });
  await addManufacturer(t, vendor.token, 'Bind Works', maker.id);
  customer = await createAccount(t, admin, { username: 'bind_customer' });
  demo = await createAccount(t, customer.token, { username: 'bind_demo', role: 'demo' });
  stranger = await createAccount(t, admin, { username: 'bind_stranger' });
  project = await addProject(customer.token, 'Riverside lighting');
  strangerProject = await addProject(stranger.token, 'Elsewhere');
});
afterAll(() => t.close());

type BindForm = Record<string, string | number>;
const bind = (token: string, form: BindForm, remoteAddress = '10.4.0.1') =>
  t.post('/remote/device/bind', { token, form, remoteAddress });

describe('who may bind', () => {
  it('answers 2003 without a token, 2001 for a demo account, then names the missing fields', async () => {
    const anonymous = await t.post('/remote/device/bind', { form: {} });
    expect([anonymous.statusCode, anonymous.body.status]).toEqual([401, 2003]);
    const byDemo = await bind(demo.token, { devicecode: 'X', verifycode: CODE, projectid: project });
    expect([byDemo.statusCode, byDemo.body.status]).toEqual([403, 2001]);
    const empty = await bind(customer.token, { devicename: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.errors?.map((e) => `${e.field}: ${e.message}`)).toEqual([
      'devicecode: please enter the device number',
      'verifycode: please enter the verification code',
      'projectid: please select a project',
    ]);
  });
});

describe('binding by number and verification code', () => {
  it('binds the right pair, takes the factory record and answers the token once', async () => {
    await registerFactoryDevice(t, maker.token, 'BIND-0001', { devicetype: 2, model: 'ML-120' });
    const answer = await bind(customer.token, {
      devicecode: 'BIND-0001',
      verifycode: CODE,
      projectid: project,
      polenumber: 'P-17',
    });
    expect(answer.statusCode).toBe(200);
    const { device, token } = answer.body.data;
    expect(device).toMatchObject({
      devicecode: 'BIND-0001',
      devicename: 'BIND-0001',
      devicetype: 2,
      model: 'ML-120',
      manufacturername: 'Bind Works',
      projectid: project,
      polenumber: 'P-17',
    });
    expect(token).toMatch(/^\S{20,}$/);
    expect(token.endsWith(device.tokenhint)).toBe(true);
    expect(hashDeviceToken(token)).not.toBe(token);
    const again = await bind(customer.token, {
      devicecode: 'BIND-0001',
      verifycode: CODE,
      projectid: project,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('device BIND-0001 is already bound to a project');
    expect(JSON.stringify(again.body)).not.toContain(token);
  });

  it("keeps the factory's maker when the bound device is saved as it is, yet lends it to no other device", async () => {
    const detail = await t.get('/remote/device/detail', {
      token: customer.token,
      query: { devicecode: 'BIND-0001' },
    });
    const { id, manufacturerid } = detail.body.data;
    const saved = await t.post('/remote/device/update', {
      token: customer.token,
      form: { id, devicename: 'Pier lamp', manufacturerid },
    });
    expect(saved.statusCode, saved.body.message).toBe(200);
    expect(saved.body.data).toMatchObject({ devicename: 'Pier lamp', manufacturername: 'Bind Works' });
    const another = await t.post('/remote/device/add', {
      token: customer.token,
      form: {
        devicecode: 'BIND-OWN-1',
        devicename: 'Own',
        devicetype: 1,
        projectid: project,
        manufacturerid,
      },
    });
    expect([another.statusCode, another.body.message]).toEqual([404, 'manufacturer not found']);
  });

  it('leaves the bound factory device read-only for its manufacturer, with the time it was bound', async () => {
    const listed = await t.get('/remote/factorydevice/list', { token: maker.token, query: { bound: 1 } });
    const row = listed.body.data[0].list.find((d: { devicecode: string }) => d.devicecode === 'BIND-0001');
    expect(row).toMatchObject({ bound: 1 });
    expect(Date.parse(row.boundtime)).toBeGreaterThan(Date.now() - 60_000);
    const change = await t.post('/remote/factorydevice/update', {
      token: maker.token,
      form: { id: row.id, devicecode: 'BIND-0001', verifycode: 'NEW-CODE', devicetype: 2 },
    });
    expect(change.statusCode).toBe(409);
    expect(change.body.message).toBe(
      'factory device BIND-0001 is bound to a project and cannot be changed or deleted',
    );
    const remove = await t.get('/remote/factorydevice/delete', {
      token: maker.token,
      query: { ids: [row.id] },
    });
    expect(remove.statusCode).toBe(409);
  });

  it('answers a wrong code, an unknown number and a number bound elsewhere with one refusal', async () => {
    await registerFactoryDevice(t, maker.token, 'BIND-0002');
    const answers = [
      await bind(stranger.token, {
        devicecode: 'BIND-0002',
        verifycode: 'WRONG-CODE',
        projectid: strangerProject,
      }),
      await bind(stranger.token, { devicecode: 'BIND-NOPE', verifycode: CODE, projectid: strangerProject }),
      await bind(stranger.token, { devicecode: 'BIND-0001', verifycode: CODE, projectid: strangerProject }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toEqual(answers[0]?.body);
    }
    expect(answers[0]?.body).toMatchObject({
      message: 'device number and verification code do not match a factory device',
      key: 'error.bindRefused',
    });
  });

  it('gives the claim back when the device cannot be added, e.g. to a foreign project', async () => {
    await registerFactoryDevice(t, maker.token, 'BIND-0003');
    const foreign = await bind(customer.token, {
      devicecode: 'BIND-0003',
      verifycode: CODE,
      projectid: strangerProject,
    });
    expect(foreign.statusCode).toBe(404);
    const right = await bind(customer.token, {
      devicecode: 'BIND-0003',
      verifycode: CODE,
      projectid: project,
    });
    expect(right.statusCode).toBe(200);
  });

  it('lets exactly one of two racing binds through; the other gets the refusal, not a 500', async () => {
    await registerFactoryDevice(t, maker.token, 'BIND-RACE');
    const form = { devicecode: 'BIND-RACE', verifycode: CODE };
    const answers = await Promise.all([
      bind(customer.token, { ...form, projectid: project }, '10.4.0.2'),
      bind(stranger.token, { ...form, projectid: strangerProject }, '10.4.0.3'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a factory number that a device in a project already carries', async () => {
    const added = await t.post('/remote/device/add', {
      token: customer.token,
      form: { devicecode: 'HAND-0001', devicename: 'By hand', devicetype: 1, projectid: project },
    });
    expect(added.statusCode).toBe(200);
    const twin = await t.post('/remote/factorydevice/add', {
      token: maker.token,
      form: { devicecode: 'HAND-0001', verifycode: CODE, devicetype: 1 },
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.body.message).toBe('device number HAND-0001 already exists');
  });

  it('audits success and refusal', async () => {
    const audit = await t.get('/sys/audit/list', {
      token: customer.token,
      query: { action: 'device.bind', pagesize: 50 },
    });
    const results = audit.body.data[0].list.map((e: { result: string }) => e.result);
    expect(results).toContain('success');
    expect(results).toContain('failure');
    expect(JSON.stringify(audit.body.data[0].list)).not.toContain(CODE);
  });
});

describe('the limit on wrong tries', () => {
  it('answers 429 with Retry-After after ten wrong tries of one account, even for the right pair', async () => {
    await registerFactoryDevice(t, maker.token, 'BIND-LIMIT');
    const guesser = await createAccount(t, stranger.token, { username: 'bind_guesser' });
    for (let i = 0; i < 10; i++) {
      const wrong = await bind(
        guesser.token,
        { devicecode: 'BIND-LIMIT', verifycode: `GUESS-${i}`, projectid: strangerProject },
        `10.5.0.${i}`,
      );
      expect(wrong.statusCode).toBe(400);
    }
    const limited = await bind(
      guesser.token,
      { devicecode: 'BIND-LIMIT', verifycode: CODE, projectid: strangerProject },
      '10.5.1.1',
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.body.message).toBe('operation too frequent');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
  });

  it('limits one address across accounts too', async () => {
    const address = '10.6.0.1';
    for (let i = 0; i < 10; i++) {
      const someone = i % 2 === 0 ? stranger : customer;
      const wrong = await bind(
        someone.token,
        { devicecode: `BIND-ADDR-${i}`, verifycode: CODE, projectid: project },
        address,
      );
      expect(wrong.statusCode).toBe(400);
    }
    const limited = await bind(
      customer.token,
      { devicecode: 'BIND-ADDR-X', verifycode: CODE, projectid: project },
      address,
    );
    expect(limited.statusCode).toBe(429);
    const elsewhere = await bind(
      customer.token,
      { devicecode: 'BIND-ADDR-X', verifycode: CODE, projectid: project },
      '10.6.0.2',
    );
    expect(elsewhere.statusCode).toBe(400);
  });
});
