import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { telemetryLatest } from '../telemetry/telemetry.table';
import { devicePresence } from './devices.table';

let t: TestApp;
let a: CreatedAccount;
let b: CreatedAccount;
let matrix: CreatedAccount;
let gatewayCode: string;
const ids: Record<string, number> = {};
const HEARD = '2026-11-20T18:30:00.000Z';

type Query = Record<string, string | number>;

/** What the devices reported last, straight into the latest values as the ingest leaves them. */
async function reported(name: string, values: Record<string, number>, heard = HEARD) {
  const deviceId = ids[name] ?? 0;
  const ts = new Date(heard);
  await t.store.db
    .insert(telemetryLatest)
    .values(Object.entries(values).map(([key, numberValue]) => ({ deviceId, key, ts, numberValue })));
  await t.store.db.insert(devicePresence).values({ deviceId, lastSeenAt: ts, offlineAt: ts });
}

async function list(query: Query, token = a.token) {
  const answer = await t.get('/remote/device/list', { token, query: { pagesize: 100, ...query } });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data[0] as { list: Record<string, unknown>[]; total: number };
}

/** Names of the devices a query finds, in the order of the answer. */
async function names(query: Query, token = a.token): Promise<string[]> {
  const found = await list(query, token);
  expect(found.total).toBe(found.list.length);
  return found.list.map((row) => Object.keys(ids).find((name) => ids[name] === row.id) ?? String(row.id));
}

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'lamp_values_a' });
  b = await createAccount(t, admin, { username: 'lamp_values_b' });
  const park = await addProject(t, a.token, { name: 'Lamp value park' });
  const add = async (name: string, devicetype: number, owner = a, projectId = park.id) => {
    ids[name] = (await addDevice(t, owner.token, projectId, { devicetype })).device.id;
  };
  await add('lowSolar', 1);
  await add('fullSolar', 1);
  await add('silentSolar', 1);
  await add('litMains', 2);
  await add('darkMains', 2);
  await add('siblingSolar', 1, b, (await addProject(t, b.token)).id);
  await reported('lowSolar', {
    batterySoc: 12.5,
    batteryVoltage: 11.4,
    pvPower: 0,
    loadPower: 18,
    brightness: 60,
  });
  await reported('fullSolar', {
    batterySoc: 96,
    batteryVoltage: 13.2,
    pvPower: 85,
    loadPower: 0,
    brightness: 0,
  });
  await reported(
    'litMains',
    { loadPower: 118.5, brightness: 100, energyConsumedToday: 640 },
    '2026-11-20T18:31:00.000Z',
  );
  await reported(
    'darkMains',
    { loadPower: 0.4, brightness: 0, energyConsumedToday: 0 },
    '2026-11-20T18:29:00.000Z',
  );
  await reported('siblingSolar', { batterySoc: 5, loadPower: 30, brightness: 100 });

  // Bluetooth-matrix lamps behind a gateway, in an account of their own so the lists above keep theirs.
  matrix = await createAccount(t, admin, { username: 'lamp_values_matrix' });
  const causeway = await addProject(t, matrix.token, { name: 'Matrix causeway' });
  await add('litMatrix', 3, matrix, causeway.id);
  await add('dimMatrix', 3, matrix, causeway.id);
  await add('darkMatrix', 3, matrix, causeway.id);
  await add('causewayMains', 2, matrix, causeway.id);
  const codes = await list({ devicetype: 3 }, matrix.token);
  gatewayCode = `GW-MATRIX-${process.pid}`;
  const gateway = await t.post('/remote/gateway/add', {
    token: matrix.token,
    form: {
      devicecode: gatewayCode,
      devicename: 'Causeway gateway',
      projectid: causeway.id,
      lights: codes.list.map((row) => String(row.devicecode)),
    },
  });
  expect(gateway.statusCode, gateway.body.message).toBe(200);
  await reported('litMatrix', { loadPower: 38, brightness: 100, energyConsumedToday: 152 });
  await reported(
    'dimMatrix',
    { loadPower: 12.5, brightness: 30, energyConsumedToday: 41 },
    '2026-11-20T18:32:00.000Z',
  );
  await reported(
    'darkMatrix',
    { loadPower: 0, brightness: 0, energyConsumedToday: 0 },
    '2026-11-20T18:28:00.000Z',
  );
  await reported('causewayMains', { loadPower: 150, brightness: 100, energyConsumedToday: 900 });
});
afterAll(() => t.close());

