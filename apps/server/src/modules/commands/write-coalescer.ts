interface Waiting<I, O> {
  item: I;
  resolve: (result: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes items together: those that come within `delayMs` of the first, or while a write runs,
 * go in one call of `write`, which answers one result per item, in their order; each `add` gets
 * its own item's result. One write runs at a time. A write that fails is tried again item by
 * item, so that one bad item fails only its own `add`.
 */
export class WriteCoalescer<I, O> {
  private waiting: Waiting<I, O>[] = [];
  private writing = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly write: (items: I[]) => Promise<O[]>,
    private readonly delayMs = 5,
  ) {}

  add(item: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.writing && !this.timer) this.timer = setTimeout(() => this.flush(), this.delayMs);
    });
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    this.writing = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      await this.settle(batch);
    }
    this.writing = false;
  }

  private async settle(batch: Waiting<I, O>[]): Promise<void> {
    try {
      const results = await this.write(batch.map((entry) => entry.item));
      for (const [index, entry] of batch.entries()) entry.resolve(results[index] as O);
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else for (const entry of batch) await this.settle([entry]);
    }
  }
}
