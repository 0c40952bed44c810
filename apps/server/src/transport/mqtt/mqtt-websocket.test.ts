import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeviceApiTest, startDeviceApiTest, type TestDevice } from '../../test/device-api-fixture';

let d: DeviceApiTest;
let device: TestDevice;
let httpPort: number;
const clients: MqttClient[] = [];

beforeAll(async () => {
  d = await startDeviceApiTest({ MQTT_WS: 'true' });
  await d.t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = d.t.app.server.address();
  httpPort = typeof address === 'object' && address ? address.port : 0;
  device = await d.addDevice();
});
afterAll(async () => {
  // The platform closes with devices still connected over WebSocket.
  await d.close();
  await Promise.all(clients.map((client) => client.endAsync(true)));
});

function connect(path: string, options: IClientOptions): MqttClient {
  const client = mqtt.connect(`ws://127.0.0.1:${httpPort}${path}`, { reconnectPeriod: 0, ...options });
  clients.push(client);
  return client;
}

function outcome(client: MqttClient): Promise<string> {
  return new Promise((resolve) => {
    client.once('connect', () => resolve('connected'));
    client.once('error', (error) => resolve(`error ${(error as { code?: number | string }).code}`));
    client.once('close', () => resolve('closed'));
  });
}

describe('MQTT over WebSocket at /mqtt', () => {
  it('refuses a wrong token, and any other path', async () => {
    expect(await outcome(connect('/mqtt', { username: 'wrong' }))).toBe('error 5');
    expect(await outcome(connect('/other', { username: device.token }))).not.toBe('connected');
  });

  it('takes a device’s telemetry as over TCP', async () => {
    const client = connect('/mqtt', { username: device.token });
    expect(await outcome(client)).toBe('connected');
    await client.publishAsync('v1/devices/me/telemetry', '{"brightness": 12}', { qos: 1 });
    expect(d.sink.telemetryOf(device.id).map((m) => m.entries[0]?.values)).toEqual([{ brightness: 12 }]);
  });
});
