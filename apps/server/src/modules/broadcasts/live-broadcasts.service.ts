import { randomBytes } from 'node:crypto';
import {
  BROADCAST_UTC_OFFSET_DEFAULT,
  LIVE_MAX_SECONDS,
  LIVE_SESSIONS_MAX,
  type LiveChunkAnswer,
  type LiveChunkQuery,
  type LiveLatency,
  type LiveStart,
  type LiveStartBody,
  type LiveStopAnswer,
} from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { DeviceIdentity } from '../../transport/device-messages';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { CommandsModule } from '../commands/commands.module';
import type { BroadcastTargets } from './broadcast-targets';
import type { BroadcastsRepository } from './broadcasts.repository';
import { type FrameSink, LiveSession, type SessionLimits } from './live-session';
import type { LiveSessions } from './live-sessions';

/** How long past the longest session a terminal's answer is still taken. */
const ANSWER_GRACE_SECONDS = 120;

const gone = () => fail.missing('live.sessionGone');
const tooMany = () => fail.conflict('live.tooMany', { max: LIVE_SESSIONS_MAX });

/**
 * The rules of live broadcasts. A session is started by a caller for the broadcast terminals of a
 * target of the caller's subtree, and kept in the history as a live broadcast whose one run is the
 * command playLive, sent to the terminals that are on (never queued: a terminal that is off has
 * missed it). Only its starter sends it pieces; the starter and the accounts above see its latency
 * and may stop it. Only the terminals its target reached may open its stream. A session ends when
 * stopped, silent for LIVE_IDLE_SECONDS or on air LIVE_MAX_SECONDS; its broadcast then keeps how
 * long it was on air.
 */
export class LiveBroadcastsService {
  constructor(
    private readonly repository: BroadcastsRepository,
    private readonly targets: BroadcastTargets,
    private readonly sessions: LiveSessions,
    private readonly send: CommandsModule['send'],
    private readonly audit: AuditService,
    private readonly now: () => number,
    private readonly limits: SessionLimits,
  ) {}

  start(caller: Caller, body: LiveStartBody, actor: Actor): Promise<LiveStart> {
    const entry: AuditEntry = {
      action: 'broadcast.live.start',
      targetType: 'broadcast',
      detail: { name: body.name, priority: body.priority, source: 'live' },
    };
    return audited(this.audit, actor, entry, async () => {
      if (this.sessions.full) throw tooMany();
      const { target, terminals } = await this.targets.reach(caller, body);
      const now = this.now();
      const owner = { accountId: caller.accountId, path: caller.path };
      const session = new LiveSession(sessionId(), owner, now, terminals, this.limits);
      // Held before the command goes out: a terminal may open the stream as soon as it is told.
      if (!this.sessions.add(session)) throw tooMany();
      try {
        const row = await this.repository.add({
          accountId: caller.accountId,
          name: body.name,
          source: 'live',
          mediaId: null,
          mediaName: '',
          durationMs: null,
          lang: 'zh',
          priority: body.priority,
          repeat: 1,
          volume: body.volume ?? null,
          ...target,
          schedule: { kind: 'now' },
          utcOffset: BROADCAST_UTC_OFFSET_DEFAULT,
          ttlSeconds: 0,
          state: 'done',
          nextAt: null,
          creatorName: caller.username,
        });
        const params = {
          sessionid: session.id,
          broadcastid: row.id,
          priority: body.priority,
          ...(body.volume === undefined ? {} : { volume: body.volume }),
        };
        const named =
          target.targetType === 'group' && target.groupId !== null
            ? { groupid: target.groupId }
            : target.targetType === 'project' && target.projectId !== null
              ? { projectid: target.projectId }
              : { devicecodes: terminals.map((terminal) => terminal.code) };
        // The terminals answer when the stream ends: the command waits as long as a session may last.
        const command = await this.send(
          caller,
          {
            method: 'playLive',
            params,
            ...named,
            waitoffline: false,
            ttl: LIVE_MAX_SECONDS + ANSWER_GRACE_SECONDS,
          },
          actor,
        );
        const reached = command.socketResultMap.playLive?.handleDevice ?? [];
        session.sent(row.id, reached);
        await this.repository.recordRun({
          broadcastId: row.id,
          commandId: command.commandid,
          at: new Date(now),
          priority: body.priority,
        });
        return {
          result: {
            sessionid: session.id,
            broadcastid: row.id,
            commandid: command.commandid,
            terminals: reached.length,
          },
          targetId: row.id,
          detail: { target: target.targetName, terminals: reached.length },
        };
      } catch (error) {
        this.sessions.remove(session.id);
        throw error;
      }
    });
  }

