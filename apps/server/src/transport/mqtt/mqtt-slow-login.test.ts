import mqemitter from 'mqemitter';
import mqtt, { type MqttClient } from 'mqtt';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../test/device-api-fixture';
import { RecordingSink } from '../../test/recording-sink';
import { ArrivalClock } from '../arrival-clock';
import type { DeviceIdentity } from '../device-messages';
import { DeviceBroker } from './device-broker';
import { DeviceSessions } from './device-sessions';
import { DeviceUplink } from './device-uplink';
import { GatewayUplink } from './gateway-uplink';

const device: DeviceIdentity = { deviceId: 7, code: 'BT-7', accountId: 1, typeId: 9 };

/**
 * The broker with an authenticator that answers each login only when the test lets it: a database
 * under load answers a device's login late, after the device may have given up and come again.
 */
async function brokerWithSlowLogins() {
  const pending: (() => void)[] = [];
  const sessions = new DeviceSessions();
  const sink = new RecordingSink();
  const clock = new ArrivalClock(Date.now);
  const arrival = () => clock.next();
  const gateway = new GatewayUplink({ sink, children: async () => new Map(), sessions, arrival });
  const broker = new DeviceBroker({
    authenticate: () => new Promise((resolve) => pending.push(() => resolve(device))),
    uplink: new DeviceUplink({ sink, gateway, maxMessageBytes: 65_536, arrival }),
    sessions,
    maxMessageBytes: 65_536,
    log: pino({ level: 'silent' }),
    emitter: mqemitter(),
    now: Date.now,
  });
  await broker.start();
  const port = await broker.listen(0, '127.0.0.1');
  return { broker, port, pending };
}

let cleanUp: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanUp?.();
  cleanUp = undefined;
});

describe('a login the database answers late', () => {
  it('does not take over from the connection the device made after it gave up on that one', async () => {
    const { broker, port, pending } = await brokerWithSlowLogins();
    const clients: MqttClient[] = [];
    cleanUp = async () => {
      await Promise.all(clients.map((client) => client.endAsync(true)));
      await broker.close();
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
