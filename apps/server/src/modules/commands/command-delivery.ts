import { type CommandEvent, type CommandState, commandAnswer } from '@lamplighter/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '../../platform/event-bus';
import { nestsDeeperThan } from '../../platform/json-depth';
import type { PlatformBus } from '../../platform/platform-bus';
import type { SweepLease } from '../../platform/sweep-lease';
import { ClusterPolls } from './cluster-polls';
import type { CommandsRepository, DeviceAnswer, DeviceCommand } from './commands.repository';
import { HttpPollers } from './http-pollers';
import { WriteCoalescer } from './write-coalescer';

/** How commands reach devices and their answers come back: the device broker offers this. */
export interface CommandLink {
  acceptsCommands(deviceId: number): boolean;
  send(deviceId: number, topic: string, payload: unknown): Promise<void>;
  onUplink(
    topic: string,
    listener: (deviceId: number, topic: string, payload: Buffer) => void,
  ): Promise<void>;
  onCommandReady(listener: (deviceId: number) => void): void;
  onAcknowledged(listener: (deviceId: number, topic: string, payload: Buffer) => void): void;
}

const RPC_REQUEST = /^rpc\/request\/(\d{1,18})$/;

/** How often commands past their expiry are looked for. */
const SWEEP_MS = 1000;

export interface DeliverySettings {
  /** With other processes on the bus, devices polling over HTTP on them take commands too. */
  bus?: PlatformBus;
  publish: (event: LiveEvent) => void;
  /** Run state 5 while a firmware upgrade runs; normal again when it failed or expired. */
  setUpgrading: (deviceIds: number[], upgrading: boolean) => Promise<void>;
  /** Expiry sweeps run only while this process holds it. */
  sweepLease: SweepLease;
  log: FastifyBaseLogger;
  now: () => number;
}

/** What a device's answer means: `{ok: false, ...}` failed, any other JSON succeeded. */
function outcomeOf(payload: unknown): { state: CommandState; answer: unknown; error: string } {
  const parsed = commandAnswer.safeParse(payload);
  if (parsed.success && parsed.data.ok === false) {
    return { state: 'failed', answer: payload, error: `${parsed.data.error}: ${parsed.data.message}` };
  }
  return { state: 'succeeded', answer: payload ?? null, error: '' };
}

/** The payload as JSON; not ok when it is not JSON, or nests deeper than anything is stored (`tooDeep`). */
function jsonOf(payload: Buffer): { ok: true; value: unknown } | { ok: false; tooDeep: boolean } {
  let value: unknown;
  try {
    value = JSON.parse(payload.toString('utf8'));
  } catch {
    return { ok: false, tooDeep: false };
  }
  return nestsDeeperThan(value) ? { ok: false, tooDeep: true } : { ok: true, value };
}

/**
 * Carries recorded commands to devices and their answers back: sends to devices that take
 * commands (directly, through their gateway, or to a waiting HTTP poll), sends queued and
 * unanswered commands again when a device returns (same id, so it does not run twice), matches
 * answers and acknowledgements to (command, device), expires what got no answer in time, and
 * tells the event bus every change of state.
 */
export class CommandDelivery {
  private readonly pollers: HttpPollers;
  private readonly cluster: ClusterPolls | undefined;
  private sweeper: NodeJS.Timeout | undefined;
  private linked: CommandLink | undefined;
  // Answers and acknowledgements come by the thousand right after a command to many devices:
  // those that come together are recorded in one statement.
  private readonly answers = new WriteCoalescer((answers: DeviceAnswer[]) =>
    this.repository.finish(answers, new Date(this.settings.now())),
  );
  private readonly acknowledgements = new WriteCoalescer((ids: number[]) => this.delivered(ids));

  constructor(
    private readonly repository: CommandsRepository,
    private readonly settings: DeliverySettings,
  ) {
    this.pollers = new HttpPollers((deviceId, waiting) => this.cluster?.waiting(deviceId, waiting));
    this.cluster = settings.bus?.shared
      ? new ClusterPolls(
          settings.bus.emitter,
          () => this.pollers.waitingIds(),
          (deviceId) => this.background(this.handToPoll(deviceId)),
        )
      : undefined;
  }

