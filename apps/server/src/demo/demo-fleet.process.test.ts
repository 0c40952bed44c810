import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitUntilRunning,
} from '../test/server-process';
import { basicClientHeader } from '../test/test-app';
import { createTestDatabase, testStoreKind } from '../test/test-store';
import { demoDevices } from './demo-city';
import { DEMO_TOKENS_FILE } from './demo-fleet';
import { DEMO_USERNAME } from './demo-installation';

/**
 * `npm start` with the simulator on: the demo installation is created once with a past (a day of
 * it here, to stay quick), its simulated devices report through the platform's own MQTT port, its
 * cameras play through the platform, and a restart finds the same devices and adds no second past.
 */
const PASSWORD = 'Lamp#Demo2026';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-demo-'));
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: PASSWORD,
  SIMULATOR: 'on',
  DEMO_HISTORY_DAYS: '1',
};
let dropDatabase = async () => {};
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (testStoreKind() === 'postgres') {
    const database = await createTestDatabase();
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  } else env.DATABASE_URL = '';
});

afterAll(async () => {
  if (server) await stopServerProcess(server);
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<{ server: ServerProcess; token: string }> {
  server = startServerProcess(env, await freePort());
  await waitUntilRunning(server);
  const response = await fetch(`http://127.0.0.1:${server.port}/prod-api/remote/token`, {
    method: 'POST',
    headers: { authorization: basicClientHeader, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'admin', password: PASSWORD }).toString(),
  });
  const body = (await response.json()) as { data: { access_token: string } };
  return { server, token: body.data.access_token };
}

async function get<T>(running: { server: ServerProcess; token: string }, pathAndQuery: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${running.server.port}/prod-api${pathAndQuery}`, {
    headers: { authorization: `Bearer ${running.token}` },
  });
  const body = (await response.json()) as { status: number; message: string; data: T };
  if (body.status !== 200) throw new Error(`${pathAndQuery}: ${body.message}`);
  return body.data;
}

async function post<T>(
  running: { server: ServerProcess; token: string },
  pathname: string,
  form: Record<string, string>,
): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${running.server.port}/prod-api${pathname}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${running.token}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  });
  const body = (await response.json()) as { status: number; message: string; data: T };
  if (body.status !== 200) throw new Error(`${pathname}: ${body.message}`);
  return body.data;
}

interface Detail {
  id: number;
  telemetry: { key: string; ts: string }[];
}

/** Waits (at most two minutes) until every device has reported something at or after `since`. */
async function reported(running: { server: ServerProcess; token: string }, codes: string[], since: number) {
  const deadline = Date.now() + 120_000;
  const details = new Map<string, Detail>();
  while (details.size < codes.length) {
    if (Date.now() > deadline) throw new Error(`no report from ${codes.filter((c) => !details.has(c))}`);
    for (const code of codes.filter((c) => !details.has(c))) {
      const detail = await get<Detail>(running, `/remote/device/detail?devicecode=${code}`).catch(
        () => undefined,
      );
      if (detail?.telemetry.some((value) => Date.parse(value.ts) >= since)) details.set(code, detail);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return details;
}

/** Polls the platform's output (at most a minute) for a line. */
async function logged(running: { server: ServerProcess }, line: string) {
  const deadline = Date.now() + 60_000;
  while (!running.server.output().includes(line)) {
    if (Date.now() > deadline) throw new Error(`never logged: ${line}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many past values of a solar light's load power lie in the day before `until`. */
async function pastLoadPower(running: { server: ServerProcess; token: string }, until: number) {
  const series = await get<{ points: { count: number }[] }>(
    running,
    `/remote/history/list?devicecode=HZ-YGD-S001&key=loadPower&from=${until - 86_400_000}&to=${until}`,
  );
  return series.points.reduce((sum, point) => sum + point.count, 0);
}

/**
 * The energy statistics of the projects per day of the UTC+8 clock, yesterday and today: the past
 * of a day covers the last 24 hours, which hold a night and some daylight whatever the hour of the
 * run, so lamps consumed and panels generated in them.
 */
async function pastDays(running: { server: ServerProcess; token: string }) {
  const dayOf = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
  const yesterday = dayOf(Date.now() - 86_400_000);
  const report = await get<{ rows: { period: string; consumed: number; generated: number }[] }>(
    running,
    `/remote/statistics/energy?period=day&dimension=project&utcoffset=480&from=${yesterday}&to=${dayOf(Date.now())}`,
  );
  return report.rows;
}

async function cameraId(running: { server: ServerProcess; token: string }, code: string) {
  const [page] = await get<{ list: { id: number; devicecode: string }[] }[]>(
    running,
    `/remote/camera/list?keyword=${code}`,
  );
  const camera = page?.list.find((item) => item.devicecode === code);
  if (!camera) throw new Error(`no camera ${code}`);
  return camera.id;
}

/** A demo camera's stream as the browser gets it: the platform's signed playlist, then a segment it names. */
async function plays(running: { server: ServerProcess; token: string }, code: string) {
  const id = await cameraId(running, code);
  const settings = await get<{ streamurl: string }>(running, `/remote/camera/settings?id=${id}`);
  expect(settings.streamurl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/camera\//);
  expect(settings.streamurl.endsWith(`/camera/${code}/index.m3u8`)).toBe(true);
  const play = await get<{ kind: string; url: string }>(running, `/remote/camera/play?id=${id}`);
  expect(play.kind).toBe('hls');
  const fetchFile = (url: string) =>
    fetch(new URL(url, `http://127.0.0.1:${running.server.port}`), {
      headers: { authorization: `Bearer ${running.token}` },
    });
  const playlist = await fetchFile(play.url);
  expect(playlist.status).toBe(200);
  const segment = (await playlist.text()).split('\n').find((line) => line.startsWith('/prod-api/'));
  const video = await fetchFile(segment ?? '');
  expect(video.headers.get('content-type')).toBe('video/mp2t');
  expect(new Uint8Array(await video.arrayBuffer())[0]).toBe(0x47);
}

/** The demo's two campaigns on its six screens, the evening one winning the evening from the all-day one. */
async function advertises(running: { server: ServerProcess; token: string }) {
  const [campaigns] = await get<
    { list: { id: number; name: string; state: string; screencount: number }[] }[]
  >(running, '/remote/campaign/list');
  expect(campaigns?.list.map(({ state, screencount }) => ({ state, screencount }))).toEqual([
    { state: 'running', screencount: 6 },
    { state: 'running', screencount: 6 },
  ]);
  const screen = (
    await get<{ list: { id: number }[] }[]>(running, '/remote/device/list?keyword=HZ-XH-L1')
  )[0];
  const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const plan = await get<{ overridden: { name: string; byname: string }[] }>(
    running,
    `/remote/campaign/plan?deviceid=${screen?.list[0]?.id}&day=${day}`,
  );
  expect(plan.overridden).toEqual([
    expect.objectContaining({
      name: expect.stringMatching(/Road safety/),
      byname: expect.stringMatching(/Lantern/),
    }),
  ]);
}

const planned = demoDevices();
// A solar light, a mains light, a Bluetooth-matrix light behind its gateway, the gateway, a station and
// a camera.
const watched = ['HZ-YGD-S001', 'HZ-NSL-M010', 'HZ-SD-B001', 'HZ-SD-G1', 'HZ-XH-W1', 'HZ-XH-C1'];
const OWN_ADDRESS = 'https://cams.example.org/c2/index.m3u8';

describe('the demo fleet of npm start', () => {
  it('creates the demo installation once with its past, its devices report, and a restart finds the same devices', async () => {
    const started = Date.now();
    const first = await start();
    const firstDetails = await reported(first, watched, 0);
    await logged(first, 'demo history filled');
    const past = await pastLoadPower(first, started);
    expect(past).toBeGreaterThanOrEqual(11);
    const energy = await pastDays(first);
    expect(energy.some((row) => row.consumed > 0)).toBe(true);
    expect(energy.some((row) => row.generated > 0)).toBe(true);
    const [page] = await get<{ total: number }[]>(first, '/remote/device/list?keyword=HZ-&pagesize=10');
    expect(page?.total).toBe(planned.length);
    const [accounts] = await get<{ list: { username: string; rolename: string; parentid: number }[] }[]>(
      first,
      `/sys/account/list?keyword=${DEMO_USERNAME}`,
    );
    expect(accounts?.list).toEqual([expect.objectContaining({ username: DEMO_USERNAME })]);

    const file = path.join(dataDir, DEMO_TOKENS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const tokens = fs.readFileSync(file, 'utf8');
    const someToken = tokens.split('\n')[1]?.split(',')[0] ?? '';
    expect(someToken).toMatch(/^[a-z2-7]{32}$/);
    expect(first.server.output()).not.toContain(someToken);
    await plays(first, 'HZ-XH-C1');
    await advertises(first);
    await post(first, '/remote/camera/update', {
      id: String(await cameraId(first, 'HZ-XH-C2')),
      streamurl: OWN_ADDRESS,
    });
    await stopServerProcess(first.server);

    const restarted = Date.now();
    const second = await start();
    const secondDetails = await reported(second, watched, restarted);
    for (const code of watched) expect(secondDetails.get(code)?.id, code).toBe(firstDetails.get(code)?.id);
    const [again] = await get<{ total: number }[]>(second, '/remote/device/list?keyword=HZ-&pagesize=10');
    expect(again?.total).toBe(planned.length);
    // The kept tokens still opened their devices: none was issued again.
    expect(fs.readFileSync(file, 'utf8')).toBe(tokens);
    expect(second.server.output()).not.toContain('demo installation created');
    expect(second.server.output()).not.toContain('demo history');
    expect(await pastLoadPower(second, started)).toBe(past);
    // The camera plays from the streams of this start (the first's are gone); a person's address is kept.
    await plays(second, 'HZ-XH-C1');
    const own = await cameraId(second, 'HZ-XH-C2');
    expect((await get<{ streamurl: string }>(second, `/remote/camera/settings?id=${own}`)).streamurl).toBe(
      OWN_ADDRESS,
    );
  }, 300_000);
});