describe('the lamp values of GET /remote/device/list', () => {
  it('refuses a bad lamp filter or order with 400, naming the field', async () => {
    const bad: [Query, string][] = [
      [{ valuefield: 'temperature', valuemin: 1 }, 'valuefield'],
      [{ valuemax: 30 }, 'valuefield'],
      [{ valuefield: 'batterysoc', valuemin: 'low' }, 'valuemin'],
      [{ valuefield: 'batterysoc', valuemax: '1e3' }, 'valuemax'],
      [{ valuefield: 'batterysoc', valuemin: 50, valuemax: 30 }, 'valuemax'],
      [{ lampon: 2 }, 'lampon'],
      [{ lampon: 'yes' }, 'lampon'],
      [{ orderby: 'devicename' }, 'orderby'],
      [{ orderby: 'brightness', order: 'up' }, 'order'],
    ];
    for (const [query, field] of bad) {
      const answer = await t.get('/remote/device/list', { token: a.token, query });
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.body.errors?.[0]?.field, JSON.stringify(query)).toBe(field);
    }
  });

  it("shows a sibling account none of another's values, whatever the filter or order", async () => {
    expect(await names({ valuefield: 'batterysoc', valuemax: 30 }, b.token)).toEqual(['siblingSolar']);
    expect(await names({ lampon: 1, orderby: 'brightness' }, b.token)).toEqual(['siblingSolar']);
    expect(await names({ valuefield: 'batterysoc', valuemax: 30 })).toEqual(['lowSolar']);
    expect(await names({ orderby: 'batterysoc', order: 'asc', devicetype: 1 })).not.toContain('siblingSolar');
  });

  it('answers each row with what its device reported last, nothing before it reports', async () => {
    const rows = (await list({ devicetype: 1 })).list;
    const row = (name: string) => rows.find((device) => device.id === ids[name]);
    expect(row('lowSolar')).toMatchObject({
      lampon: 1,
      brightness: 60,
      loadpower: 18,
      batterysoc: 12.5,
      batteryvoltage: 11.4,
      pvpower: 0,
      energytoday: null,
      reporttime: HEARD,
    });
    expect(row('fullSolar')).toMatchObject({ lampon: 0, brightness: 0, pvpower: 85 });
    expect(row('silentSolar')).toMatchObject({
      lampon: null,
      brightness: null,
      loadpower: null,
      batterysoc: null,
      reporttime: null,
    });
    const [mains] = (await list({ devicetype: 2, lampon: 1 })).list;
    expect(mains).toMatchObject({ id: ids.litMains, energytoday: 640, loadpower: 118.5 });
  });

  it('filters by burning or not and by a value between bounds', async () => {
    expect(await names({ lampon: 1 })).toEqual(['litMains', 'lowSolar']);
    expect(await names({ lampon: 0 })).toEqual(['darkMains', 'fullSolar']);
    expect(await names({ lampon: 0, devicetype: 2 })).toEqual(['darkMains']);
    expect(await names({ valuefield: 'batterysoc', valuemin: 12.5 })).toEqual(['fullSolar', 'lowSolar']);
    expect(await names({ valuefield: 'batterysoc', valuemin: 10, valuemax: 12.5 })).toEqual(['lowSolar']);
    expect(await names({ valuefield: 'energytoday', valuemin: 1 })).toEqual(['litMains']);
    expect(await names({ valuefield: 'brightness', valuemin: '' })).toHaveLength(5);
  });

  it('sorts by a value or the last report, devices without it last, and pages in that order', async () => {
    expect(await names({ orderby: 'batterysoc', devicetype: 1 })).toEqual([
      'fullSolar',
      'lowSolar',
      'silentSolar',
    ]);
    expect(await names({ orderby: 'batterysoc', order: 'asc', devicetype: 1 })).toEqual([
      'lowSolar',
      'fullSolar',
      'silentSolar',
    ]);
    expect(await names({ orderby: 'reporttime', order: 'asc' })).toEqual([
      'darkMains',
      'fullSolar',
      'lowSolar',
      'litMains',
      'silentSolar',
    ]);
    const second = await list({ orderby: 'loadpower', pagenum: 2, pagesize: 2 });
    expect(second.total).toBe(5);
    expect(second.list.map((row) => row.id)).toEqual([ids.darkMains, ids.fullSolar]);
  });
});

describe('the Bluetooth-matrix lamp list (family 3)', () => {
  it('lists only the lamps behind gateways, each with its gateway and what it reported last', async () => {
    expect(await names({ devicetype: 3 }, matrix.token)).toEqual(['darkMatrix', 'dimMatrix', 'litMatrix']);
    const rows = (await list({ devicetype: 3 }, matrix.token)).list;
    expect(rows.find((row) => row.id === ids.dimMatrix)).toMatchObject({
      gatewaycode: gatewayCode,
      projectname: 'Matrix causeway',
      lampon: 1,
      brightness: 30,
      loadpower: 12.5,
      energytoday: 41,
      batterysoc: null,
      reporttime: '2026-11-20T18:32:00.000Z',
    });
  });

  it('filters and sorts them by their values, the mains lamp beside them left out', async () => {
    const matrixOnly = { devicetype: 3 };
    expect(await names({ ...matrixOnly, lampon: 1, orderby: 'brightness' }, matrix.token)).toEqual([
      'litMatrix',
      'dimMatrix',
    ]);
    expect(await names({ ...matrixOnly, lampon: 0 }, matrix.token)).toEqual(['darkMatrix']);
    expect(
      await names({ ...matrixOnly, valuefield: 'energytoday', valuemin: 1, valuemax: 200 }, matrix.token),
    ).toEqual(['dimMatrix', 'litMatrix']);
    expect(await names({ ...matrixOnly, orderby: 'reporttime', order: 'asc' }, matrix.token)).toEqual([
      'darkMatrix',
      'litMatrix',
      'dimMatrix',
    ]);
    expect(await names({ ...matrixOnly, orderby: 'loadpower', order: 'asc' }, matrix.token)).toEqual([
      'darkMatrix',
      'dimMatrix',
      'litMatrix',
    ]);
  });
});