  /**
   * Starts on the link that carries commands (the device broker): listens for answers,
   * acknowledgements and returning devices, and (holding the sweep lease) expires what expired
   * while the platform was down.
   */
  async start(link: CommandLink): Promise<void> {
    this.linked = link;
    await link.onUplink('rpc/response/+', (deviceId, topic, payload) => {
      const json = jsonOf(payload);
      const id = topic.split('/')[2] ?? '';
      // An answer too deep to store is dropped; the command waits for a usable one or expires.
      if (!json.ok && json.tooDeep)
        this.settings.log.warn({ deviceId, id }, 'command answer nested too deep');
      else this.background(this.answered(deviceId, id, json.ok ? json.value : payload.toString('utf8')));
    });
    await link.onUplink('gateway/rpc', (gatewayId, _topic, payload) => {
      const json = jsonOf(payload);
      if (json.ok) this.background(this.gatewayAnswered(gatewayId, json.value));
    });
    link.onCommandReady((deviceId) => this.background(this.deviceReady(deviceId)));
    link.onAcknowledged((_deviceId, topic, payload) => this.background(this.acknowledged(topic, payload)));
    await this.cluster?.start();
    await this.sweepIfLeased();
    this.sweeper = setInterval(() => this.background(this.sweepIfLeased()), SWEEP_MS);
    this.sweeper.unref();
  }

  /** Whether a command sent now reaches the device. */
  reachable(deviceId: number): boolean {
    return (
      this.link.acceptsCommands(deviceId) ||
      this.pollers.isWaiting(deviceId) ||
      this.cluster?.waitsElsewhere(deviceId) === true
    );
  }

  /** A command was recorded: tell its states, send what is marked sent. */
  async started(rows: DeviceCommand[]): Promise<void> {
    this.changed(rows);
    await this.sendAll(rows.filter((row) => row.state === 'sent'));
    // A device that became ready between the check and the write found nothing waiting for it then.
    const arrived = new Set(
      rows.filter((row) => row.state === 'queued' && this.reachable(row.deviceId)).map((row) => row.deviceId),
    );
    await Promise.all([...arrived].map((deviceId) => this.deviceReady(deviceId)));
  }

  /** The device takes commands again: what waits for it goes, what it never answered goes again. */
  async deviceReady(deviceId: number): Promise<void> {
    const open = await this.repository.openOf(deviceId, new Date(this.settings.now()));
    const queued = open.filter((row) => row.state === 'queued').map((row) => row.id);
    const claimed = await this.repository.advance(queued, ['queued'], 'sent', new Date(this.settings.now()));
    this.changed(claimed);
    const claimedIds = new Set(claimed.map((row) => row.id));
    const again = open.filter((row) => row.state !== 'queued' && !claimedIds.has(row.id));
    await this.sendAll([...claimed, ...again]);
  }

  /** A device answered on `rpc/response/{id}` (or over HTTP). False when it never got a command with the id. */
  async answered(deviceId: number, id: string, payload: unknown): Promise<boolean> {
    if (!/^\d{1,18}$/.test(id)) return false;
    return this.record({ id: Number(id), by: { deviceId }, ...outcomeOf(payload) });
  }

  /** A gateway answered for a light: `{"device": code, "id": id, "data": answer}`. */
  async gatewayAnswered(gatewayId: number, document: unknown): Promise<void> {
    if (typeof document !== 'object' || document === null) return;
    const { device, id, data } = document as { device?: unknown; id?: unknown; data?: unknown };
    if (typeof device !== 'string' || !Number.isSafeInteger(Number(id))) return;
    await this.record({ id: Number(id), by: { gatewayId, deviceCode: device }, ...outcomeOf(data) });
  }

  /** The device (or its gateway) acknowledged the QoS 1 message of a command. */
  async acknowledged(topic: string, payload: Buffer): Promise<void> {
    let id = Number(RPC_REQUEST.exec(topic)?.[1] ?? Number.NaN);
    if (topic === 'gateway/rpc') {
      const json = jsonOf(payload);
      id = Number(
        (json.ok ? (json.value as { data?: { id?: unknown } } | null)?.data?.id : undefined) ?? Number.NaN,
      );
    }
    if (!Number.isSafeInteger(id)) return;
    const moved = await this.acknowledgements.add(id);
    if (moved) this.changed([moved]);
  }

  /** Expires every open command past its expiry. */
  async sweep(): Promise<void> {
    const expired = await this.repository.expireDue(new Date(this.settings.now()));
    this.changed(expired);
    await this.upgradesEnded(expired);
  }

  /**
   * The next command for an HTTP device: one waiting for it now, else the first that comes within
   * `timeoutMs`; undefined when none came.
   */
  async next(deviceId: number, timeoutMs: number, signal?: AbortSignal): Promise<DeviceCommand | undefined> {
    return (await this.claimQueued(deviceId)) ?? this.pollers.wait(deviceId, timeoutMs, signal);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.pollers.close();
    await this.cluster?.stop();
  }

