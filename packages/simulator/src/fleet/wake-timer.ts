import type { DeviceModel } from '../physics/device-model';
import type { SimClock } from './clock';

/** However fast the clock runs, a model is not woken more often than this (wall-clock ms). */
const MIN_REAL_WAIT_MS = 200;

/**
 * Wakes a model at the simulated moment it names next, between its reports: a screen's next play
 * starts then, and its proof of play goes out at once instead of with the next report.
 */
export class WakeTimer {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly model: DeviceModel,
    private readonly clock: SimClock,
  ) {}

  /** Sets the timer for the model's next moment, if it has one; a timer set before is replaced. */
  arm(): void {
    this.stop();
    const next = this.model.nextWake?.();
    if (next === undefined) return;
    const wait = Math.max(MIN_REAL_WAIT_MS, this.clock.realDelay(next - this.clock.now()));
    this.timer = setTimeout(() => {
      // Node may fire a timer a millisecond early, which a fast clock turns into many simulated ones.
      this.model.advance(Math.max(this.clock.now(), next));
      this.arm();
    }, wait);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
