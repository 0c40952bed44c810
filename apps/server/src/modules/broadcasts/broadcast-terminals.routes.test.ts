import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts-fixture';
import { addTerminal, broadcastOf, type TestTerminal, uploadSound } from '../../test/broadcast-fixture';
import { type CommandTest, nextMessage, startCommandTest } from '../../test/commands-fixture';
import { addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD } from '../../test/test-app';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-terminals-'));
let c: CommandTest;
let sound: { id: number; hash: string };

const add = async (body: unknown) => {
  const answer = await c.t.post('/remote/broadcast/add', { token: c.tenant.token, json: body });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data;
};
const get = async (id: number) =>
  (await c.t.get('/remote/broadcast/get', { token: c.tenant.token, query: { id } })).body.data;
const terminalList = async (query: Record<string, string | number> = {}, token = c.tenant.token) =>
  (await c.t.get('/remote/terminal/list', { token, query })).body.data[0];
const terminal = () => addTerminal(c.t, c.tenant.token, c.projectId);

/** The terminal's answer to a command it received. */
function answer(client: MqttClient, request: { topic: string }, body: Record<string, unknown>) {
  const id = request.topic.split('/').pop();
  return client.publishAsync(`v1/devices/me/rpc/response/${id}`, JSON.stringify(body), { qos: 1 });
}

async function report(client: MqttClient, values: Record<string, number>) {
  await client.publishAsync('v1/devices/me/telemetry', JSON.stringify(values), { qos: 1 });
  await c.t.settled();
}

beforeAll(async () => {
  c = await startCommandTest('terminals_city', { MEDIA_DIR: mediaDir });
  sound = await uploadSound(c.t, c.tenant.token, 'bell.wav', 1);
});

