import type { ServerResponse } from 'node:http';

/**
 * One browser's server-sent event stream. Writes never wait: when the browser reads slower than
 * events come and more than `maxBufferedBytes` wait in the socket, the stream is dropped (the
 * browser reconnects and reloads) instead of buffering without end.
 */
export class LiveStream {
  private closed = false;

  constructor(
    private readonly response: ServerResponse,
    private readonly maxBufferedBytes: number,
  ) {}

  open(): void {
    this.response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    this.write('retry: 3000\n: connected\n\n');
  }

  get isClosed(): boolean {
    return this.closed || this.response.destroyed;
  }

  send(type: string, data: unknown): void {
    this.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  heartbeat(): void {
    this.write(': heartbeat\n\n');
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.response.end();
  }

  private write(text: string): void {
    if (this.isClosed) return;
    if (this.response.writableLength > this.maxBufferedBytes) {
      this.closed = true;
      this.response.destroy();
      return;
    }
    this.response.write(text);
  }
}
