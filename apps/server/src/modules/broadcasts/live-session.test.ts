import { LIVE_LATENCY_CHUNKS, LiveFrameReader } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { type FrameSink, LiveSession } from './live-session';

/** A stream that keeps what it is written, and holds as many unsent bytes as the test says. */
class FakeSink implements FrameSink {
  private readonly reader = new LiveFrameReader();
  readonly seqs: number[] = [];
  buffered = 0;
  state: 'open' | 'ended' | 'dropped' = 'open';

  write(frame: Uint8Array): void {
    for (const read of this.reader.push(frame)) this.seqs.push(read.seq);
  }

  end(): void {
    this.state = 'ended';
  }

  drop(): void {
    this.state = 'dropped';
  }
}

const limits = { sinkBytes: 1000, backlogBytes: 300 };
const terminals = [
  { deviceId: 1, code: 'PA-1' },
  { deviceId: 2, code: 'PA-2' },
];
const sessionOf = () => new LiveSession('session', { accountId: 7, path: '/1/7/' }, 0, terminals, limits);
const piece = (size = 10) => new Uint8Array(size);

describe('a live session', () => {
  it('refuses pieces before the header, and ignores a seq not above the last', () => {
    const session = sessionOf();
    expect(session.receive(1, piece(), 0)).toBe('noHeader');
    expect(session.receive(0, piece(), 0)).toBe('taken');
    expect(session.receive(2, piece(), 0)).toBe('taken');
    expect(session.receive(2, piece(), 0)).toBe('old');
    expect(session.receive(1, piece(), 0)).toBe('old');
    expect(session.latency().chunks).toBe(2);
  });

  it('gives a terminal that joins late the header and the pieces of the last 5 s only', () => {
    const session = sessionOf();
    session.receive(0, piece(), 0);
    for (let seq = 1; seq <= 20; seq++) session.receive(seq, piece(), seq * 500);
    const sink = new FakeSink();
    session.listen(1, sink);
    // Piece 20 came at 10 s: those from 5 s on are kept.
    expect(sink.seqs).toEqual([0, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('keeps no more for late terminals than its bound, however fast the pieces come', () => {
    const session = sessionOf();
    session.receive(0, piece(100), 0);
    for (let seq = 1; seq <= 10; seq++) session.receive(seq, piece(92), 1000);
    const sink = new FakeSink();
    session.listen(1, sink);
    // Each frame is 100 bytes with its header: three fit in 300.
    expect(sink.seqs).toEqual([0, 8, 9, 10]);
  });

  it('drops a stream holding too much unsent instead of writing it more, and keeps the others', () => {
    const session = sessionOf();
    const slow = new FakeSink();
    const fast = new FakeSink();
    session.listen(1, slow);
    session.listen(2, fast);
    session.receive(0, piece(), 0);
    slow.buffered = 1001;
    session.receive(1, piece(), 0);
    expect(slow).toMatchObject({ state: 'dropped', seqs: [0] });
    expect(fast.seqs).toEqual([0, 1]);
    expect(session.listeners).toBe(1);
    session.end();
    expect(fast.state).toBe('ended');
  });

  it('replaces a terminal’s stream when it opens another, forgetting only the one that is current', () => {
    const session = sessionOf();
    const before = new FakeSink();
    const after = new FakeSink();
    session.listen(1, before);
    session.listen(1, after);
    expect(before.state).toBe('ended');
    session.unlisten(1, before);
    expect(session.listeners).toBe(1);
    session.unlisten(1, after);
    expect(session.listeners).toBe(0);
  });

  it('measures a terminal’s latency as the mean of its last acknowledgements, and the spread across terminals', () => {
    const session = sessionOf();
    session.sent(5, ['PA-1', 'PA-2']);
    for (let seq = 0; seq < 20; seq++) session.receive(seq, piece(), seq * 500);
    // PA-1 lags 100 ms on early pieces, then 40 ms on its last ten; PA-2 200 ms once.
    for (let seq = 0; seq < 20; seq++)
      session.heard(1, seq, seq * 500 + (seq < 20 - LIVE_LATENCY_CHUNKS ? 100 : 40));
    session.heard(2, 19, 19 * 500 + 200);
    const { terminals: listed, p50ms, p95ms } = session.latency();
    expect(listed).toEqual([
      { deviceid: 1, devicecode: 'PA-1', listening: false, lastseq: 19, latencyms: 40 },
      { deviceid: 2, devicecode: 'PA-2', listening: false, lastseq: 19, latencyms: 200 },
    ]);
    expect([p50ms, p95ms]).toEqual([40, 200]);
  });

  it('has no latency before an acknowledgement', () => {
    const session = sessionOf();
    session.sent(5, ['PA-1']);
    expect(session.latency()).toEqual({
      listeners: 0,
      chunks: 0,
      terminals: [{ deviceid: 1, devicecode: 'PA-1', listening: false, lastseq: null, latencyms: null }],
      p50ms: null,
      p95ms: null,
    });
  });
});
