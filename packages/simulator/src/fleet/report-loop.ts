import type { Random } from '../physics/random';
import type { SimClock } from './clock';

export interface ReportTiming {
  clock: SimClock;
  /** Each wait is the interval times 1 ± up to this fraction, so that devices drift apart. */
  jitter: number;
  /** No device reports more often than this in wall-clock time, however fast the clock runs. */
  minRealIntervalMs: number;
  random: Random;
}

/** Calls `tick` every reporting interval of simulated time, with jitter; the first at a random point. */
export class ReportLoop {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly timing: ReportTiming,
    private readonly intervalSeconds: () => number,
    private readonly tick: () => void,
  ) {}

  start(): void {
    if (this.timer) return;
    this.schedule(this.timing.random());
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(fraction: number): void {
    const { clock, jitter, minRealIntervalMs, random } = this.timing;
    const spread = 1 + jitter * (2 * random() - 1);
    const wait = Math.max(
      minRealIntervalMs,
      clock.realDelay(this.intervalSeconds() * 1000) * spread * fraction,
    );
    this.timer = setTimeout(() => {
      this.tick();
      this.schedule(1);
    }, wait);
  }
}
