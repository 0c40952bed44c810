import { type LiveFrame, LiveFrameReader } from '@lamplighter/contract';
import type { TestApp } from './test-app';

/**
 * A terminal's live stream as the terminal reads it: `fetch` over real HTTP, the body cut into
 * frames as it comes. `next` waits for the next frame; `ended` for the server to end the stream.
 */
export class LiveStreamReader {
  private readonly frames: LiveFrame[] = [];
  private taken = 0;
  private done = false;
  /** Whether the stream broke off instead of ending (the server dropped it). */
  broken = false;
  private wake: (() => void) | undefined;

  private constructor(readonly response: Response) {
    void this.pump();
  }

  static async open(base: string, token: string, sessionid: string): Promise<LiveStreamReader> {
    return new LiveStreamReader(await fetch(`${base}/api/v1/${token}/live/${sessionid}`));
  }

  /** The next frame not taken yet; undefined once the stream ended without one. */
  async next(): Promise<LiveFrame | undefined> {
    while (this.taken >= this.frames.length) {
      if (this.done) return undefined;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
    this.taken += 1;
    return this.frames[this.taken - 1];
  }

  /** The seqs of the next `count` frames. */
  async seqs(count: number): Promise<number[]> {
    const seqs: number[] = [];
    for (let n = 0; n < count; n++) seqs.push((await this.next())?.seq ?? -1);
    return seqs;
  }

  /** Resolves once the server ended the stream, with the frames it sent and nobody took. */
  async ended(): Promise<LiveFrame[]> {
    while (!this.done) await new Promise<void>((resolve) => (this.wake = resolve));
    return this.frames.slice(this.taken);
  }

  private async pump(): Promise<void> {
    const reader = new LiveFrameReader();
    try {
      for await (const part of this.response.body ?? []) {
        this.frames.push(...reader.push(part as Uint8Array));
        this.wake?.();
      }
    } catch {
      this.broken = true;
    } finally {
      this.done = true;
      this.wake?.();
    }
  }
}

/** A terminal tells the platform it has a frame: the status of the answer. */
export async function heard(t: TestApp, token: string, sessionid: string, seq: number): Promise<number> {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${token}/live/${sessionid}/heard`,
    payload: { seq },
  });
  return answer.statusCode;
}

/** A piece of the recording as the browser uploads it. */
export function pieceOf(seq: number, size = 64): Buffer {
  return Buffer.alloc(size, seq % 256);
}
