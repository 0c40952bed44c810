import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { attachmentExtensions } from '@lamplighter/contract';
import sharp from 'sharp';
import { fail } from '../../platform/errors';

type Extension = (typeof attachmentExtensions)[number];

/** What each kind of file starts with: its type is checked by its content, not only by its name. */
const signatures: Record<string, { bytes: number[]; contentType: string; image: boolean }> = {
  jpeg: { bytes: [0xff, 0xd8, 0xff], contentType: 'image/jpeg', image: true },
  png: { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], contentType: 'image/png', image: true },
  gif: { bytes: [0x47, 0x49, 0x46, 0x38], contentType: 'image/gif', image: true },
  pdf: { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], contentType: 'application/pdf', image: false },
  // Word and Excel 97-2003 are OLE compound files; docx and xlsx are ZIP packages.
  ole: { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], contentType: '', image: false },
  zip: { bytes: [0x50, 0x4b, 0x03, 0x04], contentType: '', image: false },
};

const byExtension: Record<Extension, { signature: keyof typeof signatures; contentType: string }> = {
  jpg: { signature: 'jpeg', contentType: 'image/jpeg' },
  jpeg: { signature: 'jpeg', contentType: 'image/jpeg' },
  png: { signature: 'png', contentType: 'image/png' },
  gif: { signature: 'gif', contentType: 'image/gif' },
  pdf: { signature: 'pdf', contentType: 'application/pdf' },
  doc: { signature: 'ole', contentType: 'application/msword' },
  xls: { signature: 'ole', contentType: 'application/vnd.ms-excel' },
  docx: {
    signature: 'zip',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    signature: 'zip',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};

const THUMBNAIL_PX = 240;
const HEAD_BYTES = 8;

export interface StoredFile {
  storageKey: string;
  contentType: string;
  size: number;
  hasThumbnail: boolean;
}

function extensionOf(fileName: string): Extension | undefined {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  return (attachmentExtensions as readonly string[]).includes(extension)
    ? (extension as Extension)
    : undefined;
}

/** Passes the bytes on, counting them and keeping the first few for the content check. */
class Measure extends Transform {
  size = 0;
  head = Buffer.alloc(0);

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.size += chunk.length;
    if (this.head.length < HEAD_BYTES) this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES)]);
    done(null, chunk);
  }
}

/**
 * The files attached to after-sales tickets, in one folder: each under a random key, with a
 * thumbnail beside it for photos. A file is streamed to disk as it arrives and checked there; it
 * is never held whole in memory.
 */
export class AttachmentStore {
  constructor(private readonly folder: string) {}

  pathOf(storageKey: string, thumbnail = false): string {
    return path.join(this.folder, thumbnail ? `${storageKey}.thumb.jpg` : storageKey);
  }

  /** Refuses a name whose type may not be attached, before a byte is read. */
  assertAllowedName(fileName: string): void {
    if (!extensionOf(fileName)) throw fail.badRequestKey('aftersale.attachmentType');
  }

  /**
   * Streams a file to the folder and checks that its content is what its name says. A file that
   * is refused, or that breaks off (too large, a dropped connection), leaves nothing behind.
   */
  async receive(fileName: string, content: Readable): Promise<StoredFile> {
    const extension = extensionOf(fileName);
    if (!extension) throw fail.badRequestKey('aftersale.attachmentType');
    await fs.promises.mkdir(this.folder, { recursive: true });
    const storageKey = randomUUID();
    const target = this.pathOf(storageKey);
    const measure = new Measure();
    try {
      await pipeline(content, measure, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      const expected = byExtension[extension];
      const signature = signatures[expected.signature];
      if (!signature?.bytes.every((byte, index) => measure.head[index] === byte)) {
        throw fail.badRequestKey('aftersale.attachmentContent', { type: extension });
      }
      const hasThumbnail = signature.image ? await this.thumbnail(storageKey) : false;
      return { storageKey, contentType: expected.contentType, size: measure.size, hasThumbnail };
    } catch (error) {
      await this.remove([storageKey]);
      throw error;
    }
  }

  /** A small JPEG of a photo; a file the image library cannot read simply has none. */
  private async thumbnail(storageKey: string): Promise<boolean> {
    try {
      await sharp(this.pathOf(storageKey), { limitInputPixels: 100_000_000 })
        .rotate()
        .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 75 })
        .toFile(this.pathOf(storageKey, true));
      return true;
    } catch {
      return false;
    }
  }

  open(storageKey: string, thumbnail = false): fs.ReadStream {
    return fs.createReadStream(this.pathOf(storageKey, thumbnail));
  }

  async remove(storageKeys: string[]): Promise<void> {
    await Promise.all(
      storageKeys.flatMap((key) => [
        fs.promises.rm(this.pathOf(key), { force: true }),
        fs.promises.rm(this.pathOf(key, true), { force: true }),
      ]),
    );
  }
}
