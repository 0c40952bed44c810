// 16 tiles playing at once: the platform's CPU and memory while 16 viewers watch 16 cameras
// through it, at 1 and at 16 streams, in three ways measured in one run on one machine:
//   direct  the reference: the viewers read the simulator's live HLS loops themselves;
//   hls     scenario A: cameras with an HLS address (the same loops), passed on by the platform;
//   rtsp    scenario B: cameras with only an RTSP address, repackaged by the platform's ffmpeg
//           (`-c copy`) while watched; the RTSP cameras are Debian's rtsp-server-perl (installed
//           by hand: apt-get install rtsp-server-perl; without it this scenario is skipped and the
//           results say so) fed by one ffmpeg per camera pushing the loop. That relay sends RTP
//           over UDP only, so the platform's FFMPEG_PATH is a script that turns its
//           `-rtsp_transport tcp` into udp and changes nothing else.
// The platform is the built server in a process of its own on a temporary embedded store, with
// CAMERA_MAX_STREAMS=16; the simulator's streams run in another process, so that each one's CPU
// is read apart from /proc. Each run: BENCH_WARMUP seconds (15) of warm-up, then BENCH_DURATION
// seconds (60) measured. The comparisons take off each process's idle CPU: the platform's during
// the direct runs, the simulator's over BENCH_IDLE seconds (30) with nothing playing before them.
// Traffic stays on 127.0.0.1. Writes bench/results/cameras-<date>.{json,md}.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  ensureServerBuilt,
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitUntilRunning,
} from '../apps/server/src/test/server-process';
import { type CameraBench, camerasMarkdown, type Scenario } from './camera-figures';
import { type CameraRun, idleCpu, runViewers, type StreamTarget } from './camera-run';
import { call, signIn } from './http-load';
import { forkChild, type IpcChild } from './ipc-child';
import { describeMachine, headCommit, machineInfo } from './machine';
import { childrenOf } from './process-tree';
import { type RtspSource, startRtspSource, udpRtspFfmpeg } from './rtsp-source';

const here = path.dirname(fileURLToPath(import.meta.url));
const durationS = Number(process.env.BENCH_DURATION ?? 60);
const warmupS = Number(process.env.BENCH_WARMUP ?? 15);
const idleS = Number(process.env.BENCH_IDLE ?? 30);
const SETTLE_S = 30;
const TILES = 16;
const adminPassword = 'Bench#Lamp2026';
const codes = Array.from({ length: TILES }, (_, n) => `BENCH-CAM-${n + 1}`);

/** The platform's API as the signed-in administrator: a GET, or a POST of a form. */
function apiOf(port: number, token: string) {
  const authorization = `Bearer ${token}`;
  return <T>(apiPath: string, form?: Record<string, string | number>) =>
    call<T>(
      port,
      apiPath,
      form
        ? {
            method: 'POST',
            headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)])),
          }
        : { headers: { authorization } },
    );
}

type Api = ReturnType<typeof apiOf>;

/** Cameras (devices of type 6) in one project, each given its address; answers their ids. */
async function addCameras(api: Api, kind: 'hls' | 'rtsp', addressOf: (code: string) => string) {
  const project = await api<{ id: number }>('/remote/project/add', { name: `Bench cameras ${kind}` });
  const ids: number[] = [];
  for (const code of codes) {
    const { device } = await api<{ device: { id: number } }>('/remote/device/add', {
      devicecode: `${code}-${kind}`,
      devicename: `Bench camera ${code} (${kind})`,
      devicetype: 6,
      projectid: project.id,
    });
    const field = kind === 'hls' ? 'streamurl' : 'rtspurl';
    await api('/remote/camera/update', { id: device.id, [field]: addressOf(code) });
    ids.push(device.id);
  }
  return ids;
}

/** The streams of the simulator in a process of their own. */
async function startSource(): Promise<{ child: IpcChild; playlistUrl: (code: string) => string }> {
  const child = forkChild(path.join(here, 'camera-streams-child.ts'), { CAMERA_CODES: codes.join(',') });
  const { port } = await child.next<{ port: number }>();
  return { child, playlistUrl: (code) => `http://127.0.0.1:${port}/camera/${code}/index.m3u8` };
}

async function stopSource(child: IpcChild): Promise<void> {
  let ended = false;
  void child.exited.then(() => {
    ended = true;
  });
  const stopped = child.request({ type: 'stop' }).catch(() => undefined);
  await Promise.race([stopped.then(() => child.exited), sleep(5000)]);
  if (!ended) process.kill(child.pid, 'SIGKILL');
}

/** Stops the platform, and any ffmpeg of its that outlived it (still an ffmpeg under that number). */
async function stopPlatform(server: ServerProcess): Promise<void> {
  const children = server.child.pid === undefined ? [] : childrenOf(server.child.pid);
  await stopServerProcess(server);
  for (const pid of children) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'ffmpeg') process.kill(pid, 'SIGKILL');
    } catch {
      // ended with the platform, as it should
    }
  }
}

