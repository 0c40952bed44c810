import type { ProgramManifest } from '@lamplighter/contract';
import { deviceFetch } from '../device-fetch';
import { type DeviceApi, deviceApiBase, MediaStore } from '../media-store';

/** How far a download has come, told as it goes: at each tenth and at the end. */
export interface DownloadProgress {
  programid: number;
  version: number;
  percent: number;
}

/**
 * A screen's store of programs: fetches a program's manifest and each file it does not hold yet
 * (checked as they arrive, see MediaStore), and keeps the manifests of what it played.
 */
export class ProgramFetcher {
  private readonly media: MediaStore;
  private readonly manifests = new Map<number, ProgramManifest>();

  constructor(
    private readonly api: DeviceApi,
    private readonly onProgress: (progress: DownloadProgress | null) => void,
  ) {
    this.media = new MediaStore(api);
  }

  get filesHeld(): number {
    return this.media.count;
  }

  /** Files fetched since the screen started. */
  get fetchedFiles(): number {
    return this.media.fetched;
  }

  /** When set, every file download breaks off half way (a screen on a bad line). */
  set failing(on: boolean) {
    this.media.failing = on;
  }

  /** A manifest fetched before, whatever became of the program since. */
  manifestOf(programid: number): ProgramManifest | undefined {
    return this.manifests.get(programid);
  }

  /** Holds a program's files, fetching those it lacks; throws why it could not. */
  async fetch(programid: number, version: number): Promise<{ manifest: ProgramManifest; fetched: number }> {
    const manifest = await this.manifest(programid);
    if (manifest.version !== version) throw new Error(`the platform hands out version ${manifest.version}`);
    const missing = manifest.media.filter((file) => !this.media.holds(file.hash));
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
        await this.media.fetch(file, (bytes) => tell.at(((done + bytes) / total) * 100));
        done += file.size;
      }
      this.manifests.set(programid, manifest);
      return { manifest, fetched: missing.length };
    } finally {
      this.onProgress(null);
    }
  }

  private async manifest(programid: number): Promise<ProgramManifest> {
    const answer = await deviceFetch(`${deviceApiBase(this.api)}/program/${programid}`);
    if (!answer.ok) throw new Error(`the manifest answered ${answer.status}`);
    return (await answer.json()) as ProgramManifest;
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
