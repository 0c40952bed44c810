import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeLiveFrame, LIVE_FRAMES_TYPE, type ParsedCommand } from '@lamplighter/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BroadcastTerminal } from './broadcast-terminal';

const SESSION = 'Zk3q9vX_1-aBcDeFgHiJkL';
const OTHER = 'Qm8r2wY_4-zYxWvUtSrQpO';

/** The streams the terminal opened, by session, for the test to write frames to and end. */
const streams = new Map<string, { response: http.ServerResponse; closed: boolean }>();
const acknowledged: { session: string; seq: number }[] = [];

/** The device API's live calls for the token `terminal-token`: the sessions it knows stream. */
const platform = http.createServer((request, response) => {
  const [, , , token, what, session = '', heard] = (request.url ?? '').split('/');
  if (token !== 'terminal-token') return response.writeHead(401).end();
  if (what !== 'live' || ![SESSION, OTHER].includes(session)) return response.writeHead(404).end();
  if (heard === 'heard') {
    let body = '';
    request.on('data', (part) => {
      body += part;
    });
    request.on('end', () => {
      acknowledged.push({ session, seq: JSON.parse(body).seq });
      response.writeHead(204).end();
    });
    return;
  }
  response.writeHead(200, { 'content-type': LIVE_FRAMES_TYPE });
  response.flushHeaders();
  const stream = { response, closed: false };
  response.on('close', () => {
    stream.closed = true;
  });
  streams.set(session, stream);
});
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
});
afterAll(() => {
  platform.closeAllConnections();
  return new Promise<void>((resolve) => platform.close(() => resolve()));
});

const live = (
  sessionid: string,
  params: Partial<{ priority: 'normal' | 'emergency'; volume: number }> = {},
): ParsedCommand => ({
  method: 'playLive',
  params: { sessionid, broadcastid: sessionid === SESSION ? 12 : 13, priority: 'normal', ...params },
});

function linkedTerminal(token = 'terminal-token') {
  const terminal = new BroadcastTerminal({ code: 'PA-1', deviceApi: { url, token } }, Date.UTC(2026, 10, 27));
  const reports: Record<string, number>[] = [];
  terminal.attach({
    reportNow: () => reports.push(terminal.telemetry()),
    restartAfterAnswer: vi.fn(),
    after: () => new Promise(() => {}),
  });
  return { terminal, reports };
}

/** The stream the terminal opened for `session`, once it has. */
async function opened(session: string) {
  await vi.waitFor(() => expect(streams.get(session)?.closed).toBe(false), { timeout: 10_000 });
  return streams.get(session) as { response: http.ServerResponse; closed: boolean };
}

const frame = (seq: number) => encodeLiveFrame(seq, new Uint8Array(40).fill(seq));

describe('a simulated broadcast terminal told to play live', () => {
  it('refuses a session the platform does not stream to it, or a token it does not know', async () => {
    const { terminal } = linkedTerminal();
    expect(await terminal.execute(live('Unknown_session_0123456789'))).toEqual({
      ok: false,
      error: 'failed',
      message: 'live stream failed: the live stream answered 404',
    });
    const stranger = linkedTerminal('stolen').terminal;
    expect(await stranger.execute(live(SESSION))).toMatchObject({ ok: false, message: /401/ });
  });

  it('plays the frames as they come, acknowledging each, reports it while it plays and answers at the end', async () => {
    const { terminal, reports } = linkedTerminal();
    acknowledged.length = 0;
    const answer = terminal.execute(live(SESSION, { volume: 60 }));
    const { response } = await opened(SESSION);
    const header = frame(0);
    // A frame may arrive in parts.
    response.write(header.subarray(0, 5));
    response.write(header.subarray(5));
    response.write(frame(1));
    response.write(frame(2));
    await vi.waitFor(() => expect(acknowledged.map((ack) => ack.seq)).toEqual([0, 1, 2]), {
      timeout: 10_000,
    });
    expect(terminal.telemetry()).toMatchObject({ broadcastId: 12, emergency: 0, volume: 60 });
    expect(reports[0]).toMatchObject({ broadcastId: 12 });
    response.end();
    expect(await answer).toEqual({ ok: true, frames: 3, seconds: 1.5 });
    expect(acknowledged.every((ack) => ack.session === SESSION)).toBe(true);
    expect(terminal.telemetry()).toMatchObject({ broadcastId: 0, volume: 70 });
    expect(reports.at(-1)).toMatchObject({ broadcastId: 0 });
  });

  it('fails a stream that ends half way through a frame', async () => {
    const { terminal } = linkedTerminal();
    const answer = terminal.execute(live(SESSION));
    const { response } = await opened(SESSION);
    response.end(frame(0).subarray(0, 12));
    expect(await answer).toEqual({
      ok: false,
      error: 'failed',
      message: 'live stream failed: the live stream broke off',
    });
  });

  it('is cut off by an emergency live broadcast, which refuses normal ones meanwhile', async () => {
    const { terminal } = linkedTerminal();
    const normal = terminal.execute(live(SESSION));
    const first = await opened(SESSION);
    const emergency = terminal.execute(live(OTHER, { priority: 'emergency', volume: 90 }));
    expect(await normal).toEqual({
      ok: false,
      error: 'failed',
      message: 'interrupted by emergency broadcast live 13',
    });
    await vi.waitFor(() => expect(first.closed).toBe(true), { timeout: 10_000 });
    const second = await opened(OTHER);
    expect(terminal.telemetry()).toMatchObject({ broadcastId: 13, emergency: 1, volume: 90 });
    expect(await terminal.execute(live(SESSION))).toEqual({
      ok: false,
      error: 'busy',
      message: 'an emergency broadcast is playing',
    });
    second.response.end(frame(0));
    expect(await emergency).toEqual({ ok: true, frames: 1, seconds: 0.5 });
  });

  it('falls silent when told to stop, closing the stream', async () => {
    const { terminal } = linkedTerminal();
    const playing = terminal.execute(live(SESSION));
    const stream = await opened(SESSION);
    expect(terminal.execute({ method: 'stopBroadcast', params: {} })).toEqual({ ok: true });
    expect(await playing).toEqual({ ok: false, error: 'failed', message: 'stopped' });
    await vi.waitFor(() => expect(stream.closed).toBe(true), { timeout: 10_000 });
    expect(terminal.telemetry().broadcastId).toBe(0);
  });
});
