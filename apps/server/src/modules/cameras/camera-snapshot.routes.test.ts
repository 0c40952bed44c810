import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CameraStreams, startCameraStreams } from '@lamplighter/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let clock = Date.parse('2026-11-26T08:00:00Z');
let t: TestApp;
let city: CreatedAccount;
let sibling: CreatedAccount;
let project: number;
let siblingCamera: number;
let lamp: number;
let streams: CameraStreams;
let upstream: Server;
let upstreamBase: string;
let photo: Buffer;
/** What the cameras' own web servers were asked, with the authorization each request carried. */
const asked: { path: string; authorization: string | undefined }[] = [];
const logLines: string[] = [];
const PASSWORD = 'pa:ss w0rd';

/** A camera's own web server: a photo, one behind a password, and the ways a camera can go wrong. */
function answerAsCamera(path: string, authorization: string | undefined, response: ServerResponse) {
  const basic = `Basic ${Buffer.from(`viewer:${PASSWORD}`).toString('base64')}`;
  if (path === '/photo.jpg' || (path === '/locked.jpg' && authorization === basic)) {
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
  } else if (path === '/locked.jpg') {
    response.writeHead(401, { 'www-authenticate': 'Basic realm="camera"' }).end();
  } else if (path === '/page.jpg') {
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end('<!doctype html><h1>Sign in</h1>');
  } else if (path === '/slow.jpg') {
    // Headers and the start of a JPEG, then nothing: a camera that hangs half-way.
    response.writeHead(200, { 'content-type': 'image/jpeg' });
    response.write(photo.subarray(0, 100));
  } else if (path === '/huge.jpg') {
    // A JPEG's start and then 6 MB, without a length given beforehand.
    response.writeHead(200, { 'content-type': 'image/jpeg' });
    response.write(photo.subarray(0, 100));
    for (let megabyte = 0; megabyte < 6; megabyte++) response.write(Buffer.alloc(1024 * 1024));
    response.end();
  } else if (path === '/moved.jpg') {
    response.writeHead(302, { location: '/photo.jpg' }).end();
  } else {
    response.writeHead(404).end();
  }
}

