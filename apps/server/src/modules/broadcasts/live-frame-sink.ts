import { LIVE_FRAMES_TYPE } from '@lamplighter/contract';
import type { FastifyReply } from 'fastify';
import type { FrameSink } from './live-session';

/**
 * A terminal's live stream over HTTP: a chunked response that stays open, written frame by frame
 * and never waited on. What it has not sent yet is its own buffer and its socket's
 * (`writableLength`), which the session bounds. `closed` is told when the response closes,
 * however it closed.
 */
export function openFrameSink(reply: FastifyReply, closed: () => void): FrameSink {
  const response = reply.raw;
  reply.hijack();
  response.writeHead(200, {
    'content-type': LIVE_FRAMES_TYPE,
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  // The terminal learns at once that its stream is open, before the first piece.
  response.flushHeaders();
  response.on('close', closed);
  return {
    write: (frame) => {
      response.write(frame);
    },
    get buffered() {
      return response.writableLength;
    },
    end: () => response.end(),
    drop: () => response.destroy(),
  };
}
