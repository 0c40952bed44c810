import { COMMAND_TTL_MAX_SECONDS, nextOccurrence } from '@lamplighter/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../../platform/caller';
import { ApiError } from '../../platform/errors';
import type { CommandsModule } from '../commands/commands.module';
import type { BroadcastsRepository, StoredBroadcast } from './broadcasts.repository';

/** Broadcasts looked at in one sweep; what is left waits for the next. */
const DUE_PER_SWEEP = 500;

/** The command target a broadcast names, as the command call takes it. */
function targetOf(row: StoredBroadcast) {
  if (row.targetType === 'group' && row.groupId !== null) return { groupid: row.groupId };
  if (row.targetType === 'project' && row.projectId !== null) return { projectid: row.projectId };
  return { devicecodes: row.deviceCodes };
}

/**
 * Sends the occurrences of broadcasts that have come, each once however many processes sweep: an
 * occurrence is claimed by moving the broadcast's `next_at` on from it, and only the process whose
 * move took sends it. An occurrence missed by more than the broadcast's ttl (the platform was
 * down) is skipped, not sent late. Sweeps of one process run one after the other.
 */
export class BroadcastRunner {
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: BroadcastsRepository,
    private readonly send: CommandsModule['send'],
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  /** Sends every occurrence due now; resolves once this sweep (and any under way before it) is done. */
  runDue(): Promise<void> {
    return this.queue(async () => {
      const now = this.now();
      for (const row of await this.repository.due(new Date(now), DUE_PER_SWEEP)) await this.occur(row, now);
    });
  }

  /** Sends a broadcast's occurrence that has come (a broadcast made to play now), after any sweep under way. */
  runNow(row: StoredBroadcast): Promise<void> {
    return this.queue(() => this.occur(row, this.now()));
  }

  /** Resolves once the sweeps asked for so far are done. */
  idle(): Promise<void> {
    return this.running;
  }

  private queue(work: () => Promise<void>): Promise<void> {
    const done = this.running.then(work);
    this.running = done.catch((error: unknown) =>
      this.log.error({ err: error }, 'broadcast sweep failed; the next one tries again'),
    );
    return done;
  }

  private async occur(row: StoredBroadcast, now: number): Promise<void> {
    if (row.nextAt === null) return;
    const due = row.nextAt.getTime();
    const oldest = now - row.ttlSeconds * 1000;
    const fresh = due >= oldest ? due : nextOccurrence(row.schedule, row.utcOffset, oldest - 1);
    const sending = fresh !== undefined && fresh <= now ? fresh : undefined;
    const next = sending === undefined ? fresh : nextOccurrence(row.schedule, row.utcOffset, sending);
    const claimed = await this.repository.advance(
      row.id,
      row.nextAt,
      next === undefined ? undefined : new Date(next),
    );
    if (claimed && sending !== undefined) await this.sendOccurrence(row, new Date(sending));
  }

  private async sendOccurrence(row: StoredBroadcast, at: Date): Promise<void> {
    const run = { broadcastId: row.id, at, priority: row.priority };
    try {
      const owner = await this.repository.owner(row.accountId);
      if (!owner) return;
      const caller: Caller = {
        ...owner,
        username: row.creatorName,
        permissions: new Set(['device:command']),
        sessionId: 'broadcast',
      };
      // The terminal answers once it played: the command waits the ttl, and the time the sound plays.
      const playing = Math.ceil(((row.durationMs ?? 0) / 1000) * row.repeat);
      const command = await this.send(
        caller,
        {
          method: 'playBroadcast',
          params: { broadcastid: row.id },
          ...targetOf(row),
          waitoffline: true,
          ttl: Math.min(row.ttlSeconds + playing, COMMAND_TTL_MAX_SECONDS),
        },
        { caller, ip: '' },
      );
      await this.repository.recordRun({ ...run, commandId: command.commandid });
    } catch (error) {
      // The target is gone (its group or project was deleted): the run says so, the schedule goes on.
      if (!(error instanceof ApiError)) throw error;
      this.log.warn(
        { broadcastId: row.id, reason: error.message },
        'a broadcast occurrence could not be sent',
      );
      await this.repository.recordRun({ ...run, commandId: null, error: error.message });
    }
  }
}