async function startUpstream(): Promise<void> {
  upstream = createServer((request, response) => {
    const path = request.url ?? '';
    asked.push({ path, authorization: request.headers.authorization });
    answerAsCamera(path.split('?')[0] ?? '', request.headers.authorization, response);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamBase = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
}

async function addCamera(token: string, projectId: number, addresses: Record<string, string> = {}) {
  const id = (await addDevice(t, token, projectId, { devicetype: 6 })).device.id as number;
  if (Object.keys(addresses).length > 0) {
    const saved = await t.post('/remote/camera/update', { token, form: { id, ...addresses } });
    expect(saved.statusCode, saved.body.message).toBe(200);
  }
  return id;
}

const snapshot = (id: number, token = city.token) =>
  t.get('/remote/camera/snapshot', { token, query: { id } });

/** A refusal of a still image: its status and its message's key, and nothing of the camera's address. */
async function refused(id: number, status: number, key: string) {
  const answer = await snapshot(id);
  expect(answer.statusCode, answer.body.message).toBe(status);
  expect(answer.body.key).toBe(key);
  expect(answer.raw.body).not.toContain(upstreamBase);
  expect(answer.raw.body).not.toContain(PASSWORD);
  return answer;
}

/** The width a JPEG gives in its frame header. */
function jpegWidth(image: Buffer): number {
  for (let at = 2; at + 9 < image.length; ) {
    const marker = image[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc3) return image.readUInt16BE(at + 7);
    at += 2 + image.readUInt16BE(at + 2);
  }
  return 0;
}

beforeAll(async () => {
  streams = await startCameraStreams({ cameras: ['SNAP-C1'] });
  photo = Buffer.from(await (await fetch(streams.snapshotUrl('SNAP-C1'))).arrayBuffer());
  await startUpstream();
  t = await startTestApp({ CAMERA_SNAPSHOT_TIMEOUT: '2' }, { now: () => clock, logLines });
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  city = await createAccount(t, admin, { username: 'snapshot_city' });
  sibling = await createAccount(t, admin, { username: 'snapshot_sibling' });
  project = (await addProject(t, city.token)).id;
  lamp = (await addDevice(t, city.token, project)).device.id;
  siblingCamera = await addCamera(sibling.token, (await addProject(t, sibling.token)).id, {
    snapshoturl: `${upstreamBase}/photo.jpg`,
  });
});

afterAll(async () => {
  await t?.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
  await streams?.close();
});

describe('refused still images', () => {
  it('asks for a signed-in caller, and answers 404 for a camera of another account or a device that is no camera', async () => {
    expect((await t.get('/remote/camera/snapshot', { query: { id: siblingCamera } })).statusCode).toBe(401);
    for (const id of [siblingCamera, lamp]) await refused(id, 404, 'error.notFound');
    expect(asked).toEqual([]);
  });

  it('says when a camera has nothing to take a picture from', async () => {
    const bare = await addCamera(city.token, project);
    const answer = await refused(bare, 409, 'camera.noSnapshot');
    expect(answer.body.message).toBe(
      'this camera has no snapshot address, and no HLS or RTSP stream to take a picture from',
    );
    const whepOnly = await addCamera(city.token, project, { whepurl: 'https://cam.example/whep' });
    await refused(whepOnly, 409, 'camera.noSnapshot');
  });

  it('refuses a page sent as an image, a camera that hangs, one too large, a redirect and a wrong password', async () => {
    const page = await addCamera(city.token, project, { snapshoturl: `${upstreamBase}/page.jpg` });
    await refused(page, 409, 'camera.snapshotNotImage');

    const slow = await addCamera(city.token, project, { snapshoturl: `${upstreamBase}/slow.jpg` });
    const timedOut = await refused(slow, 409, 'camera.snapshotTimeout');
    expect(timedOut.body.message).toBe('the camera did not send its still image within 2 s');

    const huge = await addCamera(city.token, project, { snapshoturl: `${upstreamBase}/huge.jpg` });
    const tooLarge = await refused(huge, 409, 'camera.snapshotTooLarge');
    expect(tooLarge.body.params).toEqual({ max: 5 });

    const moved = await addCamera(city.token, project, { snapshoturl: `${upstreamBase}/moved.jpg` });
    await refused(moved, 409, 'camera.snapshotUnavailable');
    expect(asked.filter((request) => request.path === '/photo.jpg')).toEqual([]);

    const wrong = await addCamera(city.token, project, {
      snapshoturl: `http://viewer:${encodeURIComponent('not it')}@${upstreamBase.slice(7)}/locked.jpg`,
    });
    const locked = await refused(wrong, 409, 'camera.snapshotRefused');
    expect(locked.body.params).toEqual({ status: 401 });
  });

  it('says when a camera cannot be reached, and asks it again only after a while', async () => {
    const away = await addCamera(city.token, project, { snapshoturl: 'http://127.0.0.1:9/snapshot.jpg' });
    await refused(away, 409, 'camera.snapshotUnavailable');
    const streamAway = await addCamera(city.token, project, { streamurl: 'http://127.0.0.1:9/live.m3u8' });
    await refused(streamAway, 409, 'camera.snapshotUnavailable');

    const page = await addCamera(city.token, project, { snapshoturl: `${upstreamBase}/page.jpg?again` });
    const times = () => asked.filter((request) => request.path === '/page.jpg?again').length;
    await refused(page, 409, 'camera.snapshotNotImage');
    await refused(page, 409, 'camera.snapshotNotImage');
    expect(times()).toBe(1);
    clock += 11_000;
    await refused(page, 409, 'camera.snapshotNotImage');
    expect(times()).toBe(2);
  });
});

describe('a camera’s still image', () => {
  it('comes from its snapshot address, with the password in it sent as Basic authorization and never logged', async () => {
    const address = `http://viewer:${encodeURIComponent(PASSWORD)}@${upstreamBase.slice(7)}/locked.jpg`;
    const camera = await addCamera(city.token, project, { snapshoturl: address });
    const answer = await snapshot(camera);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['cache-control']).toBe('private, max-age=30');
    expect(answer.raw.rawPayload.equals(photo)).toBe(true);
    const basic = `Basic ${Buffer.from(`viewer:${PASSWORD}`).toString('base64')}`;
    expect(asked.filter((request) => request.path === '/locked.jpg').at(-1)?.authorization).toBe(basic);
    const log = logLines.join('\n');
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(encodeURIComponent(PASSWORD));
    expect(log).not.toContain(basic.slice(6));
  });

  it('is kept 30 s: asked for again meanwhile, the camera is not asked', async () => {
    const camera = await addCamera(city.token, project, { snapshoturl: `${upstreamBase}/photo.jpg?kept` });
    const times = () => asked.filter((request) => request.path === '/photo.jpg?kept').length;
    expect((await snapshot(camera)).statusCode).toBe(200);
    clock += 20_000;
    const again = await snapshot(camera);
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('private, max-age=10');
    expect(times()).toBe(1);
    clock += 11_000;
    expect((await snapshot(camera)).statusCode).toBe(200);
    expect(times()).toBe(2);
  });

  it('asked for by many at once, is asked of the camera once', async () => {
    const camera = await addCamera(city.token, project, {
      snapshoturl: `${upstreamBase}/photo.jpg?together`,
    });
    const answers = await Promise.all(Array.from({ length: 6 }, () => snapshot(camera)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(asked.filter((request) => request.path === '/photo.jpg?together')).toHaveLength(1);
  });

  it('is a frame of its HLS stream taken by ffmpeg when it has no snapshot address', async () => {
    const camera = await addCamera(city.token, project, { streamurl: streams.playlistUrl('SNAP-C1') });
    const answer = await snapshot(camera);
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    const image = answer.raw.rawPayload;
    expect([...image.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // The loop is 320 px wide: a frame is made no wider than 640 px, and never wider than its stream.
    expect(jpegWidth(image)).toBe(320);
  });
});
