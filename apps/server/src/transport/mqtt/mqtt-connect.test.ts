import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closed, type DeviceApiTest, startDeviceApiTest } from '../../test/device-api-fixture';
import { deviceForm } from '../../test/inventory-fixture';

let d: DeviceApiTest;
beforeAll(async () => {
  d = await startDeviceApiTest();
});
afterAll(() => d.close());

const NOT_AUTHORIZED = 5;
/** MQTT 5's reason code for the same refusal. */
const NOT_AUTHORIZED_V5 = 135;

/** Whether the connection ends within `ms` (the device API promises 5 s after a token stops working). */
function endsWithin(client: MqttClient, ms: number): Promise<boolean> {
  return Promise.race([
    closed(client).then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
}

describe('connecting with an access token', () => {
  it('refuses a wrong, an empty and a missing token with CONNACK 5 (not authorized)', async () => {
    const device = await d.addDevice();
    for (const username of [
      `${device.token}x`,
      device.token.toUpperCase(),
      '',
      'x'.repeat(5000),
      undefined,
    ]) {
      expect(await d.refusal(username)).toBe(NOT_AUTHORIZED);
    }
    expect(d.sink.received).toEqual([]);
  });

  it('speaks MQTT 5, 3.1.1 and 3.1; MQTT 5 refuses a wrong token with reason 135 (not authorized)', async () => {
    const device = await d.addDevice();
    expect(await d.refusal(`${device.token}x`, { protocolVersion: 5 })).toBe(NOT_AUTHORIZED_V5);
    for (const version of [
      { protocolVersion: 5 },
      { protocolVersion: 4 },
      { protocolVersion: 3, protocolId: 'MQIsdp' },
    ] as const) {
      const client = await d.connect(device.token, version);
      await client.publishAsync(
        'v1/devices/me/telemetry',
        JSON.stringify({ loadPower: version.protocolVersion }),
        {
          qos: 1,
        },
      );
      await client.endAsync();
    }
    expect(d.sink.telemetryOf(device.id).map((m) => m.entries[0]?.values)).toEqual([
      { loadPower: 5 },
      { loadPower: 4 },
      { loadPower: 3 },
    ]);
  });

  it('keeps one connection per device: a second one with the same token takes over', async () => {
    const device = await d.addDevice();
    const first = await d.connect(device.token);
    const second = await d.connect(device.token);
    await closed(first);
    expect(second.connected).toBe(true);
    await second.publishAsync('v1/devices/me/telemetry', '{"brightness": 40}', { qos: 1 });
    expect(d.sink.telemetryOf(device.id)).toHaveLength(1);
  });

  it('never lets one device take over another by choosing its client id', async () => {
    const [a, b] = [await d.addDevice(), await d.addDevice()];
    const clientA = await d.connect(a.token, { clientId: 'shared-id', clean: false });
    const clientB = await d.connect(b.token, { clientId: 'shared-id', clean: false });
    await clientB.publishAsync('v1/devices/me/telemetry', '{"brightness": 1}', { qos: 1 });
    await clientA.publishAsync('v1/devices/me/telemetry', '{"brightness": 2}', { qos: 1 });
    expect([clientA.connected, clientB.connected]).toEqual([true, true]);
    expect(d.sink.telemetryOf(a.id)).toHaveLength(1);
    expect(d.sink.telemetryOf(b.id)).toHaveLength(1);
  });
});

describe('a token that stops working ends the live connection within 5 s', () => {
  it('when the token is rotated: the old one is refused, the new one connects', async () => {
    const device = await d.addDevice();
    const client = await d.connect(device.token);
    const rotated = await d.t.post('/remote/device/credentials', { token: d.admin, form: { id: device.id } });
    expect(rotated.statusCode).toBe(200);
    expect(await endsWithin(client, 5000)).toBe(true);
    expect(await d.refusal(device.token)).toBe(NOT_AUTHORIZED);
    const again = await d.connect(rotated.body.data.token);
    expect(again.connected).toBe(true);
  });

  it('when the device’s number or family changes, but not when its name does', async () => {
    const device = await d.addDevice();
    const client = await d.connect(device.token);
    const update = (form: Record<string, string | number>) =>
      d.t.post('/remote/device/update', {
        token: d.admin,
        form: { ...deviceForm(d.projectId), id: device.id, ...form },
      });
    expect((await update({ devicecode: device.code, devicename: 'Renamed' })).statusCode).toBe(200);
    await client.publishAsync('v1/devices/me/telemetry', '{"brightness": 5}', { qos: 1 });
    expect(client.connected).toBe(true);
    expect((await update({ devicecode: `${device.code}-B` })).statusCode).toBe(200);
    expect(await endsWithin(client, 5000)).toBe(true);
    const again = await d.connect(device.token);
    expect(again.connected).toBe(true);
  });

  it('when the device is deleted, and no other device is touched', async () => {
    const [doomed, bystander] = [await d.addDevice(), await d.addDevice()];
    const client = await d.connect(doomed.token);
    const other = await d.connect(bystander.token);
    const deleted = await d.t.get('/remote/device/delete', { token: d.admin, query: { ids: [doomed.id] } });
    expect(deleted.statusCode, deleted.body.message).toBe(200);
    expect(await endsWithin(client, 5000)).toBe(true);
    expect(await d.refusal(doomed.token)).toBe(NOT_AUTHORIZED);
    await other.publishAsync('v1/devices/me/telemetry', '{"brightness": 9}', { qos: 1 });
    expect(other.connected).toBe(true);
  });
});
