import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { readWorkbook } from '../../test/excel-fixture';
import { addDevice, addProject, uniqueName } from '../../test/inventory-fixture';
import { reportedLatest } from '../../test/lamp-values-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { wallClock } from './export-sheets';

let t: TestApp;
let a: CreatedAccount;
let b: CreatedAccount;
const codes: Record<string, string> = {};
const HEARD = '2026-11-20T18:30:00.000Z';
const paths = [
  '/remote/excel/exportDevices',
  '/remote/excel/downloadDeviceStateExcel',
  '/remote/excel/downloadDeviceExpire',
];

type Query = Record<string, string | number>;

async function download(path: string, query: Query, { token = a.token, lang = 'en' } = {}) {
  const answer = await t.get(path, { token, query, headers: { 'accept-language': lang } });
  expect(answer.statusCode, answer.body.message).toBe(200);
  const { rows } = await readWorkbook(answer.raw.rawPayload);
  const [header = [], ...body] = rows;
  return { header, body };
}

/** Names of the devices an export holds, in its order. */
async function exported(query: Query, path = paths[0] as string, token = a.token): Promise<string[]> {
  const { body } = await download(path, query, { token });
  return body.map((row) => Object.keys(codes).find((name) => codes[name] === row[0]) ?? String(row[0]));
}

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'lamp_export_a' });
  b = await createAccount(t, admin, { username: 'lamp_export_b' });
  const park = await addProject(t, a.token, { name: 'Export park' });
  const add = async (name: string, devicetype: number, values?: Record<string, number>, owner = a) => {
    codes[name] = uniqueName('LXP');
    const projectId = owner === a ? park.id : (await addProject(t, owner.token)).id;
    const { device } = await addDevice(t, owner.token, projectId, { devicetype, devicecode: codes[name] });
    if (values) await reportedLatest(t.store, device.id, values, HEARD);
  };
  await add('low', 1, { batterySoc: 12.5, batteryVoltage: 11.4, pvPower: 0, loadPower: 18, brightness: 60 });
  await add('edge', 1, { batterySoc: 29, loadPower: 0, brightness: 0 });
  await add('full', 1, { batterySoc: 96, pvPower: 85, loadPower: 0, brightness: 0 });
  await add('silent', 1);
  await add('mains', 2, { loadPower: 118.5, brightness: 100, energyConsumedToday: 640 });
  await add('gateway', 4);
  await add('sibling', 1, { batterySoc: 5, loadPower: 30 }, b);
});
afterAll(() => t.close());

describe('a lamp filter or order the exports refuse', () => {
  it('answers 400 with the same message and field as the list does', async () => {
    const bad: Query[] = [
      { valuemin: 10 },
      { valuefield: 'temperature', valuemax: 30 },
      { valuefield: 'batterysoc', valuemin: 50, valuemax: 30 },
      { lampon: 2 },
      { orderby: 'devicename' },
      { orderby: 'batterysoc', order: 'up' },
    ];
    for (const query of bad) {
      const list = await t.get('/remote/device/list', { token: a.token, query });
      expect(list.statusCode, JSON.stringify(query)).toBe(400);
      for (const path of paths) {
        const answer = await t.get(path, { token: a.token, query });
        expect(answer.statusCode, `${path} ${JSON.stringify(query)}`).toBe(400);
        expect(answer.body, `${path} ${JSON.stringify(query)}`).toEqual(list.body);
      }
    }
  });
});

describe("the exports follow the list's lamp filters and order", () => {
  it('writes only the lamps whose battery charge is under 30, in every export, in no other tree', async () => {
    const under30 = { valuefield: 'batterysoc', valuemax: 30 };
    for (const path of paths) expect(await exported(under30, path)).toEqual(['edge', 'low']);
    expect(await exported({ ...under30, valuemin: 20 })).toEqual(['edge']);
    expect(await exported(under30, paths[0], b.token)).toEqual(['sibling']);
  });

  it('writes the burning lamps, or those out', async () => {
    expect(await exported({ lampon: 1 })).toEqual(['mains', 'low']);
    expect(await exported({ lampon: 0, devicetype: 1 })).toEqual(['full', 'edge']);
  });

  it("writes the rows in the list's order, devices without the value last", async () => {
    const order = { devicetype: 1, orderby: 'batterysoc' };
    expect(await exported({ ...order, order: 'asc' })).toEqual(['low', 'edge', 'full', 'silent']);
    expect(await exported(order)).toEqual(['full', 'edge', 'low', 'silent']);
    expect(await exported(order, paths[2])).toEqual(['full', 'edge', 'low', 'silent']);
  });
});

/** The eight lamp cells of a row (an empty cell is undefined, also at the row's end). */
function lampCells(header: unknown[], row: unknown[] | undefined): unknown[] {
  const first = header.length - 8;
  return Array.from({ length: 8 }, (_, at) => row?.[first + at]);
}

describe('the list export of lamps', () => {
  const lampHeaders = {
    en: [
      'On/off',
      'Brightness (%)',
      'Load power (W)',
      'Battery state of charge (%)',
      'Battery voltage (V)',
      'PV power (W)',
      'Energy consumed today (Wh)',
      'Last report',
    ],
    zh: [
      '开关',
      '亮度(%)',
      '负载功率(W)',
      '电池电量(%)',
      '电池电压(V)',
      '光伏功率(W)',
      '今日耗电量(Wh)',
      '最后上报',
    ],
  };

  it('adds what each lamp reported last, headed in the language asked', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const { header, body } = await download(paths[0] as string, { devicetype: 1 }, { lang });
      expect(header.slice(-8)).toEqual(lampHeaders[lang]);
      const values = (name: string) =>
        lampCells(
          header,
          body.find((row) => row[0] === codes[name]),
        );
      expect(values('low').slice(0, 7)).toEqual([
        lang === 'en' ? 'on' : '开',
        60,
        18,
        12.5,
        11.4,
        0,
        undefined,
      ]);
      expect(values('low')[7]).toEqual(wallClock(HEARD));
      expect(values('silent')).toEqual(['--', ...Array(7).fill(undefined)]);
    }
  });

  it('adds to a list of mains lamps only the values they have, no battery or panel', async () => {
    const mains = await download(paths[0] as string, { devicetype: 2, lampon: 1 });
    expect(mains.header.slice(-5)).toEqual([
      'On/off',
      'Brightness (%)',
      'Load power (W)',
      'Energy consumed today (Wh)',
      'Last report',
    ]);
    expect(mains.body.map((row) => row.slice(-5, -1))).toEqual([['on', 100, 118.5, 640]]);
    const both = await download(paths[0] as string, { devicetype: '1,2' });
    expect(both.header.slice(-8)).toEqual(lampHeaders.en);
  });

  it('leaves them out of a list with other families, and out of the state and expiry exports', async () => {
    const mixed: Query[] = [{}, { devicetype: '1,4' }];
    for (const query of mixed) {
      const { header } = await download(paths[0] as string, query);
      expect(header.at(-1)).toBe('Created');
    }
    for (const path of paths.slice(1)) {
      const { header } = await download(path, { devicetype: 1 });
      expect(header).not.toContain('On/off');
    }
  });
});
