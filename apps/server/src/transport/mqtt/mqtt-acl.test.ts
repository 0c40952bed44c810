import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closed,
  type DeviceApiTest,
  inbox,
  startDeviceApiTest,
  type TestDevice,
  until,
} from '../../test/device-api-fixture';

let d: DeviceApiTest;
let a: TestDevice;
let b: TestDevice;
let gateway: TestDevice;

beforeAll(async () => {
  d = await startDeviceApiTest();
  a = await d.addDevice();
  b = await d.addDevice();
  gateway = await d.addGateway([]);
});
afterAll(() => d.close());

const ownFilters = [
  'v1/devices/me/rpc/request/+',
  'v1/devices/me/rpc/response/+',
  'v1/devices/me/attributes',
  'v1/devices/me/attributes/response/+',
];
const gatewayFilters = ['v1/gateway/rpc', 'v1/gateway/attributes', 'v1/gateway/attributes/response'];

/** Topics a device must not reach: other devices, other levels, wildcards, $SYS, the broker's own names. */
function foreignTopics(deviceIds: number[]): string[] {
  const roots = ['v1/devices/me', 'v1/gateway', 'v1/devices/ME', 'v2/devices/me', '/v1/devices/me'];
  const leaves = ['telemetry', 'attributes', 'rpc/request/1', 'rpc/response/1', 'rpc', 'connect', 'x'];
  const generated = roots.flatMap((root) => leaves.map((leaf) => `${root}/${leaf}/extra`));
  const others = deviceIds.flatMap((id) => [
    `v1/devices/${id}/telemetry`,
    `v1/devices/${id}/rpc/request/1`,
    `$devices/${id}/rpc/request/1`,
    `$devices/${id}/attributes`,
    `$uplink/${id}/attributes`,
  ]);
  return [...generated, ...others, '$SYS/broker/uptime', '$lamplighter/revoked', 'telemetry', 'a/b/c'];
}

const wildcards = [
  '#',
  '+',
  '+/+',
  '$SYS/#',
  'v1/#',
  'v1/devices/+/telemetry',
  'v1/devices/me/#',
  '$devices/#',
];

/** The QoS granted for each filter (128: refused), in order. */
async function grants(client: MqttClient, filters: string[]): Promise<number[]> {
  try {
    return (await client.subscribeAsync(filters, { qos: 1 })).map((grant) => grant.qos);
  } catch (error) {
    return (error as { packet: { granted: number[] } }).packet.granted;
  }
}

describe('what a device may subscribe to', () => {
  it('its own topics only: every foreign topic and wildcard gets SUBACK 0x80, and the connection stays', async () => {
    const client = await d.connect(a.token);
    const refused = [...foreignTopics([b.id, gateway.id]), ...wildcards, ...gatewayFilters];
    expect(refused.length).toBeGreaterThanOrEqual(60);
    expect(await grants(client, ownFilters)).toEqual(ownFilters.map(() => 1));
    expect(await grants(client, refused)).toEqual(refused.map(() => 128));
    expect(client.connected).toBe(true);
  });

  it('a gateway also its gateway topics, and no more', async () => {
    const client = await d.connect(gateway.token);
    expect(await grants(client, [...ownFilters, ...gatewayFilters])).toEqual(
      [...ownFilters, ...gatewayFilters].map(() => 1),
    );
    const refused = [...foreignTopics([a.id, b.id]), ...wildcards, 'v1/gateway/telemetry', 'v1/gateway/+'];
    expect(await grants(client, refused)).toEqual(refused.map(() => 128));
  });
});

describe('what a device may publish to', () => {
  it('nothing foreign: each such message is acknowledged, dropped and counted, and the connection stays', async () => {
    const sender = await d.connect(a.token);
    const refused = [...foreignTopics([b.id, gateway.id]), 'v1/gateway/telemetry', 'v1/gateway/connect'];
    for (const topic of refused) await sender.publishAsync(topic, '{"brightness": 5}', { qos: 1 });
    expect(sender.connected).toBe(true);
    expect(d.sink.rejectionsOf(a.id)).toEqual(refused.map((topic) => `topic not allowed: ${topic}`));
    expect(d.sink.telemetryOf(a.id)).toEqual([]);
  });

  it('a wildcard in a publish topic breaks MQTT itself: that connection ends, no other', async () => {
    const sender = await d.connect(a.token);
    const other = await d.connect(b.token);
    const ended = closed(sender);
    sender.publish('v1/devices/me/#', '{}', { qos: 1 });
    await ended;
    await other.publishAsync('v1/devices/me/telemetry', '{"brightness": 3}', { qos: 1 });
    expect(d.sink.telemetryOf(b.id).at(-1)?.entries[0]?.values).toEqual({ brightness: 3 });
  });
});

