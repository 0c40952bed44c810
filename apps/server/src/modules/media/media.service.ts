import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  MEDIA_NAME_MAX_LENGTH,
  type MediaContentQuery,
  type MediaFile,
  type MediaFormat,
  type MediaLink,
  type MediaListQuery,
  type MediaUpdateBody,
  type MediaUploaded,
} from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import {
  type MediaContentFacts,
  type MediaRepository,
  presentMedia,
  type StoredMedia,
} from './media.repository';
import type { MediaLinks } from './media-links';
import type { MediaProbe } from './media-probe';
import type { MediaLimits, MediaStore, ReceivedMedia } from './media-store';

/** A content on disk to send: where it is, how long it is, what it is. */
export interface MediaContent {
  file: string;
  size: number;
  contentType: string;
  name: string;
}

/**
 * The picture codecs LED screens and players decode in each video container (ffprobe's names): a
 * video in another is refused when ffprobe can tell, rather than published to screens that stay
 * black.
 */
const PLAYABLE_CODECS: Partial<Record<MediaFormat, string[]>> = {
  mp4: ['h264'],
  webm: ['vp8', 'vp9', 'av1'],
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is taken out
const UNFIT_IN_NAMES = /[\u0000-\u001f\u007f]/g;

/** A file's name as given, without folders, control characters or more than the longest name. */
function nameOf(filename: string): string {
  const name = path.basename(filename.replaceAll('\\', '/')).replace(UNFIT_IN_NAMES, '').trim();
  return (name || 'file').slice(0, MEDIA_NAME_MAX_LENGTH);
}

/**
 * The rules of the media library: the caller's subtree only; an upload is checked as it arrives,
 * stored once per content, and read for its size, length and thumbnail once per content; a
 * content leaves the disk with the last file that names it. Devices fetch what their account and
 * the accounts above it hold.
 */
export class MediaService {
  private readonly deletionGuards: ((ids: number[]) => Promise<string[]>)[] = [];

  constructor(
    private readonly repository: MediaRepository,
    private readonly store: MediaStore,
    private readonly probe: MediaProbe,
    private readonly links: MediaLinks,
    private readonly limits: MediaLimits,
    private readonly audit: AuditService,
  ) {}

  list(caller: Caller, query: MediaListQuery): Promise<{ list: MediaFile[]; total: number }> {
    return this.repository.list(caller, query);
  }

  /** The files of the caller's subtree among these ids. */
  async filesOf(caller: Caller, ids: number[]): Promise<MediaFile[]> {
    if (ids.length === 0) return [];
    return (await this.repository.findMany(caller, ids)).map(presentMedia);
  }

  /** Files by their ids whoever holds them: what a program saved earlier names. */
  async filesByIds(ids: number[]): Promise<MediaFile[]> {
    if (ids.length === 0) return [];
    return (await this.repository.byIds(ids)).map(presentMedia);
  }

  /**
   * Asked before files are deleted: what still needs them, by name. Any name refuses the deletion,
   * and the refusal lists them.
   */
  refuseDeletionWhileUsedBy(users: (ids: number[]) => Promise<string[]>): void {
    this.deletionGuards.push(users);
  }

  folders(caller: Caller): Promise<{ folder: string; count: number }[]> {
    return this.repository.folders(caller);
  }

  upload(
    caller: Caller,
    folder: string,
    upload: { filename: string; content: Readable },
    actor: Actor,
  ): Promise<MediaUploaded> {
    const name = nameOf(upload.filename);
    const entry: AuditEntry = { action: 'media.upload', targetType: 'media', detail: { name } };
    return audited(this.audit, actor, entry, async () => {
      const received = await this.store.receive(upload.content, this.limits);
      const detail = { size: received.size, hash: received.hash, format: received.type.format };
      const held = await this.repository.held(caller.accountId, received.hash);
      if (held) {
        await this.store.discard(received);
        return { result: { ...presentMedia(held), duplicate: 1 }, targetId: held.id, detail };
      }
      const known = await this.repository.factsOf(received.hash);
      try {
        const facts = known ?? (await this.read(received));
        const row =
          (await this.repository.add({
            accountId: caller.accountId,
            name,
            folder,
            kind: received.type.kind,
            format: received.type.format,
            contentType: received.type.contentType,
            size: received.size,
            hash: received.hash,
            ...facts,
            uploaderName: caller.username,
          })) ?? (await this.repository.held(caller.accountId, received.hash));
        if (!row) throw new Error('a media file neither added nor held');
        await this.store.keep(received);
        return { result: { ...presentMedia(row), duplicate: 0 }, targetId: row.id, detail };
      } catch (error) {
        await this.store.discard(received);
        if (!known) await this.store.removeThumbnail(received.hash);
        throw error;
      }
    });
  }

  update(caller: Caller, change: MediaUpdateBody, actor: Actor): Promise<MediaFile> {
    const entry: AuditEntry = { action: 'media.update', targetType: 'media', targetId: change.id };
    return audited(this.audit, actor, entry, async () => {
      await this.found(caller, change.id);
      const row = await this.repository.update(change.id, {
        ...(change.name === undefined || change.name === null ? {} : { name: change.name }),
        ...(change.folder === undefined || change.folder === null ? {} : { folder: change.folder }),
      });
      return { result: presentMedia(row), detail: { name: row.name, folder: row.folder } };
    });
  }

  delete(caller: Caller, ids: number[], actor: Actor): Promise<null> {
    const entry: AuditEntry = { action: 'media.delete', targetType: 'media', detail: { ids } };
    return audited(this.audit, actor, entry, async () => {
      const unique = [...new Set(ids)];
      const rows = await this.repository.findMany(caller, unique);
      if (rows.length < unique.length) throw fail.notFound('media file');
      const users = (await Promise.all(this.deletionGuards.map((guard) => guard(unique)))).flat();
      if (users.length > 0) throw fail.conflict('media.inUse', { programs: users.join(', ') });
      await this.store.remove(await this.repository.remove(unique));
      return { result: null, detail: { names: rows.map((row) => row.name) } };
    });
  }

  async thumbnail(caller: Caller, id: number): Promise<string> {
    const row = await this.found(caller, id);
    if (!row.hasThumbnail) throw fail.notFound('thumbnail');
    return this.store.pathOf(row.hash, true);
  }

  async link(caller: Caller, id: number): Promise<MediaLink> {
    await this.found(caller, id);
    return this.links.link(id);
  }

  /** The content a signed link names (the link stands for the caller who asked for it). */
  async content(query: MediaContentQuery): Promise<MediaContent> {
    const id = this.links.verify(query);
    if (id === undefined) throw fail.forbidden('media.linkExpired');
    const row = await this.repository.byId(id);
    if (!row) throw fail.notFound('media file');
    return this.contentOf(row);
  }

  /** A content a device of `accountId` may fetch by its hash. */
  async forDevice(accountId: number, hash: string): Promise<MediaContent> {
    const row = /^[0-9a-f]{64}$/.test(hash)
      ? await this.repository.reachableFrom(accountId, hash)
      : undefined;
    if (!row) throw fail.notFound('media file');
    return this.contentOf(row);
  }

  /** Removes from disk what no file names any more; answers how many files went. */
  sweep(): Promise<number> {
    return this.store.sweep((hashes) => this.repository.named(hashes));
  }

  private contentOf(row: StoredMedia): MediaContent {
    return {
      file: this.store.pathOf(row.hash),
      size: row.size,
      contentType: row.contentType,
      name: row.name,
    };
  }

  /** What is read of a new content; a video its screens cannot decode is refused. */
  private async read(received: ReceivedMedia): Promise<MediaContentFacts> {
    const facts = await this.probe.facts(
      received.pending,
      received.type,
      this.store.pathOf(received.hash, true),
    );
    const playable = PLAYABLE_CODECS[received.type.format];
    if (playable && facts.videoCodec !== null && !playable.includes(facts.videoCodec)) {
      throw fail.badRequestKey('media.codec', {
        format: received.type.format,
        codec: facts.videoCodec,
        expected: playable.join(', '),
      });
    }
    return {
      width: facts.width,
      height: facts.height,
      durationMs: facts.durationMs,
      hasThumbnail: facts.thumbnail,
    };
  }

  private async found(caller: Caller, id: number): Promise<StoredMedia> {
    const row = await this.repository.find(caller, id);
    if (!row) throw fail.notFound('media file');
    return row;
  }
}
