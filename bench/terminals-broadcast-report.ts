import type { BroadcastRunCounts } from '@lamplighter/contract';
import {
  completionRows,
  type DatabaseCounts,
  type DeliveryRun,
  type DeviceWords,
  databaseLine,
  failureLines,
  mb,
  round,
  rssText,
  show,
  times,
} from './delivery-figures';
import { describeMachine, type Machine } from './machine';

export interface BroadcastResult {
  machine: Machine & { commit: string; loadAverage: string };
  terminals: number;
  /** The processes the simulated terminals ran in. */
  fleetProcesses: number;
  /** The seconds the terminals' connections were spread over. */
  rampUpS: number;
  /** The most files the platform's process may hold open (RLIMIT_NOFILE); null when unknown. */
  serverFilesLimit: number | null;
  sound: { bytes: number; seconds: number; encoding: string };
  /** The broadcast call's own answer: its time, and how its run's terminals stood then. */
  addAnswer: { answerMs: number; counts: BroadcastRunCounts | null };
  /** What PostgreSQL counted in the platform's database from the call to 5 s after the last terminal. */
  databaseCounts: DatabaseCounts;
  /** The terminals' MQTT connections made and lost until the end of each run's window. */
  connections: Record<'platform' | 'reference', { connects: number; disconnects: number }>;
  platform: DeliveryRun;
  reference: DeliveryRun;
}

const words: DeviceWords = { one: 'terminal', many: 'terminals', done: 'terminals that reported played' };

function serverRows({
  platform: ours,
  reference: theirs,
  serverFilesLimit,
  connections,
}: BroadcastResult): string[] {
  const corePercent = (run: DeliveryRun) => round((run.cpuSeconds.server / run.seconds) * 100, 0);
  const perTerminal = (run: DeliveryRun) => round((run.cpuSeconds.server * 1000) / run.devices, 2);
  const growth = (run: DeliveryRun) => round(run.serverRssMB.max - run.serverRssMB.baseline);
  return [
    `| sound served | ${round(mb(ours.bytesServed), 2)} MB | ${round(mb(theirs.bytesServed), 2)} MB | |`,
    `| server CPU over the window | ${round(ours.cpuSeconds.server)} s (${corePercent(ours)} % of a core) | ${round(theirs.cpuSeconds.server)} s (${corePercent(theirs)} % of a core) | ${times(ours.cpuSeconds.server, theirs.cpuSeconds.server)} |`,
    `| server CPU a terminal | ${perTerminal(ours)} ms | ${perTerminal(theirs)} ms | ${times(perTerminal(ours), perTerminal(theirs))} |`,
    `| server idle CPU before (% of a core) | ${ours.cpuSeconds.serverIdlePercent} | ${theirs.cpuSeconds.serverIdlePercent} | |`,
    `| PostgreSQL CPU over the window | ${show(ours.cpuSeconds.database === null ? null : round(ours.cpuSeconds.database), ' s')} | — (none) | |`,
    `| server RSS before → max → after (MB) | ${rssText(ours)} | ${rssText(theirs)} | |`,
    `| server RSS max − before | ${growth(ours)} MB | ${growth(theirs)} MB | |`,
    `| terminals' processes' CPU (the same client code) | ${round(ours.cpuSeconds.fleet)} s | ${round(theirs.cpuSeconds.fleet)} s | ${times(ours.cpuSeconds.fleet, theirs.cpuSeconds.fleet)} |`,
    `| terminals' processes' RSS max | ${round(ours.fleetRssMaxMB)} MB | ${round(theirs.fleetRssMaxMB)} MB | |`,
    `| server open files max (sockets among them) | ${ours.serverFilesMax.toLocaleString('en-US')} (its limit: ${serverFilesLimit?.toLocaleString('en-US') ?? 'unknown'}) | ${theirs.serverFilesMax.toLocaleString('en-US')} (two processes) | |`,
    `| connections dropped by a full accept queue (machine-wide, TcpExt ListenOverflows) | ${show(ours.listenOverflows)} | ${show(theirs.listenOverflows)} | |`,
    `| terminals' MQTT connects / disconnects (until the end of the window) | ${connections.platform.connects} / ${connections.platform.disconnects} | ${connections.reference.connects} / ${connections.reference.disconnects} | |`,
    `| the measured window | ${round(ours.seconds)} s | ${round(theirs.seconds)} s | |`,
  ];
}

