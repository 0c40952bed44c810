import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { openPage, PHONE, shoot, signedIn } from './pages';
import { type RunningPlatform, sharedPlatform } from './platform';

let platform: RunningPlatform;
let browser: Browser;

beforeAll(async () => {
  platform = await sharedPlatform();
  browser = await launchBrowser();
  const bearer = await bearerOf(platform.url);
  const project = await callApi(platform.url, '/remote/project/add', bearer, { name: 'Audited quay' });
  expect(project.status, project.message).toBe(200);
  const group = await callApi(platform.url, '/remote/group/add', bearer, {
    projectid: String(project.data.id),
    name: 'Audited berth',
  });
  expect(group.status, group.message).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** The names of the actions the list shows, each once. */
async function actionsShown(page: Page): Promise<string[]> {
  const cells = await page.locator('.ant-table-row td:nth-child(4)').allTextContents();
  return [...new Set(cells)].sort();
}

/** Opens the action filter, searches for `name` and picks the entry of exactly that name. */
async function filterBy(page: Page, name: string) {
  const filter = page.getByLabel('操作', { exact: true });
  await filter.click();
  await filter.fill(name);
  await page.locator('.ant-select-tree-title').getByText(name, { exact: true }).click();
  await page.getByRole('button', { name: /搜\s*索/ }).click();
}

describe('the audit log', () => {
  it('names the actions in the reader’s language and filters by one, or by all of an area', async () => {
    const page = await signedIn(await openPage(browser, 'zh'), platform.url, '/system/audit');
    await page.getByRole('cell', { name: '新增分组', exact: true }).first().waitFor();
    expect(await page.getByRole('cell', { name: /^(project|group)\.add$/ }).count()).toBe(0);

    await filterBy(page, '新增项目');
    await expect.poll(() => actionsShown(page)).toEqual(['新增项目']);
    await shoot(page, 'audit-filter-action-zh-desktop');

    const filter = page.getByLabel('操作', { exact: true });
    await filter.click();
    await filter.fill('分组');
    const area = page.locator('.ant-select-tree-title').getByText('分组', { exact: true });
    await page.locator('.ant-select-tree-title').getByText('删除分组', { exact: true }).waitFor();
    await shoot(page, 'audit-filter-search-zh-desktop');
    await area.click();
    await page.locator('.ant-select-content').getByText('分组：全部').waitFor();
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect.poll(() => actionsShown(page)).toEqual(['新增分组']);

    await page.setViewportSize({ width: PHONE, height: 844 });
    await shoot(page, 'audit-filter-area-zh-390');
    await page.context().close();
  });
});
