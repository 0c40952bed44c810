import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject, uniqueName } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let a: CreatedAccount;
let b: CreatedAccount;
let demo: CreatedAccount;
let pA: { id: number };
let pB: { id: number };

type Form = Record<string, string | number | (string | number)[] | undefined>;
interface Circuit {
  number: number | string;
  name?: string;
  lights?: string[];
}

/** The form of a loop controller; circuits go as a JSON string in a form field, as the web sends them. */
function controllerForm(projectid: number, circuits: Circuit[] = [], form: Form = {}): Form {
  return {
    devicecode: uniqueName('LC'),
    devicename: 'Cabinet controller',
    projectid,
    circuits: JSON.stringify(circuits),
    ...form,
  };
}

async function addController(token: string, projectid: number, circuits: Circuit[] = [], form: Form = {}) {
  const answer = await t.post('/remote/loopcontroller/add', {
    token,
    form: controllerForm(projectid, circuits, form),
  });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data as { device: { id: number; devicecode: string }; token: string };
}

/** Numbers of new mains lights in `projectid`. */
async function addLights(token: string, projectid: number, count: number): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < count; i += 1)
    codes.push((await addDevice(t, token, projectid, { devicetype: 2 })).device.devicecode);
  return codes;
}

async function detailOf(id: number, token = a.token) {
  return t.get('/remote/loopcontroller/detail', { token, query: { id } });
}

/** Each circuit of a detail as `number:name=light,light`. */
function circuitsOf(data: {
  circuits: { number: number; name: string; lights: { devicecode: string }[] }[];
}) {
  return data.circuits.map(
    (c) => `${c.number}:${c.name}=${c.lights.map((light) => light.devicecode).join(',')}`,
  );
}

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'lc_tenant_a' });
  b = await createAccount(t, admin, { username: 'lc_tenant_b' });
  demo = await createAccount(t, a.token, { username: 'lc_demo', role: 'demo' });
  pA = await addProject(t, a.token);
  pB = await addProject(t, b.token);
});
afterAll(() => t.close());

