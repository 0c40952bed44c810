import { DEVICE_TYPE } from '@lamplighter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import {
  addScreen,
  campaignOf,
  dayFromToday,
  publishedProgram,
  type TestScreen,
} from '../../test/campaign-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { programOf } from '../../test/program-fixture';
import { ADMIN_PASSWORD, type ApiAnswer, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let city: CreatedAccount;
let district: CreatedAccount;
let sibling: CreatedAccount;
let screens: TestScreen[];
let districtScreen: TestScreen;
let siblingScreen: TestScreen;
let lampId: number;
let program: number;
let draft: number;
let siblingProgram: number;

const add = (token: string, body: unknown) => t.post('/remote/campaign/add', { token, json: body });
const update = (token: string, body: unknown) => t.post('/remote/campaign/update', { token, json: body });
const read = (token: string, call: string, query: Record<string, string | number>) =>
  t.get(`/remote/campaign/${call}`, { token, query });

function expectRefused(answer: ApiAnswer, status: number, key: string, field?: string) {
  expect(answer.statusCode, answer.body.message).toBe(status);
  const problem = answer.body.errors?.[0];
  expect(answer.body.key ?? problem?.key).toBe(key);
  if (field) expect(problem?.field).toBe(field);
}

async function booked(token: string, body: unknown): Promise<number> {
  const answer = await add(token, body);
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data.id;
}

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  city = await createAccount(t, admin, { username: 'campaign_city' });
  district = await createAccount(t, city.token, { username: 'campaign_district', parentid: city.id });
  sibling = await createAccount(t, admin, { username: 'campaign_sibling' });
  const project = (await addProject(t, city.token)).id;
  screens = [await addScreen(t, city.token, project), await addScreen(t, city.token, project)];
  lampId = (await addDevice(t, city.token, project, { devicetype: DEVICE_TYPE.solarLight })).device.id;
  districtScreen = await addScreen(t, district.token, (await addProject(t, district.token)).id);
  siblingScreen = await addScreen(t, sibling.token, (await addProject(t, sibling.token)).id);
  program = await publishedProgram(t, city.token, 'Summer sale poster', screens[0]?.code ?? '');
  draft = (await t.post('/remote/program/add', { token: city.token, json: programOf('Not yet') })).body.data
    .id;
  siblingProgram = await publishedProgram(t, sibling.token, 'Theirs', siblingScreen.code);
});

afterAll(() => t?.close());

const ids = () => screens.map((screen) => screen.id);

describe('refused campaigns', () => {
  it('asks for a signed-in caller with the permission', async () => {
    expect((await add('', campaignOf(program, ids()))).statusCode).toBe(401);
    expect((await read('', 'list', {})).statusCode).toBe(401);
    const user = await createAccount(t, city.token, { username: 'campaign_user', role: 'user' });
    expect((await add(user.token, campaignOf(program, ids()))).statusCode).toBe(403);
    expect((await read(user.token, 'list', {})).statusCode).toBe(403);
    const controller = await createAccount(t, city.token, { username: 'campaign_ctl', role: 'controller' });
    // A controller books and changes campaigns (here past its permission, to a program it cannot see) but deletes none.
    expect((await add(controller.token, campaignOf(program, ids()))).statusCode).toBe(404);
    expect((await read(controller.token, 'delete', { ids: 1 })).statusCode).toBe(403);
  });

  it('names what is wrong with the dates, the slots and the figures', async () => {
    const body = (overrides: Record<string, unknown>) => campaignOf(program, ids(), overrides);
    expectRefused(
      await add(city.token, body({ startdate: '2026-02-30' })),
      400,
      'validation.date',
      'startdate',
    );
    expectRefused(
      await add(city.token, body({ startdate: '2026-06-10', enddate: '2026-06-09' })),
      400,
      'campaign.dateOrder',
      'enddate',
    );
    const overlap = await add(
      city.token,
      body({
        slots: [
          { from: '08:00', to: '10:00' },
          { from: '09:30', to: '11:00' },
        ],
      }),
    );
    expectRefused(overlap, 400, 'campaign.slotOverlap', 'slots.1.from');
    expect(overlap.body.message).toContain('time slots 1 and 2 overlap');
    expectRefused(
      await add(city.token, body({ slots: [{ from: '10:00', to: '10:00' }] })),
      400,
      'campaign.slotOrder',
    );
    expectRefused(
      await add(city.token, body({ slots: [{ from: '10:00', to: '24:01' }] })),
      400,
      'campaign.slotEnd',
    );
    expectRefused(
      await add(city.token, body({ slots: [{ from: '24:00', to: '24:00' }] })),
      400,
      'validation.clockTime',
    );
    expectRefused(await add(city.token, body({ slots: [] })), 400, 'validation.required', 'slots');
    const seven = Array.from({ length: 7 }, (_, hour) => ({ from: `0${hour}:00`, to: `0${hour}:30` }));
    expectRefused(await add(city.token, body({ slots: seven })), 400, 'validation.tooMany', 'slots');
    expectRefused(await add(city.token, body({ priority: 10 })), 400, 'validation.integer', 'priority');
    expectRefused(
      await add(city.token, body({ playsperhour: 0 })),
      400,
      'validation.integer',
      'playsperhour',
    );
    expectRefused(
      await add(city.token, body({ playsperhour: 721 })),
      400,
      'validation.integer',
      'playsperhour',
    );
    expectRefused(await add(city.token, body({ utcoffset: 900 })), 400, 'validation.integer', 'utcoffset');
    expectRefused(await add(city.token, body({ name: ' ' })), 400, 'campaign.nameRequired', 'name');
    expectRefused(await add(city.token, body({ deviceids: [] })), 400, 'validation.required', 'deviceids');
  });

  it('books only LED screens and published programs of the caller’s subtree', async () => {
    const lamp = await add(city.token, campaignOf(program, [...ids(), lampId]));
    expectRefused(lamp, 400, 'campaign.notScreens', 'deviceids');
    expect(lamp.body.message).toContain(`not LED screens of yours: ${lampId}`);
    const foreign = await add(city.token, campaignOf(program, [siblingScreen.id, 2_000_000_000]));
    expect(foreign.body.message).toContain(`${siblingScreen.id}, 2000000000`);
    const unpublished = await add(city.token, campaignOf(draft, ids()));
    expectRefused(unpublished, 400, 'campaign.programUnpublished', 'programid');
    expect(unpublished.body.message).toContain('Not yet has no published version');
    expect((await add(city.token, campaignOf(siblingProgram, ids()))).statusCode).toBe(404);
    expect((await add(district.token, campaignOf(program, [districtScreen.id]))).statusCode).toBe(404);
  });
});

