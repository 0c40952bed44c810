import type { CameraRun } from './camera-run';

export type Scenario = 'direct' | 'hls' | 'rtsp';

/** Everything one run of the bench measured, as bench/results keeps it. */
export interface CameraBench {
  machine: string;
  date: string;
  commit: string;
  durationS: number;
  warmupS: number;
  /**
   * % of one core each process spends serving nothing, taken off in the comparisons: the platform's
   * during the direct runs (same windows, same machine load), the simulator's over a window before
   * the runs with nothing playing (`window`, where the platform's is recorded too).
   */
  idle: {
    platform: number;
    simulator: number;
    window: { seconds: number; platform: number; simulator: number };
  };
  /** What each scenario's streams came from, in words. */
  inputs: Record<Scenario, string>;
  /** Why the RTSP scenario did not run, when it did not. */
  rtspSkipped?: string;
  runs: Record<Scenario, CameraRun[]>;
}

const fixed = (value: number, places = 2) => value.toFixed(places);
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)}×` : 'n/a');

/**
 * What a stream costs above idle, % of one core: the platform's process and its ffmpeg; for the
 * reference, the simulator serving it directly.
 */
function streamCost(bench: CameraBench, scenario: Scenario, run: CameraRun): number {
  const total =
    scenario === 'direct'
      ? run.cpu.source - bench.idle.simulator
      : run.cpu.platform - bench.idle.platform + run.cpu.ffmpeg;
  return Math.max(0, total) / run.streams;
}

/** CPU ms above idle per request of the viewers (playlists and segments). */
function costPerRequest(bench: CameraBench, scenario: Scenario, run: CameraRun): number {
  const cpuMs = ((streamCost(bench, scenario, run) * run.streams) / 100) * run.seconds * 1000;
  return cpuMs / (run.segments + run.playlists);
}

/** The least CPU per stream /proc tells apart over a run (three 10 ms ticks over the window), in %. */
const resolution = (run: CameraRun) => (((3 * 0.01) / run.seconds) * 100) / run.streams;

/** `value` against a reference: undefined when the reference is below what /proc resolves. */
function against(value: number, reference: number, floor: number): string | undefined {
  return reference >= floor ? times(value / reference) : undefined;
}

function row(bench: CameraBench, scenario: Scenario, run: CameraRun): string {
  const memoryGrowth = Math.max(0, run.memoryMB.platformMax - run.memoryMB.platformBefore);
  const { ffmpegPssMean, ffmpegRssMean, ffmpegProcessesMax } = run.memoryMB;
  return [
    scenario,
    run.streams,
    `${run.segments} (${fixed(run.keptUp)})`,
    run.stalls,
    run.longestGapS,
    run.errors,
    `${run.segmentP50Ms} / ${run.segmentP95Ms}`,
    run.cpu.platform,
    run.cpu.ffmpeg,
    run.cpu.source,
    fixed(streamCost(bench, scenario, run), 3),
    fixed(costPerRequest(bench, scenario, run), 2),
    `${run.memoryMB.platformBefore} → ${run.memoryMB.platformMax} (+${fixed(memoryGrowth / run.streams, 1)}/stream)`,
    ffmpegProcessesMax === 0
      ? '—'
      : `${ffmpegPssMean} (${fixed(ffmpegPssMean / run.streams, 1)}/stream; RSS ${ffmpegRssMean}; ${ffmpegProcessesMax} proc.)`,
    run.cpu.viewers,
  ].join(' | ');
}

/** The sentences that compare a scenario with reading the same streams directly, at 1 and at 16. */
function comparisons(bench: CameraBench, scenario: 'hls' | 'rtsp'): string[] {
  return bench.runs[scenario].map((run) => {
    const direct = bench.runs.direct.find((reference) => reference.streams === run.streams);
    if (!direct) return `- ${run.name}: no direct run to compare with.`;
    const cost = streamCost(bench, scenario, run);
    const directCost = streamCost(bench, 'direct', direct);
    const floor = resolution(direct);
    const ratio =
      against(cost, directCost, floor) ??
      `at least ${times(cost / floor)} (serving it directly costs the simulator less than /proc resolves over the window, ${fixed(floor, 3)} %)`;
    return `- ${run.name}: a stream costs the platform ${fixed(cost, 3)} % of a core above its idle (its process and its ffmpeg): ${ratio} what serving it directly costs the simulator above its idle (${fixed(directCost, 3)} %). p95 segment latency ${run.segmentP95Ms} ms: ${times(run.segmentP95Ms / direct.segmentP95Ms)} the direct one (${direct.segmentP95Ms} ms).`;
  });
}

function scaling(bench: CameraBench, scenario: Scenario): string {
  const [one, many] = [1, 16].map((n) => bench.runs[scenario].find((run) => run.streams === n));
  if (!one || !many) return `- ${scenario}: not measured at both 1 and 16.`;
  const [costOne, costMany] = [one, many].map((run) => streamCost(bench, scenario, run)) as [number, number];
  const ratio =
    against(costMany, costOne, resolution(one)) ??
    'not comparable (at 1 stream it is below what /proc resolves)';
  return `- ${scenario}: CPU per stream above idle at 16 against at 1: ${ratio} (${fixed(costMany, 3)} against ${fixed(costOne, 3)} % of a core); p95 segment latency ${times(many.segmentP95Ms / one.segmentP95Ms)}.`;
}

/** The figures as the markdown page of bench/results. */
export function camerasMarkdown(bench: CameraBench): string {
  const scenarios: Scenario[] = ['direct', 'hls', 'rtsp'];
  const lines = [
    '# 16 tiles playing at once: the platform passing on HLS and repackaging RTSP on demand',
    '',
    `Machine: ${bench.machine}; ${bench.date}; commit ${bench.commit}.`,
    `Each run: viewers start, ${bench.warmupS} s of warm-up, then ${bench.durationS} s measured. CPU is utime + stime from /proc over the measured window, in % of one core; memory is VmRSS sampled once a second.`,
    `Idle, taken off in the comparisons so that they show what the streams themselves cost: the platform ${fixed(bench.idle.platform)} % of a core (its CPU during the direct runs, when it serves nothing; ${bench.idle.window.platform} % over ${bench.idle.window.seconds} s with nothing playing before the runs), the simulator ${bench.idle.simulator} % (that window).`,
    '',
    'Inputs:',
    '',
    `- direct (the reference): ${bench.inputs.direct}`,
    `- hls (scenario A, proxied): ${bench.inputs.hls}`,
    `- rtsp (scenario B, repackaged on demand): ${bench.inputs.rtsp}`,
    ...(bench.rtspSkipped ? ['', `Scenario B did not run: ${bench.rtspSkipped}`] : []),
    '',
    'Viewers (in the bench process) behave like hls.js: signed link from /remote/camera/play, the live playlist every target duration, each new segment once, one at a time, with the access token. A stall is no new segment for more than three target durations. "Kept up" is segments fetched per viewer against the segments a live stream makes in the window (1.00: every one).',
    '',
    'CPU columns are % of one core. "Per stream above idle" is the platform\'s process and its ffmpeg less the platform\'s idle, per stream; for direct, the simulator\'s less its idle. "Per request" is that CPU in ms per file the viewers fetched (playlists and segments). ffmpeg memory is PSS (shared libraries counted once), RSS summed beside it.',
    '',
    '| scenario | streams | segments (kept up) | stalls | longest gap (s) | errors | segment p50 / p95 (ms) | platform CPU | its ffmpeg CPU | source CPU | per stream above idle | per request (ms) | platform RSS before → max (MB) | ffmpeg PSS (MB) | viewers CPU |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...scenarios.flatMap((scenario) => bench.runs[scenario].map((run) => `| ${row(bench, scenario, run)} |`)),
    '',
    '## Against reading the streams directly (same run, same machine)',
    '',
    "At 1 stream the costs are tenths of a percent of a core, the size of the platform's own background work from one minute to the next: the 16-stream figures are the ones to read per stream.",
    '',
    ...comparisons(bench, 'hls'),
    ...comparisons(bench, 'rtsp'),
    '',
    '## Per stream at 16 against at 1',
    '',
    ...scenarios.map((scenario) => scaling(bench, scenario)),
    '',
  ];
  const errors = scenarios.flatMap((scenario) =>
    bench.runs[scenario].flatMap((run) => run.errorSamples.map((sample) => `- ${run.name}: ${sample}`)),
  );
  if (errors.length > 0) lines.push('## Errors seen (first few per run)', '', ...errors, '');
  return `${lines.join('\n')}\n`;
}
