import fs from 'node:fs';
import {
  BROADCAST_RUNS_SHOWN,
  type Broadcast,
  type BroadcastBody,
  type BroadcastListQuery,
  type BroadcastManifest,
  type BroadcastSummary,
  type MediaFile,
  nextOccurrence,
  type SpeechBody,
} from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { MediaService } from '../media/media.service';
import { presentBroadcast, presentRun } from './broadcast-presenter';
import type { BroadcastRunner } from './broadcast-runner';
import type { SpeechSynthesizer } from './broadcast-speech';
import type { BroadcastTargets } from './broadcast-targets';
import type { BroadcastsRepository, StoredBroadcast } from './broadcasts.repository';

type Library = Pick<MediaService, 'filesOf' | 'filesByIds' | 'upload'>;

/** The folder of the media library that speech made of text goes to. */
const SPEECH_FOLDER = 'tts';
/** The characters of the text a speech file is named by. */
const SPEECH_NAME_CHARS = 40;

/** A speech file's name: the start of its text, without what a file name cannot hold. */
function speechName(text: string): string {
  const start = [...text.replace(/[\\/]/g, ' ')].slice(0, SPEECH_NAME_CHARS).join('').trim();
  return `${start}.wav`;
}

/** The field a schedule without an occurrence left is refused by. */
function scheduleField(body: BroadcastBody): string {
  return body.schedule.kind === 'once' ? 'schedule.at' : 'schedule.enddate';
}

/**
 * The rules of audio broadcasting: the caller's subtree only; a broadcast plays a sound of the
 * caller's library (or speech made of its text), reaches at least one broadcast terminal of the
 * caller's, and has an occurrence left when it is made. Made to play now, it is sent at once; its
 * occurrences to come are sent by the sweep. Cancelled, it is sent no more, and not handed to a
 * terminal that fetches it.
 */
export class BroadcastsService {
  constructor(
    private readonly repository: BroadcastsRepository,
    private readonly library: Library,
    private readonly targets: BroadcastTargets,
    private readonly speech: SpeechSynthesizer,
    private readonly runner: BroadcastRunner,
    private readonly audit: AuditService,
    private readonly now: () => number,
  ) {}

  async list(
    caller: Caller,
    query: BroadcastListQuery,
  ): Promise<{ list: BroadcastSummary[]; total: number }> {
    const { rows, total } = await this.repository.list(caller, query);
    const { last, counts } = await this.repository.lastRuns(rows.map((row) => row.id));
    return {
      list: rows.map((row) =>
        presentBroadcast(row, { runcount: counts.get(row.id) ?? 0, lastrun: last.get(row.id) }),
      ),
      total,
    };
  }

  async get(caller: Caller, id: number): Promise<Broadcast> {
    const row = await this.repository.find(caller, id);
    if (!row) throw fail.notFound('broadcast');
    return this.present(row);
  }

  add(caller: Caller, body: BroadcastBody, actor: Actor): Promise<Broadcast> {
    const entry: AuditEntry = {
      action: 'broadcast.add',
      targetType: 'broadcast',
      detail: { name: body.name, priority: body.priority, source: body.source, schedule: body.schedule.kind },
    };
    return audited(this.audit, actor, entry, async () => {
      const now = this.now();
      const first = body.schedule.kind === 'now' ? now : nextOccurrence(body.schedule, body.utcoffset, now);
      if (first === undefined) throw fail.invalidField(scheduleField(body), 'broadcast.noOccurrence');
      const target = await this.targets.check(caller, body);
      const sound = await this.soundOf(caller, body, actor);
      const row = await this.repository.add({
        accountId: caller.accountId,
        name: body.name,
        source: body.source,
        mediaId: sound.id,
        mediaName: sound.name,
        durationMs: sound.duration === null ? null : Math.round(sound.duration * 1000),
        text: body.source === 'tts' ? (body.text ?? '') : '',
        lang: body.lang,
        priority: body.priority,
        repeat: body.repeat,
        volume: body.volume ?? null,
        ...target,
        schedule: body.schedule,
        utcOffset: body.utcoffset,
        ttlSeconds: body.ttl,
        nextAt: new Date(first),
        creatorName: caller.username,
      });
      if (body.schedule.kind === 'now') await this.runner.runNow(row);
      const added = await this.repository.find(caller, row.id);
      if (!added) throw fail.notFound('broadcast');
      return { result: await this.present(added), targetId: row.id, detail: { target: row.targetName } };
    });
  }

