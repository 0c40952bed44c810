import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../apps/server/src/test/server-process';
import { readCameraLoop } from '../packages/simulator/src/cameras/camera-loop';

const RELAY = 'rtsp-server-perl';
const HOST = '127.0.0.1';
const READY_MS = 20_000;

/** Real RTSP cameras on this machine: a relay, and one ffmpeg per camera pushing the loop into it. */
export interface RtspSource {
  /** Where a client plays a camera. */
  urlOf(code: string): string;
  /** The relay's and the pushers' processes. */
  pids(): number[];
  close(): Promise<void>;
}

/** A process whose output is kept (its last 2000 characters) only to say why it failed. */
function spawnQuiet(command: string, args: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-2000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

/** The status line the relay answers to a DESCRIBE of a camera: 200 once its pusher has announced it. */
function describe(url: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, HOST);
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(answer.split('\r\n')[0] ?? '');
    };
    socket.setTimeout(2000, done);
    socket.on('error', done);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) done();
    });
    socket.on('connect', () => socket.write(`DESCRIBE ${url} RTSP/1.0\r\nCSeq: 1\r\n\r\n`));
  });
}

/**
 * A script, given to the platform as FFMPEG_PATH, that runs ffmpeg with the arguments it is given
 * but RTSP over UDP where they ask for TCP: rtsp-server-perl sends RTP over UDP only (a SETUP for
 * TCP-interleaved, which the platform asks for, is answered 400 Bad Request). Nothing else the
 * platform passes is changed, and `exec` makes the script the ffmpeg process itself, so /proc
 * reads ffmpeg's own CPU and memory.
 */
export function udpRtspFfmpeg(dir: string): string {
  const ffmpeg = execFileSync('sh', ['-c', 'command -v ffmpeg']).toString().trim();
  const script = path.join(dir, 'ffmpeg-rtsp-udp');
  const lines = [
    '#!/bin/sh',
    'previous=',
    'for argument do',
    '  shift',
    '  if [ "$previous" = -rtsp_transport ] && [ "$argument" = tcp ]; then argument=udp; fi',
    '  set -- "$@" "$argument"',
    '  previous=$argument',
    'done',
    `exec '${ffmpeg}' "$@"`,
  ];
  fs.writeFileSync(script, `${lines.join('\n')}\n`, { mode: 0o755 });
  return script;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([ended, sleep(3000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * Debian's rtsp-server-perl on free ports of 127.0.0.1 (sources push to one port, players pull
 * from another), and for each camera an ffmpeg that pushes the simulator's loop (its segments
 * joined into one MPEG-TS file, in a temporary folder) at its own pace, over and over, without
 * re-encoding. Throws, having stopped what it started, when the relay is missing or a camera does
 * not come up.
 */
export async function startRtspSource(codes: readonly string[]): Promise<RtspSource> {
  try {
    execFileSync('sh', ['-c', `command -v ${RELAY}`], { stdio: 'ignore' });
  } catch {
    throw new Error(`${RELAY} is not installed (Debian: apt-get install rtsp-server-perl)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-bench-rtsp-'));
  const started: ChildProcess[] = [];
  const close = async () => {
    await Promise.all(started.map(stopChild));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const loop = path.join(dir, 'loop.ts');
    fs.writeFileSync(loop, Buffer.concat(await readCameraLoop()));
    const [playPort, pushPort] = [await freePort(), await freePort()];
    // RTP from the pushers arrives on UDP ports counted up from here, two per camera.
    const rtpStart = 20_000 + 2 * Math.floor(Math.random() * 10_000);
    const relay = spawnQuiet(RELAY, [
      ...['--clientport', String(playPort), '--serverport', String(pushPort)],
      ...['--client_listen_address', HOST, '--source_listen_address', HOST],
      ...['--rtp_start_port', String(rtpStart), '--loglevel', '1'],
    ]);
    started.push(relay.child);
    const deadline = Date.now() + READY_MS;
    // Any answer (a 404 for a camera not yet pushed) says the relay listens.
    while ((await describe(`rtsp://${HOST}:${playPort}/`, playPort)) === '') {
      if (relay.child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`${RELAY} did not start: ${relay.output()}`);
      }
      await sleep(200);
    }
    const urlOf = (code: string) => `rtsp://${HOST}:${playPort}/${encodeURIComponent(code)}`;
    const pushers = codes.map((code) => {
      const pusher = spawnQuiet('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re', '-stream_loop', '-1', '-i', loop],
        ...['-c', 'copy', '-f', 'rtsp', `rtsp://${HOST}:${pushPort}/${encodeURIComponent(code)}`],
      ]);
      started.push(pusher.child);
      return { code, ...pusher };
    });
    for (const pusher of pushers) {
      while (!(await describe(urlOf(pusher.code), playPort)).includes(' 200 ')) {
        const ended = [relay, pusher].find((process) => process.child.exitCode !== null);
        if (ended || Date.now() > deadline) {
          throw new Error(
            `camera ${pusher.code} did not come up on ${RELAY}: ${ended?.output() ?? 'too slow'}`,
          );
        }
        await sleep(200);
      }
    }
    return {
      urlOf,
      pids: () => started.map((child) => child.pid ?? 0),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
