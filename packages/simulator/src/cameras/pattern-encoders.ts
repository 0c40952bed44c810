import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SEGMENT_SECONDS } from './live-window';
import { PATTERN_PLAYLIST, patternArgs } from './pattern-command';

/** How long a new encoder may take to write its first playlist (one segment's worth, and a start). */
const FIRST_PLAYLIST_MS = 6_000;
const POLL_MS = 100;
const SWEEP_MS = 5_000;
const STOP_GRACE_MS = 2_000;
const SEGMENT = /^seg\d{1,15}\.ts$/;

export interface PatternEncodersOptions {
  ffmpegPath: string;
  /** The font the text is drawn in; without one the pattern has no text. */
  font: string | undefined;
  /** Encoders running at once; a camera asked for beyond them plays the loop. */
  max: number;
  /** How long after its last request a camera's encoder stops (ms). */
  idleMs: number;
  /** The clock requests are timed by (ms). */
  now: () => number;
  /** Told when an encoder fails to start or ends by itself, with ffmpeg's last words. */
  onProblem?: (code: string, problem: string) => void;
}

interface Encoder {
  process: ChildProcess;
  dir: string;
  exited: boolean;
}

/**
 * A camera being watched. What it plays is chosen at its first request and kept until nobody has
 * asked for it for `idleMs`, so that a player never sees one stream turn into another: its encoder
 * (once `ready`, if it started), or the loop (`encoder` undefined).
 */
interface Session {
  lastSeen: number;
  /** Counts towards `max` from the moment it is chosen, so two first requests cannot both take the last place. */
  pattern: boolean;
  encoder: Encoder | undefined;
  ready: Promise<void>;
}

/** What a request for a segment finds: the file, none (the pattern's file is gone), or the loop's to play. */
export type PatternSegment = { body: Buffer } | 'missing' | 'loop';

/**
 * The cameras' live test patterns, one ffmpeg each while someone watches: started by the first
 * request for the camera's playlist, stopped `idleMs` after its last request, at most `max` at
 * once, so an idle demo costs no processor. Whatever cannot be made (no room, ffmpeg failing)
 * plays the loop instead. Each encoder writes into a temporary folder removed with it.
 */
