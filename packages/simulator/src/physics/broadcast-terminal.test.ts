import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type BroadcastManifest,
  type ParsedCommand,
  terminalAttributeKeys,
  terminalTelemetryKeys,
} from '@lamplighter/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BroadcastTerminal } from './broadcast-terminal';

const music = Buffer.alloc(120_000, 3);
const warning = Buffer.from('typhoon warning: stay indoors, as sound');
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const files = new Map([
  [sha256(music), music],
  [sha256(warning), warning],
]);
const soundOf = (data: Buffer, duration: number): BroadcastManifest['media'] => ({
  hash: sha256(data),
  size: data.length,
  format: 'mp3',
  duration,
});
const broadcasts = new Map<number, BroadcastManifest>([
  [
    1,
    {
      broadcastid: 1,
      name: 'Park music',
      priority: 'normal',
      repeat: 2,
      volume: null,
      media: soundOf(music, 3.5),
    },
  ],
  [
    2,
    {
      broadcastid: 2,
      name: 'Typhoon warning',
      priority: 'emergency',
      repeat: 1,
      volume: 90,
      media: soundOf(warning, 12),
    },
  ],
  [
    3,
    {
      broadcastid: 3,
      name: 'Morning notice',
      priority: 'normal',
      repeat: 1,
      volume: 40,
      media: soundOf(music, 3.5),
    },
  ],
]);
let damaged = false;
const requests: string[] = [];

/** The device API's calls a terminal makes, for the token `terminal-token`. */
const platform = http.createServer((request, response) => {
  requests.push(request.url ?? '');
  const [, , , token, what, key] = (request.url ?? '').split('/');
  if (token !== 'terminal-token') return response.writeHead(401).end();
  const broadcast = what === 'broadcast' ? broadcasts.get(Number(key)) : undefined;
  if (broadcast) {
    return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(broadcast));
  }
  const file = what === 'media' ? files.get(key ?? '') : undefined;
  if (!file) return response.writeHead(404).end();
  response.writeHead(200).end(damaged ? Buffer.concat([file.subarray(1), Buffer.from('x')]) : file);
});
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => platform.close(() => resolve())));

const play = (broadcastid: number): ParsedCommand => ({ method: 'playBroadcast', params: { broadcastid } });
const START = Date.UTC(2026, 10, 27);
const terminalOf = (token = 'terminal-token') =>
  new BroadcastTerminal({ code: 'PA-1', deviceApi: { url, token } }, START);

/**
 * A terminal whose out-of-turn reports are kept, as its connection would send them, and whose
 * simulated time passes only when the test lets each wait pass.
 */
function linkedTerminal() {
  const terminal = terminalOf();
  const reports: Record<string, number>[] = [];
  const waits: { ms: number; pass: () => void }[] = [];
  terminal.attach({
    reportNow: () => reports.push(terminal.telemetry()),
    restartAfterAnswer: vi.fn(),
    after: (ms) => new Promise((resolve) => waits.push({ ms, pass: resolve })),
  });
  /** The n-th wait the terminal asked for (from 1), once it has. */
  const wait = async (n: number) => {
    await vi.waitFor(() => expect(waits.length).toBeGreaterThanOrEqual(n), { timeout: 10_000 });
    return waits[n - 1] as { ms: number; pass: () => void };
  };
  return { terminal, reports, wait };
}

