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

export interface PublishResult {
  machine: Machine & { commit: string; loadAverage: string };
  screens: number;
  file: { bytes: number; seconds: number; encoding: string };
  /** How the platform's screens stood when the publish answered: sent to at once, and queued. */
  publishAnswer: { handled: number; offline: number; answerMs: number };
  /**
   * What PostgreSQL counted in the platform's database from the publish to 5 s after the last
   * screen (the bench's own reads, one a second, among them): transactions, rows written by table.
   */
  databaseCounts: DatabaseCounts;
  platform: DeliveryRun;
  reference: DeliveryRun;
}

const words: DeviceWords = { one: 'screen', many: 'screens', done: 'screens holding the program' };

/** MB/s served until the last screen held the program; CPU seconds of the server per GB served. */
export function ratesOf(run: DeliveryRun) {
  const lastMs = Math.max(0, ...run.doneMs.filter((ms) => ms !== null));
  return {
    throughputMBps: lastMs === 0 ? 0 : round(mb(run.bytesServed) / (lastMs / 1000), 0),
    serverCpuPerGB: round(run.cpuSeconds.server / (run.bytesServed / 1e9), 2),
    serverCorePercent: round((run.cpuSeconds.server / run.seconds) * 100, 0),
  };
}

function serverRows(result: PublishResult): string[] {
  const [ours, theirs] = [result.platform, result.reference];
  const [oursRate, theirsRate] = [ratesOf(ours), ratesOf(theirs)];
  const growth = (run: DeliveryRun) => round(run.serverRssMB.max - run.serverRssMB.baseline);
  return [
    `| served | ${round(mb(ours.bytesServed) / 1000, 2)} GB | ${round(mb(theirs.bytesServed) / 1000, 2)} GB | |`,
    `| throughput (until the last screen held it) | ${oursRate.throughputMBps} MB/s | ${theirsRate.throughputMBps} MB/s | ${times(oursRate.throughputMBps, theirsRate.throughputMBps)} |`,
    `| server CPU over the window | ${round(ours.cpuSeconds.server)} s (${oursRate.serverCorePercent} % of a core) | ${round(theirs.cpuSeconds.server)} s (${theirsRate.serverCorePercent} % of a core) | ${times(ours.cpuSeconds.server, theirs.cpuSeconds.server)} |`,
    `| server CPU per GB served | ${oursRate.serverCpuPerGB} s | ${theirsRate.serverCpuPerGB} s | ${times(oursRate.serverCpuPerGB, theirsRate.serverCpuPerGB)} |`,
    `| server idle CPU before (% of a core) | ${ours.cpuSeconds.serverIdlePercent} | ${theirs.cpuSeconds.serverIdlePercent} | |`,
    `| PostgreSQL CPU over the window | ${show(ours.cpuSeconds.database === null ? null : round(ours.cpuSeconds.database), ' s')} | — (none) | |`,
    `| server RSS before → max → after (MB) | ${rssText(ours)} | ${rssText(theirs)} | |`,
    `| server RSS max − before | ${growth(ours)} MB | ${growth(theirs)} MB | |`,
    `| screens' process CPU (the same client code) | ${round(ours.cpuSeconds.fleet)} s | ${round(theirs.cpuSeconds.fleet)} s | ${times(ours.cpuSeconds.fleet, theirs.cpuSeconds.fleet)} |`,
    `| screens' process RSS max | ${round(ours.fleetRssMaxMB)} MB | ${round(theirs.fleetRssMaxMB)} MB | |`,
  ];
}

export function publishMarkdown(result: PublishResult): string {
  const { machine, screens, file, platform } = result;
  const day = machine.date.slice(0, 10);
  const fileMB = round(mb(file.bytes));
  const growth = round(platform.serverRssMB.max - platform.serverRssMB.baseline);
  const servedMB = round(mb(platform.bytesServed), 0);
  return [
    `# Publishing a ${fileMB} MB program to ${screens.toLocaleString('en-US')} simulated screens (${day})`,
    '',
    `Machine: ${describeMachine(machine)}; ${machine.date}; commit ${machine.commit}; load average ${machine.loadAverage} when the bench began (the machine is shared).`,
    '',
    `The platform as \`npm start\` runs it, in a process of its own, on PostgreSQL (127.0.0.1, a database of its own, dropped after). The file: ${fileMB} MB of H.264 (${file.encoding}), ${file.seconds} s, uploaded through the media library; a 128×256 program plays it, submitted, approved and published to the project of the ${screens} LED screens with \`POST /remote/program/publish\`. The screens are the simulator's (\`startFleet\`, kind ledScreen) in a process of their own: each connects to the platform's MQTT broker, gets \`playProgram\`, fetches the manifest and the file over HTTP with its token (\`GET /api/v1/{token}/media/{hash}\`), hashes it as it arrives, tells its progress by tenths and answers once the SHA-256 and the length check out. A screen is done when the platform records its answer as succeeded (its \`finishtime\`, from the publish call); the command's counts were read once a second.`,
    '',
    `The reference, the same run on the same machine: a bare Node file server (\`http.createServer\` and \`fs.createReadStream\`; no authentication, no database, no broker) in a process of its own serves the same manifest and file; ${screens} fetchers of the simulator's own client code (the same \`ProgramFetcher\`: manifest, then the file, hashed as it arrives) start at once in a fresh screens' process, as the screens do when the command reaches them. A screen is done when its fetch resolved.`,
    '',
    `When the publish answered (${result.publishAnswer.answerMs} ms), ${result.publishAnswer.handled} screens were sent the command and ${result.publishAnswer.offline} queued as offline. CPU is utime + stime from /proc over the window from the start until every screen settled; memory is VmRSS sampled once a second (before: the mean of 5 s before the start; after: of 5 s after the end).`,
    '',
    '## Completion',
    '',
    '| measure | ours (the platform) | reference (bare file server) | ours / reference |',
    '|---|---|---|---|',
    ...completionRows(result.platform, result.reference, words),
    '',
    '## The server while serving',
    '',
    '| measure | ours (the platform) | reference (bare file server) | ours / reference |',
    '|---|---|---|---|',
    ...serverRows(result),
    '',
    `Memory flat while serving media: the platform's resident memory grew ${growth} MB at its height while it served ${servedMB.toLocaleString('en-US')} MB to ${screens} screens (${round((growth / Math.max(1, servedMB)) * 100, 3)} % of what it served; ${round((growth * 1e6) / Math.max(1, file.bytes), 2)}× the file), and stood at ${round(platform.serverRssMB.after)} MB after against ${round(platform.serverRssMB.baseline)} MB before.`,
    '',
    databaseLine(result.databaseCounts, screens, 'from the publish to 5 s after the last screen', words),
    '',
    '## Failures',
    '',
    ...failureLines('ours', result.platform, words),
    ...failureLines('reference', result.reference, words),
    '',
  ].join('\n');
}