describe('no device ever receives another device’s message', () => {
  it('what devices publish reaches no device, not even the sender', async () => {
    const [clientA, clientB, clientG] = [
      await d.connect(a.token),
      await d.connect(b.token),
      await d.connect(gateway.token),
    ];
    const received = [inbox(clientA), inbox(clientB), inbox(clientG)];
    await grants(clientA, ownFilters);
    await grants(clientB, ownFilters);
    await grants(clientG, [...ownFilters, ...gatewayFilters]);
    for (const topic of ['attributes', 'rpc/request/1', 'rpc/response/1', 'attributes/request/1']) {
      await clientA.publishAsync(`v1/devices/me/${topic}`, '{"firmwareVersion": "1.0"}', { qos: 1 });
    }
    await clientG.publishAsync('v1/gateway/rpc', '{"device": "x", "id": 1, "data": {}}', { qos: 1 });
    // A message the platform sends each of them afterwards: once it is in, anything sent before it would be.
    await d.t.deviceBroker.send(a.id, 'attributes', { marker: 'a' });
    await d.t.deviceBroker.send(b.id, 'attributes', { marker: 'b' });
    await d.t.deviceBroker.send(gateway.id, 'attributes', { marker: 'g' });
    await until(() => received.every((messages) => messages.length > 0));
    expect(received).toEqual([
      [{ topic: 'v1/devices/me/attributes', payload: '{"marker":"a"}' }],
      [{ topic: 'v1/devices/me/attributes', payload: '{"marker":"b"}' }],
      [{ topic: 'v1/devices/me/attributes', payload: '{"marker":"g"}' }],
    ]);
  });

  it('what the platform sends one device reaches that device only, under its own names', async () => {
    const [clientA, clientB, clientG] = [
      await d.connect(a.token),
      await d.connect(b.token),
      await d.connect(gateway.token),
    ];
    const received = [inbox(clientA), inbox(clientB), inbox(clientG)];
    await grants(clientA, ownFilters);
    await grants(clientB, ownFilters);
    await grants(clientG, [...ownFilters, ...gatewayFilters]);
    await d.t.deviceBroker.send(a.id, 'rpc/request/41', { method: 'switch', params: { on: true } });
    await d.t.deviceBroker.send(gateway.id, 'gateway/rpc', {
      device: 'L1',
      data: { id: 42, method: 'switch' },
    });
    await d.t.deviceBroker.send(b.id, 'gateway/rpc', { device: 'L1', data: { id: 43 } });
    await d.t.deviceBroker.send(b.id, 'attributes', { marker: 'b' });
    await until(() => received[0]?.length === 1 && received[1]?.length === 1 && received[2]?.length === 1);
    expect(received).toEqual([
      [{ topic: 'v1/devices/me/rpc/request/41', payload: '{"method":"switch","params":{"on":true}}' }],
      [{ topic: 'v1/devices/me/attributes', payload: '{"marker":"b"}' }],
      [{ topic: 'v1/gateway/rpc', payload: '{"device":"L1","data":{"id":42,"method":"switch"}}' }],
    ]);
  });

  it('an unsubscribed device receives no more', async () => {
    const client = await d.connect(a.token);
    const received = inbox(client);
    await grants(client, ownFilters);
    await client.unsubscribeAsync('v1/devices/me/rpc/request/+');
    await d.t.deviceBroker.send(a.id, 'rpc/request/1', { method: 'switch' });
    await d.t.deviceBroker.send(a.id, 'attributes', { marker: 'a' });
    await until(() => received.length > 0);
    expect(received).toEqual([{ topic: 'v1/devices/me/attributes', payload: '{"marker":"a"}' }]);
  });
});
