import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaKind } from '@lamplighter/contract';
import { fail } from '../../platform/errors';
import { MEDIA_HEAD_BYTES, type MediaType, mediaTypeOf } from './media-type';

/** The largest file of each kind, in bytes. */
export type MediaLimits = Record<MediaKind, number>;

/** A file received whole into the store's folder, not yet kept under its hash. */
export interface ReceivedMedia {
  hash: string;
  size: number;
  type: MediaType;
  /** Where it waits until `keep` or `discard`. */
  pending: string;
}

const SHA256 = /^[0-9a-f]{64}$/;
/** A content's file, its thumbnail, or an upload under way: what a sweep looks at. */
const STORED_NAME = /^(?:([0-9a-f]{64})(?:\.thumb\.jpg)?|\.upload-[0-9a-f-]{36})$/;
/** Younger files are left to the upload that may be making them. */
const SWEEP_AGE_MS = 3_600_000;

/**
 * Passes a file on while hashing and counting it; its type is read from its first bytes as they
 * arrive, so that a file of no type taken, or over its kind's limit, is refused before the rest
 * of it is read.
 */
class Inspection extends Transform {
  private readonly digest = createHash('sha256');
  private head = Buffer.alloc(0);
  size = 0;
  type: MediaType | undefined;

  constructor(private readonly limits: MediaLimits) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    this.digest.update(chunk);
    if (!this.type) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, MEDIA_HEAD_BYTES)]);
      if (this.head.length >= MEDIA_HEAD_BYTES && !this.decide(done)) return;
    }
    if (this.type && this.size > this.limits[this.type.kind]) {
      done(fail.tooLarge('media.tooLarge', { max: megabytes(this.limits[this.type.kind]) }));
      return;
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.size === 0) done(fail.badRequestKey('media.empty'));
    else if (this.type || this.decide(done)) done();
  }

  /** The file's type from its head; false once `done` has been told it is none taken. */
  private decide(done: TransformCallback): boolean {
    this.type = mediaTypeOf(this.head);
    if (this.type) return true;
    done(fail.badRequestKey('media.type'));
    return false;
  }

  get hash(): string {
    return this.digest.digest('hex');
  }
}

const megabytes = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

/**
 * The media library's contents on disk, one file per content named by its SHA-256, and a JPEG
 * thumbnail beside it where one could be made. An upload is streamed to a file of its own and
 * checked as it arrives; it is never held whole in memory, and a refused or broken one leaves
 * nothing behind.
 */
export class MediaStore {
  constructor(readonly folder: string) {}

  pathOf(hash: string, thumbnail = false): string {
    if (!SHA256.test(hash)) throw new Error('not a SHA-256');
    return path.join(this.folder, thumbnail ? `${hash}.thumb.jpg` : hash);
  }

  async receive(content: Readable, limits: MediaLimits): Promise<ReceivedMedia> {
    await fs.promises.mkdir(this.folder, { recursive: true, mode: 0o700 });
    const pending = path.join(this.folder, `.upload-${randomUUID()}`);
    const inspection = new Inspection(limits);
    try {
      await pipeline(content, inspection, fs.createWriteStream(pending, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      content.resume();
      await fs.promises.rm(pending, { force: true });
      throw error;
    }
    if (!inspection.type) throw new Error('an inspected file has a type');
    return { hash: inspection.hash, size: inspection.size, type: inspection.type, pending };
  }

  /** Keeps a received file under its hash (the same content already kept is simply replaced). */
  async keep(received: ReceivedMedia): Promise<void> {
    await fs.promises.rename(received.pending, this.pathOf(received.hash));
  }

  async discard(received: ReceivedMedia): Promise<void> {
    await fs.promises.rm(received.pending, { force: true });
  }

  /** Removes the thumbnail of a content that was refused after it was made. */
  async removeThumbnail(hash: string): Promise<void> {
    await fs.promises.rm(this.pathOf(hash, true), { force: true });
  }

  /** Removes contents that no file of the library names any more, with their thumbnails. */
  async remove(hashes: string[]): Promise<void> {
    await Promise.all(
      hashes.flatMap((hash) => [
        fs.promises.rm(this.pathOf(hash), { force: true }),
        fs.promises.rm(this.pathOf(hash, true), { force: true }),
      ]),
    );
  }

  /**
   * Removes what no file of the library names (`named` answers which of some hashes are named):
   * contents whose accounts were deleted, and uploads that a crash left half-received. Only what is
   * older than an hour, so that no upload under way, in this process or another, loses its file.
   */
  async sweep(named: (hashes: string[]) => Promise<Set<string>>, now = Date.now()): Promise<number> {
    const entries = await fs.promises.readdir(this.folder).catch(() => [] as string[]);
    const old: { name: string; hash: string | undefined }[] = [];
    for (const name of entries) {
      const match = STORED_NAME.exec(name);
      if (!match) continue;
      const { mtimeMs } = await fs.promises.stat(path.join(this.folder, name));
      if (now - mtimeMs > SWEEP_AGE_MS) old.push({ name, hash: match[1] });
    }
    const kept = await named([...new Set(old.flatMap(({ hash }) => (hash ? [hash] : [])))]);
    const gone = old.filter(({ hash }) => hash === undefined || !kept.has(hash));
    await Promise.all(gone.map(({ name }) => fs.promises.rm(path.join(this.folder, name), { force: true })));
    return gone.length;
  }

  async has(hash: string, thumbnail = false): Promise<boolean> {
    return fs.promises.access(this.pathOf(hash, thumbnail)).then(
      () => true,
      () => false,
    );
  }
}
