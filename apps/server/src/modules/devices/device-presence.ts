import type { RunStateChange } from './devices.repository';
import type { HeardEntry, PresenceRepository, PresenceRow } from './presence.repository';

export interface PresenceSettings {
  /** Silence allowed to a device that has not told its reporting interval, in milliseconds. */
  offlineAfterMs: number;
  /** A device that told its interval may miss this many reports before it counts offline. */
  missedReports: number;
  /** Devices counted offline per sweep at most; the next sweep takes the rest. */
  sweepLimit: number;
}

export const DEFAULT_PRESENCE_SETTINGS = {
  missedReports: 3,
  sweepLimit: 5000,
} satisfies Partial<PresenceSettings>;

const UPGRADING = 5;

/** Never less than a minute of silence, whatever interval a device claims. */
const MIN_SILENCE_MS = 60_000;

/** A device heard from, with what it reported last that matters here. */
export interface Heard {
  deviceId: number;
  /** The run state it reported last, if ever. */
  runState?: number | undefined;
  /** Its reporting interval in seconds (client attribute `reportInterval`), if it told one. */
  reportInterval?: number | undefined;
}

/**
 * Run state, reported and derived: what devices report is stored as it comes; a device silent
 * longer than its interval allows counts offline (4), and takes its reported state again (or
 * normal when it never reported one) the moment it is heard. Every change is told to listeners.
 */
export class DevicePresence {
  private readonly listeners: ((changes: RunStateChange[]) => void)[] = [];

  constructor(
    private readonly repository: PresenceRepository,
    private readonly store: {
      setRunStates(states: Map<number, number>): Promise<RunStateChange[]>;
      endUpgrade(ids: number[]): Promise<RunStateChange[]>;
    },
    private readonly forgetCounts: () => void,
    private readonly settings: PresenceSettings,
  ) {}

  onChange(listener: (changes: RunStateChange[]) => void): void {
    this.listeners.push(listener);
  }

  /** The run states devices reported (the telemetry ingest calls this after each commit). */
  async reported(states: Map<number, number>): Promise<void> {
    this.tell(await this.store.setRunStates(states));
  }

  /**
   * A firmware upgrade started (run state 5, upgrading) or ended without the device saying how it
   * went (failed or expired): those still upgrading are normal again.
   */
  async upgrading(ids: number[], started: boolean): Promise<void> {
    if (ids.length === 0) return;
    this.tell(
      started
        ? await this.store.setRunStates(new Map(ids.map((id) => [id, UPGRADING])))
        : await this.store.endUpgrade(ids),
    );
  }

  /** Devices heard at `at`: answers them as the warning rules need them. */
  async heard(devices: Heard[], at: number): Promise<PresenceRow[]> {
    const entries: HeardEntry[] = devices.map((device) => ({
      id: device.deviceId,
      at: new Date(at).toISOString(),
      offlineAt: new Date(at + this.allowedSilence(device.reportInterval)).toISOString(),
      reported: device.runState ?? 1,
    }));
    const rows = await this.repository.heard(entries);
    this.tell(rows.filter((row) => row.runState !== row.before));
    return rows;
  }

  /** Counts offline the devices whose silence ran out; answers them. */
  async sweep(now: number): Promise<PresenceRow[]> {
    const rows = await this.repository.sweep(new Date(now), this.settings.sweepLimit);
    this.tell(rows);
    return rows;
  }

  private allowedSilence(reportInterval: number | undefined): number {
    if (reportInterval === undefined || reportInterval <= 0) return this.settings.offlineAfterMs;
    return Math.max(MIN_SILENCE_MS, reportInterval * 1000 * this.settings.missedReports);
  }

  private tell(changes: RunStateChange[]): void {
    if (changes.length === 0) return;
    this.forgetCounts();
    for (const listener of this.listeners) listener(changes);
  }
}
