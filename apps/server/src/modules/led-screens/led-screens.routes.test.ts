import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DEVICE_TYPE, SCREENSHOT_MAX_BYTES } from '@lamplighter/contract';
import type { MqttClient } from 'mqtt';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { campaignOf, publishedProgram } from '../../test/campaign-fixture';
import { type CommandDevice, type CommandTest, startCommandTest } from '../../test/commands-fixture';
import { addDevice, addGroup, addProject } from '../../test/inventory-fixture';
import { png } from '../../test/media-fixture';
import { programOf } from '../../test/program-fixture';
import { ADMIN_PASSWORD } from '../../test/test-app';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-screens-'));
let c: CommandTest;
let sibling: CreatedAccount;
let siblingScreen: CommandDevice;
let lamp: CommandDevice;
let pole: CommandDevice;
let square: CommandDevice;
let unheard: CommandDevice;
let poleClient: MqttClient;
let program: number;
let groupId: number;

const list = (query: Record<string, string | number> = {}, token = c.tenant.token) =>
  c.t.get('/remote/ledscreen/list', { token, query });
const rowsOf = async (query: Record<string, string | number> = {}, token?: string) => {
  const answer = await list(query, token);
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data[0] as { list: Record<string, unknown>[]; total: number };
};
const rowOf = async (screen: CommandDevice) =>
  (await rowsOf({ name: screen.code })).list.find((row) => row.id === screen.id);
const screenshotOf = (id: number, token = c.tenant.token) =>
  c.t.get('/remote/ledscreen/screenshot', { token, query: { id } });
const upload = (token: string, payload: Buffer | Readable, contentType = 'image/png') =>
  c.t.app.inject({
    method: 'POST',
    url: `/api/v1/${token}/screenshot`,
    headers: { 'content-type': contentType },
    payload,
  });

/** Reports as a screen does, over MQTT: PUBACK once stored, then its run state and warnings settle. */
async function report(client: MqttClient, topic: 'telemetry' | 'attributes', values: object) {
  await client.publishAsync(`v1/devices/me/${topic}`, JSON.stringify(values), { qos: 1 });
  await c.t.settled();
}

beforeAll(async () => {
  c = await startCommandTest('screens_city', { MEDIA_DIR: mediaDir });
  const admin = await c.t.signIn('admin', ADMIN_PASSWORD);
  sibling = await createAccount(c.t, admin, { username: 'screens_sibling' });
  const siblingProject = (await addProject(c.t, sibling.token)).id;
  const added = await addDevice(c.t, sibling.token, siblingProject, {
    devicetype: DEVICE_TYPE.ledScreen,
    devicename: 'Elsewhere screen',
  });
  siblingScreen = { id: added.device.id, code: added.device.devicecode, token: added.token };
  groupId = (await addGroup(c.t, c.tenant.token, c.projectId)).id;
  const screen = (devicename: string, form: Record<string, string | number> = {}) =>
    c.addDevice({ devicetype: DEVICE_TYPE.ledScreen, devicename, ...form });
  pole = await screen('Pole screen', { groupid: groupId });
  square = await screen('Square screen');
  unheard = await screen('Unheard screen');
  lamp = await c.addDevice();
  const made = await c.t.post('/remote/program/add', {
    token: c.tenant.token,
    json: programOf('Night safety'),
  });
  expect(made.statusCode, made.body.message).toBe(200);
  program = made.body.data.id;
  poleClient = await c.connect(pole);
});

