import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ATTACHMENT_MAX_BYTES } from '@lamplighter/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { until } from '../../test/device-api-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { devicePresence } from '../devices/devices.table';
import { warnings } from '../warnings/warnings.table';
import { AfterSalesRepository } from './after-sales.repository';

let t: TestApp;
let admin: string;
/** Two sibling accounts under the administrator, each with a device of its own. */
let east: CreatedAccount;
let west: CreatedAccount;
let eastHandler: CreatedAccount;
let eastDevice: { id: number; code: string; projectId: number };
let westDevice: { id: number; code: string };
const attachmentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-attachments-'));

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let PNG: Buffer;

beforeAll(async () => {
  PNG = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e0a020' } })
    .png()
    .toBuffer();
  t = await startTestApp({ ATTACHMENT_DIR: attachmentDir });
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  east = await createAccount(t, admin, { username: 'east_city' });
  west = await createAccount(t, admin, { username: 'west_city' });
  eastHandler = await createAccount(t, east.token, { username: 'east_fixer', role: 'controller' });
  const eastProject = await addProject(t, east.token);
  const added = await addDevice(t, east.token, eastProject.id);
  eastDevice = { id: added.device.id, code: added.device.devicecode, projectId: eastProject.id };
  const westAdded = await addDevice(t, west.token, (await addProject(t, west.token)).id);
  westDevice = { id: westAdded.device.id, code: westAdded.device.devicecode };
  // Three warnings of the east device: the ticket counts them and names their reasons.
  const base = { accountId: east.id, deviceId: eastDevice.id, deviceCode: eastDevice.code };
  await t.store.db.insert(warnings).values([
    {
      ...base,
      kind: 'state',
      episode: 'a',
      runState: 3,
      loadState: 4,
      batteryState: 2,
      clearedAt: new Date(),
    },
    { ...base, kind: 'offline', episode: 'b', reason: 'silent for 20 minutes', clearedAt: new Date() },
    { ...base, kind: 'state', episode: 'c', runState: 3, loadState: 4, batteryState: 2 },
  ]);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(attachmentDir, { recursive: true, force: true });
});

async function openTicket(token: string, form: Record<string, string | number> = {}) {
  const answer = await t.post('/remote/aftersale/add', {
    token,
    form: { deviceid: eastDevice.id, description: 'Lamp dark since Tuesday', type: 'deviceFault', ...form },
  });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data as { id: number; aftersaleCode: string; status: string };
}

