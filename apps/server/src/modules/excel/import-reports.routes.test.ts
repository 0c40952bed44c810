import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { deviceWorkbook, importFile } from '../../test/excel-fixture';
import { addDevice, addProject, uniqueName } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let east: CreatedAccount;
let west: CreatedAccount;
let eastChild: CreatedAccount;
let eastViewer: CreatedAccount;
let project: { id: number; name: string };

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  east = await createAccount(t, admin, { username: 'report_east' });
  west = await createAccount(t, admin, { username: 'report_west' });
  eastChild = await createAccount(t, east.token, { username: 'report_east_child' });
  eastViewer = await createAccount(t, east.token, { username: 'report_east_demo', role: 'demo' });
  project = await addProject(t, east.token);
});
afterAll(() => t.close());

const lamp = (extra: Record<string, string | number> = {}) => ({
  devicecode: uniqueName('RP'),
  devicename: 'Imported lamp',
  devicetype: 'Photovoltaic street lamp',
  projectid: project.name,
  ...extra,
});

async function bell(token: string, lang: 'zh' | 'en') {
  const answer = await t.get('/remote/notification/getnotification', {
    token,
    headers: { 'accept-language': lang },
  });
  return answer.body.data[0].list as {
    notificationtitle: string;
    notificationcontent: string;
    jumpPath: string;
  }[];
}

const reportOf = (token: string, id: number | string, lang: 'zh' | 'en' = 'en') =>
  t.get('/remote/excel/importReport', { token, query: { id }, headers: { 'accept-language': lang } });

const reportId = (jumpPath: string) => Number(new URL(jumpPath, 'http://x').searchParams.get('importreport'));

describe('an import that left rows out', () => {
  let id: number;
  let taken: string;

  beforeAll(async () => {
    taken = (await addDevice(t, west.token, (await addProject(t, west.token)).id)).device.devicecode;
    const rows = [lamp(), lamp({ longitude: 120.1, latitude: 123 }), lamp({ devicecode: taken }), lamp()];
    const answer = await importFile(
      t,
      east.token,
      { name: '东区路灯.xlsx', data: await deviceWorkbook(rows) },
      { mode: 'valid' },
    );
    expect(answer.body.data).toMatchObject({ total: 4, imported: 2, skipped: 2 });
    const [newest] = await bell(east.token, 'en');
    id = reportId(newest?.jumpPath ?? '');
  });

  it("tells the importer's account in its language, leading to the device list with the report", async () => {
    const [english] = await bell(east.token, 'en');
    expect(english).toMatchObject({
      notificationtitle: 'Import of 东区路灯.xlsx: 2 of 4 rows not imported',
      notificationcontent: '2 devices added; open the report for the row, column and reason of each problem',
      jumpPath: `/device/list?importreport=${id}`,
    });
    const [chinese] = await bell(east.token, 'zh');
    expect(chinese?.notificationtitle).toBe('导入 东区路灯.xlsx：4 行中 2 行未导入');
  });

  it('keeps the report, read in the language asked, database refusals included', async () => {
    const english = await reportOf(east.token, id);
    expect(english.statusCode).toBe(200);
    expect(english.body.data).toMatchObject({
      id,
      filename: '东区路灯.xlsx',
      mode: 'valid',
      total: 4,
      imported: 2,
      skipped: 2,
      problems: [
        { row: 3, field: 'latitude', reason: 'latitude must be between -90 and 90' },
        { row: 4, field: 'devicecode', reason: `device number ${taken} already exists` },
      ],
    });
    expect(Date.parse(english.body.data.createtime)).not.toBeNaN();
    const chinese = await reportOf(east.token, id, 'zh');
    expect(chinese.body.data.problems[0].reason).toBe('纬度须在 -90 到 90 之间');
  });

  it('is seen from above, not by a sibling, a child or a role without import', async () => {
    const admin = await t.signIn('admin', ADMIN_PASSWORD);
    expect((await reportOf(admin, id)).statusCode).toBe(200);
    for (const other of [west, eastChild]) {
      const refused = await reportOf(other.token, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.body.key).toBe('error.notFound');
    }
    expect((await reportOf(eastViewer.token, id)).statusCode).toBe(403);
    expect((await reportOf(east.token, 'seven')).statusCode).toBe(400);
    expect((await reportOf(east.token, 2_000_000_000)).statusCode).toBe(404);
  });
});

describe('an import without problems, or refused whole', () => {
  it('tells no one when every row was imported', async () => {
    const before = await bell(eastChild.token, 'en');
    const childProject = await addProject(t, eastChild.token);
    const rows = [lamp({ projectid: childProject.name }), lamp({ projectid: childProject.name })];
    const answer = await importFile(t, eastChild.token, {
      name: 'clean.xlsx',
      data: await deviceWorkbook(rows),
    });
    expect(answer.body.data).toMatchObject({ imported: 2, problems: [] });
    expect(await bell(eastChild.token, 'en')).toEqual(before);
  });

  it('keeps the report of a file refused for one bad row in mode all', async () => {
    const childProject = await addProject(t, eastChild.token);
    const rows = [lamp({ projectid: childProject.name }), lamp({ projectid: 'nowhere' })];
    const answer = await importFile(t, eastChild.token, {
      name: 'refused.xlsx',
      data: await deviceWorkbook(rows),
    });
    expect(answer.body.data).toMatchObject({ imported: 0, skipped: 2 });
    const [told] = await bell(eastChild.token, 'en');
    expect(told?.notificationtitle).toBe('Import of refused.xlsx: 2 of 2 rows not imported');
    const report = await reportOf(eastChild.token, reportId(told?.jumpPath ?? ''));
    expect(report.body.data).toMatchObject({
      mode: 'all',
      problems: [{ row: 3, field: 'projectid', reason: 'no such project in your account tree' }],
    });
    expect((await reportOf(east.token, report.body.data.id)).statusCode).toBe(200);
  });

  it('answers a file that cannot be read with its reason, keeping nothing', async () => {
    const before = await bell(east.token, 'en');
    const answer = await importFile(t, east.token, { name: 'x.xlsx', data: Buffer.from('not a zip') });
    expect(answer.statusCode).toBe(400);
    expect(await bell(east.token, 'en')).toEqual(before);
  });
});
