import { deflateRawSync } from 'node:zlib';
import { IMPORT_MAX_ROWS, TEMPLATE_MAX_BYTES } from '@lamplighter/contract';
import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { deviceWorkbook, importFile, readWorkbook } from '../../test/excel-fixture';
import { addDevice, addGroup, addProject, uniqueName } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { devices } from '../devices/devices.table';

let t: TestApp;
let a: CreatedAccount;
let b: CreatedAccount;
let demo: CreatedAccount;
let controller: CreatedAccount;
let pA: { id: number; name: string };
let pB: { id: number; name: string };
let gA: { id: number; name: string };

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'xls_tenant_a' });
  b = await createAccount(t, admin, { username: 'xls_tenant_b' });
  demo = await createAccount(t, a.token, { username: 'xls_demo', role: 'demo' });
  controller = await createAccount(t, a.token, { username: 'xls_control', role: 'controller' });
  pA = await addProject(t, a.token);
  pB = await addProject(t, b.token);
  gA = await addGroup(t, a.token, pA.id);
});
afterAll(() => t.close());

const good = (extra: Record<string, string | number | Date> = {}) => ({
  devicecode: uniqueName('XL'),
  devicename: 'Imported lamp',
  devicetype: 'Photovoltaic street lamp',
  projectid: pA.name,
  ...extra,
});

async function stored(codes: string[]) {
  return t.store.db
    .select({ code: devices.code, groupId: devices.groupId, accountId: devices.accountId })
    .from(devices)
    .where(inArray(devices.code, codes));
}

const xlsx = async (rows: Record<string, string | number | Date>[], header?: 'key' | 'en' | 'zh') => ({
  name: 'devices.xlsx',
  data: await deviceWorkbook(rows, header),
});

/** A zip of deflated entries; `declared` may lie about an entry's unpacked size. */
function zipOf(entries: { name: string; data: Buffer; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = deflateRawSync(entry.data);
    const declared = entry.declared ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MB = 1024 * 1024;

describe('who may import, and what is not a workbook', () => {
  it('answers 401 without a token and 2001 for roles without device:import', async () => {
    const file = await xlsx([good()]);
    const anonymous = await importFile(t, undefined, file);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body.status).toBe(2003);
    for (const account of [demo, controller]) {
      const refused = await importFile(t, account.token, file);
      expect(refused.statusCode).toBe(403);
      expect(refused.body.status).toBe(2001);
    }
  });

  it('answers 400 without a file, for a wrong name, a wrong content and an unknown mode', async () => {
    const cases: [Awaited<ReturnType<typeof importFile>>, string][] = [
      [await importFile(t, a.token, undefined), 'no file was uploaded'],
      [
        await importFile(t, a.token, { name: 'devices.csv', data: Buffer.from('a,b\n1,2') }),
        'only xls or xlsx',
      ],
      [
        await importFile(t, a.token, { name: 'devices.xlsx.exe', data: (await xlsx([good()])).data }),
        'only xls or xlsx',
      ],
      [
        await importFile(t, a.token, { name: 'devices.xlsx', data: Buffer.from('devicecode,devicename') }),
        'only xls or xlsx',
      ],
      [
        await importFile(t, a.token, { name: 'devices.xlsx', data: Buffer.from('PK\u0003\u0004 broken') }),
        'not a readable',
      ],
    ];
    for (const [answer, message] of cases) {
      expect(answer.statusCode, message).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    const mode = await importFile(t, a.token, await xlsx([good()]), { mode: 'some' });
    expect(mode.statusCode).toBe(400);
    expect(mode.body.message).toMatch(/^mode: /);
  });

  it('refuses a legacy .xls (OLE2) with a request to save it as .xlsx', async () => {
    const ole2 = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(4096)]);
    const answer = await importFile(t, a.token, { name: 'devices.xls', data: ole2 }, { lang: 'zh' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.key).toBe('error.templateUnreadable');
    expect(answer.body.message).toContain('save it as .xlsx');
  });

  it('answers 413 error.templateSize over 5 MB', async () => {
    const big = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(TEMPLATE_MAX_BYTES)]);
    const answer = await importFile(t, a.token, { name: 'devices.xlsx', data: big });
    expect(answer.statusCode).toBe(413);
    expect(answer.body).toMatchObject({
      status: 413,
      key: 'error.templateSize',
      message: 'the file exceeds 5 MB',
    });
  });

  it('refuses zip bombs before unpacking: too large unpacked, a size that lies, too many entries', async () => {
    const sheet = 'xl/worksheets/sheet1.xml';
    const cases = [
      zipOf([{ name: sheet, data: Buffer.alloc(101 * MB) }]),
      zipOf([
        { name: sheet, data: Buffer.alloc(60 * MB) },
        { name: 'b.xml', data: Buffer.alloc(60 * MB) },
      ]),
      zipOf([{ name: sheet, data: Buffer.alloc(50 * MB), declared: 1000 }]),
      zipOf(
        Array.from({ length: 2001 }, (_, index) => ({ name: `x/${index}.xml`, data: Buffer.from('<a/>') })),
      ),
    ];
    for (const data of cases) {
      const answer = await importFile(t, a.token, { name: 'bomb.xlsx', data });
      expect(answer.statusCode).toBe(400);
      expect(answer.body.key).toBe('error.templateBomb');
      expect(answer.body.message).toBe('the file unpacks to too much data and was refused');
    }
  });

  it('refuses an empty workbook, a sheet without the columns, and too many rows', async () => {
    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('Devices');
    const none = await importFile(t, a.token, {
      name: 'e.xlsx',
      data: Buffer.from(await empty.xlsx.writeBuffer()),
    });
    expect(none.statusCode).toBe(400);
    expect(none.body.key).toBe('error.templateEmpty');
    const headerOnly = await importFile(t, a.token, await xlsx([]));
    expect(headerOnly.body.key).toBe('error.templateEmpty');
    const other = new ExcelJS.Workbook();
    other.addWorksheet('People').addRows([
      ['name', 'age'],
      ['Ann', 30],
    ]);
    const columns = await importFile(t, a.token, {
      name: 'p.xlsx',
      data: Buffer.from(await other.xlsx.writeBuffer()),
    });
    expect(columns.statusCode).toBe(400);
    expect(columns.body.message).toContain('missing: devicecode, devicename, devicetype, projectid');
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, index) => ({ devicecode: `Z${index}` }));
    const tooMany = await importFile(t, a.token, await xlsx(rows));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.key).toBe('error.templateTooManyRows');
  });
});

