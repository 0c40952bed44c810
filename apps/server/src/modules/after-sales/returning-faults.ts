/**
 * Gathers the devices that warn again and hands them on in batches: a sweep that raises thousands
 * of warnings at once costs one look at the tickets, not one per warning.
 */
export class ReturningFaults {
  private pending = new Map<number, string>();
  private working: Promise<void> = Promise.resolve();

  constructor(
    private readonly handle: (reasons: Map<number, string>) => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  warned(deviceId: number, reason: string): void {
    const first = this.pending.size === 0;
    this.pending.set(deviceId, reason);
    if (!first) return;
    this.working = this.working
      .then(() => {
        const batch = this.pending;
        this.pending = new Map();
        return this.handle(batch);
      })
      .catch(this.onError);
  }

  /** Resolves once the devices told of so far are handled. */
  idle(): Promise<void> {
    return this.working;
  }
}
