import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addGroup, addProject, deviceForm, uniqueName } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { manufacturers } from '../manufacturers/manufacturers.table';
import { hashDeviceToken } from './device-tokens';
import { devices } from './devices.table';

let t: TestApp;
let admin: string;
let a: CreatedAccount;
let a1: CreatedAccount;
let b: CreatedAccount;
let demo: CreatedAccount;
let viewer: CreatedAccount;
let pA: { id: number };
let pA1: { id: number };
let pB: { id: number };
let gA: { id: number };
let gB: { id: number };
let makerId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'dev_tenant_a' });
  a1 = await createAccount(t, a.token, { username: 'dev_tenant_a1' });
  b = await createAccount(t, admin, { username: 'dev_tenant_b' });
  demo = await createAccount(t, a.token, { username: 'dev_demo', role: 'demo' });
  viewer = await createAccount(t, a.token, { username: 'dev_viewer', role: 'user' });
  pA = await addProject(t, a.token);
  pA1 = await addProject(t, a1.token);
  pB = await addProject(t, b.token);
  gA = await addGroup(t, a.token, pA.id);
  gB = await addGroup(t, b.token, pB.id);
  const [maker] = await t.store.db
    .insert(manufacturers)
    .values({ accountId: a.id, name: uniqueName('Maker') })
    .returning({ id: manufacturers.id });
  makerId = maker?.id ?? 0;
});
afterAll(() => t.close());

async function storedToken(id: number) {
  const [row] = await t.store.db
    .select({ hash: devices.tokenHash, hint: devices.tokenHint, accountId: devices.accountId })
    .from(devices)
    .where(eq(devices.id, id));
  return row;
}