describe('a campaign', () => {
  it('is booked, listed, changed and deleted, and each change is audited', async () => {
    const first = screens[0] as TestScreen;
    const answer = await add(city.token, campaignOf(program, [first.id], { name: 'Night market' }));
    expect(answer.statusCode, answer.body.message).toBe(200);
    const id = answer.body.data.id;
    expect(answer.body.data).toMatchObject({
      name: 'Night market',
      programid: program,
      programname: 'Summer sale poster',
      version: 1,
      screencount: 1,
      screens: [{ id: first.id, devicecode: first.code }],
      slots: [{ from: '08:00', to: '20:00' }],
      priority: 5,
      playsperhour: 12,
      utcoffset: 480,
      state: 'running',
      creatorname: 'campaign_city',
    });

    const changed = await update(city.token, {
      id,
      ...campaignOf(program, ids(), {
        name: 'Night market, late',
        startdate: dayFromToday(3),
        enddate: dayFromToday(9),
        slots: [{ from: '22:00', to: '24:00' }],
        priority: 9,
      }),
    });
    expect(changed.statusCode, changed.body.message).toBe(200);
    expect(changed.body.data).toMatchObject({
      name: 'Night market, late',
      state: 'upcoming',
      screencount: 2,
    });
    expect(changed.body.data.slots).toEqual([{ from: '22:00', to: '24:00' }]);

    const upcoming = await read(city.token, 'list', { state: 'upcoming', keyword: 'night market' });
    expect(upcoming.body.data[0].list.map((row: { id: number }) => row.id)).toEqual([id]);
    const running = await read(city.token, 'list', { state: 'running' });
    expect(running.body.data[0].list.map((row: { id: number }) => row.id)).not.toContain(id);
    expect((await read(city.token, 'get', { id })).body.data.screens).toHaveLength(2);

    expect((await read(city.token, 'delete', { ids: id })).statusCode).toBe(200);
    expect((await read(city.token, 'get', { id })).statusCode).toBe(404);
    const audit = await t.get('/sys/audit/list', { token: city.token, query: { action: 'campaign' } });
    const mine = audit.body.data[0].list.filter(
      (row: { targetid: string; detail: { ids?: number[] } }) =>
        row.targetid === String(id) || row.detail.ids?.includes(id),
    );
    expect(mine.map((row: { action: string; result: string }) => [row.action, row.result])).toEqual([
      ['campaign.delete', 'success'],
      ['campaign.update', 'success'],
      ['campaign.add', 'success'],
    ]);
  });

  it('keeps what a change does not send, and checks the dates it sends against those it keeps', async () => {
    const id = await booked(
      city.token,
      campaignOf(program, ids(), { name: 'Kept', priority: 8, playsperhour: 30 }),
    );
    const before = (await read(city.token, 'get', { id })).body.data;
    const renamed = await update(city.token, { id, name: 'Kept, renamed' });
    expect(renamed.statusCode, renamed.body.message).toBe(200);
    const { name, updatetime, ...rest } = renamed.body.data;
    expect(name).toBe('Kept, renamed');
    const { name: _, updatetime: __, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    expectRefused(
      await update(city.token, { id, playsperhour: null }),
      400,
      'validation.required',
      'playsperhour',
    );
    expectRefused(
      await update(city.token, { id, enddate: dayFromToday(-5) }),
      400,
      'campaign.dateOrder',
      'enddate',
    );
    expectRefused(await update(city.token, { id, startdate: null }), 400, 'validation.date', 'startdate');
  });

  it('lists the ended ones apart', async () => {
    const id = await booked(
      city.token,
      campaignOf(program, ids(), { name: 'Spring fair', startdate: '2026-03-01', enddate: dayFromToday(-2) }),
    );
    const ended = await read(city.token, 'list', { state: 'ended' });
    expect(ended.body.data[0].list).toEqual([expect.objectContaining({ id, state: 'ended' })]);
    expect(ended.body.data[0].total).toBe(1);
  });
});

describe('the day plan of a screen', () => {
  it('gives shared minutes to the higher priority, a tie to the first booked, and names who lost', async () => {
    const screen = await addScreen(t, city.token, (await addProject(t, city.token)).id);
    const june = { startdate: '2026-06-01', enddate: '2026-06-30' };
    const low = await booked(
      city.token,
      campaignOf(program, [screen.id], {
        ...june,
        name: 'Morning',
        priority: 3,
        slots: [{ from: '08:00', to: '12:00' }],
      }),
    );
    const high = await booked(
      city.token,
      campaignOf(program, [screen.id], {
        ...june,
        name: 'Lunch',
        priority: 8,
        slots: [{ from: '10:00', to: '11:00' }],
      }),
    );
    const tie = await booked(
      city.token,
      campaignOf(program, [screen.id], {
        ...june,
        name: 'Noon',
        priority: 3,
        slots: [{ from: '11:30', to: '13:00' }],
      }),
    );
    const plan = await read(city.token, 'plan', { deviceid: screen.id, day: '2026-06-15' });
    expect(plan.statusCode, plan.body.message).toBe(200);
    expect(
      plan.body.data.segments.map((s: { from: string; to: string; name: string }) => [s.from, s.to, s.name]),
    ).toEqual([
      ['08:00', '10:00', 'Morning'],
      ['10:00', '11:00', 'Lunch'],
      ['11:00', '12:00', 'Morning'],
      ['12:00', '13:00', 'Noon'],
    ]);
    expect(plan.body.data.segments[1]).toMatchObject({
      campaignid: high,
      priority: 8,
      programname: 'Summer sale poster',
    });
    expect(plan.body.data.overridden).toEqual([
      { campaignid: low, name: 'Morning', by: high, byname: 'Lunch' },
      { campaignid: tie, name: 'Noon', by: low, byname: 'Morning' },
    ]);
    expect(plan.body.data.campaigns).toHaveLength(3);
    const july = await read(city.token, 'plan', { deviceid: screen.id, day: '2026-07-01' });
    expect(july.body.data).toMatchObject({ segments: [], overridden: [], campaigns: [] });
  });

  it('is refused for a bad day, a lamp and a screen outside the subtree', async () => {
    expectRefused(
      await read(city.token, 'plan', { deviceid: ids()[0] ?? 0, day: '2026-13-01' }),
      400,
      'validation.date',
      'day',
    );
    expect((await read(city.token, 'plan', { deviceid: lampId, day: '2026-06-15' })).statusCode).toBe(404);
    expect(
      (await read(city.token, 'plan', { deviceid: siblingScreen.id, day: '2026-06-15' })).statusCode,
    ).toBe(404);
  });
});

describe('subtree isolation', () => {
  it('shows a campaign to its account and those above, and to no one else', async () => {
    const districtProgram = await publishedProgram(t, district.token, 'District notice', districtScreen.code);
    const id = await booked(
      district.token,
      campaignOf(districtProgram, [districtScreen.id], { name: 'District week' }),
    );
    expect((await read(city.token, 'get', { id })).body.data.name).toBe('District week');
    for (const call of ['get', 'report', 'export']) {
      expect((await read(sibling.token, call, { id })).statusCode, call).toBe(404);
    }
    expect((await read(sibling.token, 'delete', { ids: id })).statusCode).toBe(404);
    expect(
      (await update(sibling.token, { id, ...campaignOf(siblingProgram, [siblingScreen.id]) })).statusCode,
    ).toBe(404);
    expect((await read(sibling.token, 'list', {})).body.data[0].total).toBe(0);
    const districtList = await read(district.token, 'list', {});
    expect(districtList.body.data[0].list.map((row: { name: string }) => row.name)).toEqual([
      'District week',
    ]);
    const plan = await read(district.token, 'plan', { deviceid: districtScreen.id, day: dayFromToday(0) });
    expect(plan.body.data.campaigns.map((c: { name: string }) => c.name)).toEqual(['District week']);
  });
});
