/**
 * The simulated clock: it starts at `start` and runs `speed` times as fast as the wall clock,
 * so that at 60x a night passes in about ten minutes. Devices report simulated moments as `ts`.
 */
export class SimClock {
  private readonly realStart: number;

  constructor(
    readonly start: number = Date.now(),
    readonly speed: number = 1,
    private readonly wall: () => number = Date.now,
  ) {
    if (!(speed > 0)) throw new Error('speed must be above 0');
    this.realStart = wall();
  }

  now(): number {
    return Math.round(this.start + (this.wall() - this.realStart) * this.speed);
  }

  /** Wall-clock milliseconds that a span of simulated milliseconds takes. */
  realDelay(simulatedMs: number): number {
    return simulatedMs / this.speed;
  }
}
