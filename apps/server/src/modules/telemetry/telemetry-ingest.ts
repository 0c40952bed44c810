import type { FastifyBaseLogger } from 'fastify';
import { sqlStateOf } from '../../platform/database-conflict';
import type {
  AttributesMessage,
  DeviceIdentity,
  DeviceMessageSink,
  TakenValues,
  TelemetryMessage,
} from '../../transport/device-messages';
import type { HistoryPartitions } from './history-partitions';
import {
  type AcceptedTimes,
  acceptedTimes,
  attributeRows,
  type MessageRows,
  telemetryRows,
} from './message-rows';
import type { RejectionCounts, TelemetryRepository } from './telemetry.repository';
import { collectBatch } from './telemetry-batch';

const DAY_MS = 86_400_000;
const REASON_LENGTH = 300;
/** PostgreSQL's answer to a row for which no partition exists (a check violation). */
const NO_PARTITION = '23514';

export interface IngestSettings {
  /** Values older than this are refused: retention would drop them at once. */
  retentionDays: number;
  /** How long the first message of a batch waits for others, in milliseconds. */
  lingerMs: number;
  /** A batch is written at once when it holds this many rows. */
  maxBatchRows: number;
  /** Beyond this many waiting rows new messages are refused (and so not acknowledged). */
  maxPendingRows: number;
  /** Batches written at the same time: 2 lets PostgreSQL use a second core; PGlite has one connection. */
  concurrency: number;
  /** How far ahead of the platform's clock a device's timestamp may be (a wrong time zone …). */
  clockToleranceMs: number;
}

export const DEFAULT_INGEST_SETTINGS = {
  lingerMs: 5,
  maxBatchRows: 5000,
  maxPendingRows: 200_000,
  concurrency: 2,
  clockToleranceMs: DAY_MS,
} satisfies Omit<IngestSettings, 'retentionDays'>;

/** What the ingest asks of other modules. */
export interface IngestPorts {
  /** The devices module keeps each device's run state in its own table. */
  setRunStates(states: Map<number, number>): Promise<void>;
}

/**
 * Told after every commit: the devices heard from (the hook for deriving "offline" from silence
 * and for warning rules) and the run states that became latest.
 */
export interface CommittedReport {
  at: number;
  devices: DeviceIdentity[];
  runStates: Map<number, number>;
}

/** A message refused before it was written: closing, or too much waiting already. */
export class IngestRefused extends Error {}

interface Pending {
  device: DeviceIdentity;
  rows: MessageRows;
  size: number;
  resolve: () => void;
  reject: (error: Error) => void;
}

interface Outcome {
  devices: Map<number, DeviceIdentity>;
  runStates: Map<number, number>;
}

/** A failure caused by the rows themselves (a value, a vanished device), not by the database being away. */
function isDataError(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && (state.startsWith('22') || state.startsWith('23'));
}

/** The database's own message, without the statement and its (large) parameters. */
function rootMessage(error: unknown): string {
  let current = error;
  while ((current as { cause?: unknown })?.cause) current = (current as { cause: unknown }).cause;
  return current instanceof Error ? current.message : String(current);
}

/**
 * The sink of the device transports. Messages wait a few milliseconds (or until a batch is full)
 * and are written together: one transaction, one statement per table. Each message's promise
 * resolves once that transaction committed, so that a transport acknowledges only what is stored,
 * and rejects when it failed. While a batch is written the next one gathers (group commit), and
 * up to `concurrency` batches are written at once. What follows a commit (run states, counts,
 * listeners) runs in the order the commits finished.
 */
export class TelemetryIngest implements DeviceMessageSink {
  private pending: Pending[] = [];
  private pendingRows = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly workers = new Set<Promise<void>>();
  private afterCommits: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly problems = new Map<number, RejectionCounts>();
  private readonly listeners: ((report: CommittedReport) => void)[] = [];

  constructor(
    private readonly repository: TelemetryRepository,
    private readonly partitions: HistoryPartitions,
    private readonly ports: IngestPorts,
    private readonly log: FastifyBaseLogger,
    private readonly settings: IngestSettings,
    private readonly now: () => number = Date.now,
  ) {}

  telemetry(message: TelemetryMessage): Promise<TakenValues> {
    return this.enqueue(message.device, () => telemetryRows(message, this.acceptedTimes()));
  }

  attributes(message: AttributesMessage): Promise<TakenValues> {
    return this.enqueue(message.device, () => attributeRows(message));
  }

  rejected(device: DeviceIdentity, reason: string): void {
    this.count(device, 'malformed', reason);
    this.schedule();
  }

  onCommitted(listener: (report: CommittedReport) => void): void {
    this.listeners.push(listener);
  }

  /** Resolves once everything received so far is written, the counts of dropped data included. */
  async settled(): Promise<void> {
    while (this.workers.size > 0 || this.pending.length > 0 || this.problems.size > 0) {
      this.kick();
      await Promise.all(this.workers);
    }
    await this.afterCommits;
  }

  /** Writes what waits, then refuses new messages. */
  async close(): Promise<void> {
    this.closed = true;
    await this.settled();
  }

  private acceptedTimes(): AcceptedTimes {
    return acceptedTimes(this.now(), this.settings.retentionDays, this.settings.clockToleranceMs);
  }