describe('who may manage loop controllers', () => {
  it('answers 2003 without a token, on every call', async () => {
    for (const answer of [
      await t.get('/remote/loopcontroller/list'),
      await t.get('/remote/loopcontroller/detail', { query: { id: 1 } }),
      await t.post('/remote/loopcontroller/add', { form: {} }),
      await t.post('/remote/loopcontroller/update', { form: {} }),
      await t.get('/remote/loopcontroller/delete', { query: { ids: [1] } }),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body.status).toBe(2003);
    }
  });

  it('lets a demo user look but change nothing (2001), before the body is read', async () => {
    const handed = await addProject(t, a.token, { accountid: demo.id });
    const { device } = await addController(a.token, handed.id, [{ number: 1, name: 'North' }]);
    const list = await t.get('/remote/loopcontroller/list', { token: demo.token });
    expect(list.body.data[0].list.map((c: { id: number }) => c.id)).toEqual([device.id]);
    expect((await detailOf(device.id, demo.token)).statusCode).toBe(200);
    for (const answer of [
      await t.post('/remote/loopcontroller/add', { token: demo.token, form: controllerForm(handed.id) }),
      await t.post('/remote/loopcontroller/add', { token: demo.token, form: {} }),
      await t.post('/remote/loopcontroller/update', {
        token: demo.token,
        form: controllerForm(handed.id, [], { id: device.id, devicecode: device.devicecode }),
      }),
      await t.get('/remote/loopcontroller/delete', { token: demo.token, query: { ids: [device.id] } }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.body).toEqual({ status: 2001, message: 'insufficient permission', data: null });
    }
  });
});

describe('malformed input', () => {
  it('names the invalid field, circuits included', async () => {
    const valid = controllerForm(pA.id);
    const cases: [Form, RegExp][] = [
      [{ ...valid, devicecode: '' }, /^devicecode: please enter the device number/],
      [{ ...valid, devicename: undefined }, /^devicename: please enter the name/],
      [{ ...valid, projectid: 'x' }, /^projectid: please select a project/],
      [{ ...valid, circuits: '[{"number":1' }, /^circuits: /],
      [{ ...valid, circuits: '{"number":1}' }, /^circuits: /],
      [{ ...valid, circuits: JSON.stringify([{ number: 0 }]) }, /^circuits\.0\.number: /],
      [{ ...valid, circuits: JSON.stringify([{ number: 65 }]) }, /^circuits\.0\.number: /],
      [
        { ...valid, circuits: JSON.stringify([{ number: 1, lights: ['bad code'] }]) },
        /^circuits\.0\.lights\.0: /,
      ],
      [{ ...valid, latitude: 30 }, /^longitude: longitude and latitude go together/],
    ];
    for (const [form, message] of cases) {
      const answer = await t.post('/remote/loopcontroller/add', { token: a.token, form });
      expect(answer.statusCode, JSON.stringify(form)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect(
      (await t.post('/remote/loopcontroller/update', { token: a.token, form: valid })).body.message,
    ).toMatch(/^id: /);
    expect((await t.get('/remote/loopcontroller/detail', { token: a.token })).statusCode).toBe(400);
    expect((await t.get('/remote/loopcontroller/delete', { token: a.token })).body.message).toMatch(/^ids: /);
  });
});

describe('loop controllers and their circuits', () => {
  it('adds a controller with two circuits, answers its token once, shows the circuits', async () => {
    const [l1, l2, l3] = await addLights(a.token, pA.id, 3);
    const added = await t.post('/remote/loopcontroller/add', {
      token: a.token,
      form: controllerForm(pA.id, [
        { number: 2, name: 'South', lights: [l3 ?? ''] },
        { number: 1, name: 'North', lights: [l1 ?? '', l2 ?? ''] },
      ]),
    });
    expect(added.statusCode, added.body.message).toBe(200);
    const { device, token } = added.body.data;
    expect(device).toMatchObject({ devicetype: 5, projectid: pA.id });
    expect(token).toMatch(/^[a-z2-7]{32}$/);

    const detail = await detailOf(device.id);
    expect(detail.statusCode).toBe(200);
    expect(circuitsOf(detail.body.data)).toEqual([`1:North=${[l1, l2].sort().join(',')}`, `2:South=${l3}`]);
    expect(detail.body.data.circuits[0].lights[0]).toEqual({
      id: expect.any(Number),
      devicecode: expect.any(String),
      devicename: 'Solar lamp',
      devicetype: 2,
    });
    const lamp = await t.get('/remote/device/detail', { token: a.token, query: { devicecode: l3 ?? '' } });
    expect(lamp.body.data.circuitid).toBe(detail.body.data.circuits[1].id);

    const list = await t.get('/remote/loopcontroller/list', { token: a.token, query: { pagesize: 100 } });
    expect(list.body.data[0].list.find((c: { id: number }) => c.id === device.id)).toMatchObject({
      devicetype: 5,
      circuitcount: 2,
      lightcount: 3,
    });
    expect(list.body.data[0].list.every((c: { devicetype: number }) => c.devicetype === 5)).toBe(true);
    const audit = await t.get('/sys/audit/list', { token: a.token, query: { action: 'loopcontroller.add' } });
    expect(audit.body.data[0].list[0]).toMatchObject({
      result: 'success',
      targetid: String(device.id),
      detail: { circuits: 2, lights: 3 },
    });
  });

  it('takes circuits as JSON too, and replaces them on update keeping the id of a kept number', async () => {
    const [l1, l2, l3] = await addLights(a.token, pA.id, 3);
    const code = uniqueName('LC');
    const added = await t.post('/remote/loopcontroller/add', {
      token: a.token,
      json: {
        devicecode: code,
        devicename: 'Cabinet',
        projectid: pA.id,
        circuits: [
          { number: 1, name: 'A', lights: [l1, l2] },
          { number: 2, name: 'B', lights: [l3] },
        ],
      },
    });
    expect(added.statusCode, added.body.message).toBe(200);
    const id = added.body.data.device.id;
    const before = (await detailOf(id)).body.data.circuits;

    const updated = await t.post('/remote/loopcontroller/update', {
      token: a.token,
      form: controllerForm(
        pA.id,
        [
          { number: 1, name: 'A east', lights: [l2 ?? ''] },
          { number: 3, lights: [l3 ?? ''] },
        ],
        {
          id,
          devicecode: code,
          devicename: 'Cabinet 2',
        },
      ),
    });
    expect(updated.statusCode, updated.body.message).toBe(200);
    expect(updated.body.data.devicename).toBe('Cabinet 2');
    expect(circuitsOf(updated.body.data)).toEqual([`1:A east=${l2}`, `3:=${l3}`]);
    expect(updated.body.data.circuits[0].id).toBe(before[0].id);
    const lamp = await t.get('/remote/device/detail', { token: a.token, query: { devicecode: l1 ?? '' } });
    expect(lamp.body.data.circuitid).toBeNull();

    // A light put on another controller's circuit leaves this one.
    await addController(a.token, pA.id, [{ number: 1, lights: [l3 ?? ''] }]);
    expect(circuitsOf((await detailOf(id)).body.data)).toEqual([`1:A east=${l2}`, '3:=']);
  });

  it('keeps the circuits when they are left out, and what a listed circuit leaves out', async () => {
    const [north, south] = await addLights(a.token, pA.id, 2);
    const { device } = await addController(a.token, pA.id, [
      { number: 1, name: 'North', lights: [north ?? ''] },
      { number: 2, name: 'South', lights: [south ?? ''] },
    ]);
    const update = (form: Form) =>
      t.post('/remote/loopcontroller/update', { token: a.token, form: { id: device.id, ...form } });
    expect((await update({ devicename: 'Renamed cabinet' })).statusCode).toBe(200);
    expect(circuitsOf((await detailOf(device.id)).body.data)).toEqual([
      `1:North=${north}`,
      `2:South=${south}`,
    ]);

    // Circuit 1 listed by its number alone keeps its name and lights; circuit 2, not listed, goes.
    const answer = await update({ circuits: JSON.stringify([{ number: 1 }, { number: 3, name: 'East' }]) });
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(circuitsOf(answer.body.data)).toEqual([`1:North=${north}`, '3:East=']);
    const renamed = await update({ circuits: JSON.stringify([{ number: 1, name: 'Upper', lights: [] }]) });
    expect(circuitsOf(renamed.body.data)).toEqual(['1:Upper=']);
  });

  it('refuses a circuit number twice, a light on two circuits, non-lights and unknown numbers', async () => {
    const [l1, l2] = await addLights(a.token, pA.id, 2);
    const gateway = await addDevice(t, a.token, pA.id, { devicetype: 4 });
    const cases: [Circuit[], number, Record<string, unknown>][] = [
      [
        [
          { number: 4, lights: [l1 ?? ''] },
          { number: 4, lights: [l2 ?? ''] },
        ],
        400,
        { key: 'error.circuitNumberTaken', message: 'circuit number 4 is used twice' },
      ],
      [
        [
          { number: 1, lights: [l1 ?? ''] },
          { number: 2, lights: [l2 ?? '', l1 ?? ''] },
        ],
        400,
        { key: 'error.lightOnTwoCircuits', params: { code: l1 } },
      ],
      [[{ number: 1, lights: [gateway.device.devicecode] }], 400, { key: 'error.notALight' }],
      [
        [{ number: 1, lights: [l1 ?? '', 'NO-SUCH-9'] }],
        400,
        { key: 'error.lightsNotFound', message: 'no light with number NO-SUCH-9 in your projects' },
      ],
    ];
    for (const [circuits, status, body] of cases) {
      const answer = await t.post('/remote/loopcontroller/add', {
        token: a.token,
        form: controllerForm(pA.id, circuits),
      });
      expect(answer.statusCode, JSON.stringify(circuits)).toBe(status);
      expect(answer.body).toMatchObject(body);
    }
    // The same light twice on one circuit is one light.
    const { device } = await addController(a.token, pA.id, [{ number: 1, lights: [l1 ?? '', l1 ?? ''] }]);
    expect(circuitsOf((await detailOf(device.id)).body.data)).toEqual([`1:=${l1}`]);
  });

  it('refuses to delete a controller while a circuit feeds lights, then deletes it with its circuits', async () => {
    const lights = await addLights(a.token, pA.id, 2);
    const { device } = await addController(a.token, pA.id, [{ number: 1, lights }, { number: 2 }]);
    const refused = await t.get('/remote/loopcontroller/delete', {
      token: a.token,
      query: { ids: [device.id] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({
      key: 'error.controllerHasLights',
      message: 'loop controller still feeds 2 lights; take them off its circuits first',
    });
    const emptied = await t.post('/remote/loopcontroller/update', {
      token: a.token,
      form: controllerForm(pA.id, [], { id: device.id, devicecode: device.devicecode }),
    });
    expect(emptied.body.data.circuits).toEqual([]);
    const done = await t.get('/remote/loopcontroller/delete', {
      token: a.token,
      query: { ids: [device.id] },
    });
    expect(done.statusCode).toBe(200);
    expect((await detailOf(device.id)).statusCode).toBe(404);
    const light = await t.get('/remote/device/detail', {
      token: a.token,
      query: { devicecode: lights[0] ?? '' },
    });
    expect(light.statusCode).toBe(200);
  });

  it('answers 404 for a device of another family', async () => {
    const { device } = await addDevice(t, a.token, pA.id);
    for (const answer of [
      await detailOf(device.id),
      await t.get('/remote/loopcontroller/delete', { token: a.token, query: { ids: [device.id] } }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toBe('loop controller not found');
    }
  });
});

describe('scope across two account trees', () => {
  it("answers 404 for another tree's controller and refuses its lights by number", async () => {
    const ofA = await addController(a.token, pA.id, [{ number: 1 }]);
    const [lightOfB] = await addLights(b.token, pB.id, 1);
    for (const answer of [
      await detailOf(ofA.device.id, b.token),
      await t.post('/remote/loopcontroller/update', {
        token: b.token,
        form: controllerForm(pB.id, [], { id: ofA.device.id, devicecode: ofA.device.devicecode }),
      }),
      await t.get('/remote/loopcontroller/delete', { token: b.token, query: { ids: [ofA.device.id] } }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toBe('loop controller not found');
    }
    const foreignLight = await t.post('/remote/loopcontroller/update', {
      token: a.token,
      form: controllerForm(pA.id, [{ number: 1, lights: [lightOfB ?? ''] }], {
        id: ofA.device.id,
        devicecode: ofA.device.devicecode,
      }),
    });
    expect(foreignLight.statusCode).toBe(400);
    expect(foreignLight.body).toMatchObject({ key: 'error.lightsNotFound', params: { codes: lightOfB } });
    const listOfB = await t.get('/remote/loopcontroller/list', { token: b.token, query: { pagesize: 100 } });
    expect(listOfB.body.data[0].list.map((c: { id: number }) => c.id)).not.toContain(ofA.device.id);
  });
});
