import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closed,
  type DeviceApiTest,
  startDeviceApiTest,
  type TestDevice,
  until,
} from '../../test/device-api-fixture';

let d: DeviceApiTest;
let gateway: TestDevice;
let lights: TestDevice[];
/** A light behind no gateway, and one behind another gateway. */
let loose: TestDevice;
let elsewhere: TestDevice;
let client: MqttClient;

beforeAll(async () => {
  d = await startDeviceApiTest();
  lights = [await d.addDevice({ devicetype: 3 }), await d.addDevice({ devicetype: 3 })];
  loose = await d.addDevice({ devicetype: 3 });
  elsewhere = await d.addDevice({ devicetype: 3 });
  gateway = await d.addGateway(lights.map((light) => light.code));
  await d.addGateway([elsewhere.code]);
  client = await d.connect(gateway.token);
});
afterAll(() => d.close());

const [first, second] = [() => lights[0] as TestDevice, () => lights[1] as TestDevice];

describe('the gateway API', () => {
  it('is refused to a device that is not a gateway', async () => {
    const light = await d.connect(loose.token);
    await light.publishAsync('v1/gateway/telemetry', JSON.stringify({ [loose.code]: [{ brightness: 1 }] }), {
      qos: 1,
    });
    expect(d.sink.rejectionsOf(loose.id)).toEqual(['topic not allowed: v1/gateway/telemetry']);
    expect(d.sink.telemetryOf(loose.id)).toEqual([]);
  });

  it('stores the telemetry of each light behind the gateway as that light’s, in either form', async () => {
    const ts = Date.now() - 60_000;
    const before = Date.now();
    const message = {
      [first().code]: [
        { ts, values: { batteryVoltage: 12.4 } },
        { ts: ts + 1000, values: { batteryVoltage: 12.5 } },
      ],
      [second().code]: [{ brightness: 30 }],
    };
    await client.publishAsync('v1/gateway/telemetry', JSON.stringify(message), { qos: 1 });
    const [ofFirst] = d.sink.telemetryOf(first().id);
    const [ofSecond] = d.sink.telemetryOf(second().id);
    expect(ofFirst?.device).toMatchObject({ deviceId: first().id, code: first().code, typeId: 3 });
    expect(ofFirst?.entries).toEqual([
      { ts, values: { batteryVoltage: 12.4 } },
      { ts: ts + 1000, values: { batteryVoltage: 12.5 } },
    ]);
    expect(ofSecond?.entries[0]?.values).toEqual({ brightness: 30 });
    expect(ofSecond?.entries[0]?.ts).toBeGreaterThanOrEqual(before);
    expect(ofSecond?.entries[0]?.ts).toBeLessThanOrEqual(Date.now());
    expect(d.sink.telemetryOf(gateway.id)).toEqual([]);
  });

  it('stores attributes of the lights behind it', async () => {
    await client.publishAsync(
      'v1/gateway/attributes',
      JSON.stringify({ [first().code]: { firmwareVersion: '2.1' } }),
      {
        qos: 1,
      },
    );
    expect(d.sink.attributesOf(first().id).map((m) => m.values)).toEqual([{ firmwareVersion: '2.1' }]);
  });

  it('refuses numbers not behind it as unknown gateway children, and still takes the others', async () => {
    const message = {
      [loose.code]: [{ brightness: 1 }],
      [elsewhere.code]: [{ brightness: 2 }],
      'NO-SUCH-LIGHT': [{ brightness: 3 }],
      [gateway.code]: [{ brightness: 4 }],
      [second().code]: [{ brightness: 5 }],
    };
    await client.publishAsync('v1/gateway/telemetry', JSON.stringify(message), { qos: 1 });
    expect(d.sink.rejectionsOf(gateway.id)).toEqual([
      `unknown gateway child: ${loose.code}`,
      `unknown gateway child: ${elsewhere.code}`,
      'unknown gateway child: NO-SUCH-LIGHT',
      `unknown gateway child: ${gateway.code}`,
    ]);
    for (const device of [loose, elsewhere, gateway]) expect(d.sink.telemetryOf(device.id)).toEqual([]);
    expect(d.sink.telemetryOf(second().id).at(-1)?.entries[0]?.values).toEqual({ brightness: 5 });
  });

  it('refuses a malformed part against its light, a malformed message against the gateway', async () => {
    const before = d.sink.rejectionsOf(gateway.id).length;
    await client.publishAsync('v1/gateway/telemetry', JSON.stringify({ [first().code]: 42 }), { qos: 1 });
    await client.publishAsync('v1/gateway/telemetry', '[1, 2]', { qos: 1 });
    await client.publishAsync('v1/gateway/attributes', '{"', { qos: 1 });
    await client.publishAsync('v1/gateway/connect', '{"device": 7}', { qos: 1 });
    expect(d.sink.rejectionsOf(first().id)).toEqual(['values must be a JSON object']);
    expect(d.sink.rejectionsOf(gateway.id).slice(before)).toEqual([
      'the message must map light numbers to their values',
      'not JSON',
      'device must name a light by its number',
    ]);
    expect(client.connected).toBe(true);
  });

  it('connects and disconnects the lights behind it; they go with the gateway’s own connection', async () => {
    const own = await d.connect(gateway.token);
    await own.publishAsync('v1/gateway/connect', JSON.stringify({ device: first().code }), { qos: 1 });
    await own.publishAsync('v1/gateway/connect', JSON.stringify({ device: elsewhere.code }), { qos: 1 });
    expect(d.t.deviceBroker.isConnected(first().id)).toBe(true);
    expect(d.t.deviceBroker.isConnected(elsewhere.id)).toBe(false);
    await own.publishAsync('v1/gateway/disconnect', JSON.stringify({ device: first().code }), { qos: 1 });
    expect(d.t.deviceBroker.isConnected(first().id)).toBe(false);
    await own.publishAsync('v1/gateway/connect', JSON.stringify({ device: second().code }), { qos: 1 });
    expect(d.t.deviceBroker.isConnected(second().id)).toBe(true);
    await own.endAsync();
    await closed(own);
    await until(() => !d.t.deviceBroker.isConnected(gateway.id));
    expect(d.t.deviceBroker.isConnected(second().id)).toBe(false);
  });
});
