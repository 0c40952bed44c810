import {
  type CommandResult,
  type CurrentProgram,
  cycleSeconds,
  type MediaFile,
  PROGRAM_PUBLISH_TTL_SECONDS,
  type Program,
  type ProgramBody,
  type ProgramListQuery,
  type ProgramManifest,
  type ProgramPublish,
  type ProgramPublishBody,
  type ProgramPublished,
  type ProgramRegion,
  type ProgramReviewBody,
  type ProgramSummary,
  type ProgramUpdateBody,
  regionOutside,
} from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { CommandsModule } from '../commands/commands.module';
import type { MediaService } from '../media/media.service';
import { presentProgram, presentProgramSummary } from './program-presenter';
import type { ProgramContent, ProgramsRepository, StoredProgram } from './programs.repository';

type Library = Pick<MediaService, 'filesOf' | 'filesByIds'>;

export function mediaIdsOf(regions: readonly ProgramRegion[]): number[] {
  const ids = regions.flatMap((region) =>
    region.items.flatMap((item) => (item.type === 'media' ? [item.mediaid] : [])),
  );
  return [...new Set(ids)];
}

/**
 * The rules of program management: the caller's subtree only; a program plays images and videos
 * of the caller's library; review is draft → pending → processed, and a published program is
 * changed by a new version, never in place.
 */
export class ProgramsService {
  constructor(
    private readonly repository: ProgramsRepository,
    private readonly library: Library,
    private readonly audit: AuditService,
    private readonly send: CommandsModule['send'],
    private readonly now: () => number,
  ) {}

  async list(caller: Caller, query: ProgramListQuery): Promise<{ list: ProgramSummary[]; total: number }> {
    const { rows, total } = await this.repository.list(caller, query);
    return { list: rows.map(presentProgramSummary), total };
  }

  async get(caller: Caller, id: number): Promise<Program> {
    return this.present(await this.found(caller, id));
  }

  add(caller: Caller, body: ProgramBody, actor: Actor): Promise<Program> {
    const entry: AuditEntry = { action: 'program.add', targetType: 'program', detail: { name: body.name } };
    return audited(this.audit, actor, entry, async () => {
      const { content, mediaIds } = await this.contentOf(caller, body);
      const row = await this.repository.add(caller.accountId, caller.username, content, mediaIds);
      return { result: await this.present(row), targetId: row.id };
    });
  }

  update(caller: Caller, body: ProgramUpdateBody, actor: Actor): Promise<Program> {
    const entry: AuditEntry = { action: 'program.update', targetType: 'program', targetId: body.id };
    return audited(this.audit, actor, entry, async () => {
      const row = await this.found(caller, body.id);
      if (row.state === 'pending') throw fail.conflict('program.pendingLocked');
      const { content, mediaIds } = await this.contentOf(caller, {
        name: body.name ?? row.name,
        width: body.width ?? row.width,
        height: body.height ?? row.height,
        regions: body.regions ?? row.regions,
      });
      const written =
        row.state === 'publish'
          ? await this.newVersion(row, caller, content, mediaIds)
          : await this.repository.rewrite(
              row.id,
              ['draft', 'processed'],
              // A rejection's remark stays with the draft until it is submitted again; an approval does not.
              { ...content, state: 'draft', review: row.review === 'rejected' ? 'rejected' : '' },
              mediaIds,
            );
      if (!written) throw fail.conflict('program.pendingLocked');
      return {
        result: await this.present(written),
        targetId: written.id,
        detail: { name: written.name, version: written.version },
      };
    });
  }

  submit(caller: Caller, id: number, actor: Actor): Promise<Program> {
    return this.transition(caller, id, actor, 'program.submit', async (row) => {
      if (row.state !== 'draft') return undefined;
      const files = await this.library.filesByIds(mediaIdsOf(row.regions));
      const gone = mediaIdsOf(row.regions).find((mediaId) => !files.some((file) => file.id === mediaId));
      if (gone !== undefined) throw fail.invalidField('regions', 'program.mediaMissing', { id: gone });
      return this.repository.move(id, 'draft', {
        state: 'pending',
        review: '',
        remark: '',
        reviewerName: '',
        reviewedAt: null,
      });
    });
  }

  withdraw(caller: Caller, id: number, actor: Actor): Promise<Program> {
    return this.transition(caller, id, actor, 'program.withdraw', async () =>
      this.repository.move(id, 'pending', { state: 'draft' }),
    );
  }

  review(caller: Caller, body: ProgramReviewBody, actor: Actor): Promise<Program> {
    return this.transition(caller, body.id, actor, 'program.review', async () =>
      this.repository.move(body.id, 'pending', {
        state: 'processed',
        review: body.approve ? 'approved' : 'rejected',
        remark: body.remark,
        reviewerName: caller.username,
        reviewedAt: new Date(this.now()),
      }),
    );
  }

  delete(caller: Caller, ids: number[], actor: Actor): Promise<null> {
    const entry: AuditEntry = { action: 'program.delete', targetType: 'program', detail: { ids } };
    return audited(this.audit, actor, entry, async () => {
      const unique = [...new Set(ids)];
      const rows = await this.repository.findMany(caller, unique);
      if (rows.length < unique.length) throw fail.notFound('program');
      const published = rows.filter((row) => row.state === 'publish');
      if (published.length > 0) {
        throw fail.conflict('program.publishedDelete', {
          names: published.map((row) => `${row.name} (v${row.version})`).join(', '),
        });
      }
      await this.repository.removeUnpublished(unique);
      return { result: null, detail: { names: rows.map((row) => row.name) } };
    });
  }

