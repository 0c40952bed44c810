import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addGroup, addProject, uniqueName } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let a: CreatedAccount;
let b: CreatedAccount;
let demo: CreatedAccount;
let pA: { id: number };
let pB: { id: number };
let gA: { id: number };

type Form = Record<string, string | number | (string | number)[] | undefined>;

function gatewayForm(projectid: number, form: Form = {}): Form {
  return { devicecode: uniqueName('GW'), devicename: 'Block gateway', projectid, ...form };
}

async function addGateway(token: string, projectid: number, form: Form = {}) {
  const answer = await t.post('/remote/gateway/add', { token, form: gatewayForm(projectid, form) });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data as { device: { id: number; devicecode: string }; token: string };
}

/** Numbers of new solar lights in `projectid`. */
async function addLights(token: string, projectid: number, count: number): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < count; i += 1) codes.push((await addDevice(t, token, projectid)).device.devicecode);
  return codes;
}

async function gatewayOf(code: string, token = a.token) {
  const answer = await t.get('/remote/device/detail', { token, query: { devicecode: code } });
  return answer.body.data.gatewaycode as string;
}

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'gw_tenant_a' });
  b = await createAccount(t, admin, { username: 'gw_tenant_b' });
  demo = await createAccount(t, a.token, { username: 'gw_demo', role: 'demo' });
  pA = await addProject(t, a.token);
  pB = await addProject(t, b.token);
  gA = await addGroup(t, a.token, pA.id);
});
afterAll(() => t.close());