  /** The device's oldest queued command, now marked sent to it; none when nothing waits. */
  private async claimQueued(deviceId: number): Promise<DeviceCommand | undefined> {
    const open = await this.repository.openOf(deviceId, new Date(this.settings.now()));
    for (const row of open.filter((candidate) => candidate.state === 'queued')) {
      const [claimed] = await this.repository.advance(
        [row.id],
        ['queued'],
        'sent',
        new Date(this.settings.now()),
      );
      if (claimed) {
        this.changed([claimed]);
        await this.upgradesStarted([claimed]);
        return claimed;
      }
    }
    return undefined;
  }

  /** Another process queued a command for a device whose poll waits here: it goes with this poll. */
  private async handToPoll(deviceId: number): Promise<void> {
    if (!this.pollers.isWaiting(deviceId)) return;
    const claimed = await this.claimQueued(deviceId);
    if (claimed && !this.pollers.hand(claimed)) await this.requeue(claimed);
  }

  private async requeue(row: DeviceCommand): Promise<void> {
    this.changed(await this.repository.advance([row.id], ['sent'], 'queued', new Date(this.settings.now())));
  }

  private get link(): CommandLink {
    if (!this.linked) throw new Error('the command delivery has not started');
    return this.linked;
  }

  /** Of the processes sharing the database, the one holding the sweep lease expires commands. */
  private async sweepIfLeased(): Promise<void> {
    if (this.settings.sweepLease.held) await this.sweep();
  }

  private background(work: Promise<unknown>): void {
    work.catch((error: unknown) => this.settings.log.error({ err: error }, 'command delivery failed'));
  }

  /** Records an answer together with those that come with it; false when it was not the answerer's row. */
  private async record(answer: DeviceAnswer): Promise<boolean> {
    const { known, moved } = await this.answers.add(answer);
    if (moved) {
      this.changed([moved]);
      if (moved.state === 'failed') await this.upgradesEnded([moved]);
    }
    return known;
  }

  /** Rows still sent are delivered; each id answers its row when it moved, a repeated id once. */
  private async delivered(ids: number[]): Promise<(DeviceCommand | undefined)[]> {
    const moved = await this.repository.advance(ids, ['sent'], 'delivered', new Date(this.settings.now()));
    const byId = new Map(moved.map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      byId.delete(id);
      return row;
    });
  }

  private async sendAll(rows: DeviceCommand[]): Promise<void> {
    await this.upgradesStarted(rows);
    await Promise.all(rows.map((row) => this.send(row)));
  }

  private async send(row: DeviceCommand): Promise<void> {
    const { link } = this;
    try {
      if (!link.acceptsCommands(row.deviceId)) {
        // Only an HTTP poll waits for it; when that poll just ended, the command waits for the next.
        // A poll in another process is told, and takes it from the queue.
        if (!this.pollers.hand(row)) {
          await this.requeue(row);
          this.cluster?.nudge(row.deviceId);
        }
        return;
      }
      const request = { method: row.method, params: row.params };
      if (row.gatewayId !== null) {
        await link.send(row.gatewayId, 'gateway/rpc', {
          device: row.deviceCode,
          data: { id: row.id, ...request },
        });
      } else {
        await link.send(row.deviceId, `rpc/request/${row.id}`, request);
      }
    } catch (error) {
      // Left as sent: it goes again when the device returns, or expires.
      this.settings.log.warn({ err: error, command: row.id }, 'command could not be sent');
    }
  }

  private async upgradesStarted(rows: DeviceCommand[]): Promise<void> {
    const ids = rows.filter((row) => row.method === 'firmwareUpgrade').map((row) => row.deviceId);
    if (ids.length > 0) await this.settings.setUpgrading(ids, true);
  }

  private async upgradesEnded(rows: DeviceCommand[]): Promise<void> {
    const ids = rows.filter((row) => row.method === 'firmwareUpgrade').map((row) => row.deviceId);
    if (ids.length > 0) await this.settings.setUpgrading(ids, false);
  }

  private changed(rows: DeviceCommand[]): void {
    for (const row of rows) {
      const data: CommandEvent = {
        id: row.id,
        commandid: row.commandId,
        deviceid: row.deviceId,
        devicecode: row.deviceCode,
        method: row.method,
        state: row.state,
        error: row.error,
      };
      this.settings.publish({ type: 'command', accountId: row.accountId, data });
    }
  }
}
