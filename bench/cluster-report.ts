import {
  type ClusterResult,
  fanoutFigures,
  ingestFigures,
  perCore,
  publishCostLine,
  type SetupResult,
} from './cluster-figures';
import { round, show, times } from './delivery-figures';
import { describeMachine } from './machine';

const describe: Record<string, string> = {
  A: 'one process, no Redis (the default)',
  B: 'one process with REDIS_URL',
  C: 'two processes with REDIS_URL, devices split',
};
const n = (value: number, places = 0) =>
  Number.isFinite(value) ? round(value, places).toLocaleString('en-US') : '—';
const list = (values: number[], places = 0) => values.map((value) => n(value, places)).join(' / ');
const name = (result: SetupResult) => `${result.setup.name}: ${describe[result.setup.name] ?? ''}`;

function ingestRows(results: SetupResult[]): string[] {
  const a = results[0]?.ingest;
  return results.map((result) => {
    const run = result.ingest;
    const f = ingestFigures(run);
    return `| ${name(result)} | ${n(run.messagesPerSecond)} | ${times(run.messagesPerSecond, a?.messagesPerSecond ?? null)} | ${run.p50Ms} / ${run.p95Ms} / ${run.maxMs} | ${run.failed} | ${n(run.rowsStored)} of ${n(run.rowsAcknowledged)} ${f.allStored ? '(all)' : '**(missing rows)**'} | ${list(run.messagesByProcess)} | ${list(f.processCorePercent)} | ${list(f.processCpuMs)} | ${n(f.platformCpuMs)} | ${n(f.databaseCpuMs)} | ${n(f.redisCpuMs, 1)} | ${n(f.redisCommandsPerMessage, 3)} | ${n(f.benchCpuMs)} |`;
  });
}

function fanoutRows(results: SetupResult[]): string[] {
  const a = results[0] && fanoutFigures(results[0].fanout);
  return results.map((result) => {
    const f = fanoutFigures(result.fanout);
    return `| ${name(result)} | ${list(f.sentTo)} | ${list(f.done)} | ${show(f.answerMs, ' ms')} | ${show(f.receiptP95Ms, ' ms')} | ${show(f.p50S, ' s')} / **${show(f.p95S, ' s')}** / ${show(f.allS, ' s')} | ${times(f.p95S, a?.p95S ?? null)} | ${show(f.redisCpuS === null ? null : round(f.redisCpuS, 2), ' s')} | ${list(f.idleCorePercent, 1)} | ${list(f.processCpuMs)} | ${n(f.platformCpuMs)} | ${n(f.databaseCpuMs)} | ${n(f.redisCpuMs)} | ${n(f.redisCommandsPerDevice, 2)} |`;
  });
}

/** The per-process figures an operator's capacity model takes, by setup. */
function capacityRows(results: SetupResult[]): string[] {
  const row = (label: string, value: (result: SetupResult) => string) =>
    `| ${label} | ${results.map(value).join(' | ')} |`;
  const ingest = (result: SetupResult) => ingestFigures(result.ingest);
  const fanout = (result: SetupResult) => fanoutFigures(result.fanout);
  const meanProcessMs = (result: SetupResult) => {
    const values = ingest(result).processCpuMs;
    return values.reduce((total, value) => total + value, 0) / values.length;
  };
  return [
    `| figure | ${results.map((result) => result.setup.name).join(' | ')} |`,
    `|---|${results.map(() => '---').join('|')}|`,
    row('platform CPU per message, one process (µs, mean of the processes)', (r) => n(meanProcessMs(r))),
    row('messages/s one process carries at one full core', (r) => n(perCore(meanProcessMs(r)), -1)),
    row('PostgreSQL CPU per message (µs)', (r) => n(ingest(r).databaseCpuMs)),
    row('messages/s one PostgreSQL core carries', (r) => n(perCore(ingest(r).databaseCpuMs), -1)),
    row('Redis commands per message (the shared server: A is its floor)', (r) =>
      n(ingest(r).redisCommandsPerMessage, 3),
    ),
    row('Redis CPU per message (µs)', (r) => n(ingest(r).redisCpuMs, 1)),
    row('platform CPU per device commanded (µs, all processes)', (r) => n(fanout(r).platformCpuMs)),
    row('PostgreSQL CPU per device commanded (µs)', (r) => n(fanout(r).databaseCpuMs)),
    row('Redis commands per device commanded', (r) => n(fanout(r).redisCommandsPerDevice, 2)),
    row('Redis CPU per device commanded (µs)', (r) => n(fanout(r).redisCpuMs, 1)),
  ];
}

