import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../test/device-api-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { freePort } from '../../test/server-process';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

/** The platform as `npm start` wires it: the broker hands devices' messages to the telemetry ingest. */
let t: TestApp;
let admin: string;
let mqttPort: number;

beforeAll(async () => {
  mqttPort = await freePort();
  t = await startTestApp({ HOST: '127.0.0.1', MQTT_PORT: String(mqttPort) }, { listenMqtt: true });
  admin = await t.signIn('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

async function detail(id: number) {
  return (await t.get('/remote/device/detail', { token: admin, query: { id } })).body.data;
}

describe('what a device publishes over MQTT', () => {
  it('is in its detail once acknowledged: latest values, attributes, and what was refused', async () => {
    const { device, token } = await addDevice(t, admin, (await addProject(t, admin)).id);
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, {
      username: token,
      reconnectPeriod: 0,
    });
    try {
      const ts = Date.now() - 60_000;
      await client.publishAsync(
        'v1/devices/me/telemetry',
        JSON.stringify({ ts, values: { batteryVoltage: 12.6 } }),
        {
          qos: 1,
        },
      );
      await client.publishAsync('v1/devices/me/attributes', '{"firmwareVersion": "1.4.2"}', { qos: 1 });
      await client.publishAsync('v1/devices/me/telemetry', 'not json', { qos: 1 });
      const stored = await detail(device.id);
      expect(stored.telemetry).toEqual([
        { key: 'batteryVoltage', value: 12.6, ts: new Date(ts).toISOString() },
      ]);
      expect(stored.attributes).toMatchObject([{ key: 'firmwareVersion', value: '1.4.2' }]);
      // A refusal is counted with the ingest's next write, not before its PUBACK.
      let ingest = stored.ingest;
      await until(async () => {
        ingest = (await detail(device.id)).ingest;
        return ingest.malformed > 0;
      });
      expect(ingest).toMatchObject({ malformed: 1, lastreason: 'not JSON' });
    } finally {
      await client.endAsync();
    }
  });
});
