/**
 * The frames of a live broadcast's stream (`GET /api/v1/{token}/live/{sessionid}`): each is its
 * seq and the length of its data, each a uint32 big-endian, then the data, the browser's piece of
 * recording as it was uploaded. Plain bytes, so that a terminal's firmware reads them without a
 * parser of any container format.
 */
export const LIVE_FRAME_HEADER_BYTES = 8;

export interface LiveFrame {
  seq: number;
  bytes: Uint8Array;
}

/** One frame as it travels: the header, then the data. */
export function encodeLiveFrame(seq: number, bytes: Uint8Array): Uint8Array {
  const frame = new Uint8Array(LIVE_FRAME_HEADER_BYTES + bytes.length);
  const view = new DataView(frame.buffer);
  view.setUint32(0, seq);
  view.setUint32(4, bytes.length);
  frame.set(bytes, LIVE_FRAME_HEADER_BYTES);
  return frame;
}

/** Cuts a stream's bytes into frames as they arrive, however the network split them. */
export class LiveFrameReader {
  private pending = new Uint8Array(0);

  /** The frames the bytes received so far complete, in order. */
  push(part: Uint8Array): LiveFrame[] {
    const joined = new Uint8Array(this.pending.length + part.length);
    joined.set(this.pending);
    joined.set(part, this.pending.length);
    const frames: LiveFrame[] = [];
    let at = 0;
    while (joined.length - at >= LIVE_FRAME_HEADER_BYTES) {
      const view = new DataView(joined.buffer, joined.byteOffset + at, LIVE_FRAME_HEADER_BYTES);
      const length = view.getUint32(4);
      const end = at + LIVE_FRAME_HEADER_BYTES + length;
      if (end > joined.length) break;
      frames.push({ seq: view.getUint32(0), bytes: joined.slice(at + LIVE_FRAME_HEADER_BYTES, end) });
      at = end;
    }
    this.pending = joined.slice(at);
    return frames;
  }

  /** Bytes of a frame begun but not whole: a stream that ends with some was cut off. */
  get unfinished(): number {
    return this.pending.length;
  }
}
