import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dayAt, instantOf } from '@lamplighter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import {
  addTerminal,
  broadcastOf,
  dailyFromTomorrow,
  type TestTerminal,
  uploadSound,
} from '../../test/broadcast-fixture';
import { addDevice, addGroup, addProject } from '../../test/inventory-fixture';
import { pngLike, uploadMedia } from '../../test/media-fixture';
import { ADMIN_PASSWORD, type ApiAnswer, startTestApp, type TestApp } from '../../test/test-app';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-broadcasts-'));
let t: TestApp;
let city: CreatedAccount;
let district: CreatedAccount;
let sibling: CreatedAccount;
let terminals: TestTerminal[];
let siblingTerminal: TestTerminal;
let groupId: number;
let lampCode: string;
let chime: { id: number; hash: string };
let siblingChime: number;
let siblingGroup: number;
let siblingProject: number;

const add = (body: unknown, token = city.token) => t.post('/remote/broadcast/add', { token, json: body });
const cancel = (ids: number[], token = city.token) =>
  t.post('/remote/broadcast/cancel', { token, json: { ids } });
const get = (id: number, token = city.token) => t.get('/remote/broadcast/get', { token, query: { id } });
const list = (query: Record<string, string | number> = {}, token = city.token) =>
  t.get('/remote/broadcast/list', { token, query });
const codes = () => terminals.map((terminal) => terminal.code);

/** The local day `days` from today on the terminals' clock (UTC+8). */
const dayFromToday = (days: number) => dayAt(Date.now() + days * 86_400_000, 480);
const daily = dailyFromTomorrow;

function expectRefused(answer: ApiAnswer, status: number, key: string, field?: string) {
  expect(answer.statusCode, answer.body.message).toBe(status);
  const problem = answer.body.errors?.find((error) => field === undefined || error.field === field);
  expect(answer.body.key ?? problem?.key).toBe(key);
  if (field) expect(problem?.field).toBe(field);
}

async function made(body: unknown, token = city.token) {
  const answer = await add(body, token);
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data;
}