function answerLine({ addAnswer }: BroadcastResult): string {
  const { counts } = addAnswer;
  const stood = counts
    ? `its run went to ${counts.total} terminals: ${counts.waiting} waiting (sent, or queued while off), ${counts.succeeded} played, ${counts.failed} failed, ${counts.expired} expired`
    : 'it had no run';
  return `The broadcast call (\`POST /remote/broadcast/add\`, sending to every terminal before it answers) answered in ${addAnswer.answerMs} ms; ${stood}.`;
}

export function broadcastMarkdown(result: BroadcastResult): string {
  const { machine, terminals, sound, fleetProcesses, rampUpS } = result;
  const day = machine.date.slice(0, 10);
  const count = terminals.toLocaleString('en-US');
  return [
    `# A broadcast to ${count} simulated terminals (${day})`,
    '',
    `Machine: ${describeMachine(machine)}; ${machine.date}; commit ${machine.commit}; load average ${machine.loadAverage} when the bench began (the machine is shared).`,
    '',
    `The platform as \`npm start\` runs it, in a process of its own, on PostgreSQL (127.0.0.1, a database of its own, dropped after). The sound: ${sound.seconds} s, ${round(sound.bytes / 1000)} kB (${sound.encoding}), uploaded to the media library. ${count} broadcast terminals in one project are the simulator's (\`startFleet\`, kind broadcastTerminal) in ${fleetProcesses} process(es) of their own, connecting over ${rampUpS} s; every one is connected to the platform's MQTT broker and heard before the broadcast \`{source: 'file', projectid, schedule: {kind: 'now'}}\` is made. Each terminal gets \`playBroadcast\`, fetches the manifest and the sound over HTTP with its token (\`GET /api/v1/{token}/broadcast/{id}\`, \`…/media/{hash}\`), checks the hash, plays the sound in real time (${sound.seconds} s: no terminal can report before), reports that it plays and that it stopped, and answers. A terminal has played when the platform records its answer as succeeded (its \`finishtime\`, from the broadcast call); the command's counts were read once a second.`,
    '',
    `The reference, the same run on the same machine: the same terminals' client code in fresh processes, connected to Aedes (the platform's broker library) bare in a process of its own (no authentication, no topic rules, nothing stored), which publishes \`playBroadcast\` once on the command topic every terminal subscribes to; a bare Node file server (\`http.createServer\`, \`fs.createReadStream\`) in another serves the same manifest and sound for any token. A terminal has played when its answer reached the broker. What the ratio isolates: the platform's work around the delivery (a command row a terminal and its states, the token checked and the manifest read for each fetch, every report and answer stored) against delivery and serving alone; the sound's ${sound.seconds} s are in both.`,
    '',
    `${answerLine(result)} CPU is utime + stime from /proc over the window from the call until every terminal settled (the reference's server: broker and file server together); memory is VmRSS sampled once a second (before: the mean of 5 s before the call; after: of 5 s after the end).`,
    '',
    '## Completion',
    '',
    '| measure | ours (the platform) | reference (bare broker and file server) | ours / reference |',
    '|---|---|---|---|',
    ...completionRows(result.platform, result.reference, words),
    '',
    '## The server while broadcasting',
    '',
    '| measure | ours (the platform) | reference (bare broker and file server) | ours / reference |',
    '|---|---|---|---|',
    ...serverRows(result),
    '',
    databaseLine(result.databaseCounts, terminals, 'from the call to 5 s after the last terminal', words),
    '',
    '## Failures',
    '',
    ...failureLines('ours', result.platform, words),
    ...failureLines('reference', result.reference, words),
    '',
  ].join('\n');
}