describe('who may manage gateways', () => {
  it('answers 2003 without a token, on every call', async () => {
    for (const answer of [
      await t.get('/remote/gateway/list'),
      await t.get('/remote/gateway/detail', { query: { id: 1 } }),
      await t.post('/remote/gateway/add', { form: {} }),
      await t.post('/remote/gateway/update', { form: {} }),
      await t.get('/remote/gateway/delete', { query: { ids: [1] } }),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body.status).toBe(2003);
    }
  });

  it('lets a demo user look but change nothing (2001), before the body is read', async () => {
    const handed = await addProject(t, a.token, { accountid: demo.id });
    const { device } = await addGateway(a.token, handed.id);
    const list = await t.get('/remote/gateway/list', { token: demo.token });
    expect(list.body.data[0].list.map((g: { id: number }) => g.id)).toEqual([device.id]);
    for (const answer of [
      await t.post('/remote/gateway/add', { token: demo.token, form: gatewayForm(handed.id) }),
      await t.post('/remote/gateway/add', { token: demo.token, form: {} }),
      await t.post('/remote/gateway/update', {
        token: demo.token,
        form: gatewayForm(handed.id, { id: device.id, devicecode: device.devicecode }),
      }),
      await t.get('/remote/gateway/delete', { token: demo.token, query: { ids: [device.id] } }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.body).toEqual({ status: 2001, message: 'insufficient permission', data: null });
    }
  });
});

describe('malformed input', () => {
  it("answers the seed's prompts and names each invalid field", async () => {
    const valid = gatewayForm(pA.id);
    const cases: [Form, RegExp][] = [
      [{ ...valid, devicecode: undefined }, /^devicecode: please enter the device number/],
      [{ ...valid, devicename: ' ' }, /^devicename: please enter the name/],
      [{ ...valid, projectid: undefined }, /^projectid: please select a project/],
      [{ ...valid, mode: 'wifi' }, /^mode: /],
      [{ ...valid, lights: ['lamp 7!'] }, /^lights\.0: device number must be 1-64 letters/],
      [{ ...valid, longitude: 120.1 }, /^longitude: longitude and latitude go together/],
    ];
    for (const [form, message] of cases) {
      const answer = await t.post('/remote/gateway/add', { token: a.token, form });
      expect(answer.statusCode, JSON.stringify(form)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect((await t.post('/remote/gateway/update', { token: a.token, form: valid })).body.message).toMatch(
      /^id: /,
    );
    expect((await t.get('/remote/gateway/detail', { token: a.token })).statusCode).toBe(400);
    expect((await t.get('/remote/gateway/delete', { token: a.token })).body.message).toMatch(/^ids: /);
    expect(
      (await t.get('/remote/gateway/list', { token: a.token, query: { mode: 'wifi' } })).statusCode,
    ).toBe(400);
  });
});

describe('gateways and the lights behind them', () => {
  it('adds a gateway with its lights, answers its token once and lists it with the count', async () => {
    const lights = await addLights(a.token, pA.id, 2);
    const form = gatewayForm(pA.id, { groupid: gA.id, mode: 'bluetooth', lights, serialnumber: 'GW-SN-1' });
    const added = await t.post('/remote/gateway/add', { token: a.token, form });
    expect(added.statusCode).toBe(200);
    const { device, token } = added.body.data;
    expect(device).toMatchObject({ devicecode: form.devicecode, devicetype: 4, groupid: gA.id });
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(device.tokenhint).toBe(token.slice(-4));

    const detail = await t.get('/remote/gateway/detail', { token: a.token, query: { id: device.id } });
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data).toMatchObject({ id: device.id, mode: 'bluetooth', serialnumber: 'GW-SN-1' });
    expect(detail.body.data.lights.map((l: { devicecode: string }) => l.devicecode)).toEqual(
      [...lights].sort(),
    );
    expect(detail.body.data.lights[0]).toEqual({
      id: expect.any(Number),
      devicecode: expect.any(String),
      devicename: 'Solar lamp',
      devicetype: 1,
      runstate: null,
    });
    expect(JSON.stringify(detail.body.data)).not.toContain(token);
    for (const code of lights) expect(await gatewayOf(code)).toBe(form.devicecode);

    const list = await t.get('/remote/gateway/list', { token: a.token, query: { pagesize: 100 } });
    const listed = list.body.data[0].list.find((g: { id: number }) => g.id === device.id);
    expect(listed).toMatchObject({ mode: 'bluetooth', lightcount: 2, devicetype: 4 });
    const bluetooth = await t.get('/remote/gateway/list', {
      token: a.token,
      query: { mode: 'bluetooth', keyword: form.devicecode as string },
    });
    expect(bluetooth.body.data[0]).toMatchObject({ total: 1 });
    const matrix = await t.get('/remote/gateway/list', {
      token: a.token,
      query: { mode: 'matrix', keyword: form.devicecode as string },
    });
    expect(matrix.body.data[0]).toEqual({ list: [], total: 0 });
    const onlyGateways = await t.get('/remote/gateway/list', { token: a.token, query: { pagesize: 100 } });
    expect(onlyGateways.body.data[0].list.every((g: { devicetype: number }) => g.devicetype === 4)).toBe(
      true,
    );

    const audit = await t.get('/sys/audit/list', { token: a.token, query: { action: 'gateway.add' } });
    expect(audit.body.data[0].list[0]).toMatchObject({
      result: 'success',
      targetid: String(device.id),
      detail: { number: form.devicecode, mode: 'bluetooth', lights: 2 },
    });
  });

  it('makes the lights given the whole set behind it, and keeps what its form does not carry', async () => {
    const [first, second, third] = await addLights(a.token, pA.id, 3);
    const code = uniqueName('GW');
    const made = await t.post('/remote/device/add', {
      token: a.token,
      form: {
        devicecode: code,
        devicename: 'Gateway',
        devicetype: 4,
        projectid: pA.id,
        packageexpire: '2028-06-30',
      },
    });
    const id = made.body.data.device.id;
    const linked = await t.post('/remote/gateway/update', {
      token: a.token,
      form: gatewayForm(pA.id, { id, devicecode: code, lights: [first ?? '', second ?? ''] }),
    });
    expect(linked.statusCode, linked.body.message).toBe(200);
    const changed = await t.post('/remote/gateway/update', {
      token: a.token,
      form: gatewayForm(pA.id, {
        id,
        devicecode: code,
        devicename: 'Renamed',
        mode: 'bluetooth',
        lights: [second ?? '', third ?? ''],
      }),
    });
    expect(changed.statusCode, changed.body.message).toBe(200);
    expect(changed.body.data).toMatchObject({
      devicename: 'Renamed',
      mode: 'bluetooth',
      packageexpire: '2028-06-30',
    });
    expect(changed.body.data.lights.map((l: { devicecode: string }) => l.devicecode)).toEqual(
      [second, third].sort(),
    );
    expect(await gatewayOf(first ?? '')).toBe('');

    // A light put behind another gateway leaves the first one.
    const other = await addGateway(a.token, pA.id, { lights: [third ?? ''] });
    expect(await gatewayOf(third ?? '')).toBe(other.device.devicecode);
    const left = await t.get('/remote/gateway/detail', { token: a.token, query: { id } });
    expect(left.body.data.lights.map((l: { devicecode: string }) => l.devicecode)).toEqual([second]);

    // Lights left out stay; lights sent empty are none.
    const kept = await t.post('/remote/gateway/update', { token: a.token, form: { id, devicename: 'Kept' } });
    expect(kept.body.data.lights.map((l: { devicecode: string }) => l.devicecode)).toEqual([second]);
    const cleared = await t.post('/remote/gateway/update', {
      token: a.token,
      form: gatewayForm(pA.id, { id, devicecode: code, lights: '' }),
    });
    expect(cleared.body.data.lights).toEqual([]);
    expect(await gatewayOf(second ?? '')).toBe('');
  });

  it('refuses devices that are not lights and numbers it cannot find, naming them', async () => {
    const gateway = await addGateway(a.token, pA.id);
    const camera = await addDevice(t, a.token, pA.id, { devicetype: 6 });
    const [light] = await addLights(a.token, pA.id, 1);
    const notLight = await t.post('/remote/gateway/add', {
      token: a.token,
      form: gatewayForm(pA.id, { lights: [light ?? '', camera.device.devicecode] }),
    });
    expect(notLight.statusCode).toBe(400);
    expect(notLight.body).toMatchObject({
      key: 'error.notALight',
      message: `device ${camera.device.devicecode} is not a light and cannot be placed behind a gateway or on a circuit`,
    });
    const itself = await t.post('/remote/gateway/update', {
      token: a.token,
      form: gatewayForm(pA.id, {
        id: gateway.device.id,
        devicecode: gateway.device.devicecode,
        lights: [gateway.device.devicecode],
      }),
    });
    expect(itself.body.key).toBe('error.notALight');
    const missing = await t.post('/remote/gateway/add', {
      token: a.token,
      form: gatewayForm(pA.id, { lights: [light ?? '', 'NO-SUCH-1', 'NO-SUCH-2'] }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatchObject({
      key: 'error.lightsNotFound',
      params: { codes: 'NO-SUCH-1, NO-SUCH-2' },
      message: 'no light with number NO-SUCH-1, NO-SUCH-2 in your projects',
    });
    // Nothing was added by the refused calls, and the light is behind no gateway.
    expect(await gatewayOf(light ?? '')).toBe('');
  });

  it('refuses to delete a gateway while lights are behind it', async () => {
    const lights = await addLights(a.token, pA.id, 2);
    const { device } = await addGateway(a.token, pA.id, { lights });
    const refused = await t.get('/remote/gateway/delete', { token: a.token, query: { ids: [device.id] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({
      key: 'error.gatewayHasLights',
      message: 'gateway still speaks for 2 lights; move them to another gateway first',
    });
    await t.post('/remote/gateway/update', { token: a.token, form: { id: device.id, lights: '' } });
    const done = await t.get('/remote/gateway/delete', { token: a.token, query: { ids: [device.id] } });
    expect(done.statusCode).toBe(200);
    expect(
      (await t.get('/remote/gateway/detail', { token: a.token, query: { id: device.id } })).statusCode,
    ).toBe(404);
    const audit = await t.get('/sys/audit/list', { token: a.token, query: { action: 'gateway.delete' } });
    expect(audit.body.data[0].list.map((e: { result: string }) => e.result).slice(0, 2)).toEqual([
      'success',
      'failure',
    ]);
  });

  it('answers 404 for a device of another family', async () => {
    const { device } = await addDevice(t, a.token, pA.id);
    for (const answer of [
      await t.get('/remote/gateway/detail', { token: a.token, query: { id: device.id } }),
      await t.get('/remote/gateway/delete', { token: a.token, query: { ids: [device.id] } }),
      await t.post('/remote/gateway/update', {
        token: a.token,
        form: gatewayForm(pA.id, { id: device.id, devicecode: device.devicecode }),
      }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toBe('gateway not found');
    }
  });
});

describe('scope across two account trees', () => {
  it("answers 404 for another tree's gateway and refuses its lights by number", async () => {
    const lightsOfA = await addLights(a.token, pA.id, 1);
    const ofA = await addGateway(a.token, pA.id, { lights: lightsOfA });
    const [lightOfB] = await addLights(b.token, pB.id, 1);
    for (const answer of [
      await t.get('/remote/gateway/detail', { token: b.token, query: { id: ofA.device.id } }),
      await t.post('/remote/gateway/update', {
        token: b.token,
        form: gatewayForm(pB.id, { id: ofA.device.id, devicecode: ofA.device.devicecode }),
      }),
      await t.get('/remote/gateway/delete', { token: b.token, query: { ids: [ofA.device.id] } }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toBe('gateway not found');
    }
    const foreignLight = await t.post('/remote/gateway/update', {
      token: a.token,
      form: gatewayForm(pA.id, {
        id: ofA.device.id,
        devicecode: ofA.device.devicecode,
        lights: [lightOfB ?? ''],
      }),
    });
    expect(foreignLight.statusCode).toBe(400);
    expect(foreignLight.body).toMatchObject({ key: 'error.lightsNotFound', params: { codes: lightOfB } });
    expect(await gatewayOf(lightOfB ?? '', b.token)).toBe('');
    const intoForeignProject = await t.post('/remote/gateway/add', {
      token: a.token,
      form: gatewayForm(pB.id),
    });
    expect(intoForeignProject.statusCode).toBe(404);
    expect(intoForeignProject.body.message).toBe('project not found');
    const listOfB = await t.get('/remote/gateway/list', { token: b.token, query: { pagesize: 100 } });
    expect(listOfB.body.data[0].list.map((g: { id: number }) => g.id)).not.toContain(ofA.device.id);
  });
});
