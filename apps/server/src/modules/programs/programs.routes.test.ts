import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { mp4, png, uploadMedia, wav } from '../../test/media-fixture';
import { programOf } from '../../test/program-fixture';
import { ADMIN_PASSWORD, type ApiAnswer, startTestApp, type TestApp } from '../../test/test-app';
import { programs } from './programs.table';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-programs-'));
let t: TestApp;
let city: CreatedAccount;
let district: CreatedAccount;
let sibling: CreatedAccount;
let controller: CreatedAccount;
let media: { image: number; video: number; sound: number; siblings: number };

async function upload(token: string, name: string, data: Buffer): Promise<number> {
  const answer = await uploadMedia(t, token, { name, data });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data.id;
}

/** A pole screen's program: a picture and a film above, a scrolling line below. */
interface Region {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  items: Record<string, unknown>[];
}

function twoRegions(overrides: Record<string, unknown> = {}) {
  const regions: Region[] = [
    {
      name: 'picture',
      x: 0,
      y: 0,
      width: 128,
      height: 192,
      items: [
        { type: 'media', mediaid: media.image, duration: 8, transition: 'fade' },
        { type: 'media', mediaid: media.video, duration: 2 },
      ],
    },
    {
      name: 'ticker',
      x: 0,
      y: 192,
      width: 128,
      height: 64,
      items: [
        {
          type: 'text',
          text: '夜间请减速慢行 Slow down at night',
          fontsize: 24,
          color: '#FFCC00',
          background: '',
          speed: 40,
          duration: 15,
        },
      ],
    },
  ];
  return { name: 'Night safety', width: 128, height: 256, regions, ...overrides };
}

const add = (token: string, body: unknown) => t.post('/remote/program/add', { token, json: body });
const act = (token: string, call: string, body: unknown) =>
  t.post(`/remote/program/${call}`, { token, json: body });

function expectRefused(answer: ApiAnswer, status: number, key: string) {
  expect(answer.statusCode, answer.body.message).toBe(status);
  expect(answer.body.key ?? answer.body.errors?.[0]?.key).toBe(key);
}

async function made(token: string, body: unknown = twoRegions()): Promise<number> {
  const answer = await add(token, body);
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data.id;
}

/** Publishing is the screens' step; here a version is moved there as publishing leaves it. */
async function markPublished(id: number) {
  await t.store.db
    .update(programs)
    .set({ state: 'publish', publishedAt: new Date() })
    .where(eq(programs.id, id));
}

