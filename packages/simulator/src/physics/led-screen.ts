import { createHash } from 'node:crypto';
import type { CommandAnswer, ParsedCommand, ProgramManifest } from '@lamplighter/contract';
import type { DeviceModel } from './device-model';
import { type FaultKind, RUN_STATE } from './faults';

export interface LedScreenConfig {
  code: string;
  firmwareVersion?: string;
  reportInterval?: number;
  width?: number;
  height?: number;
  /** What it fetches programs and files with: the platform's device API and its own token. */
  deviceApi?: { url: string; token: string };
}

/** The program a screen plays, and since when. */
interface Playing {
  programid: number;
  version: number;
  name: string;
}

/** A file fetched in full and checked: its SHA-256 and its length, read as the bytes arrive. */
async function fetchChecked(url: string): Promise<{ hash: string; size: number }> {
  const answer = await fetch(url);
  if (!answer.ok || !answer.body) throw new Error(`${url.split('/').pop()} answered ${answer.status}`);
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of answer.body) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { hash: hash.digest('hex'), size };
}

/**
 * A pole-mounted LED screen. Told to play a program, it fetches the manifest and every file it
 * does not hold yet from the device API, checks each file's hash and length, and only then
 * switches; until then, and when anything fails, it plays what it played and says why. It keeps
 * the hashes of what it holds, not the bytes: a thousand simulated screens cost no disk.
 * A sensor failure is its panel's: dark, a fault, and it refuses to play.
 */
export class LedScreen implements DeviceModel {
  readonly code: string;
  readonly faults = new Set<FaultKind>();
  reportInterval: number;
  time: number;
  private readonly firmwareVersion: string;
  private readonly width: number;
  private readonly height: number;
  private readonly held = new Set<string>();
  private playing: Playing | null = null;
  private downloads = 0;
  private readonly deviceApi: LedScreenConfig['deviceApi'];

  constructor(config: LedScreenConfig, start: number) {
    this.deviceApi = config.deviceApi;
    this.code = config.code;
    this.firmwareVersion = config.firmwareVersion ?? '2.0.1';
    this.reportInterval = config.reportInterval ?? 60;
    this.width = config.width ?? 128;
    this.height = config.height ?? 256;
    this.time = start;
  }

  advance(to: number): void {
    this.time = Math.max(this.time, to);
  }

  telemetry(): Record<string, number> {
    return {
      runState: this.faults.has('sensorFailure') ? RUN_STATE.fault : RUN_STATE.normal,
      programId: this.playing?.programid ?? 0,
      programVersion: this.playing?.version ?? 0,
      filesHeld: this.held.size,
    };
  }

  attributes(): Record<string, string | number> {
    return {
      firmwareVersion: this.firmwareVersion,
      model: 'LL-LED-P5',
      width: this.width,
      height: this.height,
      reportInterval: this.reportInterval,
    };
  }

  /** What it plays now (a program and version), or null. */
  get program(): Readonly<Playing> | null {
    return this.playing;
  }

  /** How many files it fetched since it started. */
  get filesFetched(): number {
    return this.downloads;
  }

  execute(command: ParsedCommand): CommandAnswer | Promise<CommandAnswer> {
    if (command.method === 'readParameters') {
      return { ok: true, firmwareVersion: this.firmwareVersion, reportInterval: this.reportInterval };
    }
    if (command.method === 'playProgram') return this.play(command.params.programid, command.params.version);
    return {
      ok: false,
      error: 'unsupported',
      message: `${command.method} is not supported by an LED screen`,
    };
  }

  setFault(kind: FaultKind, on: boolean): void {
    if (on) this.faults.add(kind);
    else this.faults.delete(kind);
  }

  private async play(programid: number, version: number): Promise<CommandAnswer> {
    if (this.faults.has('sensorFailure')) return { ok: false, error: 'failed', message: 'the panel is dark' };
    if (!this.deviceApi)
      return { ok: false, error: 'failed', message: 'no device API to fetch the program from' };
    const base = `${this.deviceApi.url}/api/v1/${this.deviceApi.token}`;
    try {
      const answer = await fetch(`${base}/program/${programid}`);
      if (!answer.ok) throw new Error(`the manifest answered ${answer.status}`);
      const manifest = (await answer.json()) as ProgramManifest;
      if (manifest.version !== version) throw new Error(`the platform hands out version ${manifest.version}`);
      let fetched = 0;
      for (const file of manifest.media.filter((entry) => !this.held.has(entry.hash))) {
        const got = await fetchChecked(`${base}/media/${file.hash}`);
        if (got.hash !== file.hash || got.size !== file.size) throw new Error(`${file.hash} arrived damaged`);
        this.held.add(file.hash);
        fetched += 1;
      }
      this.downloads += fetched;
      this.playing = { programid, version, name: manifest.name };
      return { ok: true, fetched };
    } catch (error) {
      return { ok: false, error: 'failed', message: `download failed: ${(error as Error).message}` };
    }
  }
}
