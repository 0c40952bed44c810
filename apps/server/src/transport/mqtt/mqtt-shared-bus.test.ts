import { Redis } from 'ioredis';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlatformBus, type PlatformBus } from '../../platform/platform-bus';
import { startBroker } from '../../test/broker-fixture';
import { closed, until } from '../../test/device-api-fixture';
import { dropTestKeys, testRedisPrefix, testRedisUrl } from '../../test/test-redis';
import type { DeviceIdentity } from '../device-messages';

/** Two platform processes' brokers on one Redis, as two machines behind one load balancer would run. */
type Broker = Awaited<ReturnType<typeof startBroker>>;
let first: Broker;
let second: Broker;
const buses: PlatformBus[] = [];
const clients: MqttClient[] = [];
let nextDevice = 100;

const identityOf = (token: string): DeviceIdentity => {
  const deviceId = Number(token.replace('token-', ''));
  return { deviceId, code: `L-${deviceId}`, accountId: 1, typeId: 1 };
};

const prefix = testRedisPrefix();

beforeAll(async () => {
  if (!testRedisUrl) return;
  for (let n = 0; n < 2; n++)
    buses.push(await openPlatformBus({ url: testRedisUrl, prefix }, pino({ level: 'silent' })));
  const authenticate = async (token: string) => identityOf(token);
  const started = await Promise.all(buses.map((bus) => startBroker(authenticate, bus)));
  [first, second] = started as [Broker, Broker];
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.endAsync(true)));
  for (const broker of [first, second]) await broker?.broker.close();
  await Promise.all(buses.map((bus) => bus.close()));
  await dropTestKeys(prefix);
});

/** A device with a persistent session (as the simulator's are), subscribed to its commands. */
async function deviceOn(broker: Broker, deviceId: number, options: IClientOptions = {}) {
  const client = await mqtt.connectAsync(broker.url, {
    username: `token-${deviceId}`,
    clientId: `sim-${deviceId}`,
    clean: false,
    reconnectPeriod: 0,
    ...options,
  });
  clients.push(client);
  await client.subscribeAsync('v1/devices/me/rpc/request/+', { qos: 1 });
  return client;
}

function nextMessage(client: MqttClient): Promise<{ topic: string; payload: string }> {
  return new Promise((resolve) =>
    client.once('message', (topic, payload) => resolve({ topic, payload: payload.toString() })),
  );
}

describe.skipIf(!testRedisUrl || process.env.TEST_STORE === 'postgres')(
  'brokers of several processes on one Redis',
  () => {
    it('deliver a command sent through one process to a device connected to the other', async () => {
      const deviceId = nextDevice++;
      const device = await deviceOn(second, deviceId);
      const message = nextMessage(device);
      // The subscription reaches the first process through Redis a moment after SUBACK.
      await until(async () => {
        await first.broker.send(deviceId, 'rpc/request/1', { method: 'testTone', params: {} });
        return Promise.race([
          message.then(() => true),
          new Promise<boolean>((r) => setTimeout(() => r(false), 50)),
        ]);
      });
      expect(await message).toEqual({
        topic: 'v1/devices/me/rpc/request/1',
        payload: JSON.stringify({ method: 'testTone', params: {} }),
      });
    });

    it('count a device connected to the other process as taking commands, until it leaves', async () => {
      const deviceId = nextDevice++;
      expect(first.broker.acceptsCommands(deviceId)).toBe(false);
      const device = await deviceOn(second, deviceId);
      await until(() => first.broker.acceptsCommands(deviceId));
      expect(first.broker.isConnected(deviceId)).toBe(false);
      await device.endAsync();
      await until(() => !first.broker.acceptsCommands(deviceId) && !second.broker.acceptsCommands(deviceId));
    });

    it('keep the devices’ own messages off Redis: its patterns do not grow with the devices', async () => {
      const patterns = async () => {
        const redis = new Redis(testRedisUrl ?? '');
        try {
          const clients = String(await redis.client('LIST'));
          const ours = clients.split('\n').filter((line) => line.includes(`name=${prefix}:subscribe`));
          return ours.map((line) => Number(/ psub=(\d+)/.exec(line)?.[1] ?? 0)).reduce((a, b) => a + b, 0);
        } finally {
          await redis.quit();
        }
      };
      const before = await patterns();
      for (let n = 0; n < 5; n++) await deviceOn(n % 2 === 0 ? first : second, nextDevice++);
      expect(await patterns()).toBe(before);
    });

    it('end the older connection when a device connects to another process', async () => {
      const deviceId = nextDevice++;
      const old = await deviceOn(first, deviceId);
      const ended = closed(old);
      await deviceOn(second, deviceId);
      await ended;
      expect(old.connected).toBe(false);
      await until(() => second.broker.isConnected(deviceId) && !first.broker.isConnected(deviceId));
      // The first process let the device go, yet reaches it on the second.
      await until(() => first.broker.acceptsCommands(deviceId));
    });

    it('keep a command sent while the device was away, and hand it over on whichever process it returns to', async () => {
      const deviceId = nextDevice++;
      const before = await deviceOn(first, deviceId);
      await before.endAsync();
      await first.broker.send(deviceId, 'rpc/request/2', { method: 'testTone', params: { seconds: 2 } });
      const back = await mqtt.connectAsync(second.url, {
        username: `token-${deviceId}`,
        clientId: `sim-${deviceId}`,
        clean: false,
        reconnectPeriod: 0,
      });
      clients.push(back);
      expect(await nextMessage(back)).toEqual({
        topic: 'v1/devices/me/rpc/request/2',
        payload: JSON.stringify({ method: 'testTone', params: { seconds: 2 } }),
      });
    });
  },
);