/**
 * Cores a steady rate of messages takes at the last setup's figures, for the model's two sizes. The
 * installation's Redis patterns are its own few, whatever the devices (their subscriptions stay in
 * their process), so a PUBLISH costs what it costs with no pattern.
 */
function sizingLines(result: ClusterResult): string[] {
  const last = result.setups.at(-1);
  if (!last) return [];
  const f = ingestFigures(last.ingest);
  const fan = fanoutFigures(last.fanout);
  const processMs = f.processCpuMs.reduce((total, value) => total + value, 0) / f.processCpuMs.length;
  const { baseUs } = publishCostLine(result.redis.publishCosts);
  return [100_000, 1_000_000].map((devices) => {
    const rate = devices / 60;
    const cores = (ms: number) => n((rate * ms) / 1e6, 1);
    const publishes = rate * f.redisCommandsPerMessage;
    const commandAll = (devices * fan.redisCpuMs) / 1e6;
    return `- ${devices.toLocaleString('en-US')} devices, each reporting once a minute: ${n(rate)} messages/s → ${cores(processMs)} platform cores and ${cores(f.databaseCpuMs)} PostgreSQL cores at ${last.setup.name}'s figures; about ${n(publishes)} Redis PUBLISHes/s of live events (their measured rate a message; they are gathered by round and account, so this is rough) at ${n(baseUs, 1)} µs each; a command to all of them costs Redis about ${n(commandAll, 1)} s of CPU (${n(fan.redisCpuMs, 1)} µs a device, as measured) and the platform ${n((devices * fan.platformCpuMs) / 1e6, 1)} s.`;
  });
}

/** A figure of a setup, by name. */
function figuresOf(results: SetupResult[], setup: string) {
  const result = results.find((each) => each.setup.name === setup);
  return result && { result, ingest: ingestFigures(result.ingest), fanout: fanoutFigures(result.fanout) };
}

