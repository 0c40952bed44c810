import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { DESKTOP, type Lang, NARROW, openPage, shoot, signedIn } from './pages';
import { type RunningPlatform, sharedPlatform } from './platform';
import { choose } from './select';

let platform: RunningPlatform;
let browser: Browser;
let project: { id: number; name: string };
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-excel-'));

beforeAll(async () => {
  platform = await sharedPlatform();
  browser = await launchBrowser();
  const bearer = await bearerOf(platform.url);
  const answer = await callApi(platform.url, '/remote/project/add', bearer, { name: 'Lantern Street' });
  expect(answer.status, answer.message).toBe(200);
  project = answer.data;
  await callApi(platform.url, '/remote/group/add', bearer, {
    projectid: String(project.id),
    name: 'North side',
  });
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

const button = (page: Page, name: RegExp) => page.getByRole('button', { name });
const words = {
  zh: {
    import: /^(upload )?导\s*入$/,
    start: /^开始导入$/,
    valid: '仅导入正确的行',
    export: /导\s*出/,
    list: '当前列表',
  },
  en: {
    import: /^(upload )?Import$/,
    start: /^Start import$/,
    valid: 'Import the valid rows only',
    export: /Export/,
    list: 'This list',
  },
};

async function openDevices(lang: Lang, width = DESKTOP): Promise<Page> {
  const page = await signedIn(await openPage(browser, lang, width), platform.url, '/device/list');
  await page.locator('.ant-table-wrapper').waitFor();
  return page;
}

/** Waits for the download that `action` starts and answers its bytes. */
async function downloaded(page: Page, action: () => Promise<void>): Promise<{ name: string; data: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  const file = path.join(folder, download.suggestedFilename());
  await download.saveAs(file);
  return { name: download.suggestedFilename(), data: fs.readFileSync(file) };
}

/** The first sheet's rows of a downloaded xlsx, as arrays of cell values. */
async function sheetRows(data: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The template as the screen gives it, with one good row and one whose latitude is 95. */
async function filledTemplate(template: Buffer, good: string, bad: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  const header = (sheet.getRow(1).values as string[]).slice(1);
  const put = (row: number, values: Record<string, string | number>) => {
    for (const [label, value] of Object.entries(values))
      sheet.getRow(row).getCell(header.indexOf(label) + 1).value = value;
  };
  put(2, {
    设备编号: good,
    设备名称: 'Lantern 1',
    设备类型: '光伏路灯',
    项目: project.name,
    分组: 'North side',
  });
  put(3, {
    设备编号: bad,
    设备名称: 'Lantern 2',
    设备类型: '光伏路灯',
    项目: project.name,
    经度: 120.1,
    纬度: 95,
  });
  const file = path.join(folder, 'filled.xlsx');
  fs.writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));
  return file;
}

async function importIn(page: Page, lang: Lang, file: string, mode: 'all' | 'valid') {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles(file);
  if (mode === 'valid') await dialog.getByText(words[lang].valid).click();
  await button(page, words[lang].start).click();
  await dialog.locator('.ant-alert').waitFor();
  return dialog;
}

describe('Excel import and export on the Device screen', () => {
  let filled = '';

  it('downloads the template, imports it all-or-nothing, reads the report, then the valid rows', async () => {
    const page = await openDevices('zh');
    await button(page, words.zh.import).click();
    const template = await downloaded(page, () => button(page, /下载模板/).click());
    expect(template.name).toBe('设备导入模板.xlsx');
    filled = await filledTemplate(template.data, 'LANTERN-1', 'LANTERN-2');

    const dialog = await importIn(page, 'zh', filled, 'all');
    await expect
      .poll(() => dialog.locator('.ant-alert').textContent())
      .toContain('有1行存在错误，未导入任何数据');
    const cells = await dialog.locator('.ant-table-tbody tr').first().locator('td').allTextContents();
    expect(cells).toEqual(['3', '纬度', '纬度须在 -90 到 90 之间']);
    await shoot(page, 'excel-import-zh-desktop');

    await importIn(page, 'zh', filled, 'valid');
    await expect.poll(() => dialog.locator('.ant-alert').textContent()).toContain('成功导入1个设备');
    await expect.poll(() => dialog.locator('.ant-alert').textContent()).toContain('接入令牌');
    await dialog
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /^关\s*闭$/ })
      .click();
    await expect.poll(() => page.locator('.ant-table-tbody').textContent()).toContain('LANTERN-1');
    expect(await page.locator('.ant-table-tbody').textContent()).not.toContain('LANTERN-2');
  });

  it("leads from the importer's reminder back to the report, in both languages", async () => {
    const page = await openDevices('zh');
    await page.getByRole('button', { name: '消息', exact: true }).click();
    await page.getByText('导入 filled.xlsx：2 行中 2 行未导入').click();
    await page.waitForURL(/#\/device\/list\?importreport=\d+$/);
    const report = page.getByRole('dialog', { name: '导入报告' });
    await expect
      .poll(() => report.locator('.ant-alert').textContent())
      .toContain('有1行存在错误，未导入任何数据');
    const cells = await report.locator('.ant-table-tbody tr').first().locator('td').allTextContents();
    expect(cells).toEqual(['3', '纬度', '纬度须在 -90 到 90 之间']);
    await shoot(page, 'excel-report-zh-desktop');
    const link = new URL(page.url()).hash.slice(1);
    await report
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /^关\s*闭$/ })
      .click();
    await page.waitForURL(/#\/device\/list$/);

    const english = await signedIn(await openPage(browser, 'en', NARROW), platform.url, link);
    const inEnglish = english.getByRole('dialog', { name: 'Import report' });
    await inEnglish.getByText('latitude must be between -90 and 90').waitFor();
    await inEnglish.getByText(/^filled\.xlsx, imported .*Import nothing \(all or nothing\)$/).waitFor();
    await shoot(english, 'excel-report-en-900');
    await english.context().close();
    await page.context().close();
  });

  it("exports the list with the screen's filters and opens the file", async () => {
    const page = await openDevices('zh');
    await page.getByLabel('编号、名称、序列号或灯杆号').fill('LANTERN');
    const filtered = page.waitForResponse((answer) => answer.url().includes('keyword=LANTERN'));
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await filtered;
    await page.getByRole('row').filter({ hasText: 'LANTERN-1' }).waitFor();
    await page.getByRole('button', { name: words.zh.export }).click();
    const file = await downloaded(page, () => page.getByRole('menuitem', { name: words.zh.list }).click());
    expect(file.name).toMatch(/^设备列表-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await sheetRows(file.data);
    expect(rows[0]?.slice(0, 5)).toEqual(['设备编号', '设备名称', '设备类型', '项目', '分组']);
    expect(rows.slice(1).map((row) => row.slice(0, 5))).toEqual([
      ['LANTERN-1', 'Lantern 1', '光伏路灯', 'Lantern Street', 'North side'],
    ]);
  });

  it("exports a solar lamp list with the screen's value filter and order, and the lamps' values", async () => {
    const bearer = await bearerOf(platform.url);
    const lamps = { 'LXE-LOW-1': 18, 'LXE-LOW-2': 26, 'LXE-FULL': 92 };
    for (const [devicecode, batterySoc] of Object.entries(lamps)) {
      const added = await callApi(platform.url, '/remote/device/add', bearer, {
        projectid: String(project.id),
        devicetype: '1',
        devicecode,
        devicename: devicecode,
      });
      expect(added.status, added.message).toBe(200);
      const reported = await fetch(`${platform.url}/api/v1/${added.data.token}/telemetry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ batterySoc, loadPower: 20 }),
      });
      expect(reported.status).toBe(200);
    }
    const lowLamps = '/remote/device/list?keyword=LXE-&valuefield=batterysoc&valuemax=30';
    await expect.poll(async () => (await callApi(platform.url, lowLamps, bearer)).data[0].total).toBe(2);

    const page = await signedIn(await openPage(browser, 'zh'), platform.url, '/photovoltaic/device');
    const shownLamps = () =>
      page
        .locator('.ant-table-tbody tr.ant-table-row')
        .allTextContents()
        .then((rows) => rows.map((row) => row.match(/LXE-(LOW-\d|FULL)/)?.[0]));
    await page.getByLabel('编号、名称、序列号或灯杆号').fill('LXE-');
    await choose(page, page.locator('#device-filter'), '数值', '电池电量');
    await page.getByLabel('最大', { exact: true }).fill('30');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect.poll(shownLamps).toEqual(['LXE-LOW-2', 'LXE-LOW-1']);
    // Battery charge from low to high: the first click sorts from high to low, the second back.
    const charge = page.getByRole('columnheader', { name: /电池电量/ });
    await charge.click();
    await expect.poll(() => charge.getAttribute('aria-sort')).toBe('descending');
    await charge.click();
    await expect.poll(shownLamps).toEqual(['LXE-LOW-1', 'LXE-LOW-2']);
    await shoot(page, 'excel-lamp-export-zh-desktop');

    await page.getByRole('button', { name: words.zh.export }).click();
    const file = await downloaded(page, () => page.getByRole('menuitem', { name: words.zh.list }).click());
    const rows = await sheetRows(file.data);
    const chargeColumn = rows[0]?.indexOf('电池电量(%)') ?? -1;
    expect(rows.slice(1).map((row) => [row[0], row[chargeColumn]])).toEqual([
      ['LXE-LOW-1', 18],
      ['LXE-LOW-2', 26],
    ]);
    await page.context().close();
  });

  it('shows the dialog with a report in both languages, wide and narrow', async () => {
    for (const [lang, width, name] of [
      ['zh', NARROW, 'excel-import-zh-900'],
      ['en', DESKTOP, 'excel-import-en-desktop'],
      ['en', NARROW, 'excel-import-en-900'],
    ] as const) {
      const page = await openDevices(lang, width);
      await button(page, words[lang].import).click();
      const dialog = await importIn(page, lang, filled, 'all');
      await expect.poll(() => dialog.locator('.ant-table-tbody tr').count()).toBe(2);
      await shoot(page, name);
      await page.context().close();
    }
  });
});
