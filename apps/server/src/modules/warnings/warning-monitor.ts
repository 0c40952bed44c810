import { DEVICE_TYPE, type LiveEventData, type ThresholdRule } from '@lamplighter/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SweepLease } from '../../platform/sweep-lease';
import type { DeviceIdentity } from '../../transport/device-messages';
import { LampSwitches, type SwitchCounts } from './lamp-switches';
import { type Condition, conditionsOf, type Readings, type Subject } from './warning-rules';
import type { NewWarning, OpenEpisode, WarningsRepository } from './warnings.repository';

/** Devices evaluated together at most: one statement each for their readings, hearing and episodes. */
const EVALUATION_LIMIT = 5000;

/** A device as the monitor gets it from the devices module: who owns it, where it stands. */
export interface MonitoredDevice extends Subject, DeviceIdentity {
  projectId: number | null;
  projectName: string;
  groupName: string;
}

/** What the monitor asks of other modules. */
export interface MonitorPorts {
  /** The latest readings of devices, with their reporting interval (seconds) when they told it. */
  readings(deviceIds: number[]): Promise<Map<number, Readings & { reportInterval?: number }>>;
  /** Records that devices were heard (their run state comes back from offline); answers them. */
  heard(
    devices: { deviceId: number; runState?: number | undefined; reportInterval?: number | undefined }[],
    at: number,
  ): Promise<MonitoredDevice[]>;
  /** The weather thresholds of some projects, by project. */
  weatherRules(projectIds: number[]): Promise<Map<number, ThresholdRule[]>>;
  /** Counts offline the devices silent too long; answers them. */
  sweep(now: number): Promise<MonitoredDevice[]>;
  /** Tells the browsers of the account about a warning raised or cleared. */
  publish(accountId: number, event: LiveEventData<'warning'>): void;
  /** Tells the browsers watching them that devices of the account reported. */
  publishReport(accountId: number, deviceIds: number[]): void;
  /** Tells the browsers of the account that some of its lamps went on or out. */
  publishLamps(accountId: number, counts: SwitchCounts): void;
}

/**
 * Applies the warning rules after each commit of device data, and the offline rule after each
 * sweep: one warning per episode of a condition, cleared when the condition ends. The work runs
 * in order, one step at a time, outside the ingest's transaction.
 */
export class WarningMonitor {
  private work: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  /** Devices heard since the last evaluation began, and the latest moment they were heard. */
  private readonly waiting = new Set<number>();
  private waitingAt = 0;
  private scheduled = false;
  private readonly lamps = new LampSwitches();

