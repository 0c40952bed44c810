import net from 'node:net';
import mqtt from 'mqtt';
import mqttPacket from 'mqtt-packet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { freePort } from '../../test/server-process';
import { historyOf } from '../../test/telemetry-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { PUBACK_REASON } from './refusal-ack';

/** The platform as `npm start` wires it: whatever a device had acknowledged is in its history. */
let t: TestApp;
let admin: string;
let projectId: number;
let mqttPort: number;

beforeAll(async () => {
  mqttPort = await freePort();
  t = await startTestApp({ HOST: '127.0.0.1', MQTT_PORT: String(mqttPort) }, { listenMqtt: true });
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  projectId = (await addProject(t, admin)).id;
});
afterAll(() => t.close());

async function newDevice() {
  return addDevice(t, admin, projectId);
}

async function numbersOf(deviceId: number, key: string): Promise<number[]> {
  const rows = await historyOf(t.store, [deviceId]);
  return rows.filter((row) => row.key === key).map((row) => row.numberValue as number);
}

async function latestOf(deviceId: number, key: string) {
  const answer = await t.get('/remote/device/detail', { token: admin, query: { id: deviceId } });
  return answer.body.data.telemetry.find((entry: { key: string }) => entry.key === key)?.value;
}

/** A bare MQTT 3.1.1 connection that sends packets exactly as written, DUP flags and packet ids included. */
async function rawConnection(token: string, clientId: string) {
  const socket = net.connect(mqttPort, '127.0.0.1');
  const parser = mqttPacket.parser({ protocolVersion: 4 });
  const received: mqttPacket.Packet[] = [];
  const waiters: (() => void)[] = [];
  parser.on('packet', (packet) => {
    received.push(packet);
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on('data', (chunk) => parser.parse(chunk));
  const send = (packet: mqttPacket.Packet) => socket.write(mqttPacket.generate(packet));
  const next = async (cmd: string, messageId?: number) => {
    const match = (p: mqttPacket.Packet) =>
      p.cmd === cmd && (messageId === undefined || (p as { messageId?: number }).messageId === messageId);
    while (!received.some(match)) await new Promise<void>((resolve) => waiters.push(resolve));
    return received.find(match) as mqttPacket.Packet;
  };
  send({
    cmd: 'connect',
    protocolId: 'MQTT',
    protocolVersion: 4,
    clean: false,
    clientId,
    keepalive: 60,
    username: token,
  });
  expect(await next('connack')).toMatchObject({ returnCode: 0 });
  const publish = (messageId: number, payload: string, dup: boolean) =>
    send({
      cmd: 'publish',
      topic: 'v1/devices/me/telemetry',
      payload,
      qos: 1,
      dup,
      retain: false,
      messageId,
    });
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const end = () => {
    socket.end();
    return ended;
  };
  return { publish, next, end };
}

describe('telemetry sent without a time', () => {
  it('keeps every acknowledged value, and the last received as the latest', async () => {
    const { device, token } = await newDevice();
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, {
      username: token,
      reconnectPeriod: 0,
    });
    try {
      const sent = Array.from({ length: 20 }, (_, i) => Math.round((12.1 + i * 0.01) * 100) / 100);
      // Back to back, as `mosquitto_pub -l -q 1` sends lines: many land in one millisecond.
      await Promise.all(
        sent.map((volts) =>
          client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ batteryVoltage: volts }), {
            qos: 1,
          }),
        ),
      );
      expect(await numbersOf(device.id, 'batteryVoltage')).toEqual(sent);
      expect(await latestOf(device.id, 'batteryVoltage')).toBe(sent.at(-1));
    } finally {
      await client.endAsync();
    }
  });

  it('keeps every value of many devices bursting at once', async () => {
    const devices = await Promise.all(Array.from({ length: 8 }, () => newDevice()));
    const clients = await Promise.all(
      devices.map(({ token }) =>
        mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, { username: token, reconnectPeriod: 0 }),
      ),
    );
    try {
      await Promise.all(
        clients.flatMap((client) =>
          Array.from({ length: 50 }, (_, i) =>
            client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ brightness: i, loadPower: i }), {
              qos: 1,
            }),
          ),
        ),
      );
      for (const { device } of devices) {
        expect(await numbersOf(device.id, 'brightness')).toEqual(Array.from({ length: 50 }, (_, i) => i));
        expect(await latestOf(device.id, 'loadPower')).toBe(49);
      }
    } finally {
      await Promise.all(clients.map((client) => client.endAsync()));
    }
  });
});

describe('a QoS 1 message sent again', () => {
  it('is acknowledged but not stored twice when it is a redelivery (same packet id, DUP)', async () => {
    const { device, token } = await newDevice();
    const connection = await rawConnection(token, 'redelivery-1');
    connection.publish(7, '{"brightness": 40}', false);
    await connection.next('puback', 7);
    connection.publish(7, '{"brightness": 40}', true);
    connection.publish(8, '{"brightness": 41}', false);
    await connection.next('puback', 8);
    // The device had its acknowledgement for 7: a new message may take that packet id again.
    connection.publish(7, '{"brightness": 42}', false);
    connection.publish(9, '{"brightness": 43}', true);
    await connection.next('puback', 9);
    await connection.end();
    expect(await numbersOf(device.id, 'brightness')).toEqual([40, 41, 42, 43]);
  });

  it('is stored once when the connection broke before its acknowledgement', async () => {
    const { device, token } = await newDevice();
    const first = await rawConnection(token, 'redelivery-2');
    first.publish(3, '{"brightness": 70}', false);
    await first.end();
    const second = await rawConnection(token, 'redelivery-2');
    second.publish(3, '{"brightness": 70}', true);
    await second.next('puback', 3);
    await second.end();
    expect(await numbersOf(device.id, 'brightness')).toEqual([70]);
  });
});

describe('a refused message', () => {
  it('is answered to an MQTT 5 client with the reason code and reason, and counted', async () => {
    const { device, token } = await newDevice();
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, {
      username: token,
      protocolVersion: 5,
      reconnectPeriod: 0,
    });
    const reasons: [number | undefined, string | undefined][] = [];
    client.on('packetreceive', (packet) => {
      if (packet.cmd === 'puback') reasons.push([packet.reasonCode, packet.properties?.reasonString]);
    });
    try {
      const refused = async (topic: string, payload: string) =>
        client.publishAsync(topic, payload, { qos: 1 }).then(
          () => 'acknowledged',
          (error: { code?: number }) => error.code,
        );
      expect(await refused('v1/devices/me/telemetry', 'not json')).toBe(PUBACK_REASON['payload-invalid']);
      expect(await refused('v1/devices/me/telemetry', '{"batteryVoltage": 900}')).toBe(0x99);
      expect(await refused('v1/devices/other/telemetry', '{"a": 1}')).toBe(PUBACK_REASON['not-authorized']);
      expect(await refused('v1/devices/me/telemetry', '{"batteryVoltage": 12.4}')).toBe('acknowledged');
      expect(reasons).toEqual([
        [0x99, 'not JSON'],
        [0x99, 'batteryVoltage: 900 is out of range 0 to 60'],
        [0x87, 'topic not allowed: v1/devices/other/telemetry'],
        [0, undefined],
      ]);
      expect(client.connected).toBe(true);
      expect(await numbersOf(device.id, 'batteryVoltage')).toEqual([12.4]);
    } finally {
      await client.endAsync();
    }
  });
});
