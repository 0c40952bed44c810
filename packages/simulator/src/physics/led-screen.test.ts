import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ParsedCommand, ProgramManifest } from '@lamplighter/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LedScreen } from './led-screen';

const poster = Buffer.from('a picture of the night market, as bytes');
const clip = Buffer.alloc(200_000, 7);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const files = new Map([
  [sha256(poster), poster],
  [sha256(clip), clip],
]);
let damaged = false;
const requests: string[] = [];
const screenshots: Buffer[] = [];
const reportedPlays: unknown[] = [];
/** One campaign for program 1, 08:00-09:00 local time, a play every 10 s. */
const schedule = {
  utcoffset: 480,
  campaigns: [
    {
      campaignid: 7,
      name: 'Night market',
      programid: 1,
      version: 2,
      startdate: '2026-11-27',
      enddate: '2026-11-30',
      slots: [{ from: '08:00', to: '09:00' }],
      priority: 5,
      playsperhour: 360,
    },
  ],
};

function manifestOf(programid: number): ProgramManifest {
  const media = programid === 1 ? [poster] : [poster, clip];
  return {
    programid,
    version: 2,
    name: `Program ${programid}`,
    width: 128,
    height: 256,
    duration: 10,
    regions: [],
    media: media.map((data, index) => ({
      id: index + 1,
      hash: sha256(data),
      size: data.length,
      format: 'png',
    })),
  };
}

