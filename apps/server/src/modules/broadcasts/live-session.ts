import {
  encodeLiveFrame,
  LIVE_BACKLOG_SECONDS,
  LIVE_LATENCY_CHUNKS,
  type LiveLatency,
  type LiveTerminal,
} from '@lamplighter/contract';
import type { ReachedTerminal } from './broadcast-targets';

/** A terminal's open stream, as the session writes to it. */
export interface FrameSink {
  write(frame: Uint8Array): void;
  /** Bytes written and not sent yet, the socket's own buffer included. */
  readonly buffered: number;
  /** Ends the stream as it should end: the broadcast is over. */
  end(): void;
  /** Breaks the stream off: its terminal reads too slowly. */
  drop(): void;
}

/** What bounds a session's memory. */
export interface SessionLimits {
  /** A terminal's stream holding more unsent bytes than this is dropped instead of written to. */
  sinkBytes: number;
  /** The most the pieces kept for terminals that join late may hold together. */
  backlogBytes: number;
}

interface Piece {
  seq: number;
  /** The frame as sent, made once and written to every stream. */
  frame: Uint8Array;
  at: number;
}

interface TerminalState extends ReachedTerminal {
  sink: FrameSink | undefined;
  lastSeq: number | null;
  latencies: number[];
}

/** Pieces whose arrival is remembered, to measure acknowledgements that come late. */
const ARRIVALS_KEPT = 120;

/** What became of a piece received: taken, older than one taken before, or refused for lack of a header. */
export type Received = 'taken' | 'old' | 'noHeader';

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The value at `share` (0-1) of sorted values, by the nearest rank. */
function percentile(sorted: number[], share: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? null;
}

/**
 * One live broadcast on air: the header piece and the last seconds' pieces, kept for terminals
 * that join late; the terminals it may be streamed to (those its target reached as it started),
 * each with its open stream and its latest acknowledgements. A piece is framed once and the same
 * bytes written to every stream, so that what the streams buffer is shared; a stream whose
 * terminal reads too slowly is dropped before it is written more.
 */
export class LiveSession {
  readonly terminals = new Map<number, TerminalState>();
  /** The numbers the command reached: the terminals the latency lists. */
  private sentTo: Set<string> | undefined;
  private header: Piece | undefined;
  private backlog: Piece[] = [];
  private backlogBytes = 0;
  private readonly arrivals = new Map<number, number>();
  private lastSeq = -1;
  private pieces = 0;
  /** When the latest piece came (the start, before any): a session silent too long ends. */
  lastPieceAt: number;
  /** The broadcast it is kept as, once recorded; 0 until then. */
  broadcastId = 0;

  constructor(
    readonly id: string,
    readonly owner: { accountId: number; path: string },
    readonly startedAt: number,
    terminals: ReachedTerminal[],
    private readonly limits: SessionLimits,
  ) {
    this.lastPieceAt = startedAt;
    for (const terminal of terminals) {
      this.terminals.set(terminal.deviceId, { ...terminal, sink: undefined, lastSeq: null, latencies: [] });
    }
  }

  /** Tells the session the broadcast it is kept as, and which of its terminals the command was sent to. */
  sent(broadcastId: number, codes: string[]): void {
    this.broadcastId = broadcastId;
    this.sentTo = new Set(codes);
  }

  get listeners(): number {
    let open = 0;
    for (const terminal of this.terminals.values()) if (terminal.sink) open += 1;
    return open;
  }

  /** Takes a terminal's new stream (ending one it had open): the header first, then the kept pieces. */
  listen(deviceId: number, sink: FrameSink): void {
    const terminal = this.terminals.get(deviceId);
    if (!terminal) return;
    terminal.sink?.end();
    terminal.sink = sink;
    for (const piece of this.header ? [this.header, ...this.backlog] : []) sink.write(piece.frame);
  }

  /** Forgets a stream that closed, unless the terminal opened another since. */
  unlisten(deviceId: number, sink: FrameSink): void {
    const terminal = this.terminals.get(deviceId);
    if (terminal?.sink === sink) terminal.sink = undefined;
  }

  receive(seq: number, bytes: Uint8Array, at: number): Received {
    if (seq <= this.lastSeq) return 'old';
    if (seq > 0 && !this.header) return 'noHeader';
    const piece = { seq, frame: encodeLiveFrame(seq, bytes), at };
    this.lastSeq = seq;
    this.pieces += 1;
    this.lastPieceAt = at;
    this.arrivals.set(seq, at);
    if (this.arrivals.size > ARRIVALS_KEPT) this.arrivals.delete(this.arrivals.keys().next().value as number);
    if (seq === 0) this.header = piece;
    else this.keep(piece);
    for (const terminal of this.terminals.values()) this.deliver(terminal, piece.frame);
    return 'taken';
  }

  /** A terminal has the piece `seq`: its latency, from the piece's arrival, if that is still known. */
  heard(deviceId: number, seq: number, at: number): void {
    const terminal = this.terminals.get(deviceId);
    if (!terminal) return;
    terminal.lastSeq = Math.max(terminal.lastSeq ?? seq, seq);
    const arrived = this.arrivals.get(seq);
    if (arrived === undefined) return;
    terminal.latencies.push(at - arrived);
    if (terminal.latencies.length > LIVE_LATENCY_CHUNKS) terminal.latencies.shift();
  }

  latency(): LiveLatency {
    const terminals: LiveTerminal[] = [...this.terminals.values()]
      .filter((terminal) => this.sentTo?.has(terminal.code) || terminal.sink)
      .sort((a, b) => a.code.localeCompare(b.code))
      .map((terminal) => ({
        deviceid: terminal.deviceId,
        devicecode: terminal.code,
        listening: terminal.sink !== undefined,
        lastseq: terminal.lastSeq,
        latencyms: terminal.latencies.length > 0 ? Math.round(mean(terminal.latencies)) : null,
      }));
    const measured = terminals.flatMap((terminal) => terminal.latencyms ?? []).sort((a, b) => a - b);
    return {
      listeners: this.listeners,
      chunks: this.pieces,
      terminals,
      p50ms: percentile(measured, 0.5),
      p95ms: percentile(measured, 0.95),
    };
  }

  /** Ends every stream: the terminals answer their command. */
  end(): void {
    for (const terminal of this.terminals.values()) {
      terminal.sink?.end();
      terminal.sink = undefined;
    }
  }

  /** Keeps the piece for terminals that join late, with those of the last seconds, within the bound. */
  private keep(piece: Piece): void {
    this.backlog.push(piece);
    this.backlogBytes += piece.frame.length;
    const oldest = piece.at - LIVE_BACKLOG_SECONDS * 1000;
    while (this.backlog.length > 0) {
      const first = this.backlog[0] as Piece;
      if (first.at >= oldest && this.backlogBytes <= this.limits.backlogBytes) break;
      this.backlogBytes -= first.frame.length;
      this.backlog.shift();
    }
  }

  private deliver(terminal: TerminalState, frame: Uint8Array): void {
    const sink = terminal.sink;
    if (!sink) return;
    if (sink.buffered > this.limits.sinkBytes) {
      terminal.sink = undefined;
      sink.drop();
      return;
    }
    sink.write(frame);
  }
}