describe('rows checked as the form checks them', () => {
  it('mode all: one bad row and nothing is imported; the report names row, field and reason in zh', async () => {
    const rows = [
      good(),
      good({ latitude: 95, longitude: 120 }),
      good({ devicetype: 'Teapot', packageexpire: '2026-02-30' }),
    ];
    const answer = await importFile(t, a.token, await xlsx(rows), { lang: 'zh' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.status).toBe(200);
    expect(answer.body.message).toBe('有2行存在错误，未导入任何数据');
    expect(answer.body.data).toEqual({
      total: 3,
      imported: 0,
      skipped: 3,
      problems: [
        { row: 3, field: 'latitude', reason: '纬度须在 -90 到 90 之间' },
        { row: 4, field: 'devicetype', reason: '请选择设备类型' },
        { row: 4, field: 'packageexpire', reason: '套餐到期时间须为日期，例如 2026-12-31' },
      ],
    });
    expect(await stored(rows.map((row) => row.devicecode))).toEqual([]);
  });

  it('mode valid: the good rows are imported with tokens, the others reported in English', async () => {
    const rows = [
      good({ groupid: gA.name, isnbiot: '是' }),
      good({ latitude: 95, longitude: 120 }),
      good({ devicetype: 2 }),
    ];
    const answer = await importFile(t, a.token, await xlsx(rows, 'zh'), { mode: 'valid' });
    expect(answer.body.message).toBe('2 devices imported');
    expect(answer.body.data).toMatchObject({ total: 3, imported: 2, skipped: 1 });
    expect(answer.body.data.problems).toEqual([
      { row: 3, field: 'latitude', reason: 'latitude must be between -90 and 90' },
    ]);
    const saved = await stored(rows.map((row) => row.devicecode));
    expect(saved.map((row) => row.code).sort()).toEqual([rows[0]?.devicecode, rows[2]?.devicecode].sort());
    expect(saved.find((row) => row.code === rows[0]?.devicecode)?.groupId).toBe(gA.id);
    expect(JSON.stringify(answer.body)).not.toMatch(/token"/);
  });

  it('reports numbers repeated in the file and numbers already in use', async () => {
    const { device } = await addDevice(t, b.token, pB.id);
    const repeated = uniqueName('XL');
    const rows = [
      good({ devicecode: repeated }),
      good({ devicecode: repeated }),
      good({ devicecode: device.devicecode }),
    ];
    const answer = await importFile(t, a.token, await xlsx(rows, 'key'));
    expect(answer.body.data.imported).toBe(0);
    expect(answer.body.data.problems).toEqual([
      { row: 3, field: 'devicecode', reason: `device number ${repeated} appears more than once` },
      { row: 4, field: 'devicecode', reason: `device number ${device.devicecode} already exists` },
    ]);
    const valid = await importFile(t, a.token, await xlsx(rows), { mode: 'valid' });
    expect(valid.body.data.imported).toBe(1);
  });

  it("never places a device in another account tree's project, by name or by id", async () => {
    const rows = [
      good({ projectid: pB.name }),
      good({ projectid: pB.id }),
      good({ groupid: 'No such lane' }),
    ];
    const answer = await importFile(t, a.token, await xlsx(rows), { mode: 'valid' });
    expect(answer.body.data.imported).toBe(0);
    expect(answer.body.data.problems).toEqual([
      { row: 2, field: 'projectid', reason: 'no such project in your account tree' },
      { row: 3, field: 'projectid', reason: 'no such project in your account tree' },
      { row: 4, field: 'groupid', reason: 'no such group in your account tree' },
    ]);
  });

  it('reads the value a person sees: dates as dates or text, formulas by their result, a quoted formula as text', async () => {
    const code = uniqueName('XL');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Devices');
    sheet.addRow([
      'devicecode',
      '设备名称',
      'Device type',
      'project',
      'packageexpire',
      'installdate',
      'remark',
    ]);
    sheet.addRow([
      code,
      { formula: 'CONCAT("Lamp ","7")', result: 'Lamp 7' },
      '光伏路灯',
      String(pA.id),
      new Date(Date.UTC(2027, 5, 30)),
      '2026/5/1',
      '\'=HYPERLINK("x")',
    ]);
    const answer = await importFile(t, a.token, {
      name: 'd.xlsx',
      data: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    expect(answer.body.data, JSON.stringify(answer.body.data.problems)).toMatchObject({ imported: 1 });
    const detail = await t.get('/remote/device/detail', { token: a.token, query: { devicecode: code } });
    expect(detail.body.data).toMatchObject({
      devicename: 'Lamp 7',
      devicetype: 1,
      packageexpire: '2027-06-30',
      installdate: '2026-05-01',
      remark: '=HYPERLINK("x")',
    });
  });

  // How fast is measured by bench/inventory.bench.ts, not here.
  it('imports 10,000 rows in one go', { timeout: 120_000 }, async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) =>
      good({
        devicecode: `BULK-${process.pid}-${index}`,
        longitude: 116 + index / 1e4,
        latitude: 39.9,
        packageexpire: '2027-12-31',
      }),
    );
    const file = await xlsx(rows);
    const answer = await importFile(t, a.token, file, { mode: 'all' });
    expect(answer.body.data).toMatchObject({ total: 10_000, imported: 10_000, problems: [] });
    const list = await t.get('/remote/device/list', {
      token: a.token,
      query: { keyword: `BULK-${process.pid}-`, pagesize: 1 },
    });
    expect(list.body.data[0].total).toBe(10_000);
  });
});

describe('the template', () => {
  it('answers 401 without a token and an xlsx with the columns in the language asked', async () => {
    expect((await t.get('/remote/excel/template')).statusCode).toBe(401);
    for (const [lang, first] of [
      ['zh-CN', '设备编号'],
      ['en', 'Device number'],
    ] as const) {
      const answer = await t.get('/remote/excel/template', {
        token: a.token,
        headers: { 'accept-language': lang },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('spreadsheetml');
      expect(answer.headers['content-disposition']).toContain(
        'attachment; filename="device-import-template.xlsx"',
      );
      const { workbook, rows } = await readWorkbook(answer.raw.rawPayload);
      expect(rows[0]?.[0]).toBe(first);
      expect(workbook.worksheets.map((sheet) => sheet.state)).toEqual(['visible', 'visible', 'hidden']);
      const lists = workbook.worksheets[2];
      expect(lists?.getColumn(2).values).toContain(pA.name);
      expect(lists?.getColumn(2).values).not.toContain(pB.name);
      const devicesSheet = workbook.worksheets[0];
      expect(devicesSheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(devicesSheet?.getCell('I2').dataValidation).toMatchObject({ type: 'list', formulae: ['"0,1"'] });
    }
  });

  it('imports again once filled, in either language', async () => {
    const answer = await t.get('/remote/excel/template', {
      token: a.token,
      headers: { 'accept-language': 'zh' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.raw.rawPayload as unknown as ArrayBuffer);
    const code = uniqueName('TPL');
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the template has no sheet');
    sheet.getRow(2).values = [code, '模板灯', '市电路灯', pA.name, gA.name];
    const imported = await importFile(t, a.token, {
      name: 't.xlsx',
      data: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    expect(imported.body.data, JSON.stringify(imported.body.data.problems)).toMatchObject({
      total: 1,
      imported: 1,
    });
    expect((await stored([code]))[0]?.groupId).toBe(gA.id);
  });
});

describe('the report reads well with the shape of the contract', () => {
  it('keeps the header row as row 1', async () => {
    const answer = await importFile(t, a.token, await xlsx([good({ devicename: '' })]));
    expect(answer.body.data.problems).toEqual([
      { row: 2, field: 'devicename', reason: 'please enter the name' },
    ]);
  });
});