afterAll(async () => {
  await c?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('refused calls of screen management', () => {
  it('asks for a signed-in caller', async () => {
    expect((await c.t.get('/remote/ledscreen/list')).statusCode).toBe(401);
    expect((await c.t.get('/remote/ledscreen/screenshot', { query: { id: pole.id } })).statusCode).toBe(401);
  });

  it('answers 403 to a role that may not list devices', async () => {
    const maker = await createAccount(c.t, c.tenant.token, {
      username: 'screens_maker',
      role: 'manufacturer',
    });
    expect((await list({}, maker.token)).statusCode).toBe(403);
    expect((await screenshotOf(pole.id, maker.token)).statusCode).toBe(403);
  });

  it('names the field of a bad filter or id', async () => {
    const state = await list({ state: 'sleeping' });
    expect(state.statusCode).toBe(400);
    expect(state.body.errors?.[0]?.field).toBe('state');
    const id = await c.t.get('/remote/ledscreen/screenshot', { token: c.tenant.token, query: { id: 'x' } });
    expect(id.statusCode).toBe(400);
    expect(id.body.errors?.[0]?.field).toBe('id');
  });

  it("never shows a sibling's screen, nor a lamp, and answers 404 for their screenshots", async () => {
    const mine = await rowsOf();
    expect(mine.list.map((row) => row.devicecode)).toEqual([pole.code, square.code, unheard.code]);
    expect((await rowsOf({ name: siblingScreen.code })).total).toBe(0);
    expect((await rowsOf({ name: lamp.code })).total).toBe(0);
    for (const id of [siblingScreen.id, lamp.id]) {
      const answer = await screenshotOf(id);
      expect(answer.statusCode).toBe(404);
      expect(answer.body.key).toBe('error.notFound');
    }
  });
});

describe('the screen list', () => {
  it('shows a screen that never reported as offline, with nothing known of it', async () => {
    expect(await rowOf(unheard)).toEqual(
      expect.objectContaining({
        devicename: 'Unheard screen',
        runstate: null,
        online: false,
        reportedat: null,
        width: null,
        power: null,
        brightness: null,
        brightnessmode: null,
        playing: null,
        download: null,
        lastplay: null,
        screenshotat: null,
      }),
    );
  });

  it('shows what a screen reported over MQTT: size, power, brightness, volume and its program', async () => {
    await report(poleClient, 'attributes', {
      width: 128,
      height: 256,
      model: 'P5-pole',
      firmwareVersion: '2.1.0',
    });
    await report(poleClient, 'telemetry', {
      runState: 1,
      power: 1,
      brightness: 64,
      brightnessMode: 1,
      volume: 30,
      programId: program,
      programVersion: 1,
      filesHeld: 2,
      campaignId: 0,
      downloadProgramId: 0,
    });
    const row = await rowOf(pole);
    expect(row).toEqual(
      expect.objectContaining({
        projectid: c.projectId,
        runstate: 1,
        online: true,
        width: 128,
        height: 256,
        power: true,
        brightness: 64,
        brightnessmode: 'ambient',
        volume: 30,
        playing: { programid: program, version: 1, name: 'Night safety' },
        campaignid: null,
        download: null,
      }),
    );
    expect(Date.parse(String(row?.reportedat))).toBeGreaterThan(Date.now() - 60_000);
    expect(row?.groupname).not.toBe('');
  });

  it('shows the download under way and its progress, and nothing once it is done', async () => {
    await report(poleClient, 'telemetry', {
      downloadProgramId: program,
      downloadVersion: 2,
      downloadPercent: 40,
    });
    expect((await rowOf(pole))?.download).toEqual({ programid: program, version: 2, percent: 40 });
    await report(poleClient, 'telemetry', { downloadPercent: 85 });
    expect((await rowOf(pole))?.download).toEqual({ programid: program, version: 2, percent: 85 });
    await report(poleClient, 'telemetry', { downloadProgramId: 0, programVersion: 2, power: 0 });
    expect(await rowOf(pole)).toEqual(
      expect.objectContaining({
        download: null,
        power: false,
        playing: { programid: program, version: 2, name: 'Night safety' },
      }),
    );
  });

  it('shows the latest play a screen reported of a campaign as its proof of play', async () => {
    const published = await publishedProgram(c.t, c.tenant.token, 'Lantern festival', pole.code);
    const booked = await c.t.post('/remote/campaign/add', {
      token: c.tenant.token,
      json: campaignOf(published, [pole.id], { name: 'Evening lanterns' }),
    });
    expect(booked.statusCode, booked.body.message).toBe(200);
    const played = (start: number) => ({
      campaignid: booked.body.data.id,
      programid: published,
      version: 1,
      start,
      seconds: 15,
    });
    const latest = Date.now() - 60_000;
    const plays = await c.t.app.inject({
      method: 'POST',
      url: `/api/v1/${pole.token}/plays`,
      payload: { plays: [played(latest - 600_000), played(latest)] },
    });
    expect(plays.json()).toEqual({ accepted: 2, duplicate: 0, refused: 0 });
    expect((await rowOf(pole))?.lastplay).toEqual({
      at: new Date(latest).toISOString(),
      campaignname: 'Evening lanterns',
    });
    expect((await rowOf(square))?.lastplay).toBeNull();
  });

  it('shows a stopped screen as playing nothing', async () => {
    const client = await c.connect(square);
    await report(client, 'telemetry', { runState: 1, programId: 0, programVersion: 0, power: 1 });
    expect((await rowOf(square))?.playing).toBeNull();
  });

  it('filters by state, project, group and name', async () => {
    const codes = async (query: Record<string, string | number>) =>
      (await rowsOf(query)).list.map((row) => row.devicecode);
    expect(await codes({ state: 'online' })).toEqual([pole.code, square.code]);
    expect(await codes({ state: 'offline' })).toEqual([unheard.code]);
    expect(await codes({ state: 'fault' })).toEqual([]);
    await report(poleClient, 'telemetry', { runState: 3 });
    expect(await codes({ state: 'fault' })).toEqual([pole.code]);
    expect((await rowOf(pole))?.online).toBe(true);
    expect(await codes({ groupid: groupId })).toEqual([pole.code]);
    expect(await codes({ projectid: c.projectId, name: 'square' })).toEqual([square.code]);
    const foreign = await rowsOf({ projectid: (await addProject(c.t, sibling.token)).id });
    expect(foreign.total).toBe(0);
    const paged = await rowsOf({ pagesize: 2, pagenum: 2 });
    expect(paged).toEqual({ list: [expect.objectContaining({ id: unheard.id })], total: 3 });
  });
});

describe('screenshots', () => {
  it('refuses an unknown token, a device that is no screen, and what is not a PNG or JPEG', async () => {
    const image = await png(16, 32);
    const unknown = await upload('no-such-token', image);
    expect(unknown.statusCode).toBe(401);
    const byLamp = await upload(lamp.token, image);
    expect(byLamp.statusCode).toBe(403);
    expect(byLamp.json().key).toBe('ledscreen.notAScreen');
    for (const body of [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.alloc(0)]) {
      const notImage = await upload(pole.token, body, 'image/png');
      expect(notImage.statusCode).toBe(415);
      expect(notImage.json().key).toBe('ledscreen.screenshotType');
    }
    const gif = await upload(pole.token, await sharp(image).gif().toBuffer(), 'image/gif');
    expect(gif.statusCode).toBe(415);
  });

  it('refuses a screenshot over 5 MB, announced or streamed, and keeps none of it', async () => {
    const huge = Buffer.concat([await png(16, 32), Buffer.alloc(SCREENSHOT_MAX_BYTES)]);
    const announced = await upload(pole.token, huge);
    expect(announced.statusCode).toBe(413);
    expect(announced.json()).toMatchObject({
      key: 'ledscreen.screenshotTooLarge',
      message: 'a screenshot may be at most 5 MB',
    });
    const streamed = await upload(pole.token, Readable.from([huge.subarray(0, 1000), huge.subarray(1000)]));
    expect(streamed.statusCode).toBe(413);
    expect((await screenshotOf(pole.id)).statusCode).toBe(404);
    expect(fs.readdirSync(path.join(mediaDir, 'screenshots'))).toEqual([]);
  });

  it('answers 404 with its own key for a screen that has sent none', async () => {
    const answer = await screenshotOf(square.id);
    expect(answer.statusCode).toBe(404);
    expect(answer.body.key).toBe('ledscreen.noScreenshot');
  });

  it('keeps the latest screenshot of a screen and hands it back with its type and time', async () => {
    const first = await png(128, 256, '#2255aa');
    const sent = await upload(pole.token, first, 'application/octet-stream');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ ok: true, bytes: first.length });
    const read = await screenshotOf(pole.id);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toBe('private, max-age=10');
    expect(read.raw.rawPayload.equals(first)).toBe(true);
    const at = (await rowOf(pole))?.screenshotat;
    expect(Date.parse(String(at))).toBeGreaterThan(Date.now() - 60_000);

    const second = await sharp(first).jpeg().toBuffer();
    expect((await upload(pole.token, second, 'image/jpeg')).statusCode).toBe(200);
    const replaced = await screenshotOf(pole.id);
    expect(replaced.headers['content-type']).toBe('image/jpeg');
    expect(replaced.raw.rawPayload.equals(second)).toBe(true);
    expect(fs.readdirSync(path.join(mediaDir, 'screenshots'))).toEqual([`${pole.id}.jpg`]);
    expect((await screenshotOf(pole.id, sibling.token)).statusCode).toBe(404);
  });
});