beforeAll(async () => {
  t = await startTestApp({ MEDIA_DIR: mediaDir });
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  city = await createAccount(t, admin, { username: 'broadcast_city' });
  district = await createAccount(t, city.token, { username: 'broadcast_district', parentid: city.id });
  sibling = await createAccount(t, admin, { username: 'broadcast_sibling' });
  const project = (await addProject(t, city.token)).id;
  terminals = [await addTerminal(t, city.token, project), await addTerminal(t, city.token, project)];
  groupId = (await addGroup(t, city.token, project)).id;
  // The group's own terminal, apart from those named by number.
  await addTerminal(t, city.token, project, groupId);
  lampCode = (await addDevice(t, city.token, project)).device.devicecode;
  chime = await uploadSound(t, city.token, 'chime.wav', 2);
  siblingProject = (await addProject(t, sibling.token)).id;
  siblingGroup = (await addGroup(t, sibling.token, siblingProject)).id;
  siblingTerminal = await addTerminal(t, sibling.token, siblingProject);
  siblingChime = (await uploadSound(t, sibling.token, 'theirs.wav', 3)).id;
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('who may broadcast', () => {
  it('asks for a signed-in caller with the permission', async () => {
    const body = broadcastOf(chime.id, codes());
    expect((await add(body, '')).statusCode).toBe(401);
    expect((await list({}, '')).statusCode).toBe(401);
    expect((await t.get('/remote/terminal/list')).statusCode).toBe(401);
    expect((await t.post('/remote/broadcast/speech', { json: { text: 'hello' } })).statusCode).toBe(401);
    const user = await createAccount(t, city.token, { username: 'broadcast_user', role: 'user' });
    expect((await add(body, user.token)).statusCode).toBe(403);
    expect((await list({}, user.token)).statusCode).toBe(403);
    expect((await t.get('/remote/terminal/list', { token: user.token })).statusCode).toBe(200);
    const demo = await createAccount(t, city.token, { username: 'broadcast_demo', role: 'demo' });
    expect((await list({}, demo.token)).statusCode).toBe(200);
    expect((await add(body, demo.token)).statusCode).toBe(403);
    expect((await cancel([1], demo.token)).statusCode).toBe(403);
    const speech = await t.post('/remote/broadcast/speech', { token: demo.token, json: { text: 'hi' } });
    expect(speech.statusCode).toBe(403);
  });

  it('lets a controller make and cancel broadcasts', async () => {
    const controller = await createAccount(t, city.token, { username: 'broadcast_ctl', role: 'controller' });
    // Past the permission each call reaches its input: a bad body, an id that is not the caller's.
    expect((await add({}, controller.token)).statusCode).toBe(400);
    expect((await cancel([1], controller.token)).statusCode).toBe(404);
  });
});

describe('a broadcast with a bad field', () => {
  const weekly = (weekdays: unknown) => ({ ...daily(), kind: 'weekly', weekdays });
  it.each([
    ['schedule.kind', 'broadcast.scheduleKind', { schedule: { kind: 'sometimes' } }],
    ['schedule', 'broadcast.scheduleKind', { schedule: '{"kind":' }],
    ['schedule.at', 'broadcast.at', { schedule: { kind: 'once', at: '2030-02-30 08:00' } }],
    ['schedule.at', 'broadcast.at', { schedule: { kind: 'once', at: '2030-02-03T08:00' } }],
    ['schedule.time', 'validation.clockTime', { schedule: { ...daily(), time: '24:00' } }],
    ['schedule.startdate', 'validation.date', { schedule: { ...daily(), startdate: 'tomorrow' } }],
    ['schedule.enddate', 'broadcast.dateOrder', { schedule: { ...daily(), enddate: dayFromToday(0) } }],
    ['schedule.weekdays', 'validation.required', { schedule: weekly([]) }],
    ['schedule.weekdays.0', 'validation.integer', { schedule: weekly([7]) }],
    ['repeat', 'validation.integer', { repeat: 0 }],
    ['repeat', 'validation.integer', { repeat: 11 }],
    ['ttl', 'validation.integer', { ttl: 59 }],
    ['ttl', 'validation.integer', { ttl: 86_401 }],
    ['volume', 'validation.integer', { volume: 101 }],
    ['devicecodes', 'validation.commandTarget', { groupid: 1 }],
    ['name', 'broadcast.nameRequired', { name: ' ' }],
    ['priority', 'validation.oneOf', { priority: 'urgent' }],
    ['mediaid', 'broadcast.mediaRequired', { mediaid: undefined }],
    ['text', 'broadcast.textRequired', { source: 'tts' }],
    ['text', 'validation.tooLong', { source: 'tts', text: 'x'.repeat(501) }],
  ])('answers 400 naming %s (%s)', async (field, key, overrides) => {
    expectRefused(await add(broadcastOf(chime.id, codes(), overrides)), 400, key, field);
  });

  it('refuses a schedule with no time left to play', async () => {
    const past = { kind: 'once', at: `${dayFromToday(-1)} 08:00` };
    expectRefused(
      await add(broadcastOf(chime.id, codes(), { schedule: past })),
      400,
      'broadcast.noOccurrence',
      'schedule.at',
    );
    const over = { ...daily(), startdate: dayFromToday(-3), enddate: dayFromToday(-1) };
    expectRefused(
      await add(broadcastOf(chime.id, codes(), { schedule: over })),
      400,
      'broadcast.noOccurrence',
      'schedule.enddate',
    );
  });

  it('plays only sounds of the caller’s library', async () => {
    const poster = await uploadMedia(t, city.token, { name: 'poster.png', data: pngLike('broadcast') });
    expectRefused(await add(broadcastOf(poster.body.data.id, codes())), 400, 'broadcast.notAudio', 'mediaid');
    expectRefused(await add(broadcastOf(siblingChime, codes())), 400, 'broadcast.mediaMissing', 'mediaid');
  });
});

describe('what a broadcast reaches', () => {
  it('answers 404 for a group or project outside the subtree', async () => {
    const body = broadcastOf(chime.id, [], { devicecodes: undefined });
    expectRefused(await add({ ...body, groupid: siblingGroup }), 404, 'error.notFound');
    expectRefused(await add({ ...body, projectid: siblingProject }), 404, 'error.notFound');
  });

  it('refuses a target without a broadcast terminal of the caller’s', async () => {
    expectRefused(await add(broadcastOf(chime.id, [lampCode])), 409, 'broadcast.noTerminals');
    expectRefused(await add(broadcastOf(chime.id, [siblingTerminal.code])), 409, 'broadcast.noTerminals');
    expect((await list()).body.data[0].total).toBe(0);
  });

  it('keeps a sibling account’s broadcasts and an account above’s out of sight', async () => {
    const theirs = await made(
      broadcastOf(siblingChime, [siblingTerminal.code], { name: 'Theirs' }),
      sibling.token,
    );
    expect((await get(theirs.id)).statusCode).toBe(404);
    expect((await cancel([theirs.id])).statusCode).toBe(404);
    expect((await get(theirs.id, sibling.token)).body.data.state).toBe('done');
    const ours = await made(broadcastOf(chime.id, codes(), { name: 'Ours' }));
    expect((await get(ours.id, district.token)).statusCode).toBe(404);
    expect((await list({}, district.token)).body.data[0].total).toBe(0);
    const siblingList = await list({}, sibling.token);
    expect(siblingList.body.data[0].list.map((row: { name: string }) => row.name)).toEqual(['Theirs']);
  });
});

describe('broadcasts made, listed and cancelled', () => {
  it('sends one to play now at once, queued for terminals that are off', async () => {
    const broadcast = await made(broadcastOf(chime.id, codes(), { repeat: 3, volume: 80, ttl: 120 }));
    expect(broadcast).toMatchObject({
      source: 'file',
      mediaid: chime.id,
      medianame: 'chime.wav',
      duration: 2,
      text: '',
      priority: 'normal',
      repeat: 3,
      volume: 80,
      targettype: 'devices',
      devicecodes: codes(),
      target: codes().join(', '),
      schedule: { kind: 'now' },
      utcoffset: 480,
      ttl: 120,
      state: 'done',
      nextrun: null,
      runcount: 1,
      creatorname: 'broadcast_city',
      cancellername: '',
      canceltime: null,
    });
    const [run] = broadcast.runs;
    expect(run).toMatchObject({
      priority: 'normal',
      error: '',
      counts: { total: 2, waiting: 2, succeeded: 0 },
    });
    expect(broadcast.lastrun).toEqual(run);
    const command = await t.get('/remote/device/command/detail', {
      token: city.token,
      query: { id: run.commandid },
    });
    expect(command.body.data).toMatchObject({
      method: 'playBroadcast',
      params: { broadcastid: broadcast.id },
      username: 'broadcast_city',
      waitoffline: true,
    });
  });

  it('goes to a group’s terminals, and keeps an emergency as such', async () => {
    const body = broadcastOf(chime.id, [], { devicecodes: undefined, groupid: groupId });
    const alarm = await made({ ...body, name: 'Flood warning', priority: 'emergency' });
    expect(alarm).toMatchObject({ priority: 'emergency', targettype: 'group', groupid: groupId });
    expect(alarm.runs[0]).toMatchObject({ priority: 'emergency', counts: { total: 1, waiting: 1 } });
    const emergencies = await list({ priority: 'emergency' });
    expect(emergencies.body.data[0].list.map((row: { name: string }) => row.name)).toEqual(['Flood warning']);
    const audit = await t.get('/sys/audit/list', { token: city.token, query: { action: 'broadcast.add' } });
    expect(audit.body.data[0].list[0]).toMatchObject({
      result: 'success',
      targettype: 'broadcast',
      targetid: String(alarm.id),
      detail: { name: 'Flood warning', priority: 'emergency', schedule: 'now' },
    });
  });

  it('schedules a daily one for its first occurrence, and cancels it', async () => {
    const broadcast = await made(
      broadcastOf(chime.id, codes(), { name: 'Morning music', schedule: daily() }),
    );
    expect(broadcast).toMatchObject({
      state: 'scheduled',
      nextrun: new Date(instantOf(dayFromToday(1), '09:00', 480)).toISOString(),
      runcount: 0,
      lastrun: null,
      runs: [],
    });
    const scheduled = await list({ state: 'scheduled', keyword: 'morning' });
    expect(scheduled.body.data[0].list.map((row: { id: number }) => row.id)).toEqual([broadcast.id]);
    expect((await cancel([broadcast.id])).statusCode).toBe(200);
    expect((await get(broadcast.id)).body.data).toMatchObject({
      state: 'cancelled',
      nextrun: null,
      cancellername: 'broadcast_city',
      canceltime: expect.any(String),
    });
    // Cancelling again changes nothing.
    expect((await cancel([broadcast.id])).statusCode).toBe(200);
    const audit = await t.get('/sys/audit/list', {
      token: city.token,
      query: { action: 'broadcast.cancel' },
    });
    expect(audit.body.data[0].list[0]).toMatchObject({
      result: 'success',
      detail: { names: ['Morning music'] },
    });
  });

  it('keeps a sound in the library while a broadcast is still to play it', async () => {
    const jingle = await uploadSound(t, city.token, 'jingle.wav', 4);
    const broadcast = await made(broadcastOf(jingle.id, codes(), { name: 'Jingle', schedule: daily() }));
    const remove = () => t.get('/remote/media/delete', { token: city.token, query: { ids: jingle.id } });
    const refused = await remove();
    expectRefused(refused, 409, 'media.inUse');
    expect(refused.body.message).toContain('Jingle');
    await cancel([broadcast.id]);
    expect((await remove()).statusCode).toBe(200);
    expect((await get(broadcast.id)).body.data).toMatchObject({ mediaid: null, medianame: 'jingle.wav' });
  });
});

describe('the manifest a terminal fetches', () => {
  const manifest = (terminal: { token: string }, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/v1/${terminal.token}/broadcast/${id}` });

  it('hands out a broadcast of the terminal’s account or one above, and its sound by hash', async () => {
    const [terminal] = terminals;
    if (!terminal) throw new Error('no terminal');
    const broadcast = await made(broadcastOf(chime.id, codes(), { name: 'Manifest', repeat: 2, volume: 70 }));
    const answer = await manifest(terminal, broadcast.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      broadcastid: broadcast.id,
      name: 'Manifest',
      priority: 'normal',
      repeat: 2,
      volume: 70,
      media: { hash: chime.hash, size: 16_044, format: 'wav', duration: 2 },
    });
    const sound = await t.app.inject({ method: 'GET', url: `/api/v1/${terminal.token}/media/${chime.hash}` });
    expect(sound.statusCode).toBe(200);
    expect(sound.rawPayload.subarray(8, 12).toString('latin1')).toBe('WAVE');
    // A terminal of an account below gets it too; a sibling's does not.
    const below = await addTerminal(t, district.token, (await addProject(t, district.token)).id);
    expect((await manifest(below, broadcast.id)).statusCode).toBe(200);
    expect((await manifest(siblingTerminal, broadcast.id)).statusCode).toBe(404);
    // One of the account below is not handed to a terminal above.
    const districtSound = await uploadSound(t, district.token, 'district.wav', 5);
    const districts = await made(broadcastOf(districtSound.id, [below.code]), district.token);
    expect((await manifest(terminal, districts.id)).statusCode).toBe(404);
    expect((await manifest({ token: 'not-a-token' }, broadcast.id)).statusCode).toBe(401);
    await cancel([broadcast.id]);
    expect((await manifest(terminal, broadcast.id)).statusCode).toBe(404);
  });
});

describe('text to speech', () => {
  const speech = (text: string, lang: string) =>
    t.post('/remote/broadcast/speech', { token: city.token, json: { text, lang } });

  it.each([
    ['zh', '请注意，前方道路施工，请绕行。'],
    ['en', 'Attention please: the road ahead is closed.'],
  ])('makes a WAV in the library’s folder tts (%s)', async (lang, text) => {
    const answer = await speech(text, lang);
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.data).toMatchObject({ kind: 'audio', format: 'wav', folder: 'tts' });
    expect(answer.body.data.name).toBe(`${text.slice(0, 40)}.wav`);
    expect(answer.body.data.duration).toBeGreaterThan(0.5);
    const folder = await t.get('/remote/media/list', { token: city.token, query: { folder: 'tts' } });
    expect(folder.body.data[0].list.map((file: { id: number }) => file.id)).toContain(answer.body.data.id);
  });

  it('broadcasts the speech of its text', async () => {
    const text = 'Heavy rain tonight. Keep away from the river.';
    const broadcast = await made(
      broadcastOf(0, codes(), { source: 'tts', mediaid: undefined, text, lang: 'en', priority: 'emergency' }),
    );
    expect(broadcast).toMatchObject({
      source: 'tts',
      text,
      lang: 'en',
      medianame: `${text.slice(0, 40)}.wav`,
    });
    expect(broadcast.mediaid).toEqual(expect.any(Number));
    expect(broadcast.runs[0].counts.total).toBe(2);
  });

  it('answers 503 broadcast.ttsUnavailable where espeak-ng is missing', async () => {
    const bare = await startTestApp({ MEDIA_DIR: mediaDir, ESPEAK_PATH: '/nonexistent/espeak-ng' });
    try {
      const token = await bare.signIn('admin', ADMIN_PASSWORD);
      const answer = await bare.post('/remote/broadcast/speech', { token, json: { text: '你好' } });
      expectRefused(answer, 503, 'broadcast.ttsUnavailable');
    } finally {
      await bare.close();
    }
  });
});
