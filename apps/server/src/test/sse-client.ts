/** One server-sent event as a client reads it; `comment` holds a comment line (`: heartbeat`). */
export interface ReadEvent {
  event?: string;
  data?: unknown;
  comment?: string;
}

/**
 * A real HTTP client on an event stream: `fetch` with a Bearer header, the body read as it comes
 * and parsed into events. `next` waits for the next event that `match` accepts.
 */
export class SseClient {
  private buffer = '';
  private readonly seen: ReadEvent[] = [];
  private ended = false;
  private wake: (() => void) | undefined;

  private constructor(
    readonly response: Response,
    private readonly controller: AbortController,
  ) {
    void this.pump();
  }

  static async open(url: string, token?: string): Promise<SseClient> {
    const controller = new AbortController();
    const response = await fetch(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    });
    return new SseClient(response, controller);
  }

  /** Every event read so far. */
  get events(): ReadEvent[] {
    return this.seen;
  }

  /** Whether the server ended the stream. */
  get isEnded(): boolean {
    return this.ended;
  }

  async next(match: (event: ReadEvent) => boolean = () => true, from = 0): Promise<ReadEvent | undefined> {
    for (let at = from; ; at++) {
      while (at >= this.seen.length) {
        if (this.ended) return undefined;
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
      }
      const event = this.seen[at] as ReadEvent;
      if (match(event)) return event;
    }
  }

  /** Resolves when the server ended the stream. */
  async end(): Promise<void> {
    while (!this.ended) await new Promise<void>((resolve) => (this.wake = resolve));
  }

  close(): void {
    this.controller.abort();
  }

  private async pump(): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of this.response.body ?? []) {
        this.buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let split = this.buffer.indexOf('\n\n');
        while (split >= 0) {
          this.parse(this.buffer.slice(0, split));
          this.buffer = this.buffer.slice(split + 2);
          split = this.buffer.indexOf('\n\n');
        }
        this.wake?.();
      }
    } catch {
      // Aborted by the client or cut by the server: the stream ended either way.
    }
    this.ended = true;
    this.wake?.();
  }

  private parse(block: string): void {
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.seen.push({ comment: line.slice(1).trim() });
    }
    const fields = Object.fromEntries(
      block
        .split('\n')
        .filter((line) => !line.startsWith(':') && line.includes(':'))
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
    );
    if (fields.event) this.seen.push({ event: fields.event, data: JSON.parse(fields.data ?? 'null') });
  }
}