afterAll(async () => {
  await c?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('a broadcast to play now', () => {
  it('reaches a terminal that is on, which fetches it, plays it and says so', async () => {
    const speaker = await terminal();
    const client = await c.connect(speaker);
    const broadcast = await add(broadcastOf(sound.id, [speaker.code], { name: 'Noon bell', repeat: 2 }));
    const request = await nextMessage(client);
    expect(request.json).toEqual({ method: 'playBroadcast', params: { broadcastid: broadcast.id } });

    const manifest = await c.t.app.inject({
      method: 'GET',
      url: `/api/v1/${speaker.token}/broadcast/${broadcast.id}`,
    });
    expect(manifest.json()).toMatchObject({
      broadcastid: broadcast.id,
      repeat: 2,
      media: { hash: sound.hash },
    });
    const file = await c.t.app.inject({ method: 'GET', url: `/api/v1/${speaker.token}/media/${sound.hash}` });
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(sound.hash);

    await report(client, { runState: 1, power: 1, volume: 65, broadcastId: broadcast.id, emergency: 0 });
    const [playing] = (await terminalList({ name: speaker.code })).list;
    expect(playing).toMatchObject({
      devicecode: speaker.code,
      online: true,
      power: true,
      volume: 65,
      playing: { broadcastid: broadcast.id, name: 'Noon bell', emergency: false },
      lastplayed: null,
    });

    await answer(client, request, { ok: true, played: 2, seconds: 2 });
    const run = (await get(broadcast.id)).runs[0];
    await c.reach(run.commandid, speaker.code, 'succeeded');
    expect((await get(broadcast.id)).runs[0].counts).toEqual({
      total: 1,
      succeeded: 1,
      failed: 0,
      expired: 0,
      waiting: 0,
    });
    await report(client, { broadcastId: 0 });
    const [after] = (await terminalList({ name: speaker.code })).list;
    expect(after.playing).toBeNull();
    expect(after.lastplayed).toEqual({
      broadcastid: broadcast.id,
      name: 'Noon bell',
      at: expect.any(String),
    });
  });

  it('stays queued for a terminal that is off, and expires once its ttl has passed', async () => {
    const silent = await terminal();
    const broadcast = await add(broadcastOf(sound.id, [silent.code], { name: 'Missed', ttl: 60 }));
    const { commandid } = broadcast.runs[0];
    await c.reach(commandid, silent.code, 'queued');
    // 60 s of ttl and the 1 s the sound plays.
    c.advanceClock(62_000);
    await c.reach(commandid, silent.code, 'expired');
    expect((await get(broadcast.id)).runs[0].counts).toMatchObject({ total: 1, expired: 1, waiting: 0 });
    // Once expired it is not sent when the terminal returns.
    const client = await c.connect(silent);
    const next = nextMessage(client);
    const caught = await add(broadcastOf(sound.id, [silent.code], { name: 'Caught' }));
    expect((await next).json).toEqual({ method: 'playBroadcast', params: { broadcastid: caught.id } });
    expect((await c.detail(commandid)).devices[0]?.state).toBe('expired');
  });

  it('records an emergency that cuts off a normal broadcast, each with its priority', async () => {
    const speaker = await terminal();
    const client = await c.connect(speaker);
    const music = await add(broadcastOf(sound.id, [speaker.code], { name: 'Park music' }));
    const musicRequest = await nextMessage(client);
    const alarm = await add(broadcastOf(sound.id, [speaker.code], { name: 'Storm', priority: 'emergency' }));
    const alarmRequest = await nextMessage(client);
    expect(alarmRequest.json).toEqual({ method: 'playBroadcast', params: { broadcastid: alarm.id } });
    await report(client, { broadcastId: alarm.id, emergency: 1 });
    const [playing] = (await terminalList({ name: speaker.code })).list;
    expect(playing.playing).toEqual({ broadcastid: alarm.id, name: 'Storm', emergency: true });

    const interrupted = 'interrupted by emergency broadcast Storm';
    await answer(client, musicRequest, { ok: false, error: 'failed', message: interrupted });
    await answer(client, alarmRequest, { ok: true, played: 1, seconds: 1 });
    await c.reach(music.runs[0].commandid, speaker.code, 'failed');
    await c.reach(alarm.runs[0].commandid, speaker.code, 'succeeded');
    expect((await get(music.id)).runs[0]).toMatchObject({ priority: 'normal', counts: { failed: 1 } });
    expect((await get(alarm.id)).runs[0]).toMatchObject({ priority: 'emergency', counts: { succeeded: 1 } });
    expect((await c.detail(music.runs[0].commandid)).devices[0]?.error).toContain(interrupted);
  });
});

describe('the broadcast list', () => {
  let listed: TestTerminal;

  beforeAll(async () => {
    listed = await terminal();
    const client = await c.connect(listed);
    await report(client, { runState: 3, power: 0, volume: 20 });
  });

  it('shows the caller’s terminals with what each reported, filtered by state and name', async () => {
    const faults = await terminalList({ state: 'fault' });
    expect(faults.list.map((row: { devicecode: string }) => row.devicecode)).toEqual([listed.code]);
    expect(faults.list[0]).toMatchObject({
      runstate: 3,
      online: true,
      power: false,
      volume: 20,
      playing: null,
    });
    const all = await terminalList({ projectid: c.projectId, pagesize: 100 });
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.list.every((row: { projectid: number }) => row.projectid === c.projectId)).toBe(true);
  });

  it('keeps a sibling account’s terminals apart', async () => {
    const admin = await c.t.signIn('admin', ADMIN_PASSWORD);
    const sibling = await createAccount(c.t, admin, { username: 'terminals_sibling' });
    const theirs = await addTerminal(c.t, sibling.token, (await addProject(c.t, sibling.token)).id);
    const seen = await terminalList({ pagesize: 100 }, sibling.token);
    expect(seen.list.map((row: { devicecode: string }) => row.devicecode)).toEqual([theirs.code]);
    const ours = await terminalList({ pagesize: 100 });
    expect(ours.list.map((row: { devicecode: string }) => row.devicecode)).not.toContain(theirs.code);
  });
});