describe('who may manage devices', () => {
  it('answers 2003 without a token, on every call', async () => {
    for (const answer of [
      await t.get('/remote/device/list'),
      await t.get('/remote/device/detail', { query: { id: 1 } }),
      await t.post('/remote/device/add', { form: {} }),
      await t.get('/remote/device/delete', { query: { ids: [1] } }),
      await t.get('/remote/device/points'),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body.status).toBe(2003);
    }
  });

  it('lets a demo user look but change nothing (2001), before the body is read', async () => {
    const handed = await addProject(t, a.token, { accountid: demo.id });
    const { device } = await addDevice(t, a.token, handed.id);
    const list = await t.get('/remote/device/list', { token: demo.token });
    expect(list.body.data[0].list.map((d: { id: number }) => d.id)).toEqual([device.id]);
    for (const answer of [
      await t.post('/remote/device/add', { token: demo.token, form: deviceForm(handed.id) }),
      await t.post('/remote/device/add', { token: demo.token, form: {} }),
      await t.post('/remote/device/update', {
        token: demo.token,
        form: { ...deviceForm(handed.id), id: device.id },
      }),
      await t.get('/remote/device/delete', { token: demo.token, query: { ids: [device.id] } }),
      await t.post('/remote/device/move', {
        token: demo.token,
        form: { ids: [device.id], projectid: handed.id },
      }),
      await t.get('/remote/device/credentials', { token: demo.token, query: { id: device.id } }),
      await t.post('/remote/device/credentials', { token: demo.token, form: { id: device.id } }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.body).toEqual({ status: 2001, message: 'insufficient permission', data: null });
    }
  });
});

describe('malformed input', () => {
  it("answers the seed's required prompts and names each invalid field", async () => {
    const valid = deviceForm(pA.id);
    const cases: [Record<string, string | number | undefined>, RegExp][] = [
      [{ ...valid, devicecode: undefined }, /^devicecode: please enter the device number/],
      [{ ...valid, devicecode: '  ' }, /^devicecode: please enter the device number/],
      [
        { ...valid, devicecode: 'lamp 7!' },
        /^devicecode: device number must be 1-64 letters, digits, - or _/,
      ],
      [{ ...valid, devicename: '' }, /^devicename: please enter the name/],
      [{ ...valid, projectid: undefined }, /^projectid: please select a project/],
      [{ ...valid, projectid: '' }, /^projectid: please select a project/],
      [{ ...valid, devicetype: undefined }, /^devicetype: please select the device type/],
      [{ ...valid, devicetype: 42 }, /^devicetype: please select the device type/],
      [{ ...valid, longitude: 120.1 }, /^longitude: longitude and latitude go together/],
      [{ ...valid, longitude: 190, latitude: 30 }, /^longitude: longitude must be between -180 and 180/],
      [
        { ...valid, simstart: '2026-05-01', simend: '2026-04-01' },
        /^simend: SIM end must not be before SIM start/,
      ],
      [{ ...valid, packageexpire: '2026-02-30' }, /^packageexpire: package expiry must be a date such as/],
      [{ ...valid, groupid: 'lane' }, /^groupid: /],
      [{ ...valid, isnbiot: 3 }, /^isnbiot: /],
      [{ ...valid, lamppower: -5 }, /^lamppower: /],
    ];
    for (const [form, message] of cases) {
      const answer = await t.post('/remote/device/add', { token: a.token, form });
      expect(answer.statusCode, JSON.stringify(form)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const noKey = await t.get('/remote/device/detail', { token: a.token });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.body.message).toMatch(/please select a device/);
    for (const answer of [
      await t.get('/remote/device/delete', { token: a.token }),
      await t.get('/remote/device/delete', { token: a.token, query: { ids: '' } }),
      await t.post('/remote/device/move', { token: a.token, form: { projectid: pA.id } }),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message).toBe('ids: please select at least one device');
    }
    const noProject = await t.post('/remote/device/move', { token: a.token, form: { ids: [1] } });
    expect(noProject.body.message).toMatch(/^projectid: please select a project/);
    const noId = await t.post('/remote/device/update', { token: a.token, form: valid });
    expect(noId.body.message).toMatch(/^id: /);
  });
});

describe('POST /remote/device/add', () => {
  it('adds a device with every field and answers its token once; only the hash is kept', async () => {
    const form = deviceForm(pA.id, {
      groupid: gA.id,
      devicename: 'Lamp at gate 3',
      serialnumber: 'SN-0042',
      verifycode: 'V9K2',
      communicationtype: '4g',
      isnbiot: 1,
      isbms: 'true',
      isgridcomplementary: 0,
      packageexpire: '2027-03-31',
      simstart: '2026-01-01',
      simend: '2028-01-01',
      longitude: 120.153576,
      latitude: 30.287459,
      polenumber: 'P-17',
      installdate: '2026-02-14',
      manufacturerid: makerId,
      model: 'SL-60',
      lamppower: 60,
      firmwareversion: '2.1.0',
      remark: 'east entrance',
    });
    const answer = await t.post('/remote/device/add', { token: a.token, form });
    expect(answer.statusCode).toBe(200);
    const { device, token } = answer.body.data;
    expect(device).toMatchObject({
      devicecode: form.devicecode,
      devicename: 'Lamp at gate 3',
      devicetype: 1,
      projectid: pA.id,
      groupid: gA.id,
      isnbiot: 1,
      isbms: 1,
      isgridcomplementary: 0,
      packageexpire: '2027-03-31',
      simend: '2028-01-01',
      longitude: 120.153576,
      latitude: 30.287459,
      manufacturerid: makerId,
      lamppower: 60,
      verifycode: 'V9K2',
      runstate: null,
      gatewayid: null,
      gatewaycode: '',
    });
    expect(device.manufacturername).toMatch(/^Maker-/);
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(device.tokenhint).toBe(token.slice(-4));
    const stored = await storedToken(device.id);
    expect(stored).toEqual({ hash: hashDeviceToken(token), hint: token.slice(-4), accountId: a.id });
    const detail = await t.get('/remote/device/detail', {
      token: a.token,
      query: { devicecode: String(form.devicecode) },
    });
    expect(detail.body.data.id).toBe(device.id);
    expect(JSON.stringify(detail.body.data)).not.toContain(token);
    const audit = await t.get('/sys/audit/list', { token: a.token, query: { action: 'device.add' } });
    expect(audit.body.data[0].list[0]).toMatchObject({ result: 'success', targetid: String(device.id) });
    expect(JSON.stringify(audit.body.data[0].list[0])).not.toContain(token);
  });

  it('shows the verification code only to those who may change the device', async () => {
    const handed = await addProject(t, a.token, { accountid: viewer.id });
    const { device } = await addDevice(t, a.token, handed.id, { verifycode: 'SECRET1' });
    const seen = await t.get('/remote/device/detail', { token: viewer.token, query: { id: device.id } });
    expect(seen.statusCode).toBe(200);
    expect(seen.body.data.verifycode).toBe('');
    const byAdmin = await t.get('/remote/device/detail', { token: a.token, query: { id: device.id } });
    expect(byAdmin.body.data.verifycode).toBe('SECRET1');
  });

  it('gives the device the owner of its project', async () => {
    const { device } = await addDevice(t, a.token, pA1.id);
    expect((await storedToken(device.id))?.accountId).toBe(a1.id);
    const seen = await t.get('/remote/device/detail', { token: a1.token, query: { id: device.id } });
    expect(seen.statusCode).toBe(200);
  });

  it('refuses a number in use, a group of another project, an unknown manufacturer', async () => {
    const { device } = await addDevice(t, a.token, pA.id);
    const twice = await t.post('/remote/device/add', {
      token: b.token,
      form: deviceForm(pB.id, { devicecode: device.devicecode }),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toMatchObject({
      message: `device number ${device.devicecode} already exists`,
      key: 'error.deviceCodeTaken',
      params: { code: device.devicecode },
    });
    const otherGroup = await addGroup(t, a.token, (await addProject(t, a.token)).id);
    const wrongGroup = await t.post('/remote/device/add', {
      token: a.token,
      form: deviceForm(pA.id, { groupid: otherGroup.id }),
    });
    expect(wrongGroup.statusCode).toBe(400);
    expect(wrongGroup.body.message).toBe('the group does not belong to the chosen project');
    const noMaker = await t.post('/remote/device/add', {
      token: a.token,
      form: deviceForm(pA.id, { manufacturerid: 999_999 }),
    });
    expect(noMaker.statusCode).toBe(404);
    expect(noMaker.body.message).toBe('manufacturer not found');
  });
});

describe('POST /remote/device/update', () => {
  it('changes the fields and leaves the token alone', async () => {
    const { device, token } = await addDevice(t, a.token, pA.id, { groupid: gA.id });
    const form = deviceForm(pA1.id, { id: device.id, devicename: 'Renamed', devicetype: 2, lamppower: 120 });
    const answer = await t.post('/remote/device/update', { token: a.token, form });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      devicecode: form.devicecode,
      devicename: 'Renamed',
      devicetype: 2,
      projectid: pA1.id,
      groupid: null,
      lamppower: 120,
    });
    expect(await storedToken(device.id)).toEqual({
      hash: hashDeviceToken(token),
      hint: token.slice(-4),
      accountId: a1.id,
    });
  });

  it("refuses another device's number and a project outside the subtree", async () => {
    const first = await addDevice(t, a.token, pA.id);
    const second = await addDevice(t, a.token, pA.id);
    const taken = await t.post('/remote/device/update', {
      token: a.token,
      form: deviceForm(pA.id, { id: second.device.id, devicecode: first.device.devicecode }),
    });
    expect(taken.statusCode).toBe(409);
    const foreign = await t.post('/remote/device/update', {
      token: a.token,
      form: deviceForm(pB.id, { id: second.device.id, devicecode: second.device.devicecode }),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.message).toBe('project not found');
  });

  it('sees the device as it will be: coordinates in pairs, SIM dates against the stored ones', async () => {
    const { device, token } = await addDevice(t, a.token, pA.id, {
      longitude: 121.5,
      latitude: 31.2,
      simstart: '2025-01-01',
      simend: '2026-01-01',
    });
    const update = (form: Record<string, string | number>) =>
      t.post('/remote/device/update', { token: a.token, form: { id: device.id, ...form } });
    const halves: Record<string, string | number>[] = [
      { longitude: 120 },
      { latitude: '' },
      { longitude: '', latitude: 30 },
    ];
    for (const half of halves) {
      const refused = await update(half);
      expect(refused.statusCode, JSON.stringify(half)).toBe(400);
      expect(refused.body.message).toMatch(/^longitude: longitude and latitude go together/);
    }
    const endBeforeStart = await update({ simend: '2024-12-31' });
    expect(endBeforeStart.statusCode).toBe(400);
    expect(endBeforeStart.body.message).toBe('simend: SIM end must not be before SIM start');
    expect((await update({ simstart: '2026-02-01' })).statusCode).toBe(400);
    const kept = await update({ simend: '2027-01-01', remark: 'checked' });
    expect(kept.body.data).toMatchObject({ longitude: 121.5, latitude: 31.2, simstart: '2025-01-01' });
    expect(await storedToken(device.id)).toMatchObject({
      hash: hashDeviceToken(token),
      hint: token.slice(-4),
    });
  });

  it('keeps the group while the project stays, leaves it with the project, and finds the new serial', async () => {
    const { device } = await addDevice(t, a.token, pA.id, { groupid: gA.id, serialnumber: 'OLD-SER-1' });
    const update = (form: Record<string, string | number>) =>
      t.post('/remote/device/update', { token: a.token, form: { id: device.id, ...form } });
    expect((await update({ serialnumber: 'NEW-SER-1' })).body.data).toMatchObject({ groupid: gA.id });
    const found = async (keyword: string) =>
      (await t.get('/remote/device/list', { token: a.token, query: { keyword } })).body.data[0].total;
    expect([await found('new-ser-1'), await found('old-ser-1')]).toEqual([1, 0]);
    const foreignGroup = await update({ groupid: gB.id });
    expect(foreignGroup.statusCode).toBe(404);
    const moved = await update({ projectid: pA1.id });
    expect(moved.body.data).toMatchObject({ projectid: pA1.id, groupid: null });
    expect((await storedToken(device.id))?.accountId).toBe(a1.id);
  });
});

describe('GET /remote/device/delete', () => {
  it('checks every id before deleting anything', async () => {
    const own = await addDevice(t, a.token, pA.id);
    const foreign = await addDevice(t, b.token, pB.id);
    const mixed = await t.get('/remote/device/delete', {
      token: a.token,
      query: { ids: [own.device.id, foreign.device.id] },
    });
    expect(mixed.statusCode).toBe(404);
    expect(
      (await t.get('/remote/device/detail', { token: a.token, query: { id: own.device.id } })).statusCode,
    ).toBe(200);
    const done = await t.get('/remote/device/delete', { token: a.token, query: { ids: [own.device.id] } });
    expect(done.statusCode).toBe(200);
    expect(
      (await t.get('/remote/device/detail', { token: a.token, query: { id: own.device.id } })).statusCode,
    ).toBe(404);
  });
});

describe('scope across two account trees', () => {
  it('answers 404 for a device, project or group of another tree', async () => {
    const ofA = await addDevice(t, a.token, pA.id);
    const ofA1 = await addDevice(t, a1.token, pA1.id);
    for (const answer of [
      await t.get('/remote/device/detail', { token: b.token, query: { id: ofA.device.id } }),
      await t.get('/remote/device/detail', { token: b.token, query: { devicecode: ofA.device.devicecode } }),
      await t.get('/remote/device/detail', { token: a1.token, query: { id: ofA.device.id } }),
      await t.post('/remote/device/update', {
        token: b.token,
        form: deviceForm(pB.id, { id: ofA.device.id, devicecode: ofA.device.devicecode }),
      }),
      await t.get('/remote/device/delete', { token: b.token, query: { ids: [ofA.device.id] } }),
      await t.get('/remote/device/credentials', { token: b.token, query: { id: ofA.device.id } }),
      await t.post('/remote/device/credentials', { token: b.token, form: { id: ofA.device.id } }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toBe('device not found');
    }
    const intoForeignProject = await t.post('/remote/device/add', {
      token: a.token,
      form: deviceForm(pB.id),
    });
    expect(intoForeignProject.statusCode).toBe(404);
    expect(intoForeignProject.body.message).toBe('project not found');
    const intoParentProject = await t.post('/remote/device/add', {
      token: a1.token,
      form: deviceForm(pA.id),
    });
    expect(intoParentProject.statusCode).toBe(404);
    const foreignGroup = await t.post('/remote/device/add', {
      token: a.token,
      form: deviceForm(pA.id, { groupid: gB.id }),
    });
    expect(foreignGroup.statusCode).toBe(404);
    expect(foreignGroup.body.message).toBe('group not found');
    const ofChild = await t.get('/remote/device/list', { token: a1.token, query: { pagesize: 500 } });
    const childIds = ofChild.body.data[0].list.map((d: { id: number }) => d.id);
    expect(childIds).toContain(ofA1.device.id);
    expect(childIds).not.toContain(ofA.device.id);
    const ofB = await t.get('/remote/device/list', { token: b.token, query: { pagesize: 500 } });
    expect(ofB.body.data[0].list.map((d: { id: number }) => d.id)).not.toContain(ofA.device.id);
  });
});
