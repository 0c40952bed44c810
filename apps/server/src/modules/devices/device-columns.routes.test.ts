import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { reportedLatest } from '../../test/lamp-values-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { devices } from './devices.table';

let t: TestApp;
let a: CreatedAccount;
let b: CreatedAccount;
interface Located {
  id: number;
  lng: number;
  lat: number;
  project: number;
  power: number | null;
  type: number;
  state: number;
}
const located: Located[] = [];
let unlocated: number;

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'columns_tenant_a' });
  b = await createAccount(t, admin, { username: 'columns_tenant_b' });
  const first = (await addProject(t, a.token)).id;
  const second = (await addProject(t, a.token)).id;
  for (const [lng, lat, type, project, power] of [
    [120.153576, 30.287459, 1, first, 42.5],
    [120.1541, 30.2879, 2, first, 0],
    [-73.985656, 40.748433, 4, second, null],
  ] as const) {
    const { device } = await addDevice(t, a.token, project, {
      longitude: lng,
      latitude: lat,
      devicetype: type,
    });
    located.push({ id: device.id, lng, lat, project, power, type, state: 0 });
    if (power !== null) {
      await reportedLatest(t.store, device.id, { loadPower: power, brightness: 80 }, '2026-11-20T18:00:00Z');
    }
  }
  unlocated = (await addDevice(t, a.token, first)).device.id;
  const faulty = located[1];
  if (faulty) {
    faulty.state = 3;
    await t.store.db.update(devices).set({ runState: 3 }).where(eq(devices.id, faulty.id));
  }
  await addDevice(t, b.token, (await addProject(t, b.token)).id, { longitude: 10, latitude: 10 });
});
afterAll(() => t.close());

/** Reads the answer by the layout of the contract, written out here so that a drift shows. */
function decode(payload: Buffer) {
  const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  const header = {
    magic: payload.subarray(0, 4).toString('latin1'),
    version: view.getUint32(4),
    count: view.getUint32(8),
    reserved: view.getUint32(12),
  };
  const columns = [];
  for (let i = 0; i < header.count; i++) {
    const at = 16 + i * 24;
    const power = view.getFloat32(at + 16);
    columns.push({
      id: view.getInt32(at),
      lng: view.getFloat32(at + 4),
      lat: view.getFloat32(at + 8),
      project: view.getInt32(at + 12),
      power: Number.isNaN(power) ? null : power,
      type: view.getUint8(at + 20),
      state: view.getUint8(at + 21),
      reserved: view.getUint16(at + 22),
    });
  }
  return { header, columns, bytes: payload.byteLength };
}

async function columns(token: string, query: Record<string, string | number | number[]> = {}) {
  const answer = await t.get('/remote/device/columns', { token, query });
  expect(answer.statusCode).toBe(200);
  return { answer, ...decode(answer.raw.rawPayload) };
}

describe('GET /remote/device/columns', () => {
  it('refuses a caller without a token (2003) and filters that are not one (400)', async () => {
    expect((await t.get('/remote/device/columns')).body.status).toBe(2003);
    const bad = await t.get('/remote/device/columns', { token: a.token, query: { runstate: 'red' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/runstate/);
  });

  it('answers every located device of the subtree with its project, state and load power', async () => {
    const { answer, header, columns: found, bytes } = await columns(a.token);
    expect(answer.headers['content-type']).toBe('application/octet-stream');
    expect(header).toEqual({ magic: 'LLCL', version: 1, count: 3, reserved: 0 });
    expect(bytes).toBe(16 + 3 * 24);
    const byId = new Map(found.map((column) => [column.id, column]));
    expect(byId.has(unlocated)).toBe(false);
    for (const device of located) {
      const column = byId.get(device.id);
      expect(column).toMatchObject({
        id: device.id,
        project: device.project,
        power: device.power,
        type: device.type,
        state: device.state,
        reserved: 0,
      });
      expect(column?.lng).toBeCloseTo(device.lng, 4);
      expect(column?.lat).toBeCloseTo(device.lat, 4);
    }
  });

  it('applies the filters of the list', async () => {
    const second = located[2]?.project;
    const ofProject = await columns(a.token, { projectid: second ?? 0 });
    expect(ofProject.columns.map((column) => column.id)).toEqual([located[2]?.id]);
    const faults = await columns(a.token, { runstate: 3 });
    expect(faults.columns.map((column) => column.id)).toEqual([located[1]?.id]);
  });

  it('answers 304 for an unchanged copy and gzip to a client that takes it', async () => {
    const first = await columns(a.token);
    const again = await t.get('/remote/device/columns', {
      token: a.token,
      headers: { 'if-none-match': String(first.answer.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const zipped = await t.get('/remote/device/columns', {
      token: a.token,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.raw.rawPayload).equals(first.answer.raw.rawPayload)).toBe(true);
  });

  it("never answers a column of another tree, nor a foreign project's", async () => {
    const ofB = await columns(b.token);
    expect(ofB.header.count).toBe(1);
    expect(located.map((device) => device.id)).not.toContain(ofB.columns[0]?.id);
    const foreign = await t.get('/remote/device/columns', {
      token: b.token,
      query: { projectid: located[0]?.project ?? 0 },
    });
    expect(foreign.statusCode).toBe(200);
    expect(decode(foreign.raw.rawPayload).header.count).toBe(0);
  });
});
