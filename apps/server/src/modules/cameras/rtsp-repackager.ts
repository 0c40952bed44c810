import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CAMERA_IDLE_SECONDS } from '@lamplighter/contract';
import type { FastifyBaseLogger } from 'fastify';
import { fail } from '../../platform/errors';
import { redactAddresses } from './redact-addresses';
import { isPlaylist, type StreamFile, segmentType } from './stream-file';

/** How long a new conversion may take to write its first playlist. */
const FIRST_PLAYLIST_MS = 20_000;
const POLL_MS = 200;
const SWEEP_MS = 5_000;

interface Conversion {
  process: ChildProcess;
  dir: string;
  lastSeen: number;
  exited: boolean;
}

/**
 * RTSP-only cameras repackaged to HLS by ffmpeg (no re-encoding: the camera's own H.264 goes
 * through), one process per camera while someone watches it: started by the first request for its
 * files, stopped `CAMERA_IDLE_SECONDS` after the last, at most `maxStreams` at once. Segments live
 * in a temporary folder removed with the process. The camera's address is never logged: it may
 * hold its password.
 */
export class RtspRepackager {
  private readonly conversions = new Map<number, Conversion>();
  private ffmpeg: Promise<boolean> | undefined;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly ffmpegPath: string,
    readonly maxStreams: number,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => void this.stopIdle(), SWEEP_MS);
    this.sweeper.unref();
  }

  /** Whether ffmpeg runs here (asked once). */
  available(): Promise<boolean> {
    this.ffmpeg ??= new Promise((resolve) => {
      const probe = spawn(this.ffmpegPath, ['-version'], { stdio: 'ignore' });
      probe.on('error', () => resolve(false));
      probe.on('exit', (code) => resolve(code === 0));
    });
    return this.ffmpeg;
  }

  /** Refuses, before anything starts, a camera that cannot be converted now: no ffmpeg, or no room. */
  async admit(cameraId: number): Promise<void> {
    if (!(await this.available())) throw fail.conflict('camera.noFfmpeg');
    if (!this.conversions.has(cameraId) && this.conversions.size >= this.maxStreams) {
      throw fail.conflict('camera.tooManyStreams', { max: this.maxStreams });
    }
  }

  /** A file of a camera's conversion, starting it when none runs. */
  async file(cameraId: number, input: string, file: string): Promise<StreamFile> {
    await this.admit(cameraId);
    const conversion = this.conversions.get(cameraId) ?? (await this.start(cameraId, input));
    conversion.lastSeen = this.now();
    const where = path.join(conversion.dir, file);
    if (isPlaylist(file)) {
      await this.firstPlaylist(cameraId, conversion, where);
      return { kind: 'playlist', text: await readFile(where, 'utf8') };
    }
    const size = await stat(where).then(
      (found) => found.size,
      () => undefined,
    );
    if (size === undefined) throw fail.notFound('stream file');
    return { kind: 'segment', body: createReadStream(where), contentType: segmentType(file), length: size };
  }

  /** Cameras being converted now. */
  running(): number[] {
    return [...this.conversions.keys()];
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.conversions.keys()].map((id) => this.stop(id)));
  }

  private async start(cameraId: number, input: string): Promise<Conversion> {
    const dir = await mkdtemp(path.join(tmpdir(), `lamplighter-camera-${cameraId}-`));
    // RTSP over TCP passes firewalls and loses nothing; anything else (an HLS relay) is read at its own pace.
    const source = /^rtsps?:/i.test(input) ? ['-rtsp_transport', 'tcp'] : ['-re'];
    const args = [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', ...source, '-i', input],
      ...[
        '-map',
        '0:v:0',
        '-map',
        '0:a:0?',
        '-c',
        'copy',
        '-f',
        'hls',
        '-hls_time',
        '2',
        '-hls_list_size',
        '6',
      ],
      ...['-hls_flags', 'delete_segments+omit_endlist+temp_file'],
      ...['-hls_segment_filename', path.join(dir, 'seg%d.ts'), path.join(dir, 'index.m3u8')],
    ];
    const process = spawn(this.ffmpegPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    const conversion: Conversion = { process, dir, lastSeen: this.now(), exited: false };
    let lastError = '';
    process.stderr?.on('data', (chunk: Buffer) => {
      lastError = chunk.toString('utf8').slice(-300);
    });
    process.on('exit', (code) => {
      conversion.exited = true;
      if (this.conversions.get(cameraId) === conversion) {
        // ffmpeg's own words may quote the input address: only the camera is named.
        this.log.warn({ cameraId, code, ffmpeg: redactAddresses(lastError) }, 'camera conversion ended');
        void this.stop(cameraId);
      }
    });
    process.on('error', () => {
      conversion.exited = true;
    });
    this.conversions.set(cameraId, conversion);
    return conversion;
  }

  private async firstPlaylist(cameraId: number, conversion: Conversion, where: string): Promise<void> {
    const deadline = this.now() + FIRST_PLAYLIST_MS;
    for (;;) {
      if (
        await stat(where).then(
          () => true,
          () => false,
        )
      )
        return;
      if (conversion.exited || this.now() > deadline) {
        await this.stop(cameraId);
        throw fail.conflict('camera.streamUnavailable');
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Stops the conversions nobody has asked for files of these `CAMERA_IDLE_SECONDS`. */
  async stopIdle(): Promise<void> {
    const idleBefore = this.now() - CAMERA_IDLE_SECONDS * 1000;
    for (const [id, conversion] of this.conversions) {
      if (conversion.lastSeen < idleBefore) await this.stop(id);
    }
  }

  private async stop(cameraId: number): Promise<void> {
    const conversion = this.conversions.get(cameraId);
    if (!conversion) return;
    this.conversions.delete(cameraId);
    if (!conversion.exited) {
      const ended = new Promise((resolve) => conversion.process.once('exit', resolve));
      conversion.process.kill('SIGTERM');
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      if (!conversion.exited) conversion.process.kill('SIGKILL');
    }
    await rm(conversion.dir, { recursive: true, force: true });
  }
}