  constructor(
    private readonly ports: MonitorPorts,
    private readonly repository: WarningsRepository,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Devices were heard at `at` (the telemetry ingest's committed report). Reports that come while
   * an evaluation runs wait together for the next one, so that a burst costs a few large
   * statements, not one small round per batch, and nothing piles up without bound.
   */
  committed(deviceIds: number[], at: number): void {
    for (const id of deviceIds) this.waiting.add(id);
    this.waitingAt = Math.max(this.waitingAt, at);
    this.schedule();
  }

  /** Counts offline the devices silent too long, and raises their warnings. */
  sweep(): Promise<void> {
    return this.enqueue(() => this.sweepOffline());
  }

  /** Sweeps every `intervalMs` while this process holds the sweep lease, until stopped. */
  start(intervalMs: number, lease: SweepLease): void {
    this.timer = setInterval(() => {
      if (lease.held) void this.sweep();
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.settled();
  }

  /** Resolves once everything asked so far is done, the steps those scheduled included. */
  async settled(): Promise<void> {
    for (let work = this.work; ; work = this.work) {
      await work;
      if (work === this.work) return;
    }
  }

  private schedule(): void {
    if (this.scheduled || this.waiting.size === 0) return;
    this.scheduled = true;
    void this.enqueue(() => {
      this.scheduled = false;
      const ids = [...this.waiting].slice(0, EVALUATION_LIMIT);
      for (const id of ids) this.waiting.delete(id);
      const step = this.evaluate(ids, this.waitingAt);
      this.schedule();
      return step;
    });
  }

  private enqueue(step: () => Promise<void>): Promise<void> {
    this.work = this.work.then(step).catch((error: unknown) => {
      this.log.warn({ err: error }, 'warning rules not applied');
    });
    return this.work;
  }

  private async evaluate(deviceIds: number[], at: number): Promise<void> {
    const readings = await this.ports.readings(deviceIds);
    const heard = await this.ports.heard(
      deviceIds.map((deviceId) => ({
        deviceId,
        runState: readings.get(deviceId)?.runState,
        reportInterval: readings.get(deviceId)?.reportInterval,
      })),
      at,
    );
    const byAccount = new Map<number, number[]>();
    for (const device of heard)
      byAccount.set(device.accountId, [...(byAccount.get(device.accountId) ?? []), device.deviceId]);
    for (const [accountId, ids] of byAccount) this.ports.publishReport(accountId, ids);
    const switched = this.lamps.switched(heard, (deviceId) => readings.get(deviceId)?.loadPower);
    for (const [accountId, counts] of switched) this.ports.publishLamps(accountId, counts);
    const rules = await this.weatherRulesOf(heard);
    const holding = new Map(
      heard.map((device) => [
        device,
        conditionsOf(readings.get(device.deviceId) ?? {}, device, at, rules.get(device.projectId ?? 0)),
      ]),
    );
    await this.reconcile(holding, readings, at, { clearMissing: true });
  }

  /** The thresholds of the projects of the weather stations among the devices heard. */
  private weatherRulesOf(heard: MonitoredDevice[]): Promise<Map<number, ThresholdRule[]>> {
    const projects = new Set<number>();
    for (const device of heard) {
      if (device.typeId === DEVICE_TYPE.weatherStation && device.projectId !== null)
        projects.add(device.projectId);
    }
    return projects.size === 0 ? Promise.resolve(new Map()) : this.ports.weatherRules([...projects]);
  }

  private async sweepOffline(): Promise<void> {
    const at = this.now();
    const silent = await this.ports.sweep(at);
    const offline: Condition = { kind: 'offline', episode: 'offline', reason: '' };
    const holding = new Map(silent.map((device) => [device, [offline]]));
    await this.reconcile(holding, new Map(), at, { clearMissing: false });
  }

  /**
   * Compares what holds with the open episodes of the same devices: an episode whose condition
   * no longer holds (or holds as another episode) is cleared, a condition without an open
   * episode opens one. A sweep only adds: it knows nothing of the other conditions.
   */
  private async reconcile(
    holding: Map<MonitoredDevice, Condition[]>,
    readings: Map<number, Readings>,
    at: number,
    { clearMissing }: { clearMissing: boolean },
  ): Promise<void> {
    if (holding.size === 0) return;
    const open = await this.repository.openOf([...holding.keys()].map((device) => device.deviceId));
    const openByDevice = new Map<number, OpenEpisode[]>();
    for (const episode of open) {
      openByDevice.set(episode.deviceId, [...(openByDevice.get(episode.deviceId) ?? []), episode]);
    }
    const ended: OpenEpisode[] = [];
    const started: NewWarning[] = [];
    for (const [device, conditions] of holding) {
      const episodes = openByDevice.get(device.deviceId) ?? [];
      for (const episode of episodes) {
        const still = conditions.some((c) => c.kind === episode.kind && c.episode === episode.episode);
        if (!still && (clearMissing || conditions.some((c) => c.kind === episode.kind))) ended.push(episode);
      }
      for (const condition of conditions) {
        if (episodes.some((e) => e.kind === condition.kind && e.episode === condition.episode)) continue;
        started.push(newWarning(device, condition, readings.get(device.deviceId) ?? {}, at));
      }
    }
    await this.repository.clear(
      ended.map((episode) => episode.id),
      new Date(at),
    );
    for (const episode of ended) this.tell(episode, true);
    for (const episode of await this.repository.open(started)) this.tell(episode, false);
  }

  private tell(episode: OpenEpisode, cleared: boolean): void {
    const { id, deviceId, deviceCode, kind, reason } = episode;
    this.ports.publish(episode.accountId, {
      id,
      deviceid: deviceId,
      devicecode: deviceCode,
      kind,
      reason,
      cleared,
    });
  }
}

/** Readings by device from rows of (device, key, value). */
export function collectReadings(
  rows: { deviceId: number; key: string; value: number }[],
): Map<number, Readings & { reportInterval?: number }> {
  const readings = new Map<number, Record<string, number>>();
  for (const row of rows) {
    const values = readings.get(row.deviceId) ?? {};
    values[row.key] = row.value;
    readings.set(row.deviceId, values);
  }
  return readings;
}

function newWarning(
  device: MonitoredDevice,
  condition: Condition,
  readings: Readings,
  at: number,
): NewWarning {
  return {
    accountId: device.accountId,
    deviceId: device.deviceId,
    deviceCode: device.code,
    deviceType: device.typeId,
    projectName: device.projectName,
    groupName: device.groupName,
    kind: condition.kind,
    episode: condition.episode,
    reason: condition.reason,
    runState: condition.kind === 'offline' ? 4 : (readings.runState ?? null),
    loadState: readings.loadState ?? null,
    batteryState: readings.batteryState ?? null,
    createdAt: new Date(at),
  };
}