  /** A piece of the recording from the session's starter; an empty one is refused, an old one ignored. */
  chunk(caller: Caller, query: LiveChunkQuery, bytes: Uint8Array | undefined): LiveChunkAnswer {
    const session = this.sessions.find(query.sessionid);
    if (session?.owner.accountId !== caller.accountId) throw gone();
    if (!bytes || bytes.length === 0) throw fail.invalidField('body', 'live.chunkEmpty');
    if (session.receive(query.seq, bytes, this.now()) === 'noHeader') throw fail.conflict('live.headerFirst');
    return { seq: query.seq, listeners: session.listeners };
  }

  stop(caller: Caller, sessionid: string, actor: Actor): Promise<LiveStopAnswer> {
    const entry: AuditEntry = { action: 'broadcast.live.stop', targetType: 'broadcast' };
    return audited(this.audit, actor, entry, async () => {
      const session = this.visible(caller, sessionid);
      const seconds = await this.end(session.id);
      if (seconds === undefined) throw gone();
      return {
        result: { broadcastid: session.broadcastId, seconds },
        targetId: session.broadcastId,
        detail: { seconds },
      };
    });
  }

  latency(caller: Caller, sessionid: string): LiveLatency {
    return this.visible(caller, sessionid).latency();
  }

  /** Opens a terminal's stream of the session, if the session's target reached it; 404 otherwise. */
  listen(device: DeviceIdentity, sessionid: string, open: (closed: () => void) => FrameSink): void {
    const session = this.sessions.find(sessionid);
    if (!session?.terminals.has(device.deviceId)) throw gone();
    const sink: FrameSink = open(() => session.unlisten(device.deviceId, sink));
    session.listen(device.deviceId, sink);
  }

  /** A terminal of the session has the piece `seq`. */
  heard(device: DeviceIdentity, sessionid: string, seq: number): void {
    const session = this.sessions.find(sessionid);
    if (!session?.terminals.has(device.deviceId)) throw gone();
    session.heard(device.deviceId, seq, this.now());
  }

  /** Ends the sessions silent or on air too long by now. */
  async endExpired(): Promise<void> {
    for (const session of this.sessions.expired(this.now())) await this.end(session.id);
  }

  /** Ends every session: the platform closes. */
  async endAll(): Promise<void> {
    for (const session of this.sessions.all()) await this.end(session.id);
  }

  /** A session the caller started, or one of an account below; 404 for any other. */
  private visible(caller: Caller, sessionid: string): LiveSession {
    const session = this.sessions.find(sessionid);
    if (!session?.owner.path.startsWith(caller.path)) throw gone();
    return session;
  }

  /** Takes a session off air and keeps how long it was on; answers the seconds, undefined if it had ended. */
  private async end(id: string): Promise<number | undefined> {
    const session = this.sessions.remove(id);
    if (!session) return undefined;
    const durationMs = this.now() - session.startedAt;
    if (session.broadcastId) await this.repository.setDuration(session.broadcastId, durationMs);
    return Math.round(durationMs / 100) / 10;
  }
}

/** 22 URL-safe characters of 128 random bits. */
function sessionId(): string {
  return randomBytes(16).toString('base64url');
}