export class PatternEncoders {
  private readonly sessions = new Map<string, Session>();
  private readonly sweeper: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly options: PatternEncodersOptions) {
    this.sweeper = setInterval(() => void this.stopIdle(), Math.min(SWEEP_MS, options.idleMs));
    this.sweeper.unref();
  }

  /** The camera's pattern playlist, starting its encoder if it is not being watched; undefined: play the loop. */
  async playlist(code: string): Promise<string | undefined> {
    if (this.closed) return undefined;
    let session = this.sessions.get(code);
    if (!session) {
      session = this.open(code);
      this.sessions.set(code, session);
    }
    session.lastSeen = this.options.now();
    await session.ready;
    const encoder = session.encoder;
    if (!encoder) return undefined;
    return readFile(path.join(encoder.dir, PATTERN_PLAYLIST), 'utf8').catch(() => undefined);
  }

  /** A segment of the camera's pattern, or the loop's when the camera plays the loop or is not watched. */
  async segment(code: string, file: string): Promise<PatternSegment> {
    const session = this.sessions.get(code);
    if (!session) return 'loop';
    session.lastSeen = this.options.now();
    const encoder = session.encoder;
    if (!encoder) return 'loop';
    if (!SEGMENT.test(file)) return 'missing';
    const body = await readFile(path.join(encoder.dir, file)).catch(() => undefined);
    return body ? { body } : 'missing';
  }

  /** The cameras whose pattern is being made now. */
  running(): string[] {
    return [...this.sessions].filter(([, session]) => session.encoder).map(([code]) => code);
  }

  /** The ffmpeg process of a camera's pattern and the folder it writes to, if one runs. */
  encoderOf(code: string): { pid: number; dir: string } | undefined {
    const encoder = this.sessions.get(code)?.encoder;
    const pid = encoder?.process.pid;
    return encoder && pid !== undefined ? { pid, dir: encoder.dir } : undefined;
  }

  /** Stops the cameras nobody has asked for files of these `idleMs`. */
  async stopIdle(): Promise<void> {
    const idleBefore = this.options.now() - this.options.idleMs;
    const idle = [...this.sessions].filter(([, session]) => session.lastSeen < idleBefore);
    await Promise.all(idle.map(([code]) => this.end(code)));
  }

  /** Stops every encoder and removes their folders; later requests play the loop. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweeper);
    await Promise.all([...this.sessions.keys()].map((code) => this.end(code)));
  }

  private open(code: string): Session {
    const running = [...this.sessions.values()].filter((session) => session.pattern).length;
    const session: Session = {
      lastSeen: this.options.now(),
      pattern: running < this.options.max,
      encoder: undefined,
      ready: Promise.resolve(),
    };
    if (session.pattern) session.ready = this.start(code, session);
    return session;
  }

  private async start(code: string, session: Session): Promise<void> {
    let encoder: Encoder | undefined;
    let lastWords = '';
    let playing = false;
    try {
      const dir = await mkdtemp(path.join(tmpdir(), 'lamplighter-pattern-'));
      // Numbered like the loop's segments (2 s since 1970): a camera watched again later goes on
      // from a higher number, never back to one a player may still hold.
      const startNumber = Math.floor(Date.now() / (SEGMENT_SECONDS * 1000));
      const args = patternArgs({ dir, code, font: this.options.font, startNumber });
      const child = spawn(this.options.ffmpegPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
      const started: Encoder = { process: child, dir, exited: false };
      encoder = started;
      child.stderr?.on('data', (chunk: Buffer) => {
        lastWords = chunk.toString('utf8').trim().slice(-300);
      });
      const ended = () => {
        if (started.exited) return;
        started.exited = true;
        // Ended by itself while playing: the camera plays the loop until it is next left idle.
        if (playing && session.encoder === started) {
          session.encoder = undefined;
          session.pattern = false;
          this.options.onProblem?.(
            code,
            `the test pattern ended (${lastWords || 'no message'}): the loop plays`,
          );
          void rm(dir, { recursive: true, force: true });
        }
      };
      child.on('exit', ended);
      child.on('error', (error) => {
        lastWords = error.message;
        ended();
      });
      session.encoder = started;
      if (await this.firstPlaylist(started)) {
        playing = true;
        return;
      }
    } catch (error) {
      lastWords = (error as Error).message;
    }
    const problem = encoder?.exited === false ? 'no playlist in time' : lastWords || 'no message';
    session.encoder = undefined;
    session.pattern = false;
    if (encoder) await stopEncoder(encoder);
    this.options.onProblem?.(code, `the test pattern did not start (${problem}): the loop plays`);
  }

  /** Waits for the encoder's first playlist: true once written, false if ffmpeg ended or took too long. */
  private async firstPlaylist(encoder: Encoder): Promise<boolean> {
    const where = path.join(encoder.dir, PATTERN_PLAYLIST);
    for (const deadline = Date.now() + FIRST_PLAYLIST_MS; Date.now() < deadline && !encoder.exited; ) {
      if (await exists(where)) return true;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return false;
  }

  private async end(code: string): Promise<void> {
    const session = this.sessions.get(code);
    if (!session) return;
    this.sessions.delete(code);
    await session.ready;
    const encoder = session.encoder;
    session.encoder = undefined;
    if (encoder) await stopEncoder(encoder);
  }
}

/** Ends ffmpeg (asked first, then forced) and removes its folder. */
async function stopEncoder(encoder: Encoder): Promise<void> {
  if (!encoder.exited) {
    const ended = new Promise((resolve) => encoder.process.once('exit', resolve));
    encoder.process.kill('SIGTERM');
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref())]);
    if (!encoder.exited) {
      encoder.process.kill('SIGKILL');
      await ended;
    }
  }
  await rm(encoder.dir, { recursive: true, force: true });
}

function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
