import { createHash } from 'node:crypto';
import type { ProgramManifest } from '@lamplighter/contract';

/** Where a screen fetches from: the platform's device API and its own token. */
export interface DeviceApi {
  url: string;
  token: string;
}

/** How far a download has come, told as it goes: at each tenth and at the end. */
export interface DownloadProgress {
  programid: number;
  version: number;
  percent: number;
}

/**
 * A screen's store of programs: fetches a program's manifest and each file it does not hold yet,
 * hashing the bytes as they arrive and checking SHA-256 and length before it counts a file as held.
 * It keeps the hashes of what it holds, not the bytes: a thousand simulated screens cost no disk.
 */
export class ProgramFetcher {
  private readonly held = new Set<string>();
  private readonly manifests = new Map<number, ProgramManifest>();
  /** Files fetched since the screen started. */
  fetchedFiles = 0;
  /** When set, every file download breaks off half way (a screen on a bad line). */
  failing = false;

  constructor(
    private readonly api: DeviceApi,
    private readonly onProgress: (progress: DownloadProgress | null) => void,
  ) {}

  get filesHeld(): number {
    return this.held.size;
  }

  /** A manifest fetched before, whatever became of the program since. */
  manifestOf(programid: number): ProgramManifest | undefined {
    return this.manifests.get(programid);
  }

  /** Holds a program's files, fetching those it lacks; throws why it could not. */
  async fetch(programid: number, version: number): Promise<{ manifest: ProgramManifest; fetched: number }> {
    const manifest = await this.manifest(programid);
    if (manifest.version !== version) throw new Error(`the platform hands out version ${manifest.version}`);
    const missing = manifest.media.filter((file) => !this.held.has(file.hash));
    const total = missing.reduce((sum, file) => sum + file.size, 0);
    const tell = new TenthsTeller((percent) => this.onProgress({ programid, version, percent }));
    let done = 0;
    if (missing.length === 0) {
      this.manifests.set(programid, manifest);
      return { manifest, fetched: 0 };
    }
    try {
      tell.at(0);
      for (const file of missing) {
        const got = await this.fetchFile(file.hash, file.size, (bytes) =>
          tell.at(((done + bytes) / total) * 100),
        );
        if (got.hash !== file.hash || got.size !== file.size) throw new Error(`${file.hash} arrived damaged`);
        this.held.add(file.hash);
        done += file.size;
        this.fetchedFiles += 1;
      }
      this.manifests.set(programid, manifest);
      return { manifest, fetched: missing.length };
    } finally {
      this.onProgress(null);
    }
  }

  private async manifest(programid: number): Promise<ProgramManifest> {
    const answer = await fetch(`${this.base}/program/${programid}`);
    if (!answer.ok) throw new Error(`the manifest answered ${answer.status}`);
    return (await answer.json()) as ProgramManifest;
  }

  private async fetchFile(
    hash: string,
    size: number,
    onBytes: (bytes: number) => void,
  ): Promise<{ hash: string; size: number }> {
    const answer = await fetch(`${this.base}/media/${hash}`);
    if (!answer.ok || !answer.body) throw new Error(`${hash} answered ${answer.status}`);
    const digest = createHash('sha256');
    let got = 0;
    for await (const chunk of answer.body) {
      if (this.failing && got + chunk.length > size / 2) {
        await answer.body.cancel();
        throw new Error(`${hash} broke off at ${got} of ${size} bytes`);
      }
      digest.update(chunk);
      got += chunk.length;
      onBytes(got);
    }
    return { hash: digest.digest('hex'), size: got };
  }

  private get base(): string {
    return `${this.api.url}/api/v1/${this.api.token}`;
  }
}

/** Calls `tell` when a percentage reaches the next tenth, once per tenth. */
class TenthsTeller {
  private last = -1;

  constructor(private readonly tell: (percent: number) => void) {}

  at(percent: number): void {
    const tenth = Math.min(10, Math.floor(percent / 10));
    if (tenth <= this.last) return;
    this.last = tenth;
    this.tell(tenth * 10);
  }
}
