import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ParsedCommand, ProgramManifest } from '@lamplighter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The device API's two calls a screen makes, for the token `screen-token`. */
const platform = http.createServer((request, response) => {
  requests.push(request.url ?? '');
  const [, , , token, what, key] = (request.url ?? '').split('/');
  if (token !== 'screen-token') return response.writeHead(401).end();
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
const screenOf = (token = 'screen-token') =>
  new LedScreen({ code: 'LED-1', deviceApi: { url, token } }, Date.UTC(2026, 10, 27));

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

  it('answers what it cannot do as unsupported', () => {
    expect(screenOf().execute({ method: 'switch', params: { on: true } })).toMatchObject({
      ok: false,
      error: 'unsupported',
    });
  });
});
