import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWEEP_LOCK } from './platform/sweep-lease';
import { type Cluster, startCluster } from './test/cluster-fixture';
import { SseClient } from './test/sse-client';
import { testRedisUrl } from './test/test-redis';
import { testStoreKind } from './test/test-store';

interface Device {
  id: number;
  code: string;
  token: string;
}

let cluster: Cluster;
let admin: string;
let projectId: number;
const clients: MqttClient[] = [];
const streams: SseClient[] = [];
let serial = 0;

const processAt = (n: number) => {
  const at = cluster.processes[n];
  if (!at) throw new Error(`no process ${n}`);
  return at;
};

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time\n${cluster.logs()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const projects = new Map<string, number>();

/** A lamp in the caller's project of that name (the admin's cluster site unless told). */
async function addDevice(token = admin, projectName = ''): Promise<Device> {
  serial += 1;
  let project = projectName === '' ? projectId : projects.get(projectName);
  if (project === undefined) {
    const added = await cluster.call<{ id: number }>(processAt(0), '/remote/project/add', {
      token,
      form: { name: projectName },
    });
    expect(added.status, added.message).toBe(200);
    project = added.data.id;
    projects.set(projectName, project);
  }
  const answer = await cluster.call<{ device: { id: number; devicecode: string }; token: string }>(
    processAt(0),
    '/remote/device/add',
    {
      token,
      form: { devicecode: `CL-${serial}`, devicename: `Lamp ${serial}`, devicetype: 1, projectid: project },
    },
  );
  expect(answer.status, answer.message).toBe(200);
  return { id: answer.data.device.id, code: answer.data.device.devicecode, token: answer.data.token };
}

/** A lamp as the simulator runs one: a persistent session, answering each command it is sent. */
async function connectLamp(device: Device, servers: number[], options: IClientOptions = {}) {
  const urls = servers.map((n) => new URL(processAt(n).mqtt));
  const client = await mqtt.connectAsync({
    servers: urls.map((url) => ({ host: url.hostname, port: Number(url.port) })),
    username: device.token,
    clientId: `lamp-${device.id}`,
    clean: false,
    reconnectPeriod: 0,
    ...options,
  });
  clients.push(client);
  client.on('message', (topic) => {
    const id = /rpc\/request\/(\d+)$/.exec(topic)?.[1];
    if (id) client.publish(`v1/devices/me/rpc/response/${id}`, JSON.stringify({ ok: true }), { qos: 1 });
  });
  await client.subscribeAsync('v1/devices/me/rpc/request/+', { qos: 1 });
  return client;
}

/** The sessions holding the sweeps' lock in the cluster's database, by their application name. */
async function sweepHolders(): Promise<string[]> {
  const rows = await cluster.sql<{ name: string }[]>`
    select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
    where l.locktype = 'advisory' and l.objid = ${SWEEP_LOCK} and l.granted
      and l.database = (select oid from pg_database where datname = current_database())`;
  return rows.map((row) => row.name);
}

/**
 * Lamps reporting a rising `sequence` as QoS 1 telemetry without pause, as devices do through a
 * restart: `acknowledged` holds each report the platform acknowledged (`<device id> <sequence>`).
 */
function reportWithoutPause(lamps: Device[], clients: MqttClient[], firstSequence: number) {
  const acknowledged: string[] = [];
  let sequence = firstSequence;
  let reporting = true;
  const reports = clients.map(async (client, n) => {
    while (reporting) {
      const value = ++sequence;
      try {
        await client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ sequence: value }), { qos: 1 });
        acknowledged.push(`${lamps[n]?.id} ${value}`);
      } catch {
        // Not acknowledged: mqtt.js sends it again once connected, or it was never taken.
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  return {
    acknowledged,
    async stop() {
      reporting = false;
      await Promise.all(reports);
    },
  };
}

/** The acknowledged reports that are not in the history. */
async function lostOf(acknowledged: string[]): Promise<string[]> {
  const rows = await cluster.sql<{ device_id: number; sequence: number }[]>`
    select device_id, number_value::int as sequence from telemetry_history where key = 'sequence'`;
  const stored = new Set(rows.map((row) => `${row.device_id} ${row.sequence}`));
  return acknowledged.filter((ack) => !stored.has(ack));
}

async function sendSwitch(at: number, code: string, token = admin) {
  const answer = await cluster.call<{
    commandid: number;
    socketResultMap: { switch: { handleDevice: string[] } };
  }>(processAt(at), '/remote/device/command', {
    token,
    json: { devicecodes: [code], method: 'switch', params: { on: true }, waitoffline: false },
  });
  expect(answer.status, answer.message).toBe(200);
  return { id: answer.data.commandid, sent: answer.data.socketResultMap.switch.handleDevice.includes(code) };
}

describe.skipIf(testStoreKind() !== 'postgres' || !testRedisUrl)(
  'three platform processes on one PostgreSQL and one Redis',
  () => {
    beforeAll(async () => {
      cluster = await startCluster(3, testRedisUrl ?? '');
      admin = await cluster.signIn(processAt(0));
      const project = await cluster.call<{ id: number }>(processAt(0), '/remote/project/add', {
        token: admin,
        form: { name: 'Cluster site' },
      });
      expect(project.status, project.message).toBe(200);
      projectId = project.data.id;
    }, 240_000);

    afterAll(async () => {
      for (const stream of streams) stream.close();
      await Promise.all(clients.map((client) => client.endAsync(true)));
      await cluster?.stop();
    });

    it('start together on an empty database, which one of them sets up', async () => {
      const admins = await cluster.sql<{ n: number }[]>`
        select count(*)::int as n from accounts where username = 'admin'`;
      expect(admins).toEqual([{ n: 1 }]);
      for (const each of cluster.processes) expect(each.server.output()).not.toMatch(/"level":(50|60)/);
    });

    it('runs the sweeps in one process of the three', async () => {
      await until(async () => (await sweepHolders()).length === 1, 'a process running the sweeps');
      const leading = cluster.processes.filter((each) =>
        each.server.output().includes('running the sweeps of the installation'),
      );
      expect(leading).toHaveLength(1);
    });

    it('sends a command through one process to a lamp on another, records its answer once and shows it live on the third', async () => {
      const lamp = await addDevice();
      await connectLamp(lamp, [1]);
      const watching = await SseClient.open(`${processAt(2).http}/prod-api/remote/events`, admin);
      streams.push(watching);
      // The first process learns within a moment that the lamp takes commands on the second.
      let command = await sendSwitch(0, lamp.code);
      await until(async () => {
        if (!command.sent) command = await sendSwitch(0, lamp.code);
        return command.sent;
      }, 'the lamp seen ready');
      const settled = await watching.next(
        (event) =>
          event.event === 'command' &&
          (event.data as { commandid: number; state: string }).commandid === command.id &&
          (event.data as { state: string }).state === 'succeeded',
      );
      expect(settled?.data).toMatchObject({ devicecode: lamp.code, method: 'switch', state: 'succeeded' });
      const rows = await cluster.sql<{ state: string }[]>`
      select state from command_devices where command_id = ${command.id}`;
      expect(rows).toEqual([{ state: 'succeeded' }]);
    });

    it('hands a command sent through one process to a lamp polling over HTTP on another', async () => {
      const lamp = await addDevice();
      const poll = () =>
        fetch(`${processAt(1).http}/api/v1/${lamp.token}/rpc?timeout=30000`).then(async (answer) =>
          answer.status === 200 ? ((await answer.json()) as { id: number; method: string }) : undefined,
        );
      let polled = poll();
      // The first process learns within a moment that the lamp waits on a poll of the second.
      let command = await sendSwitch(0, lamp.code);
      await until(async () => {
        if (!command.sent) command = await sendSwitch(0, lamp.code);
        return command.sent;
      }, 'the polling lamp seen ready');
      let received = await polled;
      // A command sent before the second process's word arrived failed as offline; this one came.
      while (received === undefined) {
        polled = poll();
        received = await polled;
      }
      expect(received.method).toBe('switch');
      const answered = await fetch(`${processAt(1).http}/api/v1/${lamp.token}/rpc/${received.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ok: true }),
      });
      expect(answered.status).toBe(200);
      const rows = await cluster.sql<{ state: string }[]>`
        select state from command_devices where command_id = ${command.id}`;
      expect(rows).toEqual([{ state: 'succeeded' }]);
    });

    it('passes a lamp’s report on to browsers on every process', async () => {
      const lamp = await addDevice();
      const lampClient = await connectLamp(lamp, [1]);
      const watchers = await Promise.all(
        [0, 2].map((n) =>
          SseClient.open(`${processAt(n).http}/prod-api/remote/events?deviceid=${lamp.id}`, admin),
        ),
      );
      streams.push(...watchers);
      const reported = (event: { event?: string; data?: unknown }) =>
        event.event === 'report' &&
        ((event.data as { deviceids?: number[] }).deviceids ?? []).includes(lamp.id);
      const heard = Promise.all(watchers.map((watcher) => watcher.next(reported)));
      // Reports until both streams, subscribed through Redis a moment after they opened, have one.
      let received = false;
      void heard.then(() => {
        received = true;
      });
      await until(async () => {
        await lampClient.publishAsync('v1/devices/me/telemetry', JSON.stringify({ brightness: 40 }), {
          qos: 1,
        });
        return received;
      }, 'the report on both streams');
    });

    it('shows a command’s result only to the browsers allowed to see the lamp, whatever their process', async () => {
      const [role] = await cluster.sql<{ id: number }[]>`select id from roles where code = 'admin'`;
      const account = { username: 'cluster_stranger', password: 'Street#Light42' };
      const added = await cluster.call(processAt(0), '/sys/account/add', {
        token: admin,
        form: { ...account, mobile: '13900007311', roleid: role?.id ?? 0 },
      });
      expect(added.status, added.message).toBe(200);
      const stranger = await cluster.signIn(processAt(1), account.username, account.password);
      const [adminsLamp, strangersLamp] = [await addDevice(), await addDevice(stranger, 'Stranger site')];
      await Promise.all([connectLamp(adminsLamp, [1]), connectLamp(strangersLamp, [1])]);
      const adminWatching = await SseClient.open(`${processAt(2).http}/prod-api/remote/events`, admin);
      const strangerWatching = await SseClient.open(`${processAt(2).http}/prod-api/remote/events`, stranger);
      streams.push(adminWatching, strangerWatching);
      const succeeded = (code: string) => (event: { event?: string; data?: unknown }) =>
        event.event === 'command' &&
        (event.data as { devicecode: string; state: string }).devicecode === code &&
        (event.data as { state: string }).state === 'succeeded';

      await until(async () => (await sendSwitch(0, adminsLamp.code)).sent, 'the admin’s lamp seen ready');
      await adminWatching.next(succeeded(adminsLamp.code));
      // Redis passes the events on in the order they were published: the stranger's own come after.
      await until(
        async () => (await sendSwitch(0, strangersLamp.code, stranger)).sent,
        'the stranger’s lamp ready',
      );
      await strangerWatching.next(succeeded(strangersLamp.code));
      const seenByStranger = strangerWatching.events.map(
        (event) => (event.data as { devicecode?: string } | undefined)?.devicecode,
      );
      expect(seenByStranger).toContain(strangersLamp.code);
      expect(seenByStranger).not.toContain(adminsLamp.code);
    });

    it('keeps every report and the web through a rolling restart of the three', async () => {
      const lamps = await Promise.all(Array.from({ length: 3 }, () => addDevice()));
      const lampClients = await Promise.all(
        lamps.map((lamp, n) => connectLamp(lamp, [n, (n + 1) % 3, (n + 2) % 3], { reconnectPeriod: 200 })),
      );
      const reporting = reportWithoutPause(lamps, lampClients, 1_000_000);
      const { acknowledged } = reporting;
      for (const restarting of [0, 1, 2]) {
        const others = [0, 1, 2].filter((n) => n !== restarting).map(processAt);
        const asking = cluster.restart(processAt(restarting));
        // The others answer the web meanwhile, as the load balancer sends it there.
        for (const other of others) {
          const answer = await cluster.call(other, '/sys/user/info', { token: admin });
          expect(answer.status, answer.message).toBe(200);
        }
        await asking;
        const before = acknowledged.length;
        await until(
          () => acknowledged.length >= before + 30,
          `reports after restarting process ${restarting}`,
        );
      }
      await reporting.stop();
      expect(await lostOf(acknowledged)).toEqual([]);
      await until(
        async () => (await sendSwitch(1, lamps[0]?.code ?? '')).sent,
        'a command after the restarts',
      );
    });

    it('ends a session everywhere at once when it signs out through one process', async () => {
      const session = await cluster.signIn(processAt(0));
      const asks = () =>
        Promise.all(
          [0, 1, 2].map(
            async (n) => (await cluster.call(processAt(n), '/sys/user/info', { token: session })).status,
          ),
        );
      // Each process has now seen the session and keeps who stands behind it for 5 s.
      expect(await asks()).toEqual([200, 200, 200]);
      const signOut = await cluster.call(processAt(0), '/remote/logout', { token: session, method: 'POST' });
      expect(signOut.status, signOut.message).toBe(200);
      // Well before the 5 s the others would keep it without word from the first (a second, with room
      // for a loaded machine).
      await until(
        async () => (await asks()).every((status) => status === 401),
        'the session refused everywhere',
        2000,
      );
    });

    it('loses no acknowledged report when a process is killed: its lamps go on through the others', async () => {
      const lamps = await Promise.all(Array.from({ length: 4 }, () => addDevice()));
      const victim = processAt(1);
      const lampClients = await Promise.all(
        // Each lamp knows every process and starts on the one to be killed, as behind a load balancer.
        lamps.map((lamp) => connectLamp(lamp, [1, 0, 2], { reconnectPeriod: 200 })),
      );
      const reporting = reportWithoutPause(lamps, lampClients, 0);
      const { acknowledged } = reporting;
      await until(() => acknowledged.length >= 200, 'reports before the kill');
      victim.server.child.kill('SIGKILL');
      await victim.server.exited;
      const beforeKill = acknowledged.length;
      await until(
        () => acknowledged.length >= beforeKill + 400,
        'reports through the other processes',
        45_000,
      );
      await reporting.stop();
      expect(await lostOf(acknowledged)).toEqual([]);
      // Whichever process ran the sweeps, one of those alive runs them now.
      await until(
        async () => {
          const holders = await sweepHolders();
          return holders.length === 1 && !holders[0]?.endsWith(`:${victim.server.child.pid}`);
        },
        'the sweeps taken over',
        30_000,
      );
      // A lamp that moved still takes commands, sent through any process.
      const moved = lamps[0] as (typeof lamps)[number];
      await until(async () => (await sendSwitch(2, moved.code)).sent, 'a command to a lamp that moved');
    });
  },
);