const bodyOf = async (request: http.IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The device API's calls a screen makes, for the token `screen-token`. */
const platform = http.createServer(async (request, response) => {
  requests.push(request.url ?? '');
  const [, , , token, what, key] = (request.url ?? '').split('/');
  if (token !== 'screen-token') return response.writeHead(401).end();
  if (what === 'screenshot') {
    screenshots.push(await bodyOf(request));
    return response.writeHead(200).end('{"ok":true}');
  }
  if (what === 'plays') {
    const { plays } = JSON.parse((await bodyOf(request)).toString()) as { plays: unknown[] };
    reportedPlays.push(...plays);
    return response.writeHead(200).end('{}');
  }
  if (what === 'schedule') return response.writeHead(200).end(JSON.stringify(schedule));
  if (what === 'program' && key === 'current') {
    return response.writeHead(200).end(JSON.stringify({ programid: 2, version: 2 }));
  }
  if (what === 'program' && (key === '1' || key === '2')) {
    return response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(manifestOf(Number(key))));
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

const play = (programid: number, version = 2): ParsedCommand => ({
  method: 'playProgram',
  params: { programid, version },
});
/** 08:00 in Hangzhou. */
const START = Date.UTC(2026, 10, 27);
const screenOf = (token = 'screen-token') =>
  new LedScreen({ code: 'LED-1', deviceApi: { url, token } }, START);

/** A screen whose out-of-turn reports are kept, as its connection would send them. */
function linkedScreen() {
  const screen = screenOf();
  const reports: Record<string, number>[] = [];
  const link = {
    reportNow: (values?: Record<string, number>) => reports.push(values ?? screen.telemetry()),
    restartAfterAnswer: vi.fn(),
    after: () => Promise.resolve(),
  };
  screen.attach(link);
  return { screen, reports, link };
}

describe('a simulated LED screen', () => {
  it('fetches the manifest and the files it lacks, checks them, and plays', async () => {
    const screen = screenOf();
    expect(await screen.execute(play(1))).toEqual({ ok: true, fetched: 1 });
    expect(screen.program).toEqual({ programid: 1, version: 2, name: 'Program 1' });
    requests.length = 0;
    expect(await screen.execute(play(2))).toEqual({ ok: true, fetched: 1 });
    expect(requests).toEqual([
      `/api/v1/screen-token/program/2`,
      `/api/v1/screen-token/media/${sha256(clip)}`,
    ]);
    expect(screen.telemetry()).toMatchObject({ programId: 2, programVersion: 2, filesHeld: 2 });
  });

  it('keeps playing what it played when a file arrives damaged, and says which', async () => {
    const screen = screenOf();
    await screen.execute(play(1));
    damaged = true;
    try {
      const answer = await screen.execute(play(2));
      expect(answer).toEqual({
        ok: false,
        error: 'failed',
        message: `download failed: ${sha256(clip)} arrived damaged`,
      });
    } finally {
      damaged = false;
    }
    expect(screen.program?.programid).toBe(1);
  });

  it('refuses a version the platform no longer hands out, a program it may not have, and a dark panel', async () => {
    const screen = screenOf();
    expect(await screen.execute(play(1, 1))).toMatchObject({ ok: false, message: /hands out version 2/ });
    expect(await screen.execute(play(3))).toMatchObject({ ok: false, message: /manifest answered 404/ });
    expect(await screenOf('stolen').execute(play(1))).toMatchObject({ ok: false, message: /401/ });
    screen.setFault('sensorFailure', true);
    expect(await screen.execute(play(1))).toMatchObject({ ok: false, message: 'the panel is dark' });
    expect(screen.telemetry().runState).toBe(3);
  });

  it('tells its download progress by tenths while it fetches, and that it is done', async () => {
    const { screen, reports } = linkedScreen();
    await screen.execute(play(2));
    const percents = reports.map((report) => report.downloadPercent);
    expect(percents[0]).toBe(0);
    expect(percents.at(-2)).toBe(100);
    expect(percents.slice(0, -1)).toEqual([...percents.slice(0, -1)].sort((a = 0, b = 0) => a - b));
    // Only the progress goes out each tenth, not the screen's whole state.
    expect(reports[0]).toEqual({ downloadProgramId: 2, downloadVersion: 2, downloadPercent: 0 });
    expect(reports.at(-1)).toMatchObject({ downloadProgramId: 0 });
    expect(reports.at(-1)).not.toHaveProperty('downloadPercent');
  });

  it('keeps its program when a download breaks off, and says where', async () => {
    const screen = screenOf();
    await screen.execute(play(1));
    screen.setFault('downloadFailure', true);
    expect(await screen.execute(play(2))).toMatchObject({
      ok: false,
      message: new RegExp(`download failed: ${sha256(clip)} broke off at \\d+ of 200000 bytes`),
    });
    expect(screen.program?.programid).toBe(1);
  });

  it('obeys power, brightness, volume and stop, and reports them', async () => {
    const screen = screenOf();
    await screen.execute(play(1));
    expect(screen.telemetry()).toMatchObject({ power: 1, brightnessMode: 1, programId: 1 });
    screen.execute({ method: 'screenBrightness', params: { mode: 'manual', brightness: 40 } });
    screen.execute({ method: 'volume', params: { volume: 15 } });
    expect(screen.telemetry()).toMatchObject({ brightness: 40, brightnessMode: 0, volume: 15 });
    const night = { mode: 'timeOfDay', day: 90, night: 25, nightfrom: '19:00', nightto: '06:30' } as const;
    screen.execute({ method: 'screenBrightness', params: night });
    expect(screen.telemetry()).toMatchObject({ brightness: 90, brightnessMode: 2 });
    screen.advance(START + 12 * 3_600_000);
    expect(screen.telemetry().brightness).toBe(25);
    screen.execute({ method: 'stopProgram', params: {} });
    expect(screen.telemetry()).toMatchObject({ programId: 0, programVersion: 0 });
    screen.execute({ method: 'power', params: { on: false } });
    expect(screen.telemetry().power).toBe(0);
    await screen.execute(play(1));
    expect(screen.telemetry()).toMatchObject({ programId: 0, power: 0 });
  });

  it('uploads a PNG of what it shows as its screenshot, and restarts after answering a reboot', async () => {
    const { screen, link } = linkedScreen();
    await screen.execute(play(1));
    const answer = await screen.execute({ method: 'screenshot', params: {} });
    const png = screenshots.at(-1);
    expect(answer).toEqual({ ok: true, bytes: png?.length });
    expect(png?.subarray(1, 4).toString()).toBe('PNG');
    expect(png?.readUInt32BE(16)).toBe(128);
    expect(await screen.execute({ method: 'reboot', params: {} })).toEqual({ ok: true });
    expect(link.restartAfterAnswer).toHaveBeenCalledOnce();
  });

  it('plays its campaign by the schedule and reports every play once', async () => {
    const screen = screenOf();
    expect(await screen.execute({ method: 'syncSchedule', params: {} })).toEqual({
      ok: true,
      campaigns: 1,
      fetched: 1,
    });
    expect(screen.telemetry().campaignId).toBe(7);
    expect(screen.nextWake()).toBe(START + 10_000);
    screen.advance(START + 60_000);
    await vi.waitFor(() => expect(screen.playsReported).toBe(6));
    expect(reportedPlays).toHaveLength(6);
    expect(reportedPlays[0]).toEqual({
      campaignid: 7,
      programid: 1,
      version: 2,
      start: START + 10_000,
      seconds: 10,
    });
    screen.execute({ method: 'power', params: { on: false } });
    screen.advance(START + 120_000);
    expect(screen.telemetry().campaignId).toBe(0);
    expect(reportedPlays).toHaveLength(6);
  });

  it('comes back with the program it played last, and its schedule, when it connects playing nothing', async () => {
    const screen = screenOf();
    await screen.connected();
    expect(screen.program).toEqual({ programid: 2, version: 2, name: 'Program 2' });
    expect(screen.telemetry().campaignId).toBe(7);
    await screen.execute(play(1));
    requests.length = 0;
    await screen.connected();
    expect(requests).toEqual(['/api/v1/screen-token/schedule']);
  });

  it('answers what it cannot do as unsupported', () => {
    expect(screenOf().execute({ method: 'switch', params: { on: true } })).toMatchObject({
      ok: false,
      error: 'unsupported',
    });
  });
});
