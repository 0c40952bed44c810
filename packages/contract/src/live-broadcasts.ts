import { z } from 'zod';
import { BROADCAST_NAME_MAX, broadcastPriorities } from './broadcasts';
import { liveSessionIdField } from './commands';
import { commandTargetFields, oneCommandTarget } from './device-commands';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { integerField, messageOf, textField } from './fields';
import { blankToUndefined } from './inventory-fields';

/**
 * Live broadcasts: an operator speaks into the browser's microphone and broadcast terminals play
 * it as it comes. The browser records pieces of LIVE_CHUNK_MS and uploads each in order; the first
 * (seq 0) holds the stream's header (WebM's EBML and codec setup), which every terminal is given
 * first. Terminals told `playLive` read the pieces as frames (live-frames.ts) and acknowledge
 * each, which is how the latency is measured. A session lives in the memory of the process that
 * started it, and is kept in the broadcasts' history with the source `live`.
 */

/** How long each piece the browser records is: the floor of the latency from capture to loudspeaker. */
export const LIVE_CHUNK_MS = 500;
/** The most one piece may hold (413 above). */
export const LIVE_CHUNK_MAX_BYTES = 256 * 1024;
/** A session that receives no piece for this long ends by itself. */
export const LIVE_IDLE_SECONDS = 30;
/** The longest a session stays on air; it ends then, and its terminals answer. */
export const LIVE_MAX_SECONDS = 3600;
/** Sessions on air at once in one process. */
export const LIVE_SESSIONS_MAX = 20;
/** What a terminal that joins late is given besides the header: the pieces of this many last seconds. */
export const LIVE_BACKLOG_SECONDS = 5;
/** The pieces whose acknowledgements make a terminal's latency, the latest ones. */
export const LIVE_LATENCY_CHUNKS = 10;
/** The content type of a live stream of frames. */
export const LIVE_FRAMES_TYPE = 'application/vnd.lamplighter.live-frames';

export const liveStartBody = commandTargetFields
  .extend({
    name: textField(BROADCAST_NAME_MAX).min(1, { error: messageOf('broadcast.nameRequired') }),
    priority: z.enum(broadcastPriorities).default('normal'),
    volume: z
      .preprocess(blankToUndefined, integerField(0, 100).optional())
      .describe('0-100 while it plays; left out, the terminal keeps its own'),
  })
  .superRefine(oneCommandTarget);
export type LiveStartBody = z.output<typeof liveStartBody>;

export const liveStart = z.object({
  sessionid: z.string().describe('names the session in every other call; keep it to the caller'),
  broadcastid: z.number().int().describe('the live broadcast in the history (source live)'),
  commandid: z.number().int().describe('the command playLive: each terminal’s answer, once its stream ended'),
  terminals: z.number().int().describe('terminals the command was sent to: those on now'),
});
export type LiveStart = z.infer<typeof liveStart>;

export const liveChunkQuery = z.object({
  sessionid: liveSessionIdField,
  seq: integerField(0, 4_294_967_295).describe('0 for the first piece (the header), then increasing'),
});
export type LiveChunkQuery = z.output<typeof liveChunkQuery>;

export const liveChunkAnswer = z.object({
  seq: z.number().int(),
  listeners: z.number().int().describe('terminals whose stream is open now'),
});
export type LiveChunkAnswer = z.infer<typeof liveChunkAnswer>;

export const liveSessionBody = z.object({ sessionid: liveSessionIdField });

export const liveStopAnswer = z.object({
  broadcastid: z.number().int(),
  seconds: z.number().describe('how long it was on air, to a tenth'),
});
export type LiveStopAnswer = z.infer<typeof liveStopAnswer>;

export const liveTerminal = z.object({
  deviceid: z.number().int(),
  devicecode: z.string(),
  listening: z.boolean().describe('its stream is open now'),
  lastseq: z.number().int().nullable().describe('the latest piece it acknowledged; null before the first'),
  latencyms: z
    .number()
    .int()
    .nullable()
    .describe(
      `from the server receiving a piece to the terminal acknowledging it, the mean of its last ${LIVE_LATENCY_CHUNKS}; null before one`,
    ),
});
export type LiveTerminal = z.infer<typeof liveTerminal>;

export const liveLatency = z.object({
  listeners: z.number().int().describe('terminals whose stream is open now'),
  chunks: z.number().int().describe('pieces received so far'),
  terminals: z.array(liveTerminal).describe('the terminals the command was sent to, by number'),
  p50ms: z.number().int().nullable().describe('the median of the terminals’ latencies; null before one'),
  p95ms: z.number().int().nullable().describe('the 95th percentile of the terminals’ latencies'),
});
export type LiveLatency = z.infer<typeof liveLatency>;

/** What a terminal acknowledges: it has the frame `seq` and plays it. */
export const liveHeardBody = z.object({ seq: integerField(0, 4_294_967_295) });

export const liveBroadcastEndpoints = {
  start: endpoint({
    method: 'POST',
    path: '/remote/broadcast/live/start',
    summary: `Start a live broadcast to the terminals that are on among terminals, a group or a project: sends them playLive, keeps it in the history (source live); at most ${LIVE_SESSIONS_MAX} on air at once (409 live.tooMany)`,
    tag: 'broadcasts',
    access: 'broadcast:add',
    audit: 'broadcast.live.start',
    body: liveStartBody,
    response: envelope(liveStart),
  }),
  chunk: endpoint({
    method: 'POST',
    path: '/remote/broadcast/live/chunk',
    summary: `One piece of the recording as the body's bytes (audio/webm or application/octet-stream, at most ${LIVE_CHUNK_MAX_BYTES / 1024} kB), by the caller who started the session; a seq not above the last is ignored; 404 live.sessionGone once it ended`,
    tag: 'broadcasts',
    access: 'broadcast:add',
    query: liveChunkQuery,
    response: envelope(liveChunkAnswer),
  }),
  stop: endpoint({
    method: 'POST',
    path: '/remote/broadcast/live/stop',
    summary:
      'End a live broadcast: every terminal’s stream ends and it answers playLive; a session without a piece for 30 s ends by itself',
    tag: 'broadcasts',
    access: 'broadcast:add',
    audit: 'broadcast.live.stop',
    body: liveSessionBody,
    response: envelope(liveStopAnswer),
  }),
  latency: endpoint({
    method: 'GET',
    path: '/remote/broadcast/live/latency',
    summary:
      'How far behind each terminal plays a live broadcast: from the server receiving a piece to the terminal acknowledging it',
    tag: 'broadcasts',
    access: 'broadcast:list',
    query: z.object({ sessionid: liveSessionIdField }),
    response: envelope(liveLatency),
  }),
};
