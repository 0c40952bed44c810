import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { readWorkbook } from '../../test/excel-fixture';
import { addDevice, addGroup, addProject, uniqueName } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { addDays, localDay } from '../devices/device-filter';
import { devices } from '../devices/devices.table';
import { EXPIRY_FILLS } from './export-sheets';

let t: TestApp;
let a: CreatedAccount;
let b: CreatedAccount;
let demo: CreatedAccount;
let controller: CreatedAccount;
let pA: { id: number; name: string };
let pA2: { id: number; name: string };
let gA: { id: number; name: string };
const today = localDay(Date.now());
const codes = {
  formula: uniqueName('EXP'),
  plain: uniqueName('EXP'),
  other: uniqueName('EXP'),
  foreign: uniqueName('EXP'),
};

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'xlx_tenant_a' });
  b = await createAccount(t, admin, { username: 'xlx_tenant_b' });
  demo = await createAccount(t, a.token, { username: 'xlx_demo', role: 'demo' });
  controller = await createAccount(t, a.token, { username: 'xlx_control', role: 'controller' });
  pA = await addProject(t, a.token);
  pA2 = await addProject(t, a.token);
  gA = await addGroup(t, a.token, pA.id);
  const pB = await addProject(t, b.token);
  const formula = await addDevice(t, a.token, pA.id, {
    devicecode: codes.formula,
    devicename: '=HYPERLINK("http://x.test","open")',
    groupid: gA.id,
    remark: '@SUM(1)',
    packageexpire: addDays(today, 20),
    simstart: addDays(today, -300),
    simend: addDays(today, 200),
    longitude: 116.4,
    latitude: 39.9,
  });
  await t.store.db.update(devices).set({ runState: 3 }).where(eq(devices.id, formula.device.id));
  await addDevice(t, a.token, pA.id, {
    devicecode: codes.plain,
    devicename: 'Plain lamp',
    packageexpire: addDays(today, 60),
  });
  await addDevice(t, a.token, pA2.id, { devicecode: codes.other, devicetype: 2, devicename: 'Mains lamp' });
  await addDevice(t, b.token, pB.id, { devicecode: codes.foreign, devicename: 'Not yours' });
});
afterAll(() => t.close());

async function download(
  path: string,
  token: string,
  query: Record<string, string | number> = {},
  lang = 'en',
) {
  const answer = await t.get(path, { token, query, headers: { 'accept-language': lang } });
  expect(answer.statusCode, answer.body.message).toBe(200);
  const { workbook, rows } = await readWorkbook(answer.raw.rawPayload);
  return { answer, workbook, rows, codes: rows.slice(1).map((row) => row[0]) };
}

const paths = [
  '/remote/excel/exportDevices',
  '/remote/excel/downloadDeviceStateExcel',
  '/remote/excel/downloadDeviceExpire',
];

