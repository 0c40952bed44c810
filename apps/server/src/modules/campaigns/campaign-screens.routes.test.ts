import { DEVICE_TYPE } from '@lamplighter/contract';
import ExcelJS from 'exceljs';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts-fixture';
import { addScreen, campaignOf, dayFromToday, publishedProgram } from '../../test/campaign-fixture';
import {
  type CommandDevice,
  type CommandTest,
  nextMessage,
  startCommandTest,
} from '../../test/commands-fixture';
import { addProject } from '../../test/inventory-fixture';
import { programOf } from '../../test/program-fixture';
import { ADMIN_PASSWORD } from '../../test/test-app';
import { CampaignsQueries } from './campaigns.queries';

let c: CommandTest;
let program: number;

const screen = () => c.addDevice({ devicetype: DEVICE_TYPE.ledScreen });
const call = (path: string, body: unknown) =>
  c.t.post(`/remote/campaign/${path}`, { token: c.tenant.token, json: body });
const device = (method: 'GET' | 'POST', token: string, path: string, body?: unknown) =>
  c.t.app.inject({
    method,
    url: `/api/v1/${token}/${path}`,
    ...(body === undefined ? {} : { payload: body as object }),
  });

async function booked(body: unknown): Promise<number> {
  const answer = await call('add', body);
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data.id;
}

/** Takes the next command the screen receives, which must be syncSchedule. */
async function toldToSync(client: MqttClient) {
  const message = await nextMessage(client);
  expect(message.json).toEqual({ method: 'syncSchedule', params: {} });
}

beforeAll(async () => {
  c = await startCommandTest('campaign_screens');
  program = await publishedProgram(c.t, c.tenant.token, 'Harbour lights', (await screen()).code);
});

afterAll(() => c?.close());

describe('the screens of a campaign', () => {
  it('are told to fetch their schedule when it is booked, changed and deleted, also once they return', async () => {
    const [online, offline, next] = [await screen(), await screen(), await screen()];
    const [onlineClient, nextClient] = [await c.connect(online), await c.connect(next)];
    const id = await booked(campaignOf(program, [online.id, offline.id]));
    await toldToSync(onlineClient);
    await toldToSync(await c.connect(offline));

    const changed = await call('update', { id, ...campaignOf(program, [next.id]) });
    expect(changed.statusCode, changed.body.message).toBe(200);
    await toldToSync(onlineClient);
    await toldToSync(nextClient);

    expect(
      (await c.t.get('/remote/campaign/delete', { token: c.tenant.token, query: { ids: id } })).statusCode,
    ).toBe(200);
    await toldToSync(nextClient);
  });
});

describe('the schedule a screen fetches', () => {
  it('is refused for an unknown token', async () => {
    expect((await device('GET', 'not-a-token', 'schedule')).statusCode).toBe(401);
  });

  it('holds the screen’s campaigns that have not ended, with the latest published version', async () => {
    const target = await screen();
    const running = await booked(campaignOf(program, [target.id], { name: 'Now', priority: 7 }));
    const upcoming = await booked(
      campaignOf(program, [target.id], {
        name: 'Later',
        startdate: dayFromToday(5),
        enddate: dayFromToday(6),
      }),
    );
    await booked(
      campaignOf(program, [target.id], { name: 'Gone', startdate: '2026-01-01', enddate: dayFromToday(-2) }),
    );
    await booked(campaignOf(program, [(await screen()).id], { name: 'Elsewhere' }));

    const answer = await device('GET', target.token, 'schedule');
    expect(answer.statusCode, answer.body).toBe(200);
    const schedule = answer.json();
    expect(schedule.utcoffset).toBe(480);
    expect(schedule.campaigns.map((row: { campaignid: number }) => row.campaignid)).toEqual([
      upcoming,
      running,
    ]);
    expect(schedule.campaigns[1]).toMatchObject({
      name: 'Now',
      programid: program,
      version: 1,
      priority: 7,
      playsperhour: 12,
      slots: [{ from: '08:00', to: '20:00' }],
      utcoffset: 480,
    });

    const second = await c.t.post('/remote/program/update', {
      token: c.tenant.token,
      json: { id: program, ...programOf('Harbour lights') },
    });
    const v2 = second.body.data.id;
    for (const [path, body] of [
      ['submit', { id: v2 }],
      ['review', { id: v2, approve: true }],
      ['publish', { id: v2, devicecodes: [target.code] }],
    ] as const) {
      expect(
        (await c.t.post(`/remote/program/${path}`, { token: c.tenant.token, json: body })).statusCode,
      ).toBe(200);
    }
    const later = (await device('GET', target.token, 'schedule')).json();
    expect(later.campaigns[1]).toMatchObject({ campaignid: running, programid: v2, version: 2 });
    const manifest = await device('GET', target.token, `program/${v2}`);
    expect(manifest.statusCode).toBe(200);
  });

  it('shows a sibling account’s screen none of another account’s campaigns', async () => {
    const admin = await c.t.signIn('admin', ADMIN_PASSWORD);
    const sibling = await createAccount(c.t, admin, { username: 'campaign_screens_sib' });
    const theirs = await addScreen(c.t, sibling.token, (await addProject(c.t, sibling.token)).id);
    await booked(campaignOf(program, [(await screen()).id]));
    expect((await device('GET', theirs.token, 'schedule')).json()).toEqual({ utcoffset: 480, campaigns: [] });
  });
});

