import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEVICE_TYPE } from '@lamplighter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts-fixture';
import { type CommandTest, nextMessage, startCommandTest } from '../../test/commands-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { png, uploadMedia } from '../../test/media-fixture';
import { programOf } from '../../test/program-fixture';
import { ADMIN_PASSWORD } from '../../test/test-app';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-publish-'));
let c: CommandTest;
let poster: { id: number; hash: string; data: Buffer };

const act = (call: string, body: unknown, token = c.tenant.token) =>
  c.t.post(`/remote/program/${call}`, { token, json: body });
const screen = () => c.addDevice({ devicetype: DEVICE_TYPE.ledScreen });

/** A program of the tenant taken through review to approval. */
async function approved(name: string): Promise<number> {
  const made = await act('add', programOf(name, poster.id));
  expect(made.statusCode, made.body.message).toBe(200);
  const id = made.body.data.id;
  expect((await act('submit', { id })).statusCode).toBe(200);
  expect((await act('review', { id, approve: true })).statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  c = await startCommandTest('publish_city', { MEDIA_DIR: mediaDir });
  const data = await png(128, 192, '#2255aa');
  const answer = await uploadMedia(c.t, c.tenant.token, { name: 'poster.png', data });
  expect(answer.statusCode, answer.body.message).toBe(200);
  poster = { id: answer.body.data.id, hash: createHash('sha256').update(data).digest('hex'), data };
});

