import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

const HOUR_S = 3600;
let clock = Date.parse('2026-11-26T08:00:00Z');
let t: TestApp;
let admin: string;
let city: CreatedAccount;
let cityViewer: CreatedAccount;
let sibling: CreatedAccount;
let upstream: Server;
let upstreamBase: string;
const upstreamAsked: string[] = [];
let gate: number;
let park: number;
let lamp: number;
let siblingCamera: number;

/** A camera's own HLS server: a live playlist and its segments, and one playlist naming a file elsewhere. */
function startUpstream(): Promise<void> {
  upstream = createServer((request, response) => {
    upstreamAsked.push(request.url ?? '');
    if (request.url === '/gate/live.m3u8') {
      response.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' });
      response.end(
        '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:7\n#EXTINF:2,\nseg7.ts\n#EXTINF:2,\nseg8.ts\n',
      );
    } else if (request.url === '/gate/seg7.ts') {
      response.writeHead(200, { 'content-type': 'video/mp2t' });
      response.end(Buffer.from('segment seven'));
    } else if (request.url === '/odd/live.m3u8') {
      response.writeHead(200);
      response.end('#EXTM3U\n#EXTINF:2,\n../../etc/passwd\n');
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  return new Promise((resolve) => {
    upstream.listen(0, '127.0.0.1', () => {
      upstreamBase = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
      resolve();
    });
  });
}

async function addCamera(token: string, projectId: number, name: string) {
  return (await addDevice(t, token, projectId, { devicetype: 6, devicename: name, polenumber: `P-${name}` }))
    .device.id as number;
}

const setAddresses = (token: string, form: Record<string, string | number>) =>
  t.post('/remote/camera/update', { token, form });

/** Fetches a stream file by a link of play, as hls.js does, with the caller's token. */
const fetchLink = (token: string, link: string) =>
  t.app.inject({ method: 'GET', url: link, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  await startUpstream();
  t = await startTestApp({ FFMPEG_PATH: '/nonexistent/ffmpeg', CAMERA_LINK_TTL: '1h' }, { now: () => clock });
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  city = await createAccount(t, admin, { username: 'camera_city' });
  cityViewer = await createAccount(t, city.token, { username: 'camera_viewer', role: 'user' });
  sibling = await createAccount(t, admin, { username: 'camera_sibling' });
  const project = (await addProject(t, city.token)).id;
  gate = await addCamera(city.token, project, 'North gate');
  park = await addCamera(city.token, project, 'Park');
  lamp = (await addDevice(t, city.token, project)).device.id;
  siblingCamera = await addCamera(sibling.token, (await addProject(t, sibling.token)).id, 'Elsewhere');
  expect(
    (await setAddresses(city.token, { id: gate, streamurl: `${upstreamBase}/gate/live.m3u8`, ptz: 1 }))
      .statusCode,
  ).toBe(200);
  expect(
    (await setAddresses(sibling.token, { id: siblingCamera, streamurl: `${upstreamBase}/gate/live.m3u8` }))
      .statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('refused camera calls', () => {
  it('asks for a signed-in caller, and the permission to read addresses', async () => {
    expect((await t.get('/remote/camera/list')).statusCode).toBe(401);
    expect((await t.get('/remote/camera/play', { query: { id: gate } })).statusCode).toBe(401);
    expect(
      (await t.get('/remote/camera/settings', { token: cityViewer.token, query: { id: gate } })).statusCode,
    ).toBe(403);
    expect((await setAddresses(cityViewer.token, { id: gate, ptz: 0 })).statusCode).toBe(403);
  });

  it('names an address of the wrong kind', async () => {
    for (const [field, value, schemes] of [
      ['streamurl', 'rtsp://cam/live', 'http:// or https://'],
      ['rtspurl', 'http://cam/live', 'rtsp:// or rtsps://'],
      ['snapshoturl', 'javascript:alert(1)', 'http:// or https://'],
    ] as const) {
      const answer = await setAddresses(city.token, { id: park, [field]: value });
      expect(answer.statusCode).toBe(400);
      expect(answer.body.errors?.[0]).toMatchObject({ field, key: 'camera.url' });
      expect(answer.body.errors?.[0]?.message).toContain(schemes);
    }
  });

  it("answers 404 for a sibling's camera and for a device that is no camera, on every call", async () => {
    for (const id of [siblingCamera, lamp]) {
      expect((await t.get('/remote/camera/settings', { token: city.token, query: { id } })).statusCode).toBe(
        404,
      );
      expect((await t.get('/remote/camera/play', { token: city.token, query: { id } })).statusCode).toBe(404);
      expect((await setAddresses(city.token, { id, ptz: 1 })).statusCode).toBe(404);
    }
  });

  it('says why a camera cannot play: no address, or RTSP only without ffmpeg', async () => {
    const none = await t.get('/remote/camera/play', { token: city.token, query: { id: park } });
    expect(none.statusCode).toBe(409);
    expect(none.body.key).toBe('camera.noStream');
    await setAddresses(city.token, { id: park, rtspurl: 'rtsp://user:secret@10.0.0.7/stream1' });
    const rtsp = await t.get('/remote/camera/play', { token: city.token, query: { id: park } });
    expect(rtsp.statusCode).toBe(409);
    expect(rtsp.body.key).toBe('camera.noFfmpeg');
    expect(rtsp.body.message).toContain('ffmpeg');
  });

  it('says a still image needs ffmpeg when the camera has only a stream and the server has none', async () => {
    // Park gives RTSP only (the test before); the gate gives HLS, which needs ffmpeg for a picture too.
    for (const id of [park, gate]) {
      const answer = await t.get('/remote/camera/snapshot', { token: city.token, query: { id } });
      expect(answer.statusCode).toBe(409);
      expect(answer.body.key).toBe('camera.snapshotNoFfmpeg');
      expect(answer.body.message).toContain('ffmpeg');
    }
    expect(upstreamAsked).toEqual([]);
  });
});

describe('GET /remote/camera/list', () => {
  it("lists the subtree's cameras with how each plays, filtered by keyword", async () => {
    const answer = await t.get('/remote/camera/list', { token: city.token });
    expect(answer.statusCode).toBe(200);
    const [page] = answer.body.data;
    expect(page.total).toBe(2);
    expect(page.list).toEqual([
      expect.objectContaining({
        devicename: 'North gate',
        polenumber: 'P-North gate',
        source: 'hls',
        ptz: 1,
        snapshot: 0,
      }),
      expect.objectContaining({ devicename: 'Park', source: 'rtsp', ptz: 0 }),
    ]);
    const park = await t.get('/remote/camera/list', { token: city.token, query: { keyword: 'park' } });
    expect(park.body.data[0].list.map((c: { devicename: string }) => c.devicename)).toEqual(['Park']);
  });

  it('keeps the addresses, which may hold a password, to those who may change the camera', async () => {
    const answer = await t.get('/remote/camera/list', { token: city.token });
    expect(JSON.stringify(answer.body)).not.toContain('secret');
    const settings = await t.get('/remote/camera/settings', { token: city.token, query: { id: park } });
    expect(settings.body.data.rtspurl).toBe('rtsp://user:secret@10.0.0.7/stream1');
  });
});

describe('playing a camera through the platform', () => {
  it('hands out a signed link whose playlist names only links of the same camera', async () => {
    const play = await t.get('/remote/camera/play', { token: city.token, query: { id: gate } });
    expect(play.statusCode).toBe(200);
    expect(play.body.data).toMatchObject({ kind: 'hls', expires: '2026-11-26T09:00:00.000Z' });
    expect(play.body.data.url).not.toContain(upstreamBase);
    const playlist = await fetchLink(city.token, play.body.data.url);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    const lines = playlist.body.split('\n');
    expect(lines.slice(0, 3)).toEqual(['#EXTM3U', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:7']);
    const segment = lines.find((line) => line.includes('file=seg7.ts')) ?? '';
    expect(segment).toMatch(/^\/prod-api\/remote\/camera\/stream\?id=\d+&file=seg7\.ts&expires=\d+&sig=/);
    const bytes = await fetchLink(city.token, segment);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('video/mp2t');
    expect(bytes.body).toBe('segment seven');
  });

  it('refuses a link that was altered, that expired, or that another account opens', async () => {
    const { url } = (await t.get('/remote/camera/play', { token: city.token, query: { id: gate } })).body
      .data;
    const other = url.replace(/id=\d+/, `id=${siblingCamera}`);
    expect((await fetchLink(city.token, other)).statusCode).toBe(403);
    expect(JSON.parse((await fetchLink(city.token, other)).body).key).toBe('camera.linkExpired');
    expect((await fetchLink(sibling.token, url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    clock += 2 * HOUR_S * 1000;
    try {
      expect((await fetchLink(city.token, url)).statusCode).toBe(403);
    } finally {
      clock -= 2 * HOUR_S * 1000;
    }
  });

  it('refuses a camera playlist that names files elsewhere, and says when the camera is out of reach', async () => {
    await setAddresses(city.token, { id: gate, streamurl: `${upstreamBase}/odd/live.m3u8` });
    const odd = (await t.get('/remote/camera/play', { token: city.token, query: { id: gate } })).body.data
      .url;
    const refused = await fetchLink(city.token, odd);
    expect(refused.statusCode).toBe(409);
    expect(JSON.parse(refused.body).key).toBe('camera.streamUnavailable');
    expect(upstreamAsked).not.toContain('/etc/passwd');
    await setAddresses(city.token, { id: gate, streamurl: 'http://127.0.0.1:9/nothing.m3u8' });
    expect(JSON.parse((await fetchLink(city.token, odd)).body).key).toBe('camera.streamUnavailable');
    await setAddresses(city.token, { id: gate, streamurl: `${upstreamBase}/gate/live.m3u8` });
  });
});

describe('the split screen', () => {
  it('starts with four empty tiles, and keeps per account only the cameras it may see', async () => {
    expect((await t.get('/remote/camera/layout', { token: city.token })).body.data).toEqual({
      layout: 4,
      tiles: [null, null, null, null],
    });
    const saved = await t.post('/remote/camera/layout', {
      token: city.token,
      json: { layout: 9, tiles: [gate, null, siblingCamera, park, lamp] },
    });
    expect(saved.statusCode).toBe(200);
    const expected = { layout: 9, tiles: [gate, null, null, park, null, null, null, null, null] };
    expect(saved.body.data).toEqual(expected);
    expect((await t.get('/remote/camera/layout', { token: city.token })).body.data).toEqual(expected);
    // The account below does not see its parent's cameras, and has a split screen of its own.
    expect((await t.get('/remote/camera/layout', { token: cityViewer.token })).body.data.tiles).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('refuses a layout that is not 1, 4, 9 or 16 tiles', async () => {
    const answer = await t.post('/remote/camera/layout', {
      token: city.token,
      json: { layout: 6, tiles: [] },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.errors?.[0]?.field).toBe('layout');
  });
});
