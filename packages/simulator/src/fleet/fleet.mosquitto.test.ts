import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { telemetryKeys } from '@lamplighter/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { BrokerClient, type Received } from '../testing/broker-client';
import { MqttProxy } from '../testing/mqtt-proxy';
import { type Fleet, type FleetOptions, startFleet } from './fleet';

/**
 * The fleet against a real broker: the machine's Mosquitto (anonymous, so it takes any token as
 * username) until the platform's own broker is tested in the platform test. All of Mosquitto's
 * clients share the `v1/devices/me/...` topics, so each test runs one fleet at a time.
 */
const BROKER = process.env.SIMULATOR_TEST_BROKER ?? 'mqtt://127.0.0.1:1883';
const brokerAddress = new URL(BROKER);
const NIGHT = Date.parse('2024-06-21T22:00:00+08:00');
const HANGZHOU = { lat: 30.27, lng: 120.16, utcOffsetMinutes: 480 };

let fleet: Fleet | null = null;
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await fleet?.stop();
  fleet = null;
  for (const close of closers.splice(0)) await close();
});

function start(options: Partial<FleetOptions> & Pick<FleetOptions, 'devices'>): Fleet {
  fleet = startFleet({
    broker: BROKER,
    start: NIGHT,
    speed: 60,
    minRealIntervalMs: 50,
    rampUpMs: 0,
    ...options,
  });
  return fleet;
}

async function platform(topics: string[]): Promise<BrokerClient> {
  const client = await BrokerClient.connect(BROKER, topics);
  closers.push(() => client.close());
  return client;
}

async function proxy(): Promise<MqttProxy> {
  const relay = new MqttProxy({ host: brokerAddress.hostname, port: Number(brokerAddress.port || 1883) });
  await relay.listen();
  closers.push(() => relay.close());
  return relay;
}

/** Waits (bounded) until a condition holds. */
async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const isTelemetry = (message: Received) => message.topic === 'v1/devices/me/telemetry';
const responseTo = (id: string) => (message: Received) =>
  message.topic === `v1/devices/me/rpc/response/${id}`;

