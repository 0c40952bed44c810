import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closed,
  type DeviceApiTest,
  startDeviceApiTest,
  type TestDevice,
  until,
} from '../../test/device-api-fixture';

const LIMIT = 4096;
let d: DeviceApiTest;
beforeAll(async () => {
  d = await startDeviceApiTest({ MQTT_MAX_MESSAGE_BYTES: String(LIMIT) });
});
afterAll(() => d.close());

async function connected(): Promise<{ device: TestDevice; client: MqttClient }> {
  const device = await d.addDevice();
  return { device, client: await d.connect(device.token) };
}

/** The message ids of the PUBACKs a client receives, in order. */
function pubacks(client: MqttClient): number[] {
  const ids: number[] = [];
  client.on('packetreceive', (packet) => {
    if (packet.cmd === 'puback' && packet.messageId !== undefined) ids.push(packet.messageId);
  });
  return ids;
}

describe('malformed messages', () => {
  it('are acknowledged, dropped and counted with the reason; the sender stays connected', async () => {
    const { device, client } = await connected();
    const bad: [string, string, string][] = [
      ['v1/devices/me/telemetry', 'temperature=21', 'not JSON'],
      ['v1/devices/me/telemetry', '', 'not JSON'],
      ['v1/devices/me/telemetry', '42', 'values must be a JSON object'],
      [
        'v1/devices/me/telemetry',
        '{"ts": "yesterday", "values": {"a": 1}}',
        'ts must be a positive whole number of milliseconds',
      ],
      ['v1/devices/me/attributes', '[{"firmwareVersion": "1"}]', 'attributes must be a JSON object'],
      [
        'v1/devices/me/telemetry',
        JSON.stringify({ pad: 'x'.repeat(LIMIT) }),
        `too large: ${LIMIT + 10} bytes, the limit is ${LIMIT}`,
      ],
    ];
    for (const [topic, payload] of bad) await client.publishAsync(topic, payload, { qos: 1 });
    client.publish('v1/devices/me/telemetry', '{broken', { qos: 0 });
    await client.publishAsync('v1/devices/me/telemetry', '{"brightness": 60}', { qos: 1 });
    expect(client.connected).toBe(true);
    expect(d.sink.rejectionsOf(device.id)).toEqual([...bad.map(([, , reason]) => reason), 'not JSON']);
    expect(d.sink.telemetryOf(device.id).map((m) => m.entries[0]?.values)).toEqual([{ brightness: 60 }]);
  });

  it('do not disturb other devices while they pour in', async () => {
    const noisy = await connected();
    const quiet = await connected();
    const flood = Array.from({ length: 200 }, (_, i) =>
      noisy.client.publishAsync('v1/devices/me/telemetry', `{${i}`, { qos: 1 }),
    );
    for (let i = 0; i < 20; i += 1) {
      await quiet.client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ brightness: i }), {
        qos: 1,
      });
    }
    await Promise.all(flood);
    expect(d.sink.telemetryOf(quiet.device.id)).toHaveLength(20);
    expect(d.sink.rejectionsOf(noisy.device.id)).toHaveLength(200);
    expect([noisy.client.connected, quiet.client.connected]).toEqual([true, true]);
  });

  it('a frame over twice the limit ends that connection before it is read; others go on', async () => {
    const big = await connected();
    const other = await connected();
    const ended = closed(big.client);
    big.client.publish('v1/devices/me/telemetry', JSON.stringify({ pad: 'x'.repeat(3 * LIMIT) }), { qos: 1 });
    await ended;
    await other.client.publishAsync('v1/devices/me/telemetry', '{"brightness": 1}', { qos: 1 });
    expect(d.sink.telemetryOf(other.device.id)).toHaveLength(1);
    expect(d.sink.received.filter((m) => m.device.deviceId === big.device.id)).toEqual([]);
  });
});

describe('acknowledgement after commit', () => {
  it('sends no PUBACK while the sink has not stored the message, and sends it once it has', async () => {
    const { device, client } = await connected();
    const bystander = await connected();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    d.sink.hold = () => gate;
    const acks = pubacks(client);
    const published = client.publishAsync('v1/devices/me/telemetry', '{"brightness": 70}', { qos: 1 });
    await until(() => d.sink.received.some((m) => m.device.deviceId === device.id));
    // Many round trips of another device through the same process while the commit waits.
    d.sink.hold = undefined;
    for (let i = 0; i < 20; i += 1) {
      await bystander.client.publishAsync('v1/devices/me/telemetry', '{"brightness": 1}', { qos: 1 });
    }
    expect(acks).toEqual([]);
    expect(d.sink.telemetryOf(device.id)).toEqual([]);
    release();
    await published;
    expect(acks).toHaveLength(1);
    expect(d.sink.telemetryOf(device.id)).toHaveLength(1);
  });

  it('acknowledges in the order the messages came, even when stored in another order', async () => {
    const { device, client } = await connected();
    const releases = new Map<unknown, () => void>();
    d.sink.hold = (message) => {
      const values = 'entries' in message ? message.entries[0]?.values : undefined;
      return new Promise((resolve) => releases.set(values?.brightness, resolve));
    };
    const acks = pubacks(client);
    const sent: number[] = [];
    client.on('packetsend', (packet) => {
      if (packet.cmd === 'publish' && packet.messageId !== undefined) sent.push(packet.messageId);
    });
    const published = [1, 2, 3, 4, 5].map((i) =>
      client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ brightness: i }), { qos: 1 }),
    );
    await until(() => releases.size === 5);
    d.sink.hold = undefined;
    for (const brightness of [5, 4, 3, 2, 1]) {
      releases.get(brightness)?.();
      await until(() => d.sink.telemetryOf(device.id).length === 6 - brightness);
    }
    await Promise.all(published);
    expect(d.sink.telemetryOf(device.id).map((m) => m.entries[0]?.values.brightness)).toEqual([
      5, 4, 3, 2, 1,
    ]);
    expect(acks).toEqual(sent);
  });

  it('sends no PUBACK when storing fails: the connection ends so that the device sends again', async () => {
    const { device, client } = await connected();
    const other = await connected();
    d.sink.failure = new Error('database unreachable');
    const acks = pubacks(client);
    const ended = closed(client);
    client.publish('v1/devices/me/telemetry', '{"brightness": 80}', { qos: 1 });
    await ended;
    d.sink.failure = undefined;
    expect(acks).toEqual([]);
    expect(d.sink.telemetryOf(device.id)).toEqual([]);
    await other.client.publishAsync('v1/devices/me/telemetry', '{"brightness": 2}', { qos: 1 });
    expect(d.sink.telemetryOf(other.device.id)).toHaveLength(1);
  });
});