function meaning(result: ClusterResult): string {
  const [a, b, c] = ['A', 'B', 'C'].map((setup) => figuresOf(result.setups, setup));
  if (!a || !b || !c) return '';
  const rate = (x: typeof a) => x.result.ingest.messagesPerSecond;
  const meanProcessMs = c.ingest.processCpuMs.reduce((t, v) => t + v, 0) / c.ingest.processCpuMs.length;
  const { baseUs, perPatternUs, afterUs } = publishCostLine(result.redis.publishCosts);
  const most = Math.max(...result.redis.publishCosts.map((cost) => cost.patterns));
  const publishUs = (devices: number) => baseUs + perPatternUs * devices;
  const fanoutRedisS = (devices: number) =>
    (c.fanout.redisCommandsPerDevice * devices * publishUs(devices)) / 1e6;
  return [
    `- **Ingest.** B carries ${times(rate(b), rate(a))} of A's messages/s and C ${times(rate(c), rate(a))}. Stored telemetry does not go through Redis (the broker drops it from its emitter): Redis sees ${n(b.ingest.redisCommandsPerMessage, 3)} commands a message in B and ${n(c.ingest.redisCommandsPerMessage, 3)} in C (live \`report\` events, one an evaluation round and account, not one a message), against ${n(a.ingest.redisCommandsPerMessage, 3)} in A, which does not use it. The platform spends ${n(a.ingest.platformCpuMs)} µs of CPU a message in A, ${n(b.ingest.platformCpuMs)} in B and ${n(c.ingest.platformCpuMs)} in C (both processes together), PostgreSQL ${n(a.ingest.databaseCpuMs)} / ${n(b.ingest.databaseCpuMs)} / ${n(c.ingest.databaseCpuMs)}. Every setup shares the same two cores with PostgreSQL, Redis, the load generator (${n(a.ingest.benchCpuMs)} µs a message) and other people's work, so the second process of C cannot add a core here: its rate says what splitting costs, not what a second machine gives. The CPU per message says that: one process at one full core carries about ${n(perCore(meanProcessMs), -1)} messages/s at C's figures, one PostgreSQL core about ${n(perCore(c.ingest.databaseCpuMs), -1)}.`,
    `- **Command fan-out** to ${n(result.settings.devices)} devices: 95 % of the answers were recorded after ${show(a.fanout.p95S, ' s')} in A, ${show(b.fanout.p95S, ' s')} in B and ${show(c.fanout.p95S, ' s')} in C (C against A ${times(c.fanout.p95S, a.fanout.p95S)}); Redis alone was busy ${show(b.fanout.redisCpuS === null ? null : round(b.fanout.redisCpuS, 2), ' s')} of each fan-out in B and ${show(c.fanout.redisCpuS === null ? null : round(c.fanout.redisCpuS, 2), ' s')} in C, on a machine of two cores. Commands cross Redis only in part: ${n(c.fanout.redisCommandsPerDevice, 2)} PUBLISHes per device commanded in C (the request handed over to the process holding the device when it is the other one, and a live \`command\` event for each of the device's two changes of state, none of them gathered; the answer stays in the process that received it), costing Redis ${n(c.fanout.redisCpuMs)} µs (about ${n(c.fanout.redisCommandsPerDevice * (result.redis.publishFloor?.cpuUsPerPublish ?? Number.NaN))} µs of it the floor of this Redis's pattern table, below) and the platform processes ${n(c.fanout.platformCpuMs)} µs per device, against ${n(a.fanout.platformCpuMs)} µs in A.`,
    `- **Why devices' own messages stay off Redis.** Through mqemitter-redis each device's command subscription would be a Redis pattern subscription (PSUBSCRIBE \`<prefix>/$devices/<id>/rpc/request/*\`), and Redis matches every PUBLISH against every pattern; the platform keeps those subscriptions on an emitter of the process holding the device and hands a message for a device on another process to that process. What that avoids, measured on a private redis-server: on a fresh server one PUBLISH cost ${n(baseUs, 1)} µs of Redis CPU with no pattern and about ${n(perPatternUs * 1000)} µs more per 1,000 subscribed devices. Taken as linear from the two larger counts, at 100,000 subscribed devices one PUBLISH takes about ${n(publishUs(100_000) / 1000, 1)} ms, so one Redis core passes about ${n(1e6 / publishUs(100_000))} bus messages a second for the whole installation (live events, commands, answers, devices connecting), and one command to all 100,000 takes about ${n(fanoutRedisS(100_000) / 60, 0)} minutes of Redis CPU (it grows with the square of the fleet). Redis ${result.redis.version} does not shrink its pattern table either: after ${n(most)} patterns had come and gone, a PUBLISH with none still cost ${n(afterUs, 1)} µs, and the machine's Redis charged ${n(result.redis.publishFloor?.cpuUsPerPublish ?? Number.NaN, 1)} µs per PUBLISH with no pattern before the setups ran (its history: the tests' and this bench's development), which B's and C's Redis figures include. With the devices' subscriptions off Redis, its patterns are the installation's few (events, cache invalidation, readiness, the broker's own), whatever the number of devices.`,
  ].join('\n');
}

