import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { HlsViewer } from './hls-viewer';
import { cpuSeconds } from './process-cpu';
import { childrenMemory, residentMB, treeCpu } from './process-tree';
import { percentile } from './wire';

/** Where a viewer plays from: a playlist and the headers to send with every request. */
export interface StreamTarget {
  url: string;
  headers: Record<string, string>;
}

export interface CameraRunPlan {
  name: string;
  /** Each viewer's stream, asked for when the viewer starts (a call of play, or a direct address). */
  targets: (() => Promise<StreamTarget>)[];
  platformPid: number;
  /** The processes that produce the streams (the simulator's server, or the RTSP relay and its pushers). */
  sourcePids: number[];
  warmupS: number;
  durationS: number;
}

export interface CameraRun {
  name: string;
  streams: number;
  seconds: number;
  segments: number;
  /** Playlists fetched; with the segments, the requests the viewers made. */
  playlists: number;
  /** Segments fetched against the segments a live stream makes in the window, per viewer (1: kept up). */
  keptUp: number;
  stalls: number;
  longestGapS: number;
  errors: number;
  errorSamples: string[];
  megabytes: number;
  segmentP50Ms: number;
  segmentP95Ms: number;
  /** Percent of one core over the measured window. */
  cpu: { platform: number; ffmpeg: number; source: number; viewers: number };
  memoryMB: {
    platformBefore: number;
    platformMax: number;
    /** The platform's children (its ffmpeg): summed RSS, and summed PSS (shared libraries counted once). */
    ffmpegRssMean: number;
    ffmpegPssMean: number;
    ffmpegPssMax: number;
    ffmpegProcessesMax: number;
  };
}

const SEGMENT_SECONDS = 2;
const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * Plays every target at once for a warm-up, then measures for `durationS`: what the viewers got,
 * and the CPU and memory of the platform, its children (the ffmpeg conversions) and the source,
 * from /proc. Memory is sampled once a second.
 */
export async function runViewers(plan: CameraRunPlan): Promise<CameraRun> {
  const platformBefore = residentMB(plan.platformPid);
  const stop = new AbortController();
  // Every viewer's requests and waits listen to it: 16 viewers pass the default warning limit of 10.
  setMaxListeners(0, stop.signal);
  const viewers: HlsViewer[] = [];
  const refused: string[] = [];
  const playing = plan.targets.map(async (target) => {
    let viewer: HlsViewer;
    try {
      const { url, headers } = await target();
      viewer = new HlsViewer(url, headers);
    } catch (error) {
      refused.push((error as Error).message);
      return;
    }
    viewers.push(viewer);
    await viewer.play(stop.signal);
  });
  try {
    await sleep(plan.warmupS * 1000);
    if (viewers.length < plan.targets.length) {
      throw new Error(
        `${plan.name}: ${plan.targets.length - viewers.length} viewers did not start: ${refused[0]}`,
      );
    }
    for (const viewer of viewers) viewer.startMeasuring();
    const began = performance.now();
    const platformCpu = treeCpu(plan.platformPid);
    const sourceCpu = cpuSeconds(plan.sourcePids);
    const benchCpu = process.cpuUsage();
    const platformRss: number[] = [];
    const ffmpegRss: number[] = [];
    const ffmpegPss: number[] = [];
    const ffmpegCount: number[] = [];
    for (let second = 1; second <= plan.durationS; second++) {
      await sleep(Math.max(0, began + second * 1000 - performance.now()));
      platformRss.push(residentMB(plan.platformPid));
      const children = childrenMemory(plan.platformPid);
      ffmpegRss.push(children.rssMB);
      ffmpegPss.push(children.pssMB);
      ffmpegCount.push(children.count);
    }
    const seconds = (performance.now() - began) / 1000;
    const figures = viewers.map((viewer) => viewer.stopMeasuring());
    const platformCpuAfter = treeCpu(plan.platformPid);
    const share = (cpu: number) => round((cpu / seconds) * 100, 2);
    const mean = (values: number[]) => round(values.reduce((sum, value) => sum + value, 0) / values.length);
    const bench = process.cpuUsage(benchCpu);
    const latencies = figures.flatMap((figure) => figure.segmentLatenciesMs);
    const segments = figures.reduce((sum, figure) => sum + figure.segments, 0);
    return {
      name: plan.name,
      streams: plan.targets.length,
      seconds: round(seconds),
      segments,
      playlists: figures.reduce((sum, figure) => sum + figure.playlists, 0),
      keptUp: round(segments / plan.targets.length / (seconds / SEGMENT_SECONDS), 2),
      stalls: figures.reduce((sum, figure) => sum + figure.stalls, 0),
      longestGapS: round(Math.max(...figures.map((figure) => figure.longestGapS))),
      errors: figures.reduce((sum, figure) => sum + figure.errors, 0),
      errorSamples: [...new Set(figures.flatMap((figure) => figure.errorSamples))].slice(0, 5),
      megabytes: round(figures.reduce((sum, figure) => sum + figure.bytes, 0) / 2 ** 20),
      segmentP50Ms: round(percentile(latencies, 0.5)),
      segmentP95Ms: round(percentile(latencies, 0.95)),
      cpu: {
        platform: share(platformCpuAfter.own - platformCpu.own),
        ffmpeg: share(platformCpuAfter.children - platformCpu.children),
        source: share(cpuSeconds(plan.sourcePids) - sourceCpu),
        viewers: share((bench.user + bench.system) / 1e6),
      },
      memoryMB: {
        platformBefore: round(platformBefore),
        platformMax: round(Math.max(...platformRss)),
        ffmpegRssMean: mean(ffmpegRss),
        ffmpegPssMean: mean(ffmpegPss),
        ffmpegPssMax: round(Math.max(...ffmpegPss)),
        ffmpegProcessesMax: Math.max(...ffmpegCount),
      },
    };
  } finally {
    stop.abort();
    await Promise.allSettled(playing);
  }
}

/** Percent of one core each group of processes uses over `seconds` while nobody watches anything. */
export async function idleCpu(
  groups: Record<string, number[]>,
  seconds: number,
): Promise<Record<string, number>> {
  const before = Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, cpuSeconds(pids)]));
  const began = performance.now();
  await sleep(seconds * 1000);
  const elapsed = (performance.now() - began) / 1000;
  return Object.fromEntries(
    Object.entries(groups).map(([name, pids]) => [
      name,
      round(((cpuSeconds(pids) - (before[name] ?? 0)) / elapsed) * 100, 2),
    ]),
  );
}