describe('the fleet on a real MQTT broker', () => {
  it('connects with the access token as username and reports attributes and {ts, values} telemetry', async () => {
    const broker = await platform(['v1/devices/me/telemetry', 'v1/devices/me/attributes']);
    const relay = await proxy();
    start({
      broker: `mqtt://127.0.0.1:${relay.port}`,
      devices: [{ token: 'token-solar-1', kind: 'solarLight', code: 'SOLAR-1', ...HANGZHOU }],
    });
    const attributes = await broker.waitFor((message) => message.topic === 'v1/devices/me/attributes');
    expect(attributes.payload).toMatchObject({
      firmwareVersion: expect.any(String),
      model: expect.any(String),
      batteryType: expect.any(Number),
    });
    const telemetry = (await broker.waitFor(isTelemetry)).payload as {
      ts: number;
      values: Record<string, number>;
    };
    expect(telemetry.ts).toBeGreaterThanOrEqual(NIGHT);
    expect(Object.keys(telemetry.values).sort()).toEqual(telemetryKeys.map((key) => key.key).sort());
    expect(relay.connects).toEqual([expect.objectContaining({ username: 'token-solar-1' })]);
    // Simulated time runs on: later reports carry later moments.
    await until(() => broker.messages.filter(isTelemetry).length >= 3);
    const times = broker.messages
      .filter(isTelemetry)
      .map((message) => (message.payload as { ts: number }).ts);
    expect(times[2]).toBeGreaterThan(times[0] as number);
  });

  it('answers commands on the response topic of their id, refuses bad ones and never runs an id twice', async () => {
    const broker = await platform(['v1/devices/me/rpc/response/+', 'v1/devices/me/telemetry']);
    const running = start({
      devices: [
        {
          token: 'token-solar-2',
          kind: 'solarLight',
          code: 'SOLAR-2',
          ...HANGZHOU,
          config: { settings: { loadMode: 3 } },
        },
      ],
    });
    await until(() => running.summary().connected === 1);
    const run = `t${Date.now().toString(36)}`;

    await broker.publish(`v1/devices/me/rpc/request/${run}-bad`, {
      method: 'dimming',
      params: { brightness: 200 },
    });
    expect((await broker.waitFor(responseTo(`${run}-bad`))).payload).toMatchObject({
      ok: false,
      error: 'invalidParams',
    });
    await broker.publish(`v1/devices/me/rpc/request/${run}-junk`, 'not json');
    expect((await broker.waitFor(responseTo(`${run}-junk`))).payload).toMatchObject({
      ok: false,
      error: 'invalidParams',
    });
    await broker.publish(`v1/devices/me/rpc/request/${run}-nope`, { method: 'selfDestruct', params: {} });
    expect((await broker.waitFor(responseTo(`${run}-nope`))).payload).toMatchObject({
      ok: false,
      error: 'unknownMethod',
    });

    const seen = broker.messages.length;
    await broker.publish(`v1/devices/me/rpc/request/${run}-1`, {
      method: 'dimming',
      params: { brightness: 30 },
    });
    expect((await broker.waitFor(responseTo(`${run}-1`))).payload).toEqual({ ok: true });
    // The new state is reported at once.
    const after = await broker.waitFor(
      (message) =>
        isTelemetry(message) &&
        (message.payload as { values: { brightness: number } }).values.brightness === 30,
      10_000,
      seen,
    );
    expect((after.payload as { values: { loadPower: number } }).values.loadPower).toBeGreaterThan(0);

    // The same id again (a resend) with other parameters: the first answer, nothing run.
    const before = running.stats.commandsRun;
    await broker.publish(`v1/devices/me/rpc/request/${run}-1`, {
      method: 'dimming',
      params: { brightness: 90 },
    });
    await until(() => running.stats.commandsRepeated === 1);
    expect(running.stats.commandsRun).toBe(before);
    await broker.publish(`v1/devices/me/rpc/request/${run}-2`, { method: 'readParameters', params: {} });
    expect((await broker.waitFor(responseTo(`${run}-2`))).payload).toMatchObject({
      ok: true,
      parameters: { brightness: 30, loadMode: 3 },
    });
  });

  it('a gateway connects its lights, reports them together and passes their commands', async () => {
    const broker = await platform(['v1/gateway/#']);
    const lights = ['BLE-1', 'BLE-2', 'BLE-3'].map((code) => ({ code }));
    const running = start({
      devices: [{ token: 'token-gw-1', kind: 'gateway', code: 'GW-1', ...HANGZHOU, lights }],
    });
    for (const { code } of lights) {
      await broker.waitFor(
        (message) =>
          message.topic === 'v1/gateway/connect' && (message.payload as { device: string }).device === code,
      );
    }
    const telemetry = await broker.waitFor((message) => message.topic === 'v1/gateway/telemetry');
    const byLight = telemetry.payload as Record<string, { ts: number; values: Record<string, number> }[]>;
    expect(Object.keys(byLight).sort()).toEqual(['BLE-1', 'BLE-2', 'BLE-3']);
    expect(byLight['BLE-2']?.[0]?.values).toMatchObject({
      loadState: expect.any(Number),
      brightness: expect.any(Number),
    });

    const id = Date.now();
    await broker.publish('v1/gateway/rpc', {
      device: 'BLE-2',
      data: { id, method: 'switch', params: { on: false } },
    });
    const answer = await broker.waitFor(
      (message) => message.topic === 'v1/gateway/rpc' && (message.payload as { id?: number }).id === id,
    );
    expect(answer.payload).toEqual({ device: 'BLE-2', id, data: { ok: true } });
    expect(running.devices.get('BLE-2')?.model.telemetry().brightness).toBe(0);
    await broker.publish('v1/gateway/rpc', {
      device: 'BLE-2',
      data: { id: id + 1, method: 'batteryType', params: { type: 1 } },
    });
    const refused = await broker.waitFor(
      (message) => message.topic === 'v1/gateway/rpc' && (message.payload as { id?: number }).id === id + 1,
    );
    expect(refused.payload).toMatchObject({ data: { ok: false, error: 'unsupported' } });

    await running.setFault('BLE-3', 'offline', true);
    await broker.waitFor(
      (message) =>
        message.topic === 'v1/gateway/disconnect' &&
        (message.payload as { device: string }).device === 'BLE-3',
    );
    const seen = broker.messages.length;
    await running.report('GW-1');
    const later = await broker.waitFor((message) => message.topic === 'v1/gateway/telemetry', 10_000, seen);
    expect(Object.keys(later.payload as object).sort()).toEqual(['BLE-1', 'BLE-2']);
  });

  it('comes back after the connection drops, waiting longer each time the broker cannot be reached', async () => {
    const relay = await proxy();
    const running = start({
      broker: `mqtt://127.0.0.1:${relay.port}`,
      backoff: { initialMs: 50, maxMs: 400 },
      devices: [{ token: 'token-solar-3', kind: 'solarLight', code: 'SOLAR-3', ...HANGZHOU }],
    });
    await until(() => running.summary().connected === 1);
    relay.dropAll();
    await until(() => relay.connects.length >= 2 && running.summary().connected === 1);

    // The broker is gone for a while: the device keeps trying, then connects when it is back.
    const port = relay.port;
    await relay.close();
    await until(() => running.summary().connected === 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await relay.listen(port);
    await until(() => running.summary().connected === 1);
    expect(relay.connects.every((connect) => connect.username === 'token-solar-3')).toBe(true);
    expect(running.stats.connects).toBeGreaterThanOrEqual(3);
    // It reports again (a report due on reconnect may come in as well).
    const sent = running.stats.telemetrySent;
    await running.report();
    expect(running.stats.telemetrySent).toBeGreaterThan(sent);
  });

  it('an offline device stops reporting and closes its connection until the fault is cleared', async () => {
    const running = start({
      devices: [{ token: 'token-solar-4', kind: 'solarLight', code: 'SOLAR-4', ...HANGZHOU }],
    });
    await until(() => running.summary().connected === 1);
    await running.setFault('SOLAR-4', 'offline', true);
    await until(() => running.summary().connected === 0);
    const sent = running.stats.telemetrySent;
    await running.report();
    expect(running.stats.telemetrySent).toBe(sent);
    expect(running.summary().faults.offline).toBe(1);
    await running.setFault('SOLAR-4', 'offline', false);
    await until(() => running.summary().connected === 1);
    await until(() => running.stats.telemetrySent > sent);
  });

  it("a broadcast terminal sounds its test tone for the tone's seconds of the fleet's clock, then answers", async () => {
    const broker = await platform(['v1/devices/me/rpc/response/+']);
    // Half a minute of simulated time is half a second at 60 times the wall clock.
    const running = start({
      devices: [{ token: 'token-terminal-1', kind: 'broadcastTerminal', code: 'PA-1', ...HANGZHOU }],
    });
    await until(() => running.summary().connected === 1);
    const id = `tone${Date.now().toString(36)}`;
    await broker.publish(`v1/devices/me/rpc/request/${id}`, { method: 'testTone', params: { seconds: 30 } });
    expect((await broker.waitFor(responseTo(id))).payload).toEqual({ ok: true, seconds: 30 });
  });

  it('npm run simulate runs the devices of a token file and prints its summary', async () => {
    const broker = await platform(['v1/gateway/telemetry']);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sim-cli-'));
    closers.push(async () => rmSync(dir, { recursive: true, force: true }));
    const tokens = path.join(dir, 'tokens.csv');
    writeFileSync(
      tokens,
      [
        'token,kind,code,lat,lng,gateway',
        'cli-s,solarLight,CLI-S,30.27,120.16,',
        'cli-g,gateway,CLI-G,30.27,120.16,',
        ',bleMatrixLight,CLI-B,30.27,120.16,CLI-G',
      ].join('\n'),
    );
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'packages/simulator/src/cli/simulate.ts',
        '--url',
        BROKER,
        '--tokens',
        tokens,
        '--speed',
        '60',
        '--duration',
        '6',
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    closers.push(async () => {
      child.kill();
      await exit;
    });
    const telemetry = await broker.waitFor(
      (message) => message.topic === 'v1/gateway/telemetry' && 'CLI-B' in (message.payload as object),
      20_000,
    );
    expect((telemetry.payload as Record<string, unknown[]>)['CLI-B']).toHaveLength(1);
    expect(await exit).toBe(0);
    expect(output).toContain('3 devices on');
    expect(output).toMatch(/2\/2 connected/);
  });
});