describe('a simulated broadcast terminal', () => {
  it('refuses a broadcast the platform does not hand it, or hands a token it does not know', async () => {
    expect(await terminalOf().execute(play(9))).toEqual({
      ok: false,
      error: 'failed',
      message: 'download failed: the manifest answered 404',
    });
    expect(await terminalOf('stolen').execute(play(1))).toMatchObject({ ok: false, message: /401/ });
  });

  it('plays nothing from a sound that arrives damaged or breaks off, and says which', async () => {
    const terminal = terminalOf();
    damaged = true;
    try {
      expect(await terminal.execute(play(1))).toEqual({
        ok: false,
        error: 'failed',
        message: `download failed: ${sha256(music)} arrived damaged`,
      });
    } finally {
      damaged = false;
    }
    terminal.setFault('downloadFailure', true);
    expect(await terminal.execute(play(1))).toMatchObject({
      ok: false,
      message: new RegExp(`download failed: ${sha256(music)} broke off at \\d+ of 120000 bytes`),
    });
    expect(terminal.telemetry().filesHeld).toBe(0);
  });

  it('fetches a sound once and keeps it, asking for the manifest each time', async () => {
    const terminal = terminalOf();
    requests.length = 0;
    expect(await terminal.execute(play(1))).toEqual({ ok: true, played: 2, seconds: 7 });
    expect(await terminal.execute(play(3))).toEqual({ ok: true, played: 1, seconds: 3.5 });
    expect(requests).toEqual([
      '/api/v1/terminal-token/broadcast/1',
      `/api/v1/terminal-token/media/${sha256(music)}`,
      '/api/v1/terminal-token/broadcast/3',
    ]);
    expect(terminal.filesFetched).toBe(1);
    expect(terminal.telemetry().filesHeld).toBe(1);
  });

  it('plays a broadcast its repeat times in simulated time, reporting it while it plays, then answers', async () => {
    const { terminal, reports, wait } = linkedTerminal();
    const answer = terminal.execute(play(1));
    const first = await wait(1);
    expect(first.ms).toBe(3500);
    expect(terminal.telemetry()).toMatchObject({ broadcastId: 1, emergency: 0, volume: 70, power: 1 });
    expect(reports[0]).toMatchObject({ broadcastId: 1 });
    first.pass();
    (await wait(2)).pass();
    expect(await answer).toEqual({ ok: true, played: 2, seconds: 7 });
    expect(reports.at(-1)).toMatchObject({ broadcastId: 0, emergency: 0 });
    expect(terminal.telemetry()).toMatchObject({ runState: 1, broadcastId: 0, volume: 70, filesHeld: 1 });
  });

  it('answers only once the last repeat has played', async () => {
    const { terminal, wait } = linkedTerminal();
    let answered = false;
    void Promise.resolve(terminal.execute(play(1))).finally(() => {
      answered = true;
    });
    (await wait(1)).pass();
    await wait(2);
    expect(answered).toBe(false);
  });

  it('cuts off a normal broadcast for an emergency one, which plays loud and refuses normal ones meanwhile', async () => {
    const { terminal, reports, wait } = linkedTerminal();
    const normal = terminal.execute(play(1));
    await wait(1);
    const emergency = terminal.execute(play(2));
    expect(await normal).toEqual({
      ok: false,
      error: 'failed',
      message: 'interrupted by emergency broadcast Typhoon warning',
    });
    const warned = await wait(2);
    expect(warned.ms).toBe(12_000);
    expect(terminal.telemetry()).toMatchObject({ broadcastId: 2, emergency: 1, volume: 90 });
    expect(reports).toContainEqual(expect.objectContaining({ broadcastId: 2, emergency: 1 }));
    expect(await terminal.execute(play(3))).toEqual({
      ok: false,
      error: 'busy',
      message: 'an emergency broadcast is playing',
    });
    warned.pass();
    expect(await emergency).toEqual({ ok: true, played: 1, seconds: 12 });
    expect(terminal.telemetry()).toMatchObject({ broadcastId: 0, emergency: 0, volume: 70 });
  });

  it('cuts off a normal broadcast for the next normal one', async () => {
    const { terminal, wait } = linkedTerminal();
    const music = terminal.execute(play(1));
    await wait(1);
    const notice = terminal.execute(play(3));
    expect(await music).toEqual({
      ok: false,
      error: 'failed',
      message: 'interrupted by broadcast Morning notice',
    });
    (await wait(2)).pass();
    expect(await notice).toEqual({ ok: true, played: 1, seconds: 3.5 });
  });

  it('falls silent when told to stop, what played answering that it was stopped', async () => {
    const { terminal, reports, wait } = linkedTerminal();
    const playing = terminal.execute(play(1));
    await wait(1);
    expect(terminal.execute({ method: 'stopBroadcast', params: {} })).toEqual({ ok: true });
    expect(await playing).toEqual({ ok: false, error: 'failed', message: 'stopped' });
    expect(terminal.telemetry().broadcastId).toBe(0);
    expect(reports.at(-1)).toMatchObject({ broadcastId: 0 });
  });

  it('plays nothing with its amplifier off, and falls silent when it is turned off', async () => {
    const { terminal, wait } = linkedTerminal();
    const playing = terminal.execute(play(1));
    await wait(1);
    terminal.execute({ method: 'power', params: { on: false } });
    const off = { ok: false, error: 'failed', message: 'the amplifier is off' };
    expect(await playing).toEqual(off);
    expect(await terminal.execute(play(1))).toEqual(off);
    expect(await terminal.execute({ method: 'testTone', params: { seconds: 3 } })).toEqual(off);
    expect(terminal.telemetry()).toMatchObject({ power: 0, broadcastId: 0 });
    terminal.execute({ method: 'power', params: { on: true } });
    expect(terminal.telemetry().power).toBe(1);
  });

  it('with a blown speaker is a fault and plays nothing', async () => {
    const terminal = terminalOf();
    terminal.setFault('sensorFailure', true);
    expect(terminal.telemetry().runState).toBe(3);
    expect(await terminal.execute(play(1))).toEqual({
      ok: false,
      error: 'failed',
      message: 'the speaker is blown',
    });
  });

  it('plays its test tone for the seconds asked and answers then, refusing it while a broadcast plays', async () => {
    const { terminal, wait } = linkedTerminal();
    const tone = terminal.execute({ method: 'testTone', params: { seconds: 5 } });
    const toned = await wait(1);
    expect(toned.ms).toBe(5000);
    expect(terminal.telemetry().broadcastId).toBe(0);
    toned.pass();
    expect(await tone).toEqual({ ok: true, seconds: 5 });
    const playing = terminal.execute(play(1));
    await wait(2);
    expect(await terminal.execute({ method: 'testTone', params: { seconds: 3 } })).toEqual({
      ok: false,
      error: 'busy',
      message: 'broadcast Park music is playing',
    });
    terminal.execute({ method: 'stopBroadcast', params: {} });
    await playing;
  });

  it('reports the telemetry and attributes of the contract, no more and no fewer', () => {
    const terminal = terminalOf();
    expect(Object.keys(terminal.telemetry()).sort()).toEqual([...terminalTelemetryKeys].sort());
    expect(Object.keys(terminal.attributes()).sort()).toEqual([...terminalAttributeKeys].sort());
  });

  it('obeys volume, tells its parameters, and answers what it cannot do as unsupported', () => {
    const terminal = terminalOf();
    expect(terminal.execute({ method: 'volume', params: { volume: 25 } })).toEqual({ ok: true });
    expect(terminal.telemetry().volume).toBe(25);
    expect(terminal.execute({ method: 'readParameters', params: {} })).toEqual({
      ok: true,
      firmwareVersion: '1.0.4',
      reportInterval: 60,
    });
    expect(terminal.attributes()).toEqual({ model: 'LL-PA-30', firmwareVersion: '1.0.4' });
    expect(terminal.execute({ method: 'switch', params: { on: true } })).toMatchObject({
      ok: false,
      error: 'unsupported',
    });
  });
});
