import net from 'node:net';
import { LIVE_CHUNK_MAX_BYTES, LIVE_FRAMES_TYPE, LIVE_SESSIONS_MAX } from '@lamplighter/contract';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addTerminal, type TestTerminal } from '../../test/broadcast-fixture';
import { type CommandTest, nextMessage, startCommandTest } from '../../test/commands-fixture';
import { until } from '../../test/device-api-fixture';
import { addDevice, addGroup, addProject } from '../../test/inventory-fixture';
import { heard, LiveStreamReader, pieceOf } from '../../test/live-fixture';
import { ADMIN_PASSWORD, type ApiAnswer } from '../../test/test-app';

let c: CommandTest;
let base: string;
let groupId: number;
let speakers: TestTerminal[];
let clients: MqttClient[];
let outsider: TestTerminal;
let lampCode: string;
let sibling: CreatedAccount;
let siblingGroup: number;

const UNKNOWN = 'Zk3q9vX_1-aBcDeFgHiJkL';

const start = (body: unknown, token = c.tenant.token) =>
  c.t.post('/remote/broadcast/live/start', { token, json: body });
const stop = (sessionid: unknown, token = c.tenant.token) =>
  c.t.post('/remote/broadcast/live/stop', { token, json: { sessionid } });
const latency = (sessionid: string, token = c.tenant.token) =>
  c.t.get('/remote/broadcast/live/latency', { token, query: { sessionid } });

