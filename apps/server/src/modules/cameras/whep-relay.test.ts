import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/errors';
import {
  CAMERA_ANSWER,
  startWhepCamera,
  WHEP_CAMERA_PASSWORD,
  type WhepCamera,
} from '../../test/whep-camera-fixture';
import { WhepRelay } from './whep-relay';

const OFFER =
  'v=0\r\no=- 1 1 IN IP4 0.0.0.0\r\ns=-\r\nt=0 0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=recvonly\r\n';
let camera: WhepCamera;
let relay: WhepRelay;

beforeAll(async () => {
  camera = await startWhepCamera();
});
afterAll(() => camera.close());
beforeEach(() => {
  camera.asked.length = 0;
  relay = new WhepRelay(300);
});

/** The refusal an offer to `path` meets: its message key and parameters. */
async function refusalOf(path: string, base = camera.base) {
  const error = await relay.open(1, `${base}${path}`, OFFER).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  const { httpStatus, ref } = error as ApiError;
  expect(httpStatus).toBe(409);
  return ref;
}

describe('an offer passed to a camera', () => {
  it('goes as application/sdp, with the password of the address as Basic authorization', async () => {
    const address = `http://viewer:${encodeURIComponent(WHEP_CAMERA_PASSWORD)}@${camera.base.slice(7)}/locked/whep`;
    const opened = await relay.open(1, address, OFFER);
    expect(opened.answer).toBe(CAMERA_ANSWER);
    expect(opened.session).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(camera.asked).toEqual([
      {
        method: 'POST',
        path: '/locked/whep',
        contentType: 'application/sdp',
        authorization: `Basic ${Buffer.from(`viewer:${WHEP_CAMERA_PASSWORD}`).toString('base64')}`,
        body: OFFER,
      },
    ]);
  });

  it('says what the camera answered when it refuses, redirects or answers no SDP', async () => {
    expect(await refusalOf('/locked/whep')).toEqual({ key: 'camera.whepRefused', params: { status: 401 } });
    expect(await refusalOf('/moved/whep')).toEqual({ key: 'camera.whepRefused', params: { status: 307 } });
    expect(await refusalOf('/page/whep')).toEqual({ key: 'camera.whepNotSdp' });
    expect(await refusalOf('/huge/whep')).toEqual({ key: 'camera.whepNotSdp' });
    // The redirect was not followed: the camera was asked once at each address.
    expect(camera.asked.map((request) => request.path)).toEqual([
      '/locked/whep',
      '/moved/whep',
      '/page/whep',
      '/huge/whep',
    ]);
  });

  it('gives up on a camera that does not answer in time, and on one out of reach', async () => {
    expect(await refusalOf('/silent/whep')).toEqual({ key: 'camera.whepTimeout', params: { seconds: 0.3 } });
    expect(await refusalOf('/whep', 'http://127.0.0.1:1')).toEqual({ key: 'camera.streamUnavailable' });
  });
});

describe('ending a session', () => {
  it('deletes it on the camera at the Location it gave, once, and only for the account that opened it', async () => {
    const address = `http://viewer:${encodeURIComponent(WHEP_CAMERA_PASSWORD)}@${camera.base.slice(7)}/locked/whep`;
    const { session } = await relay.open(7, address, OFFER);
    await relay.close(8, session);
    await relay.close(7, 'unknown');
    expect(camera.asked.filter((request) => request.method === 'DELETE')).toEqual([]);

    await relay.close(7, session);
    await relay.close(7, session);
    const deletions = camera.asked.filter((request) => request.method === 'DELETE');
    expect(deletions.map(({ path, authorization }) => ({ path, authorization }))).toEqual([
      { path: '/sessions/s1', authorization: camera.asked[0]?.authorization },
    ]);
    expect(relay.size).toBe(0);
  });

  it('forgets a session the camera gave no Location for without asking it anything', async () => {
    const { session } = await relay.open(7, `${camera.base}/no-location/whep`, OFFER);
    await relay.close(7, session);
    expect(camera.asked.map((request) => request.method)).toEqual(['POST']);
    expect(relay.size).toBe(0);
  });
});