describe('proof of play', () => {
  const play = (campaignid: number, start: string, seconds = 1800) => ({
    campaignid,
    programid: program,
    version: 1,
    start: Date.parse(start),
    seconds,
  });
  let reporting: CommandDevice;
  let idle: CommandDevice;
  let campaign: number;

  beforeAll(async () => {
    [reporting, idle] = [await screen(), await screen()];
    campaign = await booked(campaignOf(program, [reporting.id, idle.id], { name: 'Proof' }));
  });

  it('refuses a bad token and names what is wrong with a report', async () => {
    const one = { plays: [play(campaign, '2026-06-15T01:00:00Z')] };
    expect((await device('POST', 'not-a-token', 'plays', one)).statusCode).toBe(401);
    const refused = async (body: unknown, field: string) => {
      const answer = await device('POST', reporting.token, 'plays', body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors[0].field).toBe(field);
    };
    await refused({ plays: [] }, 'plays');
    await refused({ plays: Array.from({ length: 501 }, () => one.plays[0]) }, 'plays');
    await refused({ plays: [{ ...one.plays[0], start: 'yesterday' }] }, 'plays.0.start');
    await refused({ plays: [{ ...one.plays[0], seconds: undefined }] }, 'plays.0.seconds');
    await refused({}, 'plays');
  });

  it('stores each play once and refuses plays of campaigns without the screen', async () => {
    const other = await booked(campaignOf(program, [(await screen()).id], { name: 'Not here' }));
    const first = await device('POST', reporting.token, 'plays', {
      plays: [play(campaign, '2026-06-15T01:00:00Z'), play(campaign, '2026-06-15T17:00:00Z')],
    });
    expect(first.json()).toEqual({ accepted: 2, duplicate: 0, refused: 0 });
    const again = await device('POST', reporting.token, 'plays', {
      plays: [play(campaign, '2026-06-15T17:00:00Z'), play(other, '2026-06-16T02:00:00Z')],
    });
    expect(again.json()).toEqual({ accepted: 0, duplicate: 1, refused: 1 });
    const latest = await new CampaignsQueries(c.t.store.db).lastPlaysOf([reporting.id, idle.id]);
    expect([...latest.entries()]).toEqual([
      [
        reporting.id,
        {
          at: '2026-06-15T17:00:00.000Z',
          campaignid: campaign,
          campaignname: 'Proof',
          programid: program,
          version: 1,
        },
      ],
    ]);
  });

  it('adds up to a report per screen and per day on the campaign’s clock', async () => {
    const answer = await c.t.get('/remote/campaign/report', {
      token: c.tenant.token,
      query: { id: campaign },
    });
    expect(answer.statusCode, answer.body.message).toBe(200);
    const { perscreen, ...totals } = answer.body.data;
    expect(totals).toEqual({
      plays: 2,
      screens: 1,
      hours: 1,
      perday: [
        { day: '2026-06-15', plays: 1, seconds: 1800 },
        { day: '2026-06-16', plays: 1, seconds: 1800 },
      ],
    });
    const byScreen = new Map(perscreen.map((row: { deviceid: number }) => [row.deviceid, row]));
    expect(byScreen.size).toBe(2);
    expect(byScreen.get(reporting.id)).toMatchObject({
      devicecode: reporting.code,
      plays: 2,
      seconds: 3600,
      lastplay: '2026-06-15T17:00:00.000Z',
    });
    expect(byScreen.get(idle.id)).toMatchObject({
      devicecode: idle.code,
      plays: 0,
      seconds: 0,
      lastplay: null,
    });
  });

  it('exports the report as a workbook in the caller’s language', async () => {
    const answer = await c.t.get('/remote/campaign/export', {
      token: c.tenant.token,
      query: { id: campaign },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(`campaign-report-${campaign}-`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.raw.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['汇总', '按屏幕', '按日期']);
    const [summary, screens, days] = workbook.worksheets;
    expect(summary?.getRow(2).values).toEqual([undefined, '广告活动', 'Proof']);
    expect(summary?.getRow(8).values).toEqual([undefined, '播放次数', 2]);
    expect(screens?.getRow(1).getCell(6).value).toBe('最后播放时间 (UTC+08:00)');
    const row = [2, 3].map((at) => screens?.getRow(at)).find((r) => r?.getCell(1).value === reporting.code);
    expect(row?.getCell(3).value).toBe(2);
    expect(row?.getCell(6).value).toEqual(new Date('2026-06-16T01:00:00.000Z'));
    expect(days?.getRow(3).values).toEqual([undefined, '2026-06-16', 1, 1800, 0.5]);
  });
});
