import mqtt, { type MqttClient } from 'mqtt';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryBus } from '../../platform/platform-bus';
import { startBroker } from '../../test/broker-fixture';
import { until } from '../../test/device-api-fixture';
import type { DeviceIdentity } from '../device-messages';

const device: DeviceIdentity = { deviceId: 7, code: 'BT-7', accountId: 1, typeId: 9 };

/**
 * The broker with an authenticator that answers each login only when the test lets it: a database
 * under load answers a device's login late, after the device may have given up and come again.
 */
async function brokerWithSlowLogins() {
  const pending: (() => void)[] = [];
  const bus = memoryBus();
  const started = await startBroker(() => new Promise((resolve) => pending.push(() => resolve(device))), bus);
  const close = async () => {
    await started.broker.close();
    await bus.close();
  };
  return { ...started, pending, close };
}

let cleanUp: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanUp?.();
  cleanUp = undefined;
});

describe('a login the database answers late', () => {
  it('does not take over from the connection the device made after it gave up on that one', async () => {
    const { broker, port, pending, close } = await brokerWithSlowLogins();
    const clients: MqttClient[] = [];
    cleanUp = async () => {
      await Promise.all(clients.map((client) => client.endAsync(true)));
      await close();
    };
    const options = { username: 'token', reconnectPeriod: 0, connectTimeout: 5_000 };

    const abandoned = mqtt.connect(`mqtt://127.0.0.1:${port}`, options);
    clients.push(abandoned);
    await until(() => pending.length === 1);
    abandoned.end(true);

    const connecting = mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, options);
    await until(() => pending.length === 2);
    pending[1]?.();
    const live = await connecting;
    clients.push(live);
    await live.subscribeAsync('v1/devices/me/rpc/request/+', { qos: 1 });
    await until(() => broker.acceptsCommands(device.deviceId));

    pending[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(broker.isConnected(device.deviceId)).toBe(true);
    expect(broker.acceptsCommands(device.deviceId)).toBe(true);
    const received = new Promise<string>((resolve) => live.once('message', (topic) => resolve(topic)));
    await broker.send(device.deviceId, 'rpc/request/1', { method: 'testTone', params: {} });
    expect(await received).toBe('v1/devices/me/rpc/request/1');
    expect(live.connected).toBe(true);
  });
});
