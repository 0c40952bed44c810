import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { devices } from './devices.table';

let t: TestApp;
let a: CreatedAccount;
let b: CreatedAccount;
const located: { id: number; lng: number; lat: number; type: number; state: number }[] = [];
let unlocated: number;

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'points_tenant_a' });
  b = await createAccount(t, admin, { username: 'points_tenant_b' });
  const project = await addProject(t, a.token);
  for (const [lng, lat, type] of [
    [120.153576, 30.287459, 1],
    [-73.985656, 40.748433, 2],
    [151.2153, -33.8568, 4],
  ] as const) {
    const { device } = await addDevice(t, a.token, project.id, {
      longitude: lng,
      latitude: lat,
      devicetype: type,
    });
    located.push({ id: device.id, lng, lat, type, state: 0 });
  }
  unlocated = (await addDevice(t, a.token, project.id)).device.id;
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
    version: view.getUint32(4, true),
    count: view.getUint32(8, true),
    reserved: view.getUint32(12, true),
  };
  const points = [];
  for (let i = 0; i < header.count; i++) {
    const at = 16 + i * 14;
    points.push({
      id: view.getInt32(at, true),
      lng: view.getFloat32(at + 4, true),
      lat: view.getFloat32(at + 8, true),
      type: view.getUint8(at + 12),
      state: view.getUint8(at + 13),
    });
  }
  return { header, points, bytes: payload.byteLength };
}

async function points(token: string, query: Record<string, string | number | number[]> = {}) {
  const answer = await t.get('/remote/device/points', { token, query });
  expect(answer.statusCode).toBe(200);
  return { answer, ...decode(answer.raw.rawPayload) };
}

describe('GET /remote/device/points', () => {
  it('answers every located device of the subtree in the binary layout of the contract', async () => {
    const { answer, header, points: found, bytes } = await points(a.token);
    expect(answer.headers['content-type']).toBe('application/octet-stream');
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(header).toEqual({ magic: 'LLPT', version: 1, count: 3, reserved: 0 });
    expect(bytes).toBe(16 + 3 * 14);
    const byId = new Map(found.map((point) => [point.id, point]));
    expect(byId.has(unlocated)).toBe(false);
    for (const device of located) {
      const point = byId.get(device.id);
      expect(point).toMatchObject({ id: device.id, type: device.type, state: device.state });
      expect(point?.lng).toBeCloseTo(device.lng, 4);
      expect(point?.lat).toBeCloseTo(device.lat, 4);
    }
  });

  it('applies the filters of the list', async () => {
    const lights = await points(a.token, { devicetype: [1, 2] });
    expect(lights.points.map((p) => p.type).sort()).toEqual([1, 2]);
    const faults = await points(a.token, { runstate: 3 });
    expect(faults.points.map((p) => p.id)).toEqual([located[1]?.id]);
    const none = await points(a.token, { keyword: 'no-such-device' });
    expect(none.header.count).toBe(0);
    expect(none.bytes).toBe(16);
  });

  it('answers 304 when the points have not changed since the copy the browser holds', async () => {
    const first = await points(a.token);
    const etag = String(first.answer.headers.etag);
    const again = await t.get('/remote/device/points', {
      token: a.token,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.raw.rawPayload.byteLength).toBe(0);
    const project = await addProject(t, a.token);
    await addDevice(t, a.token, project.id, { longitude: 1, latitude: 2 });
    const changed = await t.get('/remote/device/points', {
      token: a.token,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(decode(changed.raw.rawPayload).header.count).toBe(4);
  });

  it('sends gzip to a client that takes it, the same points inside', async () => {
    const plain = await points(a.token);
    const zipped = await t.get('/remote/device/points', {
      token: a.token,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(zipped.raw.rawPayload).equals(plain.answer.raw.rawPayload)).toBe(true);
    expect(zipped.headers.etag).not.toBe(plain.answer.headers.etag);
  });

  it('never answers a point of another tree', async () => {
    const ofB = await points(b.token);
    expect(ofB.header.count).toBe(1);
    expect(located.map((d) => d.id)).not.toContain(ofB.points[0]?.id);
  });

  it('refuses a caller without a token (2003) and filters that are not one (400)', async () => {
    expect((await t.get('/remote/device/points')).body.status).toBe(2003);
    const bad = await t.get('/remote/device/points', { token: a.token, query: { expiry: 'soon' } });
    expect(bad.statusCode).toBe(400);
  });
});