async function main() {
  // The commit the platform is built from now (more may land while the bench runs).
  const commit = headCommit();
  ensureServerBuilt();
  // The platform's data directory and its ffmpeg script.
  const benchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-bench-cameras-'));
  let source: Awaited<ReturnType<typeof startSource>> | undefined;
  let rtsp: RtspSource | undefined;
  let server: ServerProcess | undefined;
  try {
    source = await startSource();
    const { playlistUrl } = source;
    server = startServerProcess(
      {
        DATA_DIR: path.join(benchDir, 'data'),
        ADMIN_PASSWORD: adminPassword,
        CAMERA_MAX_STREAMS: String(TILES),
        FFMPEG_PATH: udpRtspFfmpeg(benchDir),
      },
      await freePort(),
    );
    await waitUntilRunning(server, 120_000);
    const platformPid = server.child.pid ?? 0;
    const port = server.port;
    const token = await signIn(port, adminPassword);
    const api = apiOf(port, token);
    const hlsCameras = await addCameras(api, 'hls', playlistUrl);

    const direct = (code: string) => async (): Promise<StreamTarget> => ({
      url: playlistUrl(code),
      headers: {},
    });
    const throughPlatform = (id: number) => async (): Promise<StreamTarget> => {
      const play = await api<{ url: string }>(`/remote/camera/play?id=${id}`);
      return { url: `http://127.0.0.1:${port}${play.url}`, headers: { authorization: `Bearer ${token}` } };
    };
    // The platform's first seconds (its start's own work, the first collections) are not idle.
    await sleep(SETTLE_S * 1000);
    console.log(`idle: ${idleS} s with nothing playing`);
    const idle = await idleCpu({ platform: [platformPid], simulator: [source.child.pid] }, idleS);
    const runs: Record<Scenario, CameraRun[]> = { direct: [], hls: [], rtsp: [] };
    const measure = async (
      scenario: Scenario,
      targets: (() => Promise<StreamTarget>)[],
      sourcePids: number[],
    ) => {
      const name = `${scenario}, ${targets.length} stream${targets.length === 1 ? '' : 's'}`;
      console.log(`${name}: ${warmupS} s warm-up, ${durationS} s measured`);
      const run = await runViewers({ name, targets, platformPid, sourcePids, warmupS, durationS });
      console.log(JSON.stringify(run));
      runs[scenario].push(run);
    };
    // Repackaging runs last: a conversion goes on for a while after its viewer has gone.
    for (const n of [1, TILES]) await measure('direct', codes.slice(0, n).map(direct), [source.child.pid]);
    for (const n of [1, TILES]) {
      await measure('hls', hlsCameras.slice(0, n).map(throughPlatform), [source.child.pid]);
    }
    // The RTSP cameras come up only now, so that their relay and pushers take no CPU from the runs before.
    let rtspSkipped: string | undefined;
    try {
      rtsp = await startRtspSource(codes);
    } catch (error) {
      rtspSkipped = (error as Error).message;
    }
    if (rtsp) {
      const rtspCameras = await addCameras(api, 'rtsp', rtsp.urlOf);
      for (const n of [1, TILES]) {
        await measure('rtsp', rtspCameras.slice(0, n).map(throughPlatform), rtsp.pids());
      }
    }

    const machine = machineInfo();
    const bench: CameraBench = {
      machine: describeMachine(machine),
      date: machine.date,
      commit,
      durationS,
      warmupS,
      idle: {
        platform: runs.direct.reduce((sum, run) => sum + run.cpu.platform, 0) / runs.direct.length,
        simulator: idle.simulator ?? 0,
        window: { seconds: idleS, platform: idle.platform ?? 0, simulator: idle.simulator ?? 0 },
      },
      inputs: {
        direct:
          "the simulator's live HLS loop per camera (startCameraStreams, 2 s MPEG-TS segments of 320×180 H.264 at 10 frames a second, about 100 kbit/s), in a process of its own; the source CPU is that process's.",
        hls: "each camera's HLS address is the same simulator loop; the platform fetches every playlist and segment from it for each viewer. The source CPU is the simulator process's.",
        rtsp: "each camera gives only an RTSP address, rtsp://127.0.0.1:<port>/<camera> on Debian's rtsp-server-perl, into which one ffmpeg per camera pushes the loop (its six segments joined, `-re -stream_loop -1 -c copy -f rtsp`). The platform's ffmpeg pulls it and writes HLS (`-c copy`, 2 s segments) with the platform's own arguments but one: RTSP over UDP instead of the TCP (interleaved) the platform asks for, which this relay does not offer (it answers such a SETUP with 400); FFMPEG_PATH is a script that changes that one argument and execs Debian's ffmpeg. The source CPU is the relay's and the pushers'.",
      },
      ...(rtspSkipped ? { rtspSkipped } : {}),
      runs,
    };
    const day = bench.date.slice(0, 10);
    const resultsDir = path.join(here, 'results');
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, `cameras-${day}.json`), `${JSON.stringify(bench, null, 2)}\n`);
    const markdown = camerasMarkdown(bench);
    fs.writeFileSync(path.join(resultsDir, `cameras-${day}.md`), markdown);
    console.log(markdown);
  } finally {
    if (server) await stopPlatform(server);
    await rtsp?.close();
    if (source) await stopSource(source.child);
    fs.rmSync(benchDir, { recursive: true, force: true });
  }
}

await main();
