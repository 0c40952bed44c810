import { createHash } from 'node:crypto';
import { deviceFetch } from './device-fetch';

/** Where a device fetches from: the platform's device API and its own token. */
export interface DeviceApi {
  url: string;
  token: string;
}

/** The device API's address for a device: `<url>/api/v1/<token>`. */
export function deviceApiBase(api: DeviceApi): string {
  return `${api.url}/api/v1/${api.token}`;
}

/** A media file as a manifest names it. */
export interface MediaFile {
  hash: string;
  size: number;
}

/**
 * The media files a device holds (a screen's pictures, a terminal's sounds): it fetches a file by
 * its hash (`GET /api/v1/{token}/media/{hash}`), hashing the bytes as they arrive, and counts it as
 * held only once its SHA-256 and length check out. It keeps the hashes, not the bytes: a thousand
 * simulated devices cost no disk.
 */
export class MediaStore {
  private readonly held = new Set<string>();
  /** Files fetched since the device started. */
  fetched = 0;
  /** When set, every download breaks off half way (a device on a bad line). */
  failing = false;

  constructor(private readonly api: DeviceApi) {}

  get count(): number {
    return this.held.size;
  }

  holds(hash: string): boolean {
    return this.held.has(hash);
  }

  /** Fetches a file it does not hold, telling the bytes as they arrive; throws why it could not. */
  async fetch(file: MediaFile, onBytes: (bytes: number) => void = () => {}): Promise<void> {
    const answer = await deviceFetch(`${deviceApiBase(this.api)}/media/${file.hash}`);
    if (!answer.ok || !answer.body) throw new Error(`${file.hash} answered ${answer.status}`);
    const digest = createHash('sha256');
    let got = 0;
    for await (const chunk of answer.body) {
      if (this.failing && got + chunk.length > file.size / 2) {
        await answer.body.cancel();
        throw new Error(`${file.hash} broke off at ${got} of ${file.size} bytes`);
      }
      digest.update(chunk);
      got += chunk.length;
      onBytes(got);
    }
    if (digest.digest('hex') !== file.hash || got !== file.size) {
      throw new Error(`${file.hash} arrived damaged`);
    }
    this.held.add(file.hash);
    this.fetched += 1;
  }
}