  private enqueue(device: DeviceIdentity, toRows: () => MessageRows): Promise<TakenValues> {
    if (this.closed) return Promise.reject(new IngestRefused('the ingest is closed'));
    if (this.pendingRows >= this.settings.maxPendingRows) {
      return Promise.reject(new IngestRefused('too many values wait to be stored'));
    }
    const rows = toRows();
    for (const reason of rows.problems) this.count(device, 'rejected', reason);
    const size = rows.history.length + rows.attributes.length;
    const taken: TakenValues = { kept: size, ...(rows.problems[0] ? { refused: rows.problems[0] } : {}) };
    if (size === 0) {
      this.schedule();
      return Promise.resolve(taken);
    }
    return new Promise((resolve, reject) => {
      this.pending.push({ device, rows, size, resolve: () => resolve(taken), reject });
      this.pendingRows += size;
      this.schedule();
    });
  }

  private count(device: DeviceIdentity, kind: 'malformed' | 'rejected', reason: string): void {
    const text = reason.slice(0, REASON_LENGTH);
    this.log.debug(
      { deviceId: device.deviceId, device: device.code, kind, reason: text },
      'device data dropped',
    );
    const counts = this.problems.get(device.deviceId) ?? {
      d: device.deviceId,
      malformed: 0,
      rejected: 0,
      reason: '',
      at: '',
    };
    counts[kind] += 1;
    counts.reason = text;
    counts.at = new Date(this.now()).toISOString();
    this.problems.set(device.deviceId, counts);
  }

  /** A full batch goes at once; otherwise the first message waits `lingerMs` for company. */
  private schedule(): void {
    if (this.workers.size >= this.settings.concurrency) return;
    if (this.closed || this.pendingRows >= this.settings.maxBatchRows) this.kick();
    else this.timer ??= setTimeout(() => this.kick(), this.settings.lingerMs);
  }

  /** Starts writers while there is work and room; each takes its first batch at once. */
  private kick(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (
      this.workers.size < this.settings.concurrency &&
      (this.pending.length > 0 || (this.problems.size > 0 && this.workers.size === 0))
    ) {
      const worker: Promise<void> = this.work()
        .catch((error: unknown) => this.log.error({ err: error }, 'telemetry ingest failed'))
        .finally(() => {
          this.workers.delete(worker);
          if (this.pending.length > 0 || this.problems.size > 0) this.schedule();
        });
      this.workers.add(worker);
    }
  }

  private async work(): Promise<void> {
    for (;;) {
      const messages = this.take();
      if (messages.length === 0 && this.problems.size === 0) return;
      const outcome: Outcome = { devices: new Map(), runStates: new Map() };
      if (messages.length > 0) await this.commit(messages, outcome);
      this.afterCommit(outcome);
    }
  }

  /** Chains what follows a commit, so that run states are stored in the order they were reported. */
  private afterCommit(outcome: Outcome): void {
    const counts = [...this.problems.values()];
    this.problems.clear();
    this.afterCommits = this.afterCommits.then(async () => {
      if (outcome.runStates.size > 0) await this.applyRunStates(outcome.runStates);
      if (counts.length > 0) await this.storeProblems(counts);
      if (outcome.devices.size > 0) this.report(outcome);
    });
  }

  /** The oldest waiting messages up to a full batch (at least one, however large). */
  private take(): Pending[] {
    let count = 0;
    let rows = 0;
    for (const message of this.pending) {
      if (count > 0 && rows + message.size > this.settings.maxBatchRows) break;
      rows += message.size;
      count += 1;
    }
    this.pendingRows -= rows;
    return this.pending.splice(0, count);
  }

  /**
   * One transaction for the messages. When their rows are what failed (a value the database
   * refused, a device deleted meanwhile), the batch is halved until the culprit stands alone, so
   * that one bad message does not cost the others their acknowledgement.
   */
  private async commit(messages: Pending[], outcome: Outcome, retried = false): Promise<void> {
    try {
      const batch = collectBatch(messages.map((message) => message.rows));
      await this.partitions.ensure(batch.months);
      const runStates = await this.repository.write(batch, this.now());
      for (const [deviceId, state] of runStates) outcome.runStates.set(deviceId, state);
      for (const message of messages) {
        outcome.devices.set(message.device.deviceId, message.device);
        message.resolve();
      }
    } catch (error) {
      // A month another process dropped, or any doubt: the partitions are looked up again.
      this.partitions.forget();
      if (!retried && sqlStateOf(error) === NO_PARTITION) return this.commit(messages, outcome, true);
      if (messages.length > 1 && isDataError(error)) {
        const half = Math.ceil(messages.length / 2);
        await this.commit(messages.slice(0, half), outcome);
        await this.commit(messages.slice(half), outcome);
        return;
      }
      const reason = rootMessage(error);
      this.log.warn({ messages: messages.length, code: sqlStateOf(error), reason }, 'telemetry not stored');
      for (const message of messages) message.reject(new Error(`telemetry not stored: ${reason}`));
    }
  }

  private async applyRunStates(states: Map<number, number>): Promise<void> {
    try {
      await this.ports.setRunStates(states);
    } catch (error) {
      this.log.warn({ reason: rootMessage(error) }, 'run states not stored');
    }
  }

  /** Counts are best effort: when they cannot be stored (a device deleted meanwhile) they are dropped. */
  private async storeProblems(counts: RejectionCounts[]): Promise<void> {
    try {
      await this.repository.addRejections(counts);
    } catch (error) {
      this.log.warn({ devices: counts.length, reason: rootMessage(error) }, 'rejection counts not stored');
    }
  }

  private report(outcome: Outcome): void {
    const report = { at: this.now(), devices: [...outcome.devices.values()], runStates: outcome.runStates };
    for (const listener of this.listeners) {
      try {
        listener(report);
      } catch (error) {
        this.log.error({ err: error }, 'telemetry listener failed');
      }
    }
  }
}
