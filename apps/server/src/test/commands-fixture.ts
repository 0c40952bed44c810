import type { CommandDetail, CommandState } from '@lamplighter/contract';
import mqtt, { type MqttClient } from 'mqtt';
import { expect } from 'vitest';
import type { LiveEvent } from '../platform/event-bus';
import { type CreatedAccount, createAccount } from './accounts-fixture';
import { until } from './device-api-fixture';
import { addDevice, addProject, uniqueName } from './inventory-fixture';
import { freePort } from './server-process';
import { ADMIN_PASSWORD, type ApiAnswer, startTestApp, type TestApp } from './test-app';

export interface CommandDevice {
  id: number;
  code: string;
  token: string;
}

/**
 * The platform with its MQTT port open and the real ingest, a tenant with a project to put
 * devices in, a clock the test can move forward, and every command event the bus carried.
 */
export interface CommandTest {
  t: TestApp;
  mqttUrl: string;
  tenant: CreatedAccount;
  projectId: number;
  events: Extract<LiveEvent, { type: 'command' }>[];
  /** Moves the platform's clock forward. */
  advanceClock(ms: number): void;
  addDevice(form?: Record<string, string | number>): Promise<CommandDevice>;
  addGateway(lights: string[]): Promise<CommandDevice>;
  /**
   * Connects as the device and subscribes to its commands (a gateway to `v1/gateway/rpc`). With a
   * persistent session (`clean: false`) that brought its subscription back, `subscribe: false`.
   */
  connect(
    device: CommandDevice,
    options?: { gateway?: boolean; clean?: boolean; subscribe?: boolean },
  ): Promise<MqttClient>;
  send(body: Record<string, unknown>, token?: string): Promise<ApiAnswer>;
  detail(commandId: number, token?: string): Promise<CommandDetail>;
  /** Waits until the command reached `state` at the device. */
  reach(commandId: number, code: string, state: CommandState): Promise<void>;
  close(): Promise<void>;
}

export async function startCommandTest(
  tenantName: string,
  env: Record<string, string> = {},
): Promise<CommandTest> {
  const mqttPort = await freePort();
  let shift = 0;
  const t = await startTestApp(
    { HOST: '127.0.0.1', MQTT_PORT: String(mqttPort), ...env },
    { listenMqtt: true, now: () => Date.now() + shift },
  );
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  const tenant = await createAccount(t, admin, { username: tenantName });
  const projectId = (await addProject(t, tenant.token)).id;
  const events: CommandTest['events'] = [];
  const unsubscribe = t.events.subscribe((event) => {
    if (event.type === 'command') events.push(event);
  });
  const clients = new Set<MqttClient>();
  const mqttUrl = `mqtt://127.0.0.1:${mqttPort}`;

  const detail = async (commandId: number, token = tenant.token) => {
    const answer = await t.get('/remote/device/command/detail', { token, query: { id: commandId } });
    expect(answer.statusCode, answer.body.message).toBe(200);
    return answer.body.data as CommandDetail;
  };

  return {
    t,
    mqttUrl,
    tenant,
    projectId,
    events,
    advanceClock: (ms) => {
      shift += ms;
    },
    addDevice: async (form = {}) => {
      const { device, token } = await addDevice(t, tenant.token, projectId, form);
      return { id: device.id, code: device.devicecode, token };
    },
    addGateway: async (lights) => {
      const answer = await t.post('/remote/gateway/add', {
        token: tenant.token,
        form: { devicecode: uniqueName('GW'), devicename: 'Gateway', projectid: projectId, lights },
      });
      expect(answer.statusCode, answer.body.message).toBe(200);
      const { device, token } = answer.body.data;
      return { id: device.id, code: device.devicecode, token };
    },
    connect: async (device, { gateway = false, clean = true, subscribe = true } = {}) => {
      const client = mqtt.connect(mqttUrl, {
        username: device.token,
        clientId: `test-device-${device.id}`,
        clean,
        reconnectPeriod: 0,
        connectTimeout: 10_000,
      });
      clients.add(client);
      collect(client);
      await new Promise((resolve, reject) => client.once('connect', resolve).once('error', reject));
      if (subscribe) {
        await client.subscribeAsync(gateway ? 'v1/gateway/rpc' : 'v1/devices/me/rpc/request/+', { qos: 1 });
      }
      return client;
    },
    send: (body, token = tenant.token) => t.post('/remote/device/command', { token, json: body }),
    detail,
    reach: async (commandId, code, state) => {
      await until(async () => {
        const found = (await detail(commandId)).devices.find((device) => device.devicecode === code);
        return found?.state === state;
      });
    },
    close: async () => {
      unsubscribe();
      await Promise.all([...clients].map((client) => client.endAsync(true)));
      await t.close();
    },
  };
}

interface Received {
  topic: string;
  json: Record<string, unknown>;
}

/** What each test client received and nobody has taken yet, and who waits for the next. */
const inboxes = new WeakMap<MqttClient, { unread: Received[]; waiting: ((message: Received) => void)[] }>();

/** Keeps what the client receives from now on, so that a message arriving early is not missed. */
function collect(client: MqttClient): void {
  const inbox = { unread: [] as Received[], waiting: [] as ((message: Received) => void)[] };
  inboxes.set(client, inbox);
  client.on('message', (topic, payload) => {
    const message = { topic, json: JSON.parse(payload.toString()) };
    const waiter = inbox.waiting.shift();
    if (waiter) waiter(message);
    else inbox.unread.push(message);
  });
}

/** The oldest message the client received that no earlier call took, waiting for one if need be. */
export function nextMessage(client: MqttClient): Promise<Received> {
  const inbox = inboxes.get(client);
  if (!inbox) throw new Error('not a client of the command test');
  const unread = inbox.unread.shift();
  return unread ? Promise.resolve(unread) : new Promise((resolve) => inbox.waiting.push(resolve));
}