export function clusterMarkdown(result: ClusterResult): string {
  const { machine, settings, redis, setups } = result;
  const day = machine.date.slice(0, 10);
  return `# Several platform processes on one PostgreSQL and one Redis (${day})

${describeMachine(machine)}; commit ${machine.commit} (working tree may hold more); load average
${machine.loadAverage} as the bench began (the machine is shared). PostgreSQL on 127.0.0.1:5432,
a fresh database for each setup, dropped after; Redis ${redis.version} at ${redis.url}, the
machine's own, a key prefix for each setup, its keys deleted after (${setups.map((s) => `${s.setup.name}: ${s.redisKeysDeleted}`).join(', ')} keys). Before the bench
Redis processed ${n(redis.idle.commandsPerS, 1)} commands/s and used ${n(redis.idle.cpuPercent, 1)} % of a core for others (over ${redis.idle.seconds} s).

## Method

Three setups in one run, one after another, each the built platform as \`npm start\` runs it
(\`DATABASE_URL\` set; B and C with \`REDIS_URL\` and a \`REDIS_PREFIX\` of their own, so the broker's
bus is mqemitter-redis and its sessions aedes-persistence-redis):
${setups.map((s) => `- ${name(s)}`).join('\n')}

MQTT clients (MQTT.js, in the bench's process) are spread over the processes as a load balancer
would (client n on process n mod the number of processes).

- **Ingest**: ${settings.clients} devices, each keeping ${settings.window} QoS 1 telemetry messages of ten
  values in flight (a new one on each PUBACK; the platform acknowledges once the message is committed);
  ${settings.warmupS} s of warm-up, then ${settings.seconds} s measured. Latency is publish → PUBACK. CPU is
  utime + stime from /proc over the measured seconds: each platform process (per 1,000 of the
  messages it acknowledged), the PostgreSQL server processes of the database's connections, the
  redis-server process (its pid from INFO) and the bench's own process (the load generator). Redis
  commands are INFO's total_commands_processed over the same seconds. Redis is the machine's: its
  figures hold whatever else used it meanwhile (A, whose processes do not use it, shows that floor).
  Afterwards the history rows stored are counted against every acknowledged message's ten values.
- **Command fan-out**: ${settings.devices} other devices connected and subscribed to
  \`v1/devices/me/rpc/request/+\`, each answering every command at once on its response topic. One
  \`switch\` command to their project (\`POST /prod-api/remote/device/command\`) through the first
  process, sent again until the first process took every device for online (in C those on the
  second process are learned from the bus), then ${settings.fanouts} times measured: time from the call to each
  device's receipt (in the bench) and to each answer's record (its \`finishtime\` in the command's
  detail); the median of the runs. CPU and Redis as for the ingest, from the call until every device
  had settled (polled once a second), per 1,000 devices commanded, less what the same processes
  spent idle over as many seconds (measured for 3 s with the devices connected before the runs;
  the bench's once-a-second polls of the command are not taken off); Redis's figures whole.

## Ingest

| setup | messages/s | against A | p50 / p95 / max ms | failed | history rows stored (of acknowledged × 10) | messages by process | each process's CPU (% of a core) | platform CPU ms per 1,000 messages, by process | all processes | PostgreSQL | Redis server | Redis commands per message | load generator |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${ingestRows(setups).join('\n')}

## Command fan-out

| setup | devices sent to (each run) | answers recorded (each run) | call answered | devices got it, p95 | answers recorded: 50 % / 95 % / all | p95 against A | Redis CPU during one fan-out | each process idle (% of a core) | platform CPU ms per 1,000 devices, by process | all processes | PostgreSQL | Redis server | Redis commands per device |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${fanoutRows(setups).join('\n')}

Failed or expired: ${
    setups
      .flatMap((s) =>
        fanoutFigures(s.fanout).failures.map(([reason, count]) => `${s.setup.name} ${count} × ${reason}`),
      )
      .join('; ') || 'none'
  }.

## The Redis bus: what one PUBLISH costs Redis

Every message on the bus (a live event, a command handed to another process, a device connecting)
is one PUBLISH. Were every device's command subscription a Redis pattern (as mqemitter-redis makes
any subscription with a wildcard), each PUBLISH would be matched against all of them; the platform
keeps them in the process that holds the device. What that spares:
Measured after the setups on a redis-server of the bench's own (the same Debian build, fresh, on a
free port): patterns like the devices' on a connection of their own, then PUBLISHes of 300 bytes on
a channel none matches, in pipelines of 200, for up to 3 s (at most 20,000); Redis CPU from /proc.
The last row comes after the patterns are gone. Before the setups, the same with no pattern on the
machine's Redis: ${n(redis.publishFloor?.cpuUsPerPublish ?? Number.NaN, 1)} µs per PUBLISH.

| pattern subscriptions (subscribed devices) | PUBLISHes | Redis CPU per PUBLISH |
|---|---|---|
${redis.publishCosts.map((cost, i) => `| ${n(cost.patterns)}${i > 0 && cost.patterns === 0 ? ' (after the others)' : ''} | ${n(cost.publishes)} | ${n(cost.cpuUsPerPublish, 1)} µs |`).join('\n')}

## Figures for the capacity model

CPU per message in µs is also CPU ms per 1,000 messages; "at one full core" is 1,000,000 µs over it.

${capacityRows(setups).join('\n')}

${sizingLines(result).join('\n')}

## What it means

${meaning(result)}
`;
}
