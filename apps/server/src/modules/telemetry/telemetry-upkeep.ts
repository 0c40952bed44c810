import type { FastifyBaseLogger } from 'fastify';
import type { SweepLease } from '../../platform/sweep-lease';
import { type HistoryPartitions, monthStart, nextMonth } from './history-partitions';

const DAY_MS = 86_400_000;

/**
 * Keeps the history's months in order, at start and then daily: this month's and next month's
 * partitions exist before values arrive, and months that ended more than the retention ago are
 * dropped whole (a drop frees the space at once; deleting rows would leave it to vacuum). So a
 * value is kept at least `retentionDays` and at most a month longer. The hourly energy highs
 * (`energyHours`) go with the months they belong to.
 */
export class TelemetryUpkeep {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly partitions: HistoryPartitions,
    private readonly retentionDays: number,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
    private readonly energy?: { dropBefore(cutoff: Date): Promise<void> },
  ) {}

  async runOnce(): Promise<{ dropped: string[] }> {
    const now = this.now();
    await this.partitions.ensure([now, nextMonth(now)]);
    const cutoff = now - this.retentionDays * DAY_MS;
    const dropped = await this.partitions.dropEndingBy(cutoff);
    await this.energy?.dropBefore(new Date(monthStart(cutoff)));
    if (dropped.length > 0) this.log.info({ dropped }, 'telemetry history past retention dropped');
    return { dropped };
  }

  /**
   * Runs at once, in every process: none takes values before its months exist. Then daily by the
   * process holding the sweep lease; next month's partition is made a month ahead, so a day or
   * two without a run while the lease changes hands costs nothing.
   */
  async start(lease: SweepLease): Promise<void> {
    await this.runOnce();
    this.timer = setInterval(() => {
      if (!lease.held) return;
      this.runOnce().catch((error: unknown) => this.log.warn({ err: error }, 'telemetry upkeep failed'));
    }, DAY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
