import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fail } from '../../platform/errors';
import { MEDIA_HEAD_BYTES, mediaTypeOf } from '../media/media-type';

/** The screenshot formats taken, by the file ending each is kept under. */
const FORMATS = {
  png: 'image/png',
  jpg: 'image/jpeg',
} as const;
type Ending = keyof typeof FORMATS;
const ENDINGS = Object.keys(FORMATS) as Ending[];

/** A screenshot on disk, opened: it stays readable whatever replaces it meanwhile. */
export interface Screenshot {
  content: Readable;
  size: number;
  contentType: string;
  /** When it arrived: the time its file was written. */
  at: Date;
}

const megabytes = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

/** The refusal of a screenshot larger than `maxBytes`. */
export const screenshotTooLarge = (maxBytes: number) =>
  fail.tooLarge('ledscreen.screenshotTooLarge', { max: megabytes(maxBytes) });

/**
 * Passes an upload on while counting it, its type read from its first bytes: anything but a PNG
 * or a JPEG, or more than `maxBytes`, fails the stream before the rest of it is read.
 */
class Inspection extends Transform {
  private head = Buffer.alloc(0);
  size = 0;
  ending: Ending | undefined;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      done(screenshotTooLarge(this.maxBytes));
      return;
    }
    if (!this.ending) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, MEDIA_HEAD_BYTES)]);
      if (this.head.length >= MEDIA_HEAD_BYTES && !this.decide(done)) return;
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.ending || this.decide(done)) done();
  }

  /** The upload's ending from its head; false once `done` has been told it is no screenshot. */
  private decide(done: TransformCallback): boolean {
    const format = mediaTypeOf(this.head)?.format;
    this.ending = format === 'png' ? 'png' : format === 'jpeg' ? 'jpg' : undefined;
    if (this.ending) return true;
    done(fail.unsupportedType('ledscreen.screenshotType'));
    return false;
  }
}

/**
 * The latest screenshot of each screen, one file a screen (`{deviceId}.png` or `.jpg`) in its own
 * folder. An upload is streamed to a file of its own and renamed into place once whole, so that a
 * reader sees the previous screenshot or the new one, never half of one.
 */
export class ScreenshotStore {
  constructor(private readonly folder: string) {}

  async save(deviceId: number, content: Readable, maxBytes: number): Promise<{ bytes: number }> {
    await fs.promises.mkdir(this.folder, { recursive: true, mode: 0o700 });
    const pending = path.join(this.folder, `.upload-${randomUUID()}`);
    const inspection = new Inspection(maxBytes);
    // The request is not part of the pipeline: a refusal must not destroy it (and its connection)
    // before the refusal is answered; what it still sends is read and dropped.
    content.once('error', (error) => inspection.destroy(error));
    content.pipe(inspection);
    try {
      await pipeline(inspection, fs.createWriteStream(pending, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      content.unpipe(inspection);
      content.resume();
      await fs.promises.rm(pending, { force: true });
      throw error;
    }
    const ending = inspection.ending as Ending;
    await fs.promises.rename(pending, this.pathOf(deviceId, ending));
    // A screen that switched format leaves no older screenshot to be taken for its latest.
    const others = ENDINGS.filter((other) => other !== ending);
    await Promise.all(others.map((other) => fs.promises.rm(this.pathOf(deviceId, other), { force: true })));
    return { bytes: inspection.size };
  }

  /** The screen's latest screenshot, opened; undefined when it has none. */
  async open(deviceId: number): Promise<Screenshot | undefined> {
    for (const ending of ENDINGS) {
      const handle = await fs.promises.open(this.pathOf(deviceId, ending)).catch(() => undefined);
      if (!handle) continue;
      const { size, mtime } = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      return { content: handle.createReadStream(), size, contentType: FORMATS[ending], at: mtime };
    }
    return undefined;
  }

  /** When the latest screenshot of each of the screens arrived, for those that have one. */
  async times(deviceIds: readonly number[]): Promise<Map<number, Date>> {
    const found = await Promise.all(
      deviceIds.map(async (id) => {
        for (const ending of ENDINGS) {
          const stat = await fs.promises.stat(this.pathOf(id, ending)).catch(() => undefined);
          if (stat) return [id, stat.mtime] as const;
        }
        return undefined;
      }),
    );
    return new Map(found.filter((entry) => entry !== undefined));
  }

  private pathOf(deviceId: number, ending: Ending): string {
    return path.join(this.folder, `${deviceId}.${ending}`);
  }
}
