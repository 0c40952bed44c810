import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { expect } from 'vitest';
import { addDevice, addProject, uniqueName } from './inventory-fixture';
import { RecordingSink } from './recording-sink';
import { freePort } from './server-process';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from './test-app';

/** The platform with its device API: the MQTT broker on a free port, a recording sink. */
export interface DeviceApiTest {
  t: TestApp;
  sink: RecordingSink;
  mqttPort: number;
  /** An administrator's access token and a project of theirs to put devices in. */
  admin: string;
  projectId: number;
  /** Adds a device (a solar light unless `devicetype` says otherwise): its id, number and token. */
  addDevice(form?: Record<string, string | number>): Promise<TestDevice>;
  /** Adds a gateway with the lights of `lights` behind it. */
  addGateway(lights: string[]): Promise<TestDevice>;
  /** Connects with a device token as username (MQTT 3.1.1 unless told otherwise). */
  connect(token: string, options?: IClientOptions): Promise<MqttClient>;
  /** Tries to connect and answers the CONNACK return code of the refusal. */
  refusal(username: string | undefined, options?: IClientOptions): Promise<number | undefined>;
  close(): Promise<void>;
}

export interface TestDevice {
  id: number;
  code: string;
  token: string;
}

export async function startDeviceApiTest(env: Record<string, string> = {}): Promise<DeviceApiTest> {
  const sink = new RecordingSink();
  const mqttPort = await freePort();
  const t = await startTestApp(
    { HOST: '127.0.0.1', MQTT_PORT: String(mqttPort), ...env },
    { deviceSink: sink, listenMqtt: true },
  );
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  const projectId = (await addProject(t, admin)).id;
  const clients = new Set<MqttClient>();
  const url = `mqtt://127.0.0.1:${mqttPort}`;
  const base: IClientOptions = { reconnectPeriod: 0, connectTimeout: 10_000 };

  return {
    t,
    sink,
    mqttPort,
    admin,
    projectId,
    addDevice: async (form = {}) => {
      const { device, token } = await addDevice(t, admin, projectId, form);
      return { id: device.id, code: device.devicecode, token };
    },
    addGateway: async (lights) => {
      const answer = await t.post('/remote/gateway/add', {
        token: admin,
        form: { devicecode: uniqueName('GW'), devicename: 'Gateway', projectid: projectId, lights },
      });
      expect(answer.statusCode, answer.body.message).toBe(200);
      const { device, token } = answer.body.data;
      return { id: device.id, code: device.devicecode, token };
    },
    connect: async (token, options = {}) => {
      const client = await mqtt.connectAsync(url, { ...base, username: token, ...options });
      clients.add(client);
      return client;
    },
    refusal: (username, options = {}) =>
      new Promise((resolve) => {
        const client = mqtt.connect(url, {
          ...base,
          ...(username === undefined ? {} : { username }),
          ...options,
        });
        clients.add(client);
        client.once('connect', () => resolve(0));
        client.once('error', (error) => resolve((error as { code?: number }).code));
      }),
    close: async () => {
      await Promise.all([...clients].map((client) => client.endAsync(true)));
      await t.close();
    },
  };
}

/** Resolves when the client's connection has ended. */
export function closed(client: MqttClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.disconnected || !client.connected) resolve();
    else client.once('close', () => resolve());
  });
}

/** Collects what a client receives. */
export function inbox(client: MqttClient): { topic: string; payload: string }[] {
  const messages: { topic: string; payload: string }[] = [];
  client.on('message', (topic, payload) => messages.push({ topic, payload: payload.toString() }));
  return messages;
}

/** Resolves once `condition` holds, looking again every 10 ms (the test's own timeout bounds it). */
export async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}