  publish(caller: Caller, body: ProgramPublishBody, actor: Actor): Promise<ProgramPublished> {
    const entry: AuditEntry = { action: 'program.publish', targetType: 'program', targetId: body.id };
    return audited(this.audit, actor, entry, async () => {
      const row = await this.found(caller, body.id);
      const publishable = row.state === 'publish' || (row.state === 'processed' && row.review === 'approved');
      if (!publishable) throw fail.conflict('program.notApproved');
      // Marked published before the command goes: a screen that gets it at once fetches the manifest,
      // which is handed out for published versions only.
      const published = await this.repository.markPublished(row.id, new Date(this.now()));
      if (!published) throw fail.conflict('program.notApproved');
      const { id: _id, ...target } = body;
      let command: CommandResult;
      try {
        command = await this.send(
          caller,
          {
            method: 'playProgram',
            params: { programid: row.id, version: row.version },
            ...target,
            waitoffline: true,
            ttl: PROGRAM_PUBLISH_TTL_SECONDS,
          },
          actor,
        );
      } catch (error) {
        await this.repository.unmarkPublished(row);
        throw error;
      }
      const reached = command.socketResultMap.playProgram;
      if (!reached || reached.handleDevice.length + reached.offlineDevice.length === 0) {
        await this.repository.unmarkPublished(row);
        throw fail.conflict('program.noScreens');
      }
      await this.repository.recordPublish(published, command.commandid, caller.username);
      return {
        result: { program: presentProgramSummary(published), command },
        detail: { name: row.name, version: row.version, commandid: command.commandid },
      };
    });
  }

  async publishes(caller: Caller, id: number): Promise<ProgramPublish[]> {
    const row = await this.found(caller, id);
    const rows = await this.repository.publishes(row.originId);
    return rows.map(({ createdAt, ...rest }) => ({ ...rest, createtime: createdAt.toISOString() }));
  }

  /** The version a screen last played, while it is still handed to the screen. */
  async currentFor(device: { deviceId: number; accountId: number }): Promise<CurrentProgram> {
    const id = await this.repository.lastPlayedBy(device.deviceId);
    const row = id === undefined ? undefined : await this.repository.publishedFor(device.accountId, id);
    if (!row) throw fail.notFound('program');
    return { programid: row.id, version: row.version };
  }

  /** What a screen of `accountId` plays: a published version of its account or one above, and its files. */
  async manifestFor(accountId: number, id: number): Promise<ProgramManifest> {
    const row = await this.repository.publishedFor(accountId, id);
    if (!row) throw fail.notFound('program');
    const files = await this.library.filesByIds(mediaIdsOf(row.regions));
    return {
      programid: row.id,
      version: row.version,
      name: row.name,
      width: row.width,
      height: row.height,
      duration: row.durationSeconds,
      regions: row.regions,
      media: files.map(({ id, hash, size, format }) => ({ id, hash, size, format })),
    };
  }

  /** The programs past draft that play any of these files: what the library refuses to delete. */
  namesPlaying(mediaIds: number[]): Promise<string[]> {
    return this.repository.namesPlaying(mediaIds);
  }

  private transition(
    caller: Caller,
    id: number,
    actor: Actor,
    action: 'program.submit' | 'program.withdraw' | 'program.review',
    move: (row: StoredProgram) => Promise<StoredProgram | undefined>,
  ): Promise<Program> {
    const entry: AuditEntry = { action, targetType: 'program', targetId: id };
    return audited(this.audit, actor, entry, async () => {
      const row = await this.found(caller, id);
      const moved = await move(row);
      if (!moved)
        throw fail.conflict(action === 'program.submit' ? 'program.notDraft' : 'program.notPending');
      return {
        result: await this.present(moved),
        detail: { name: moved.name, state: moved.state, review: moved.review },
      };
    });
  }

  private async newVersion(
    row: StoredProgram,
    caller: Caller,
    content: ProgramContent,
    mediaIds: number[],
  ): Promise<StoredProgram> {
    const added = await this.repository.addVersion(row, caller.username, content, mediaIds);
    if (added) return added;
    const open = await this.repository.openVersion(row.originId);
    throw fail.conflict('program.newerDraft', { version: open?.version ?? row.version + 1 });
  }

  /** The layout as stored, once its files are checked: the caller's images and videos only. */
  private async contentOf(
    caller: Caller,
    body: ProgramBody,
  ): Promise<{ content: ProgramContent; mediaIds: number[] }> {
    const outside = regionOutside(body.regions, body.width, body.height);
    if (outside !== undefined) {
      throw fail.invalidField('regions', 'program.regionOutside', {
        region: outside,
        width: body.width,
        height: body.height,
      });
    }
    const mediaIds = mediaIdsOf(body.regions);
    const files = await this.library.filesOf(caller, mediaIds);
    const byId = new Map(files.map((file) => [file.id, file]));
    for (const mediaId of mediaIds) {
      const file = byId.get(mediaId);
      if (!file) throw fail.invalidField('regions', 'program.mediaMissing', { id: mediaId });
      if (file.kind === 'audio')
        throw fail.invalidField('regions', 'program.mediaAudio', { name: file.name });
    }
    const size = files.reduce((sum, file) => sum + file.size, 0);
    const { name, width, height, regions } = body;
    return {
      content: { name, width, height, regions, durationSeconds: cycleSeconds(regions), size },
      mediaIds,
    };
  }

  private async present(row: StoredProgram): Promise<Program> {
    const files: MediaFile[] = await this.library.filesByIds(mediaIdsOf(row.regions));
    return presentProgram(row, files);
  }

  async found(caller: Caller, id: number): Promise<StoredProgram> {
    const row = await this.repository.find(caller, id);
    if (!row) throw fail.notFound('program');
    return row;
  }
}
