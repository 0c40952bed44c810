import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import {
  CAMERA_ANSWER,
  startWhepCamera,
  WHEP_CAMERA_PASSWORD,
  type WhepCamera,
} from '../../test/whep-camera-fixture';

const OFFER =
  'v=0\r\no=- 1 1 IN IP4 0.0.0.0\r\ns=-\r\nt=0 0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=recvonly\r\n';
let t: TestApp;
let camera: WhepCamera;
let city: CreatedAccount;
let sibling: CreatedAccount;
let project: number;
let webrtcCamera: number;
let lockedAddress: string;

async function addCamera(token: string, projectId: number, addresses: Record<string, string> = {}) {
  const id = (await addDevice(t, token, projectId, { devicetype: 6 })).device.id as number;
  if (Object.keys(addresses).length > 0) {
    const saved = await t.post('/remote/camera/update', { token, form: { id, ...addresses } });
    expect(saved.statusCode, saved.body.message).toBe(200);
  }
  return id;
}

const offer = (id: number, token = city.token, sdp = OFFER) =>
  t.post('/remote/camera/whep', { token, form: { id, offer: sdp } });

beforeAll(async () => {
  camera = await startWhepCamera();
  lockedAddress = `http://viewer:${encodeURIComponent(WHEP_CAMERA_PASSWORD)}@${camera.base.slice(7)}/locked/whep`;
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  city = await createAccount(t, admin, { username: 'whep_city' });
  sibling = await createAccount(t, admin, { username: 'whep_sibling' });
  project = (await addProject(t, city.token)).id;
  webrtcCamera = await addCamera(city.token, project, { whepurl: lockedAddress });
});
afterAll(async () => {
  await t?.close();
  await camera?.close();
});

describe('refused WebRTC offers', () => {
  it('asks for a signed-in caller, and answers 404 for a camera of another account or a device that is no camera', async () => {
    expect(
      (await t.post('/remote/camera/whep', { form: { id: webrtcCamera, offer: OFFER } })).statusCode,
    ).toBe(401);
    const lamp = (await addDevice(t, city.token, project)).device.id as number;
    for (const [id, token] of [
      [webrtcCamera, sibling.token],
      [lamp, city.token],
    ] as const) {
      const answer = await offer(id, token);
      expect(answer.statusCode).toBe(404);
      expect(answer.body.key).toBe('error.notFound');
    }
    expect(camera.asked).toEqual([]);
  });

  it('refuses what is no session description, and a camera without a WHEP address, with the reason', async () => {
    const notSdp = await offer(webrtcCamera, city.token, '<html>');
    expect(notSdp.statusCode).toBe(400);
    expect(notSdp.body.errors?.[0]).toMatchObject({ field: 'offer', key: 'camera.notSdp' });
    const hlsOnly = await addCamera(city.token, project, { streamurl: `${camera.base}/live.m3u8` });
    const answer = await offer(hlsOnly);
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toMatchObject({
      key: 'camera.noWhep',
      message: 'this camera has no WebRTC (WHEP) address',
    });
    expect(camera.asked).toEqual([]);
  });

  it('says what the camera answered without telling its address or password', async () => {
    const refusing = await addCamera(city.token, project, { whepurl: `${camera.base}/locked/whep` });
    const answer = await offer(refusing);
    expect(answer.statusCode).toBe(409);
    expect(answer.body.message).toBe('the camera answered 401 to the WebRTC offer');
    expect(answer.raw.body).not.toContain(camera.base);
  });
});

describe('a WebRTC camera watched through the platform', () => {
  it('is played by the platform’s relay: the browser is never given the camera’s address', async () => {
    const play = await t.get('/remote/camera/play', { token: city.token, query: { id: webrtcCamera } });
    expect(play.body.data).toEqual({ kind: 'whep', url: '/prod-api/remote/camera/whep', expires: null });
    expect(play.raw.body).not.toContain(WHEP_CAMERA_PASSWORD);
  });

  it('passes the offer on with the camera’s password and answers the camera’s SDP; only its opener ends it', async () => {
    camera.asked.length = 0;
    const answer = await offer(webrtcCamera);
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.data.answer).toBe(CAMERA_ANSWER);
    expect(camera.asked).toMatchObject([{ method: 'POST', path: '/locked/whep', body: OFFER }]);

    const { session } = answer.body.data;
    const bySibling = await t.post('/remote/camera/whep/stop', { token: sibling.token, form: { session } });
    expect(bySibling.statusCode).toBe(200);
    expect(camera.asked.map((request) => request.method)).toEqual(['POST']);

    for (let time = 0; time < 2; time++) {
      const stopped = await t.post('/remote/camera/whep/stop', { token: city.token, form: { session } });
      expect(stopped.statusCode).toBe(200);
    }
    expect(camera.asked.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /locked/whep',
      'DELETE /sessions/s1',
    ]);
  });

  it('refuses a session id that is none the platform gives', async () => {
    const answer = await t.post('/remote/camera/whep/stop', {
      token: city.token,
      form: { session: '../../etc' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({ field: 'session', key: 'camera.whepSession' });
  });
});