function multipart(file: { name: string; data: Buffer }) {
  const boundary = '----aftersale';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(token: string, id: number, file: { name: string; data: Buffer }) {
  const { payload, headers } = multipart(file);
  const answer = await t.app.inject({
    method: 'POST',
    url: `/prod-api/remote/aftersale/upload?id=${id}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  return { statusCode: answer.statusCode, body: answer.json() };
}

const storedFiles = () => fs.readdirSync(attachmentDir).filter((name) => !name.startsWith('.'));

describe('opening a ticket', () => {
  it('refuses a caller without the permission, and input without a subject, in words', async () => {
    const viewer = await createAccount(t, east.token, { username: 'east_viewer', role: 'demo' });
    const refused = await t.post('/remote/aftersale/add', {
      token: viewer.token,
      form: { deviceid: eastDevice.id, description: 'x', type: 'other' },
    });
    expect(refused.statusCode).toBe(403);
    const nothing = await t.post('/remote/aftersale/add', {
      token: east.token,
      form: { description: 'Platform slow', type: 'systemProblem' },
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.body.errors?.[0]).toMatchObject({ field: 'deviceid', key: 'aftersale.deviceOrProject' });
    const wrongType = await t.post('/remote/aftersale/add', {
      token: east.token,
      headers: { 'accept-language': 'zh' },
      form: { deviceid: eastDevice.id, description: 'x', type: 'broken' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.body.errors?.[0]?.field).toBe('type');
    const blank = await t.post('/remote/aftersale/add', {
      token: east.token,
      form: { deviceid: eastDevice.id, description: '  ', type: 'other' },
    });
    expect(blank.body.errors?.[0]).toMatchObject({
      field: 'description',
      message: 'please describe the problem',
    });
  });

  it("prefills a device's project, its warnings since the last completed ticket and their reasons", async () => {
    const draft = await t.get('/remote/aftersale/draft', {
      token: east.token,
      query: { deviceid: eastDevice.id },
      headers: { 'accept-language': 'zh' },
    });
    expect(draft.body.data).toMatchObject({
      deviceId: eastDevice.id,
      deviceCode: eastDevice.code,
      projectId: eastDevice.projectId,
      faultCount: 3,
      faultReason: '短路保护, silent for 20 minutes',
    });
    const ticket = await openTicket(east.token);
    expect(ticket).toMatchObject({
      status: 'pending',
      deviceCode: eastDevice.code,
      projectCode: String(eastDevice.projectId),
      faultCount: 3,
      faultReason: 'short-circuit protection, silent for 20 minutes',
      createUser: 'east_city',
      priority: 'medium',
    });
    expect(ticket.aftersaleCode).toMatch(/^AS-\d{8}-\d{4,}$/);
  });

  it('refuses a device of another subtree as not found, and a project the device is not in', async () => {
    const foreign = await t.post('/remote/aftersale/add', {
      token: east.token,
      form: { deviceid: westDevice.id, description: 'x', type: 'deviceFault' },
    });
    expect(foreign.statusCode).toBe(404);
    const otherProject = await addProject(t, east.token);
    const mismatch = await t.post('/remote/aftersale/add', {
      token: east.token,
      form: { deviceid: eastDevice.id, projectid: otherProject.id, description: 'x', type: 'deviceFault' },
    });
    expect(mismatch.body.errors?.[0]).toMatchObject({
      field: 'projectid',
      key: 'aftersale.deviceProjectMismatch',
    });
    const projectOnly = await t.post('/remote/aftersale/add', {
      token: east.token,
      form: {
        projectid: otherProject.id,
        description: 'Cabinet door broken',
        type: 'other',
        priority: 'low',
      },
    });
    expect(projectOnly.body.data).toMatchObject({
      deviceId: null,
      deviceCode: '',
      projectId: otherProject.id,
    });
  });
});

describe('the life of a ticket', () => {
  it('goes pending → processing → completed with a handler, and tells the people concerned once', async () => {
    const ticket = await openTicket(east.token, { priority: 'urgent' });
    const early = await t.post('/remote/aftersale/transition', {
      token: east.token,
      form: { id: ticket.id, status: 'processing' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toBe('assign a handler before the ticket is processed');

    const assigned = await t.post('/remote/aftersale/assign', {
      token: east.token,
      form: { id: ticket.id, handlerid: eastHandler.id, remark: 'Ladder truck on Thursday' },
    });
    expect(assigned.body.data).toMatchObject({ handleUser: 'east_fixer', handleUserId: eastHandler.id });
    expect(assigned.body.data.handleTime).not.toBe('');

    const bell = await t.get('/remote/notification/getnotification', {
      token: eastHandler.token,
      query: { isread: 0 },
      headers: { 'accept-language': 'zh' },
    });
    expect(bell.body.data[0].list[0]).toMatchObject({
      notificationtitle: `工单 ${ticket.aftersaleCode} 已指派给您`,
      jumpPath: `/device/aftersale/detail?id=${ticket.id}`,
    });
    const inEnglish = await t.get('/remote/notification/getnotification', {
      token: eastHandler.token,
      headers: { 'accept-language': 'en' },
    });
    expect(inEnglish.body.data[0].list[0].notificationtitle).toBe(
      `Ticket ${ticket.aftersaleCode} assigned to you`,
    );

    for (const status of ['processing', 'completed']) {
      const moved = await t.post('/remote/aftersale/transition', {
        token: eastHandler.token,
        form: { id: ticket.id, status, remark: status === 'completed' ? 'Driver replaced' : '' },
      });
      expect(moved.body.data.status, moved.body.message).toBe(status);
    }
    const creatorBell = await t.get('/remote/notification/getnotification', {
      token: east.token,
      headers: { 'accept-language': 'en' },
    });
    const titles = creatorBell.body.data[0].list.map(
      (n: { notificationtitle: string }) => n.notificationtitle,
    );
    expect(titles).toEqual([
      `Ticket ${ticket.aftersaleCode} is completed`,
      `Ticket ${ticket.aftersaleCode} is processing`,
    ]);
    expect(creatorBell.body.data[0].list[0].notificationcontent).toBe(
      `east_fixer moved ${ticket.aftersaleCode} (Solar lamp) from processing to completed. Driver replaced`,
    );

    const detail = await t.get('/remote/aftersale/detail', { token: east.token, query: { id: ticket.id } });
    expect(detail.body.data.next).toEqual([]);
    expect(
      detail.body.data.history.map(
        (e: { action: string; tostatus: string; actor: string; remark: string }) => [
          e.action,
          e.tostatus,
          e.actor,
          e.remark,
        ],
      ),
    ).toEqual([
      ['created', 'pending', 'east_city', ''],
      ['assigned', '', 'east_city', 'Ladder truck on Thursday'],
      ['transition', 'processing', 'east_fixer', ''],
      ['transition', 'completed', 'east_fixer', 'Driver replaced'],
    ]);
  });

  it('refuses every move out of a final status, and moves that skip a step, saying why', async () => {
    const ticket = await openTicket(east.token);
    const skip = await t.post('/remote/aftersale/transition', {
      token: east.token,
      headers: { 'accept-language': 'en' },
      form: { id: ticket.id, status: 'completed' },
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.body.message).toBe(
      'a pending ticket cannot become completed; it may become: processing, cancelled',
    );
    const same = await t.post('/remote/aftersale/transition', {
      token: east.token,
      form: { id: ticket.id, status: 'pending' },
    });
    expect(same.statusCode).toBe(409);
    const cancelled = await t.post('/remote/aftersale/transition', {
      token: east.token,
      form: { id: ticket.id, status: 'cancelled', remark: 'Opened twice' },
    });
    expect(cancelled.body.data.status).toBe('cancelled');
    for (const status of ['pending', 'processing', 'completed', 'cancelled']) {
      const after = await t.post('/remote/aftersale/transition', {
        token: east.token,
        form: { id: ticket.id, status },
      });
      expect(after.statusCode).toBe(409);
      expect(after.body.message).toBe('the ticket is cancelled and can no longer change');
    }
    const edit = await t.post('/remote/aftersale/update', {
      token: east.token,
      form: { id: ticket.id, remark: 'late' },
    });
    expect(edit.statusCode).toBe(409);
    const bad = await t.post('/remote/aftersale/transition', {
      token: east.token,
      form: { id: ticket.id, status: 'done' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('counts only the warnings since the last completed ticket of the device', async () => {
    const draft = await t.get('/remote/aftersale/draft', {
      token: east.token,
      query: { deviceid: eastDevice.id },
    });
    expect(draft.body.data.faultCount).toBe(0);
  });

  it('changes only the fields sent, records which, and clears a remark sent empty', async () => {
    const ticket = await openTicket(east.token, { remark: 'first note' });
    const changed = await t.post('/remote/aftersale/update', {
      token: east.token,
      form: { id: ticket.id, priority: 'high', remark: '' },
    });
    expect(changed.body.data).toMatchObject({
      priority: 'high',
      remark: '',
      description: 'Lamp dark since Tuesday',
    });
    const detail = await t.get('/remote/aftersale/detail', { token: east.token, query: { id: ticket.id } });
    expect(detail.body.data.history.at(-1)).toMatchObject({ action: 'updated', detail: 'priority, remark' });
  });
});

describe('attachments', () => {
  let ticketId: number;
  beforeAll(async () => {
    ticketId = (await openTicket(east.token)).id;
  });

  it('takes a photo, makes its thumbnail, and lets only callers who see the ticket download it', async () => {
    const answer = await upload(east.token, ticketId, { name: 'pole.png', data: PNG });
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.data).toMatchObject({
      filename: 'pole.png',
      contenttype: 'image/png',
      size: PNG.length,
      image: 1,
    });
    const id = answer.body.data.id;
    const file = await t.get('/remote/aftersale/attachment', { token: east.token, query: { id } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.raw.rawPayload.equals(PNG)).toBe(true);
    const thumbnail = await t.get('/remote/aftersale/attachment', {
      token: east.token,
      query: { id, thumbnail: 1 },
    });
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail.raw.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    for (const token of [west.token]) {
      expect((await t.get('/remote/aftersale/attachment', { token, query: { id } })).statusCode).toBe(404);
      expect((await t.get('/remote/aftersale/detach', { token, query: { id } })).statusCode).toBe(404);
    }
    expect((await t.get('/remote/aftersale/attachment', { query: { id } })).statusCode).toBe(401);
  });

  it('checks the type by content: a PDF named .png, a script named .pdf and an .exe are refused', async () => {
    const before = storedFiles().length;
    const disguised = await upload(east.token, ticketId, { name: 'photo.png', data: PDF });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.body.message).toBe('the file is not the png file its name says');
    const script = await upload(east.token, ticketId, {
      name: 'report.pdf',
      data: Buffer.from('#!/bin/sh\nrm -rf /\n'),
    });
    expect(script.statusCode).toBe(400);
    const exe = await upload(east.token, ticketId, { name: 'setup.exe', data: Buffer.from('MZ') });
    expect(exe.body.message).toBe('only jpg, png, gif, pdf, doc, docx, xls and xlsx files may be attached');
    const none = await t.post(`/remote/aftersale/upload?id=${ticketId}`, { token: east.token, form: {} });
    expect(none.statusCode).toBe(400);
    expect(storedFiles().length).toBe(before);
  });

  it('takes a file of exactly 10 MB and refuses one byte more with the seed message, keeping nothing', async () => {
    const exact = Buffer.alloc(ATTACHMENT_MAX_BYTES, 0x20);
    PDF.copy(exact);
    const taken = await upload(east.token, ticketId, { name: 'manual.pdf', data: exact });
    expect(taken.statusCode, taken.body.message).toBe(200);
    expect(taken.body.data.size).toBe(ATTACHMENT_MAX_BYTES);
    const before = storedFiles().length;
    const over = await upload(east.token, ticketId, {
      name: 'manual.pdf',
      data: Buffer.concat([exact, Buffer.from(' ')]),
    });
    expect(over.statusCode, JSON.stringify(over.body).slice(0, 300)).toBe(413);
    expect(over.body.message).toBe('file size exceeds the limit');
    expect(storedFiles().length).toBe(before);
  });

  it('holds at most ten files per ticket', async () => {
    const held = (await t.get('/remote/aftersale/detail', { token: east.token, query: { id: ticketId } }))
      .body.data.files.length;
    for (let index = held; index < 10; index += 1) {
      expect((await upload(east.token, ticketId, { name: `page-${index}.pdf`, data: PDF })).statusCode).toBe(
        200,
      );
    }
    const eleventh = await upload(east.token, ticketId, { name: 'one-more.pdf', data: PDF });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.body.message).toBe('a ticket holds at most 10 files');
  });

  it('removes the files of a deleted ticket from the disk', async () => {
    const ticket = await openTicket(east.token);
    await upload(east.token, ticket.id, { name: 'pole.png', data: PNG });
    const before = storedFiles().length;
    expect(
      (await t.get('/remote/aftersale/delete', { token: east.token, query: { ids: ticket.id } })).statusCode,
    ).toBe(200);
    expect(storedFiles().length).toBe(before - 2);
    expect(
      (await t.get('/remote/aftersale/detail', { token: east.token, query: { id: ticket.id } })).statusCode,
    ).toBe(404);
  });
});

describe('after a device fault is completed', () => {
  let device: { id: number; code: string };
  beforeAll(async () => {
    const added = await addDevice(t, east.token, eastDevice.projectId);
    device = { id: added.device.id, code: added.device.devicecode };
  });

  async function completed() {
    const ticket = await openTicket(east.token, { deviceid: device.id });
    await t.post('/remote/aftersale/assign', {
      token: east.token,
      form: { id: ticket.id, handlerid: eastHandler.id },
    });
    for (const status of ['processing', 'completed']) {
      await t.post('/remote/aftersale/transition', {
        token: eastHandler.token,
        form: { id: ticket.id, status },
      });
    }
    return ticket;
  }
  const detailOf = async (id: number) =>
    (await t.get('/remote/aftersale/detail', { token: east.token, query: { id } })).body.data;

  it('reopens the ticket when the device warns again within the day, and tells its people', async () => {
    const ticket = await completed();
    t.events.publish({
      type: 'warning',
      accountId: east.id,
      data: {
        id: 1,
        deviceid: device.id,
        devicecode: device.code,
        kind: 'lamp-out',
        reason: 'dark at night',
        cleared: false,
      },
    });
    await until(async () => (await detailOf(ticket.id)).status === 'processing');
    const detail = await detailOf(ticket.id);
    expect(detail).toMatchObject({ verification: 'reopened', next: ['completed', 'cancelled'] });
    expect(detail.history.at(-1)).toMatchObject({
      action: 'reopened',
      tostatus: 'processing',
      actor: '',
      detail: 'dark at night',
    });
    const bell = await t.get('/remote/notification/getnotification', {
      token: eastHandler.token,
      headers: { 'accept-language': 'en' },
    });
    expect(bell.body.data[0].list[0].notificationtitle).toBe(`Ticket ${ticket.aftersaleCode} reopened`);
  });

  it('marks it verified once the device reported for a day without a warning', async () => {
    const ticket = await completed();
    const repository = new AfterSalesRepository(t.store.db);
    expect(await repository.verifyQuiet(new Date(Date.now() + 1000))).toBe(0);
    const heard = new Date(Date.now() + 60_000);
    await t.store.db
      .insert(devicePresence)
      .values({ deviceId: device.id, lastSeenAt: heard, offlineAt: new Date(heard.getTime() + 600_000) })
      .onConflictDoUpdate({ target: devicePresence.deviceId, set: { lastSeenAt: heard } });
    expect(await repository.verifyQuiet(new Date(Date.now() - 86_400_000))).toBe(0);
    expect(await repository.verifyQuiet(new Date(Date.now() + 1000))).toBe(1);
    expect(await repository.verifyQuiet(new Date(Date.now() + 1000))).toBe(0);
    const detail = await detailOf(ticket.id);
    expect(detail).toMatchObject({ status: 'completed', verification: 'verified' });
    expect(detail.history.at(-1)).toMatchObject({ action: 'verified', actor: '' });
  });
});

describe('the open tickets of a subtree', () => {
  it('are counted by priority and by age, for the home page', async () => {
    const list = (await t.get('/remote/aftersale/list', { token: east.token, query: { pagesize: 100 } })).body
      .data[0].list as { status: string; priority: string }[];
    const open = list.filter((row) => row.status === 'pending' || row.status === 'processing');
    const summary = (await t.get('/remote/aftersale/open', { token: east.token })).body.data;
    expect(summary.total).toBe(open.length);
    expect(summary.byPriority.medium).toBe(open.filter((row) => row.priority === 'medium').length);
    expect(summary.byAge).toEqual({ day: open.length, week: 0, older: 0 });
    expect((await t.get('/remote/aftersale/open', { token: west.token })).body.data.total).toBe(0);
  });
});

describe('a sibling account', () => {
  it('cannot list, read, change, assign, move, attach to or delete the tickets of another', async () => {
    const ticket = await openTicket(east.token);
    const list = await t.get('/remote/aftersale/list', { token: west.token });
    expect(list.body.data[0].list.map((row: { id: number }) => row.id)).not.toContain(ticket.id);
    const calls = [
      t.get('/remote/aftersale/detail', { token: west.token, query: { id: ticket.id } }),
      t.post('/remote/aftersale/update', { token: west.token, form: { id: ticket.id, remark: 'mine' } }),
      t.post('/remote/aftersale/assign', { token: west.token, form: { id: ticket.id, handlerid: west.id } }),
      t.post('/remote/aftersale/transition', {
        token: west.token,
        form: { id: ticket.id, status: 'cancelled' },
      }),
      t.get('/remote/aftersale/delete', { token: west.token, query: { ids: ticket.id } }),
      upload(west.token, ticket.id, { name: 'x.png', data: PNG }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.statusCode).toBe(404);
    const foreignHandler = await t.post('/remote/aftersale/assign', {
      token: east.token,
      form: { id: ticket.id, handlerid: west.id },
    });
    expect(foreignHandler.statusCode).toBe(400);
    expect(foreignHandler.body.errors?.[0]).toMatchObject({
      field: 'handlerid',
      key: 'aftersale.handlerOutside',
    });
    const handlers = await t.get('/remote/aftersale/handlers', { token: eastHandler.token });
    expect(handlers.body.data.map((a: { username: string }) => a.username)).toEqual(['east_fixer']);
    const eastHandlers = (await t.get('/remote/aftersale/handlers', { token: east.token })).body.data;
    expect(eastHandlers.map((a: { username: string }) => a.username)).not.toContain('west_city');
    const seenByParent = await t.get('/remote/aftersale/detail', { token: admin, query: { id: ticket.id } });
    expect(seenByParent.statusCode).toBe(200);
  });
});

describe('the list and its export', () => {
  it('filters by status, priority, handler, device, creation day and keyword', async () => {
    const all = (await t.get('/remote/aftersale/list', { token: east.token, query: { pagesize: 100 } })).body
      .data[0];
    expect(all.total).toBeGreaterThan(4);
    const query = async (filter: Record<string, string | number>) =>
      (await t.get('/remote/aftersale/list', { token: east.token, query: filter })).body.data[0];
    expect(
      (await query({ status: 'completed' })).list.every(
        (row: { status: string }) => row.status === 'completed',
      ),
    ).toBe(true);
    const handled = all.list.filter(
      (row: { handleUserId: number | null }) => row.handleUserId === eastHandler.id,
    );
    expect(handled.length).toBeGreaterThan(0);
    expect((await query({ handlerid: eastHandler.id })).total).toBe(handled.length);
    expect((await query({ priority: 'urgent' })).total).toBe(1);
    const ofDevice = all.list.filter((row: { deviceId: number | null }) => row.deviceId === eastDevice.id);
    expect((await query({ deviceid: eastDevice.id })).total).toBe(ofDevice.length);
    expect((await query({ keyword: 'Cabinet' })).total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await query({ createdfrom: today, createdto: today })).total).toBe(all.total);
    expect((await query({ createdto: '2020-01-01' })).total).toBe(0);
    const wrongDay = await t.get('/remote/aftersale/list', {
      token: east.token,
      query: { createdfrom: '2026-02-30' },
    });
    expect(wrongDay.statusCode).toBe(400);
  });

  it('exports the filtered tickets as a workbook in the caller’s language', async () => {
    const answer = await t.get('/remote/aftersale/export', {
      token: east.token,
      query: { priority: 'urgent' },
      headers: { 'accept-language': 'zh' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(encodeURIComponent('售后记录'));
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.raw.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]?.slice(0, 3)).toEqual(['工单编号', '项目', '设备编号']);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.slice(4, 7)).toEqual(['设备故障', '紧急', '已完成']);
  });
});