afterAll(async () => {
  await c?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('publishing a program', () => {
  it('is refused before approval, and for devices that are no screens', async () => {
    const made = await act('add', programOf('Not yet', poster.id));
    const target = await screen();
    const draft = await act('publish', { id: made.body.data.id, devicecodes: [target.code] });
    expect(draft.statusCode).toBe(409);
    expect(draft.body.key).toBe('program.notApproved');
    const id = await approved('Lights only');
    const lamp = await c.addDevice();
    const lamps = await act('publish', { id, devicecodes: [lamp.code] });
    expect(lamps.statusCode).toBe(409);
    expect(lamps.body.key).toBe('program.noScreens');
    const program = await c.t.get('/remote/program/get', { token: c.tenant.token, query: { id } });
    expect(program.body.data.state).toBe('processed');
    const noTarget = await act('publish', { id });
    expect(noTarget.statusCode).toBe(400);
  });

  it('sends playProgram to a screen that is on, queues it for one that is off, and skips a lamp', async () => {
    const id = await approved('Evening notice');
    const [online, offline, lamp] = [await screen(), await screen(), await c.addDevice()];
    const client = await c.connect(online);
    // A screen fetches the manifest the moment the command arrives, before the publish has answered.
    const manifestOnArrival = new Promise<number>((resolve) =>
      client.once('message', async () => {
        const manifest = await c.t.app.inject({
          method: 'GET',
          url: `/api/v1/${online.token}/program/${id}`,
        });
        resolve(manifest.statusCode);
      }),
    );
    const answer = await act('publish', { id, devicecodes: [online.code, offline.code, lamp.code] });
    expect(answer.statusCode, answer.body.message).toBe(200);
    const { program, command } = answer.body.data;
    expect(program).toMatchObject({ id, state: 'publish' });
    expect(program.publishtime).not.toBeNull();
    expect(command.socketResultMap.playProgram).toEqual({
      handleDevice: [online.code],
      offlineDevice: [offline.code],
    });
    expect(command.unsupportedList).toEqual([lamp.code]);
    expect(command.waitoffline).toBe(true);

    const request = await nextMessage(client);
    expect(request.json).toEqual({ method: 'playProgram', params: { programid: id, version: 1 } });
    expect(await manifestOnArrival).toBe(200);
    // While it fetches the files it tells how far it has come; once it answers, it is no longer downloading.
    const downloads = () =>
      c.t.get('/remote/program/downloads', {
        token: c.tenant.token,
        query: { id, commandid: command.commandid },
      });
    const progress = { downloadProgramId: id, downloadVersion: 1, downloadPercent: 40 };
    await client.publishAsync('v1/devices/me/telemetry', JSON.stringify(progress), { qos: 1 });
    await c.t.settled();
    expect((await downloads()).body.data).toEqual([{ deviceid: online.id, percent: 40 }]);
    const requestId = request.topic.split('/').pop();
    client.publish(`v1/devices/me/rpc/response/${requestId}`, JSON.stringify({ ok: true }), { qos: 1 });
    await c.reach(command.commandid, online.code, 'succeeded');
    expect((await downloads()).body.data).toEqual([]);
    await c.reach(command.commandid, offline.code, 'queued');

    // The screen that was off gets it as it returns; its download fails, and it says why.
    const later = await c.connect(offline);
    const queued = await nextMessage(later);
    expect(queued.json).toMatchObject({ method: 'playProgram' });
    const refusal = { ok: false, error: 'failed', message: `download of ${poster.hash} broke off` };
    later.publish(`v1/devices/me/rpc/response/${queued.topic.split('/').pop()}`, JSON.stringify(refusal), {
      qos: 1,
    });
    await c.reach(command.commandid, offline.code, 'failed');
    const states = (await c.detail(command.commandid)).devices;
    expect(states.find((state) => state.devicecode === offline.code)?.error).toContain('broke off');

    // A screen that comes back without its program asks what it played: only the one that played it has one.
    const current = (screen: { token: string }) =>
      c.t.app.inject({ method: 'GET', url: `/api/v1/${screen.token}/program/current` });
    expect((await current(online)).json()).toEqual({ programid: id, version: 1 });
    expect((await current(offline)).statusCode).toBe(404);
    expect((await current({ token: 'not-a-token' })).statusCode).toBe(401);

    const history = await c.t.get('/remote/program/publishes', { token: c.tenant.token, query: { id } });
    expect(history.body.data).toEqual([
      expect.objectContaining({ commandid: command.commandid, version: 1, username: 'publish_city' }),
    ]);
  });

  it('hands a screen the manifest and the files of a published version, and only those', async () => {
    const id = await approved('Manifest');
    const target = await screen();
    const notYet = await approved('Not published');
    expect((await act('publish', { id, devicecodes: [target.code] })).statusCode).toBe(200);
    const manifest = await c.t.app.inject({ method: 'GET', url: `/api/v1/${target.token}/program/${id}` });
    expect(manifest.statusCode, manifest.body).toBe(200);
    expect(manifest.json()).toMatchObject({
      programid: id,
      version: 1,
      width: 128,
      height: 256,
      media: [{ id: poster.id, hash: poster.hash, size: poster.data.length, format: 'png' }],
    });
    const file = await c.t.app.inject({ method: 'GET', url: `/api/v1/${target.token}/media/${poster.hash}` });
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(poster.hash);
    const unpublished = await c.t.app.inject({
      method: 'GET',
      url: `/api/v1/${target.token}/program/${notYet}`,
    });
    expect(unpublished.statusCode).toBe(404);
    const badToken = await c.t.app.inject({ method: 'GET', url: `/api/v1/not-a-token/program/${id}` });
    expect(badToken.statusCode).toBe(401);
  });

  it('keeps a sibling account’s screens and callers out', async () => {
    const id = await approved('Ours alone');
    const admin = await c.t.signIn('admin', ADMIN_PASSWORD);
    const sibling = await createAccount(c.t, admin, { username: 'publish_sibling' });
    const project = await addProject(c.t, sibling.token);
    const theirs = await addDevice(c.t, sibling.token, project.id, { devicetype: DEVICE_TYPE.ledScreen });
    const ours = await screen();
    expect((await act('publish', { id, devicecodes: [ours.code] })).statusCode).toBe(200);
    const foreign = await c.t.app.inject({ method: 'GET', url: `/api/v1/${theirs.token}/program/${id}` });
    expect(foreign.statusCode).toBe(404);
    const theirPublish = await act('publish', { id, devicecodes: [theirs.device.devicecode] }, sibling.token);
    expect(theirPublish.statusCode).toBe(404);
    const toTheirScreen = await act('publish', { id, devicecodes: [theirs.device.devicecode] });
    expect(toTheirScreen.statusCode).toBe(409);
    expect(toTheirScreen.body.key).toBe('program.noScreens');
    expect(
      (await c.t.get('/remote/program/publishes', { token: sibling.token, query: { id } })).statusCode,
    ).toBe(404);
    const downloads = await c.t.get('/remote/program/downloads', {
      token: sibling.token,
      query: { id, commandid: 1 },
    });
    expect(downloads.statusCode).toBe(404);
  });
});