beforeAll(async () => {
  t = await startTestApp({ MEDIA_DIR: mediaDir });
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  city = await createAccount(t, admin, { username: 'program_city' });
  district = await createAccount(t, city.token, { username: 'program_district', parentid: city.id });
  sibling = await createAccount(t, admin, { username: 'program_sibling' });
  controller = await createAccount(t, city.token, {
    username: 'program_controller',
    role: 'controller',
    parentid: city.id,
  });
  media = {
    image: await upload(city.token, 'poster.png', await png(128, 192)),
    video: await upload(city.token, 'film.mp4', fs.readFileSync(await mp4(mediaDir, 128, 192, 2))),
    sound: await upload(city.token, 'chime.wav', wav(1)),
    siblings: await upload(sibling.token, 'theirs.png', await png(64, 64, '#aa0000')),
  };
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('refused programs', () => {
  it('asks for a signed-in caller with the permission', async () => {
    expect((await add('', twoRegions())).statusCode).toBe(401);
    const user = await createAccount(t, city.token, { username: 'program_user', role: 'user' });
    expect((await add(user.token, twoRegions())).statusCode).toBe(403);
    expect((await t.get('/remote/program/list', { token: user.token })).statusCode).toBe(403);
  });

  it('names what is wrong with a layout', async () => {
    const outside = twoRegions();
    outside.regions[1] = { ...(outside.regions[1] as Region), y: 200 };
    const answer = await add(city.token, outside);
    expectRefused(answer, 400, 'program.regionOutside');
    expect(answer.body.message).toContain('region 2 goes past the screen (128×256)');
    expectRefused(await add(city.token, twoRegions({ regions: '[{' })), 400, 'program.badJson');
    expectRefused(await add(city.token, twoRegions({ regions: [] })), 400, 'validation.required');
    expectRefused(await add(city.token, twoRegions({ name: ' ' })), 400, 'program.nameRequired');
    expectRefused(await add(city.token, twoRegions({ width: 4 })), 400, 'validation.integer');
    const badColour = twoRegions();
    const ticker = badColour.regions[1]?.items[0] ?? {};
    ticker.color = 'yellow';
    expectRefused(await add(city.token, badColour), 400, 'program.colour');
    ticker.color = '#ffcc00';
    ticker.type = 'marquee';
    expectRefused(await add(city.token, badColour), 400, 'program.itemType');
  });

  it('checks a change against the size the program keeps', async () => {
    const id = await made(city.token, twoRegions({ name: 'Resized' }));
    const smaller = await act(city.token, 'update', { id, height: 200 });
    expectRefused(smaller, 400, 'program.regionOutside');
    expect(smaller.body.message).toContain('region 2 goes past the screen (128×200)');
    const renamed = await act(city.token, 'update', { id, name: 'Renamed' });
    expect(renamed.body.data).toMatchObject({ name: 'Renamed', height: 256, regioncount: 2 });
  });

  it('plays only images and videos of the caller’s own library', async () => {
    const withSound = twoRegions();
    withSound.regions[0]?.items.push({ type: 'media', mediaid: media.sound, duration: 3 });
    const sound = await add(city.token, withSound);
    expectRefused(sound, 400, 'program.mediaAudio');
    expect(sound.body.message).toContain('chime.wav is a sound');
    const theirs = twoRegions();
    theirs.regions[0]?.items.push({ type: 'media', mediaid: media.siblings, duration: 3 });
    expectRefused(await add(city.token, theirs), 400, 'program.mediaMissing');
    expectRefused(await add(district.token, twoRegions()), 400, 'program.mediaMissing');
  });
});

describe('a two-region program', () => {
  it('is a first draft that knows its length, its size and its files', async () => {
    const answer = await add(city.token, twoRegions());
    expect(answer.statusCode, answer.body.message).toBe(200);
    const program = answer.body.data;
    expect(program).toMatchObject({
      version: 1,
      originid: program.id,
      state: 'draft',
      review: '',
      regioncount: 2,
      duration: 15,
      creator: 'program_city',
      publishtime: null,
    });
    expect(program.regions[1].items[0]).toMatchObject({ color: '#ffcc00', transition: 'none', speed: 40 });
    expect(program.media.map((file: { name: string }) => file.name).sort()).toEqual([
      'film.mp4',
      'poster.png',
    ]);
    const sizes = program.media.reduce((sum: number, file: { size: number }) => sum + file.size, 0);
    expect(program.size).toBe(sizes);
  });

  it('goes through review: submitted, withdrawn, rejected with a reason, changed, approved', async () => {
    const id = await made(city.token);
    expect((await act(city.token, 'submit', { id })).body.data.state).toBe('pending');
    expectRefused(await act(city.token, 'submit', { id }), 409, 'program.notDraft');
    expectRefused(await act(city.token, 'update', { id, ...twoRegions() }), 409, 'program.pendingLocked');
    expect((await act(city.token, 'withdraw', { id })).body.data.state).toBe('draft');
    expectRefused(await act(city.token, 'withdraw', { id }), 409, 'program.notPending');
    expectRefused(await act(city.token, 'review', { id, approve: true }), 409, 'program.notPending');
    await act(city.token, 'submit', { id });

    expect((await act(controller.token, 'review', { id, approve: true })).statusCode).toBe(403);
    expectRefused(await act(city.token, 'review', { id, approve: false }), 400, 'program.remarkRequired');
    const rejected = await act(city.token, 'review', { id, approve: false, remark: 'text too small' });
    expect(rejected.body.data).toMatchObject({
      state: 'processed',
      review: 'rejected',
      remark: 'text too small',
      reviewer: 'program_city',
    });
    expect(rejected.body.data.reviewtime).not.toBeNull();

    const changed = await act(city.token, 'update', {
      id,
      ...twoRegions({ name: 'Night safety, larger' }),
    });
    expect(changed.statusCode, changed.body.message).toBe(200);
    expect(changed.body.data).toMatchObject({
      id,
      state: 'draft',
      review: 'rejected',
      remark: 'text too small',
    });
    const resubmitted = await act(city.token, 'submit', { id });
    expect(resubmitted.body.data).toMatchObject({ state: 'pending', review: '', remark: '' });
    const approved = await act(city.token, 'review', { id, approve: true, remark: '' });
    expect(approved.body.data).toMatchObject({ state: 'processed', review: 'approved' });

    const pending = await t.get('/remote/program/list', { token: city.token, query: { state: 'processed' } });
    expect(pending.body.data[0].list.map((row: { id: number }) => row.id)).toContain(id);
    const drafts = await t.get('/remote/program/list', { token: city.token, query: { state: 'draft' } });
    expect(drafts.body.data[0].list.map((row: { id: number }) => row.id)).not.toContain(id);
  });

  it('is changed after publishing by a new draft version, one at a time', async () => {
    const id = await made(city.token, twoRegions({ name: 'Versions' }));
    await markPublished(id);
    const next = await act(city.token, 'update', { id, ...twoRegions({ name: 'Versions' }) });
    expect(next.statusCode, next.body.message).toBe(200);
    expect(next.body.data).toMatchObject({ originid: id, version: 2, state: 'draft' });
    expect(next.body.data.id).not.toBe(id);
    const again = await act(city.token, 'update', { id, ...twoRegions({ name: 'Versions' }) });
    expectRefused(again, 409, 'program.newerDraft');
    expect(again.body.message).toContain('version 2');

    const versions = await t.get('/remote/program/list', { token: city.token, query: { originid: id } });
    expect(versions.body.data[0].list.map((row: { version: number }) => row.version)).toEqual([2, 1]);
    const refused = await t.get('/remote/program/delete', { token: city.token, query: { ids: `${id}` } });
    expectRefused(refused, 409, 'program.publishedDelete');
    expect(refused.body.message).toContain('Versions (v1)');
    const deleted = await t.get('/remote/program/delete', {
      token: city.token,
      query: { ids: `${next.body.data.id}` },
    });
    expect(deleted.statusCode).toBe(200);
  });
});

describe('the media library and programs', () => {
  it('refuses to delete a file a program under review plays, naming the program', async () => {
    const poster = await upload(city.token, 'kept.png', await png(100, 100, '#00aa66'));
    const body = twoRegions({ name: 'Keeps its poster' });
    body.regions[0]?.items.push({ type: 'media', mediaid: poster, duration: 5 });
    const id = await made(city.token, body);
    await act(city.token, 'submit', { id });
    const refused = await t.get('/remote/media/delete', { token: city.token, query: { ids: `${poster}` } });
    expectRefused(refused, 409, 'media.inUse');
    expect(refused.body.message).toContain('Keeps its poster (v1)');
  });

  it('lets a draft lose a file, and then will not submit it', async () => {
    const poster = await upload(city.token, 'fleeting.png', await png(90, 90, '#6600aa'));
    const body = twoRegions({ name: 'Loses its poster' });
    body.regions[0]?.items.push({ type: 'media', mediaid: poster, duration: 5 });
    const id = await made(city.token, body);
    const deleted = await t.get('/remote/media/delete', { token: city.token, query: { ids: `${poster}` } });
    expect(deleted.statusCode, deleted.body.message).toBe(200);
    const program = await t.get('/remote/program/get', { token: city.token, query: { id } });
    expect(program.body.data.media.map((file: { id: number }) => file.id)).not.toContain(poster);
    expectRefused(await act(city.token, 'submit', { id }), 400, 'program.mediaMissing');
  });
});

describe('subtree isolation', () => {
  it('shows a program to its account and those above, and to no one else', async () => {
    const districtPoster = await upload(district.token, 'district.png', await png(128, 256, '#123456'));
    const id = await made(district.token, programOf('District notice', districtPoster));
    const fromCity = await t.get('/remote/program/get', { token: city.token, query: { id } });
    expect(fromCity.body.data.name).toBe('District notice');
    expect((await t.get('/remote/program/get', { token: sibling.token, query: { id } })).statusCode).toBe(
      404,
    );
    expect((await act(sibling.token, 'submit', { id })).statusCode).toBe(404);
    expect((await act(sibling.token, 'update', { id, ...twoRegions() })).statusCode).toBe(404);
    const gone = await t.get('/remote/program/delete', { token: sibling.token, query: { ids: `${id}` } });
    expect(gone.statusCode).toBe(404);
    const theirs = await t.get('/remote/program/list', { token: sibling.token });
    expect(theirs.body.data[0].total).toBe(0);
    const districtList = await t.get('/remote/program/list', { token: district.token });
    expect(districtList.body.data[0].list.map((row: { name: string }) => row.name)).toEqual([
      'District notice',
    ]);
  });
});