/** A piece of the recording as the browser posts it: the bytes as the body, the seq in the query. */
async function chunk(
  sessionid: string,
  seq: number | string,
  bytes: Buffer = pieceOf(Number(seq)),
  token = c.tenant.token,
): Promise<ApiAnswer> {
  const raw = await c.t.app.inject({
    method: 'POST',
    url: `/prod-api/remote/broadcast/live/chunk?sessionid=${sessionid}&seq=${seq}`,
    headers: {
      'content-type': 'audio/webm;codecs=opus',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: bytes,
  });
  return { statusCode: raw.statusCode, headers: raw.headers, body: raw.json(), raw };
}

async function started(body: unknown) {
  const answer = await start(body);
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data as { sessionid: string; broadcastid: number; commandid: number; terminals: number };
}

function expectRefused(answer: ApiAnswer, status: number, key: string, field?: string) {
  expect(answer.statusCode, answer.body.message).toBe(status);
  const problem = answer.body.errors?.find((error) => field === undefined || error.field === field);
  expect(answer.body.key ?? problem?.key).toBe(key);
  if (field) expect(problem?.field).toBe(field);
}

/** The terminal's answer to a command it received. */
function answer(client: MqttClient, request: { topic: string }, body: Record<string, unknown>) {
  const id = request.topic.split('/').pop();
  return client.publishAsync(`v1/devices/me/rpc/response/${id}`, JSON.stringify(body), { qos: 1 });
}

const toGroup = (overrides: Record<string, unknown> = {}) => ({
  name: 'Morning address',
  groupid: groupId,
  ...overrides,
});

beforeAll(async () => {
  c = await startCommandTest('live_city');
  base = await c.t.app.listen({ host: '127.0.0.1', port: 0 });
  groupId = (await addGroup(c.t, c.tenant.token, c.projectId)).id;
  speakers = [
    await addTerminal(c.t, c.tenant.token, c.projectId, groupId),
    await addTerminal(c.t, c.tenant.token, c.projectId, groupId),
  ];
  lampCode = (await addDevice(c.t, c.tenant.token, c.projectId, { groupid: groupId })).device.devicecode;
  clients = await Promise.all(speakers.map((speaker) => c.connect(speaker)));
  outsider = await addTerminal(c.t, c.tenant.token, c.projectId);
  const admin = await c.t.signIn('admin', ADMIN_PASSWORD);
  sibling = await createAccount(c.t, admin, { username: 'live_sibling' });
  siblingGroup = (await addGroup(c.t, sibling.token, (await addProject(c.t, sibling.token)).id)).id;
});

afterAll(async () => {
  await c?.close();
});

describe('who may speak live', () => {
  it('asks for a signed-in caller with the permission', async () => {
    expect((await start(toGroup(), '')).statusCode).toBe(401);
    expect((await chunk(UNKNOWN, 0, pieceOf(0), '')).statusCode).toBe(401);
    expect((await stop(UNKNOWN, '')).statusCode).toBe(401);
    expect((await latency(UNKNOWN, '')).statusCode).toBe(401);
    const user = await createAccount(c.t, c.tenant.token, { username: 'live_user', role: 'user' });
    expect((await start(toGroup(), user.token)).statusCode).toBe(403);
    expect((await chunk(UNKNOWN, 0, pieceOf(0), user.token)).statusCode).toBe(403);
    expect((await stop(UNKNOWN, user.token)).statusCode).toBe(403);
    expect((await latency(UNKNOWN, user.token)).statusCode).toBe(403);
    const demo = await createAccount(c.t, c.tenant.token, { username: 'live_demo', role: 'demo' });
    expect((await start(toGroup(), demo.token)).statusCode).toBe(403);
    expectRefused(await latency(UNKNOWN, demo.token), 404, 'live.sessionGone');
  });
});

describe('a live call with a bad field', () => {
  it.each([
    ['name', 'broadcast.nameRequired', { name: ' ' }],
    ['priority', 'validation.oneOf', { priority: 'urgent' }],
    ['volume', 'validation.integer', { volume: 101 }],
    ['devicecodes', 'validation.commandTarget', { devicecodes: ['A1'] }],
  ])('refuses a start naming %s (%s)', async (field, key, overrides) => {
    expectRefused(await start(toGroup(overrides)), 400, key, field);
  });

  it('refuses a piece, a stop or a look naming a malformed session or seq', async () => {
    expectRefused(await chunk('short', 0), 400, 'live.sessionId', 'sessionid');
    expectRefused(await chunk(UNKNOWN, -1), 400, 'validation.integer', 'seq');
    expectRefused(await chunk(UNKNOWN, ''), 400, 'validation.required', 'seq');
    expectRefused(await stop(undefined), 400, 'validation.required', 'sessionid');
    expectRefused(await latency('no/such'), 400, 'live.sessionId', 'sessionid');
  });
});

describe('what a live broadcast reaches', () => {
  it('answers 404 for a group outside the subtree, and 409 for a target without a terminal', async () => {
    expectRefused(await start(toGroup({ groupid: siblingGroup })), 404, 'error.notFound');
    const lampOnly = { name: 'Lamps', devicecodes: [lampCode] };
    expectRefused(await start(lampOnly), 409, 'broadcast.noTerminals');
  });
});

describe('a live broadcast to a group', () => {
  let live: Awaited<ReturnType<typeof started>>;
  let requests: { topic: string; json: Record<string, unknown> }[];
  let first: LiveStreamReader;
  let late: LiveStreamReader;

  beforeAll(async () => {
    live = await started(toGroup({ priority: 'emergency', volume: 80 }));
    requests = await Promise.all(clients.map((client) => nextMessage(client)));
  });

  it('sends playLive to the group’s terminals that are on, and keeps it in the history as live', async () => {
    expect(live).toEqual({
      sessionid: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      broadcastid: expect.any(Number),
      commandid: expect.any(Number),
      terminals: 2,
    });
    for (const request of requests) {
      expect(request.json).toEqual({
        method: 'playLive',
        params: {
          sessionid: live.sessionid,
          broadcastid: live.broadcastid,
          priority: 'emergency',
          volume: 80,
        },
      });
    }
    const command = await c.detail(live.commandid);
    expect(command).toMatchObject({ method: 'playLive', waitoffline: false, targettype: 'group' });
    expect(command.devices.map((device) => device.devicecode).sort()).toEqual(
      speakers.map((speaker) => speaker.code).sort(),
    );
    const listed = await c.t.get('/remote/broadcast/list', { token: c.tenant.token });
    expect(listed.body.data[0].list[0]).toMatchObject({
      id: live.broadcastid,
      name: 'Morning address',
      source: 'live',
      mediaid: null,
      medianame: '',
      priority: 'emergency',
      volume: 80,
      targettype: 'group',
      state: 'done',
      runcount: 1,
      lastrun: { commandid: live.commandid, counts: { total: 2, waiting: 2 } },
    });
    const manifest = await c.t.app.inject({
      method: 'GET',
      url: `/api/v1/${speakers[0]?.token}/broadcast/${live.broadcastid}`,
    });
    expect(manifest.statusCode).toBe(404);
  });

  it('streams the header, then each piece in order, to a terminal that listens', async () => {
    first = await LiveStreamReader.open(base, speakers[0]?.token ?? '', live.sessionid);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe(LIVE_FRAMES_TYPE);
    await until(async () => (await latency(live.sessionid)).body.data.listeners === 1);
    for (const seq of [0, 1, 2]) {
      expect((await chunk(live.sessionid, seq)).body.data).toEqual({ seq, listeners: 1 });
    }
    for (const seq of [0, 1, 2])
      expect(await first.next()).toEqual({ seq, bytes: new Uint8Array(pieceOf(seq)) });
    // A piece sent again is ignored: the next one follows the last.
    expect((await chunk(live.sessionid, 1)).body.data).toEqual({ seq: 1, listeners: 1 });
    expect((await chunk(live.sessionid, 3)).statusCode).toBe(200);
    expect((await first.next())?.seq).toBe(3);
  });

  it('gives a terminal that joins late the header and the pieces of the last seconds', async () => {
    late = await LiveStreamReader.open(base, speakers[1]?.token ?? '', live.sessionid);
    expect(await late.seqs(4)).toEqual([0, 1, 2, 3]);
  });

  it('measures each terminal’s latency from the pieces it acknowledges', async () => {
    const [a, b] = speakers as [TestTerminal, TestTerminal];
    for (const seq of [0, 1, 2, 3]) expect(await heard(c.t, a.token, live.sessionid, seq)).toBe(204);
    expect(await heard(c.t, b.token, live.sessionid, 3)).toBe(204);
    const { body } = await latency(live.sessionid);
    expect(body.data).toEqual({
      listeners: 2,
      chunks: 4,
      terminals: [a, b]
        .sort((x, y) => x.code.localeCompare(y.code))
        .map((speaker) => ({
          deviceid: speaker.id,
          devicecode: speaker.code,
          listening: true,
          lastseq: 3,
          latencyms: expect.any(Number),
        })),
      p50ms: expect.any(Number),
      p95ms: expect.any(Number),
    });
    expect(body.data.p95ms).toBeGreaterThanOrEqual(body.data.p50ms);
    expect(body.data.p50ms).toBeGreaterThanOrEqual(0);
  });

  it('refuses its stream and acknowledgements to a terminal outside it, and to a bad token', async () => {
    const outside = await fetch(`${base}/api/v1/${outsider.token}/live/${live.sessionid}`);
    expect(outside.status).toBe(404);
    expect(await heard(c.t, outsider.token, live.sessionid, 0)).toBe(404);
    const unknown = await fetch(`${base}/api/v1/not-a-token/live/${live.sessionid}`);
    expect(unknown.status).toBe(401);
    expect(await heard(c.t, 'not-a-token', live.sessionid, 0)).toBe(401);
    const other = await fetch(`${base}/api/v1/${speakers[0]?.token}/live/${UNKNOWN}`);
    expect(other.status).toBe(404);
  });

  it('takes a piece of up to 256 kB from its starter only, and no empty one', async () => {
    expect((await chunk(live.sessionid, 4, Buffer.alloc(LIVE_CHUNK_MAX_BYTES + 1))).statusCode).toBe(413);
    expectRefused(await chunk(live.sessionid, 4, Buffer.alloc(0)), 400, 'live.chunkEmpty', 'body');
    expectRefused(await chunk(live.sessionid, 4, pieceOf(4), sibling.token), 404, 'live.sessionGone');
    expect((await chunk(live.sessionid, 4, Buffer.alloc(LIVE_CHUNK_MAX_BYTES, 4))).statusCode).toBe(200);
    for (const reader of [first, late]) {
      expect((await reader.next())?.bytes.length).toBe(LIVE_CHUNK_MAX_BYTES);
    }
  });

  it('is out of sight of accounts beside and below its starter, not of those above', async () => {
    const below = await createAccount(c.t, c.tenant.token, { username: 'live_below', parentid: c.tenant.id });
    for (const token of [sibling.token, below.token]) {
      expectRefused(await latency(live.sessionid, token), 404, 'live.sessionGone');
      expectRefused(await stop(live.sessionid, token), 404, 'live.sessionGone');
    }
    const admin = await c.t.signIn('admin', ADMIN_PASSWORD);
    expect((await latency(live.sessionid, admin)).body.data.listeners).toBe(2);
  });

  it('ends every stream when stopped, and counts the terminals’ answers on its run', async () => {
    const stopped = await stop(live.sessionid);
    expect(stopped.statusCode, stopped.body.message).toBe(200);
    expect(stopped.body.data).toEqual({ broadcastid: live.broadcastid, seconds: expect.any(Number) });
    for (const reader of [first, late]) {
      expect(await reader.ended()).toEqual([]);
      expect(reader.broken).toBe(false);
    }
    await Promise.all(
      clients.map((client, n) =>
        answer(client, requests[n] ?? { topic: '' }, { ok: true, frames: 5, seconds: 2.5 }),
      ),
    );
    for (const speaker of speakers) await c.reach(live.commandid, speaker.code, 'succeeded');
    const broadcast = await c.t.get('/remote/broadcast/get', {
      token: c.tenant.token,
      query: { id: live.broadcastid },
    });
    expect(broadcast.body.data.duration).toEqual(expect.any(Number));
    expect(broadcast.body.data.runs[0].counts).toEqual({
      total: 2,
      succeeded: 2,
      failed: 0,
      expired: 0,
      waiting: 0,
    });
    expectRefused(await chunk(live.sessionid, 5), 404, 'live.sessionGone');
    expectRefused(await latency(live.sessionid), 404, 'live.sessionGone');
    expectRefused(await stop(live.sessionid), 404, 'live.sessionGone');
    const audit = await c.t.get('/sys/audit/list', {
      token: c.tenant.token,
      query: { action: 'broadcast.live.stop' },
    });
    expect(audit.body.data[0].list).toContainEqual(
      expect.objectContaining({ result: 'success', targetid: String(live.broadcastid) }),
    );
  });
});

describe('a live broadcast left silent', () => {
  it('ends by itself once no piece came for 30 s', async () => {
    const [speaker] = speakers as [TestTerminal];
    const live = await started({ name: 'Forgotten', devicecodes: [speaker.code] });
    await nextMessage(clients[0] as MqttClient);
    const reader = await LiveStreamReader.open(base, speaker.token, live.sessionid);
    expect((await chunk(live.sessionid, 0)).statusCode).toBe(200);
    c.advanceClock(20_000);
    await c.t.broadcasts.endExpiredLive();
    expect((await chunk(live.sessionid, 1)).statusCode).toBe(200);
    c.advanceClock(30_000);
    await c.t.broadcasts.endExpiredLive();
    expect((await reader.ended()).map((frame) => frame.seq)).toEqual([0, 1]);
    expectRefused(await chunk(live.sessionid, 2), 404, 'live.sessionGone');
  });
});

describe('a terminal that reads too slowly', () => {
  it('is dropped once its stream holds too much unsent, instead of growing the server’s memory', async () => {
    const [speaker] = speakers as [TestTerminal];
    const live = await started({ name: 'Slow reader', devicecodes: [speaker.code] });
    await nextMessage(clients[0] as MqttClient);
    const { port } = new URL(base);
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.write(`GET /api/v1/${speaker.token}/live/${live.sessionid} HTTP/1.1\r\nHost: terminal\r\n\r\n`);
    // It never reads: what is sent piles up in the sockets, then in the server.
    socket.pause();
    await until(async () => (await latency(live.sessionid)).body.data.listeners === 1);
    let listeners = 1;
    let sent = 0;
    for (; listeners > 0 && sent < 400; sent++) {
      const piece = Buffer.alloc(LIVE_CHUNK_MAX_BYTES, sent);
      listeners = (await chunk(live.sessionid, sent, piece)).body.data.listeners;
    }
    expect(listeners).toBe(0);
    // Past what the sockets took, more than 1 MB waited in the server before it let go.
    expect(sent).toBeGreaterThan(4);
    expect((await latency(live.sessionid)).body.data.terminals[0]).toMatchObject({ listening: false });
    socket.destroy();
    expect((await stop(live.sessionid)).statusCode).toBe(200);
  });
});

describe('live sessions at once', () => {
  it(`are at most ${LIVE_SESSIONS_MAX}`, async () => {
    const body = { name: 'Crowd', devicecodes: [outsider.code] };
    const sessions: string[] = [];
    for (let n = 0; n < LIVE_SESSIONS_MAX; n++) sessions.push((await started(body)).sessionid);
    const refused = await start(body);
    expectRefused(refused, 409, 'live.tooMany');
    expect(refused.body.params).toEqual({ max: LIVE_SESSIONS_MAX });
    for (const sessionid of sessions) expect((await stop(sessionid)).statusCode).toBe(200);
    expect((await start(body)).statusCode).toBe(200);
  });
});