  cancel(caller: Caller, ids: number[], actor: Actor): Promise<null> {
    const entry: AuditEntry = { action: 'broadcast.cancel', targetType: 'broadcast', detail: { ids } };
    return audited(this.audit, actor, entry, async () => {
      const unique = [...new Set(ids)];
      const rows = await this.repository.findMany(caller, unique);
      if (rows.length < unique.length) throw fail.notFound('broadcast');
      await this.repository.cancel(unique, caller.username, new Date(this.now()));
      return {
        result: null,
        detail: {
          names: rows.map((row) => row.name),
          emergency: rows.some((row) => row.priority === 'emergency'),
        },
      };
    });
  }

  /** Speech of text into the caller's library, to listen to before it is broadcast. */
  speak(caller: Caller, body: SpeechBody, actor: Actor): Promise<MediaFile> {
    const entry: AuditEntry = {
      action: 'broadcast.speech',
      targetType: 'media',
      detail: { lang: body.lang, characters: body.text.length },
    };
    return audited(this.audit, actor, entry, async () => {
      const file = await this.spoken(caller, body.text, body.lang, actor);
      return { result: file, targetId: file.id };
    });
  }

  /** What a terminal of `accountId` plays: a broadcast of its account or one above, not cancelled. */
  async manifestFor(accountId: number, id: number): Promise<BroadcastManifest> {
    const row = await this.repository.playableFor(accountId, id);
    const [file] = row?.mediaId ? await this.library.filesByIds([row.mediaId]) : [];
    if (!row || !file) throw fail.notFound('broadcast');
    return {
      broadcastid: row.id,
      name: row.name,
      priority: row.priority,
      repeat: row.repeat,
      volume: row.volume,
      media: { hash: file.hash, size: file.size, format: file.format, duration: file.duration ?? 0 },
    };
  }

  /** The broadcasts still to play any of these files: what the library refuses to delete. */
  namesScheduled(mediaIds: number[]): Promise<string[]> {
    return this.repository.namesScheduled(mediaIds);
  }

  private async soundOf(caller: Caller, body: BroadcastBody, actor: Actor): Promise<MediaFile> {
    if (body.source === 'tts') return this.spoken(caller, body.text ?? '', body.lang, actor);
    const id = body.mediaid ?? 0;
    const [file] = await this.library.filesOf(caller, [id]);
    if (!file) throw fail.invalidField('mediaid', 'broadcast.mediaMissing', { id });
    if (file.kind !== 'audio') throw fail.invalidField('mediaid', 'broadcast.notAudio', { name: file.name });
    return file;
  }

  private spoken(caller: Caller, text: string, lang: SpeechBody['lang'], actor: Actor): Promise<MediaFile> {
    return this.speech.withSpeech(text, lang, (wav) =>
      this.library.upload(
        caller,
        SPEECH_FOLDER,
        { filename: speechName(text), content: fs.createReadStream(wav) },
        actor,
      ),
    );
  }

  private async present(row: StoredBroadcast): Promise<Broadcast> {
    const [runs, runcount] = await Promise.all([
      this.repository.runs(row.id, BROADCAST_RUNS_SHOWN),
      this.repository.runCount(row.id),
    ]);
    return {
      ...presentBroadcast(row, { runcount, lastrun: runs[0] }),
      runs: runs.map(presentRun),
    };
  }
}