describe('who may export', () => {
  it('answers 401 without a token, 2001 without device:export, 400 for a bad filter', async () => {
    for (const path of paths) {
      expect((await t.get(path)).statusCode).toBe(401);
      const refused = await t.get(path, { token: demo.token });
      expect(refused.body.status).toBe(2001);
      const bad = await t.get(path, { token: a.token, query: { devicetype: 42 } });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('lets a controller export the devices of its tree', async () => {
    const handed = await addProject(t, a.token, { accountid: controller.id });
    const { device } = await addDevice(t, a.token, handed.id);
    const { codes: exported } = await download(paths[0] as string, controller.token);
    expect(exported).toEqual([device.devicecode]);
  });
});

describe('the device list export', () => {
  it('has the template columns in the language asked and a dated file name', async () => {
    const en = await download('/remote/excel/exportDevices', a.token);
    expect(en.rows[0]?.slice(0, 4)).toEqual(['Device number', 'Device name', 'Device type', 'Project']);
    expect(en.rows[0]).not.toContain('Verification code');
    expect(en.answer.headers['content-disposition']).toContain(`filename="Devices-${today}.xlsx"`);
    const zh = await download('/remote/excel/exportDevices', a.token, {}, 'zh-CN');
    expect(zh.rows[0]?.slice(0, 4)).toEqual(['设备编号', '设备名称', '设备类型', '项目']);
    expect(zh.answer.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`设备列表-${today}.xlsx`)}`,
    );
    const mains = zh.rows.find((row) => row[0] === codes.other);
    expect(mains?.slice(0, 4)).toEqual([codes.other, 'Mains lamp', '市电路灯', pA2.name]);
  });

  it('writes formula-looking text as quoted text that no spreadsheet runs', async () => {
    const { workbook, rows } = await download('/remote/excel/exportDevices', a.token);
    const row = rows.find((cells) => cells[0] === codes.formula);
    expect(row?.[1]).toBe('\'=HYPERLINK("http://x.test","open")');
    const sheet = workbook.worksheets[0];
    sheet?.eachRow((cells) =>
      cells.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      }),
    );
    const remark = rows[0]?.indexOf('Remark') ?? -1;
    expect(row?.[remark]).toBe("'@SUM(1)");
  });

  it("follows the list's filters and never shows another tree's devices", async () => {
    expect((await download(paths[0] as string, a.token, { projectid: pA2.id })).codes).toEqual([codes.other]);
    expect((await download(paths[0] as string, a.token, { keyword: 'plain' })).codes).toEqual([codes.plain]);
    expect((await download(paths[0] as string, a.token, { devicetype: 2 })).codes).toEqual([codes.other]);
    expect((await download(paths[0] as string, a.token, { groupid: gA.id })).codes).toEqual([codes.formula]);
    expect((await download(paths[1] as string, a.token, { runstate: 3 })).codes).toEqual([codes.formula]);
    for (const path of paths) {
      expect((await download(path, a.token)).codes).not.toContain(codes.foreign);
      expect((await download(path, b.token)).codes).toEqual([codes.foreign]);
    }
  });
});

describe('the state and expiry exports', () => {
  it('shows the run state in words, coloured, and the last update', async () => {
    const { workbook, rows } = await download(paths[1] as string, a.token, {}, 'zh');
    expect(rows[0]).toEqual([
      '设备编号',
      '设备名称',
      '设备类型',
      '项目',
      '分组',
      '所属网关',
      '运行状态',
      '最后更新时间',
      '经度',
      '纬度',
    ]);
    const index = rows.findIndex((row) => row[0] === codes.formula);
    expect(rows[index]?.slice(3, 7)).toEqual([pA.name, gA.name, undefined, '故障']);
    expect(rows[index]?.[7]).toBeInstanceOf(Date);
    expect(rows.find((row) => row[0] === codes.plain)?.[6]).toBe('--');
    const cell = workbook.worksheets[0]?.getRow(index + 1).getCell(7);
    expect(cell?.fill).toMatchObject({ type: 'pattern', fgColor: { argb: 'FFFFA39E' } });
  });

  it('shows package and SIM ends with the days left, filled by the expiry colours', async () => {
    const { workbook, rows } = await download(paths[2] as string, a.token);
    expect(rows[0]?.slice(5)).toEqual([
      'Package expiration',
      'Package days left',
      'SIM start',
      'SIM end',
      'SIM days left',
    ]);
    const index = rows.findIndex((row) => row[0] === codes.formula);
    const row = rows[index];
    expect(row?.[5]).toEqual(new Date(`${addDays(today, 20)}T00:00:00Z`));
    expect([row?.[6], row?.[9]]).toEqual([20, 200]);
    const cells = workbook.worksheets[0]?.getRow(index + 1);
    expect(cells?.getCell(6).fill).toMatchObject({ fgColor: { argb: EXPIRY_FILLS.red } });
    expect(cells?.getCell(10).fill).toMatchObject({ fgColor: { argb: EXPIRY_FILLS.green } });
    const plain = rows.findIndex((cells) => cells[0] === codes.plain);
    expect(workbook.worksheets[0]?.getRow(plain + 1).getCell(7).fill).toMatchObject({
      fgColor: { argb: EXPIRY_FILLS.orange },
    });
    const expiring = await download(paths[2] as string, a.token, { expiry: '30' });
    expect(expiring.codes).toEqual([codes.formula]);
  });
});
