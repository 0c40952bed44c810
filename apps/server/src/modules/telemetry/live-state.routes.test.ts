import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { historyOf, startIngest } from '../../test/telemetry-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { telemetryLatest } from './telemetry.table';

let t: TestApp;
let admin: string;
let projectId: number;
const base = Date.now() - 600_000;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  projectId = (await addProject(t, admin)).id;
});
afterAll(() => t.close());

const identity = (device: { id: number; devicecode: string }) => ({
  deviceId: device.id,
  code: device.devicecode,
  accountId: 0,
  typeId: 1,
});

describe('the device detail', () => {
  it('shows no values, no attributes and nothing dropped for a device that never reported', async () => {
    const { device } = await addDevice(t, admin, projectId);
    const detail = (await t.get('/remote/device/detail', { token: admin, query: { id: device.id } })).body
      .data;
    expect(detail).toMatchObject({
      runstate: null,
      telemetry: [],
      attributes: [],
      ingest: { malformed: 0, rejected: 0, lastreason: '', lastproblemtime: null },
    });
    expect(device.telemetry).toEqual([]);
  });

  it('shows the latest value and time of every key, the client attributes, the run state and what was dropped', async () => {
    const { device } = await addDevice(t, admin, projectId);
    const { ingest } = startIngest(t.store);
    await ingest.telemetry({
      device: identity(device),
      entries: [
        { ts: base, values: { batteryVoltage: 12.4, runState: 1, loadState: 1 } },
        { ts: base + 60_000, values: { batteryVoltage: 12.6, runState: 2, loadState: 5, batterySoc: 180 } },
      ],
    });
    await ingest.attributes({
      device: identity(device),
      values: { firmwareVersion: '3.0.1', cells: [3, 3] },
    });
    ingest.rejected(identity(device), 'message larger than 65536 bytes');
    await ingest.close();

    const queries: Record<string, string | number>[] = [{ id: device.id }, { devicecode: device.devicecode }];
    for (const query of queries) {
      const detail = (await t.get('/remote/device/detail', { token: admin, query })).body.data;
      const later = new Date(base + 60_000).toISOString();
      expect(detail.runstate).toBe(2);
      expect(detail.telemetry).toEqual([
        { key: 'batteryVoltage', value: 12.6, ts: later },
        { key: 'loadState', value: 5, ts: later },
        { key: 'runState', value: 2, ts: later },
      ]);
      expect(detail.attributes.map((row: { key: string; value: unknown }) => [row.key, row.value])).toEqual([
        ['cells', [3, 3]],
        ['firmwareVersion', '3.0.1'],
      ]);
      expect(detail.ingest).toMatchObject({
        malformed: 1,
        rejected: 1,
        lastreason: 'message larger than 65536 bytes',
      });
      expect(Date.parse(detail.ingest.lastproblemtime)).not.toBeNaN();
    }
  });

  it('of a gateway carries its own values too', async () => {
    const added = await t.post('/remote/gateway/add', {
      token: admin,
      form: { devicecode: `GW-LIVE-${process.pid}`, devicename: 'Gateway', projectid: projectId },
    });
    expect(added.statusCode, added.body.message).toBe(200);
    const gateway = added.body.data.device;
    const { ingest } = startIngest(t.store);
    await ingest.telemetry({
      device: identity(gateway),
      entries: [{ ts: base, values: { signalStrength: -71 } }],
    });
    await ingest.close();
    const detail = await t.get('/remote/gateway/detail', { token: admin, query: { id: gateway.id } });
    expect(detail.statusCode, detail.body.message).toBe(200);
    expect(detail.body.data.telemetry).toEqual([
      { key: 'signalStrength', value: -71, ts: new Date(base).toISOString() },
    ]);
  });

  it('loses the latest values with the device; its history stays until retention takes it', async () => {
    const { device } = await addDevice(t, admin, projectId);
    const { ingest } = startIngest(t.store);
    await ingest.telemetry({ device: identity(device), entries: [{ ts: base, values: { batterySoc: 55 } }] });
    await ingest.close();
    expect(
      (await t.get('/remote/device/delete', { token: admin, query: { ids: [device.id] } })).statusCode,
    ).toBe(200);
    expect(
      await t.store.db.select().from(telemetryLatest).where(eq(telemetryLatest.deviceId, device.id)),
    ).toEqual([]);
    expect(await historyOf(t.store, [device.id])).toHaveLength(1);
  });
});
