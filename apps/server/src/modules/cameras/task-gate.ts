/**
 * At most `limit` tasks at once; the others wait their turn in the order they came, at most
 * `maxWaiting` of them: one more is refused at once with `full()`. A task's end, however it ends,
 * hands its place to the next.
 */
export class TaskGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
    private readonly full: () => Error,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.limit) this.active++;
    else if (this.waiting.length >= this.maxWaiting) throw this.full();
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  /** Tasks running and waiting now. */
  load(): { running: number; waiting: number } {
    return { running: this.active, waiting: this.waiting.length };
  }
}
