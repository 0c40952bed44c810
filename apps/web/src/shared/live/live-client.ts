import type { LiveEventData, LiveEventType } from '@lamplighter/contract';
import { SseParser } from './sse-parser';

export interface LiveEvent<T extends LiveEventType = LiveEventType> {
  type: T;
  data: LiveEventData<T>;
}

export interface LiveClientOptions {
  /** The event stream, e.g. `/prod-api/remote/events`. */
  url: string;
  /** The access token of the moment; no stream is opened without one. */
  token: () => string | undefined;
  /** Wait before connecting again after the stream ended or failed. */
  retryMs?: number;
  fetch?: typeof fetch;
}

/**
 * The browser's end of `GET /remote/events`: a `fetch` stream (EventSource cannot send the Bearer
 * header) that connects again whenever it ends, with the token of that moment. Listeners get every
 * event; `onConnected` listeners learn each new connection, after which what a screen shows may
 * have missed events and is reloaded.
 */
export class LiveClient {
  private readonly listeners = new Set<(event: LiveEvent) => void>();
  private readonly connectedListeners = new Set<() => void>();
  private readonly statusListeners = new Set<() => void>();
  private down = false;
  private controller: AbortController | undefined;
  /** Each start begins a new run; a stopped run's loop ends at its next turn. */
  private run = 0;
  private running = false;

  constructor(private readonly options: LiveClientOptions) {}

  subscribe(listener: (event: LiveEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onConnected(listener: () => void): () => void {
    this.connectedListeners.add(listener);
    return () => this.connectedListeners.delete(listener);
  }

  /** Whether the last connection failed or ended and the next one has not opened yet. */
  get reconnecting(): boolean {
    return this.down;
  }

  /** Learns each change of `reconnecting`. */
  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.loop(++this.run);
  }

  stop(): void {
    this.running = false;
    this.run += 1;
    this.controller?.abort();
    this.setDown(false);
  }

  private setDown(down: boolean): void {
    if (down === this.down) return;
    this.down = down;
    for (const listener of this.statusListeners) listener();
  }

  private async loop(run: number): Promise<void> {
    while (run === this.run) {
      await this.connect().catch(() => undefined);
      if (run !== this.run) return;
      this.setDown(true);
      await new Promise((resolve) => setTimeout(resolve, this.options.retryMs ?? 3000));
    }
  }

  private async connect(): Promise<void> {
    const token = this.options.token();
    if (!token) return;
    this.controller = new AbortController();
    const response = await (this.options.fetch ?? fetch)(this.options.url, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: this.controller.signal,
    });
    if (!response.ok || !response.body) return;
    this.setDown(false);
    for (const listener of this.connectedListeners) listener();
    const parser = new SseParser();
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) this.dispatch(event);
    }
  }

  private dispatch(event: { type: string; data: string }): void {
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    const live = { type: event.type, data } as LiveEvent;
    for (const listener of this.listeners) listener(live);
  }
}
