import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { type Lang, openPage, shoot, signedIn } from './pages';
import { type RunningPlatform, sharedPlatform } from './platform';

let platform: RunningPlatform;
let browser: Browser;
let bearer: string;

beforeAll(async () => {
  platform = await sharedPlatform();
  browser = await launchBrowser();
  bearer = await bearerOf(platform.url);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const call = (apiPath: string, authorization: string, form?: Record<string, string | string[]>) =>
  callApi(platform.url, apiPath, authorization, form);

/** A role with accounts holding it, put in place through the API as the administrator. */
async function roleWithAccounts(idenkey: string, usernames: string[], firstMobile: number) {
  const role = await call('/sys/role/add', bearer, {
    name: `Patrol ${idenkey}`,
    idenkey,
    permissions: ['warning:list'],
  });
  expect(role.status, role.message).toBe(200);
  const ids: number[] = [];
  for (const [index, username] of usernames.entries()) {
    const account = await call('/sys/account/add', bearer, {
      username,
      password: 'Patrol#Night58',
      mobile: String(firstMobile + index),
      roleid: String(role.data.id),
    });
    expect(account.status, account.message).toBe(200);
    ids.push(account.data.id);
  }
  return { id: role.data.id as number, accounts: ids };
}

async function roleCodeOf(accountId: number): Promise<string> {
  return (await call(`/sys/account/detail?id=${accountId}`, bearer)).data.rolecode;
}

const USERS_COLUMN = 4;

const rolePage = async (lang: Lang, width: number) =>
  signedIn(await openPage(browser, lang, width), platform.url, '/system/role');

describe('switching roles', () => {
  it('moves the accounts of a role to another one, then deletes the role, in Chinese', async () => {
    const night = await roleWithAccounts('night_patrol', ['patrol_one', 'patrol_two'], 13600001001);
    const page = await rolePage('zh', 1440);
    const row = page.getByRole('row').filter({ hasText: 'night_patrol' });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(USERS_COLUMN).textContent()).toBe('2');
    await row.getByRole('button', { name: '切换角色' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('将“Patrol night_patrol”的 2 个账号转移到').waitFor();
    await dialog.locator('.ant-select').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^用户$/ })
      .click();
    await shoot(page, 'role-switch-zh-desktop');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('已转移 2 个账号').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByRole('cell').nth(USERS_COLUMN).getByText('0', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: '切换角色' }).count()).toBe(0);
    for (const id of night.accounts) expect(await roleCodeOf(id)).toBe('user');
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await row.waitFor({ state: 'detached' });
    await page.getByText('删除成功').waitFor();
    await page.context().close();
  });

  it('offers the switch when a role in use is to be deleted, in English at 900 px', async () => {
    const day = await roleWithAccounts('day_patrol', ['patrol_day'], 13600002001);
    const page = await rolePage('en', 900);
    const row = page.getByRole('row').filter({ hasText: 'day_patrol' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Delete' }).click();
    const hint = page.locator('.ant-modal-confirm');
    await hint
      .getByText('1 account(s) still hold this role, so it cannot be deleted.', { exact: false })
      .waitFor();
    // A click while the hint still zooms in can be lost on a loaded machine: wait for it to settle.
    await expect
      .poll(async () => (await hint.getAttribute('class')) ?? '')
      .not.toMatch(/zoom-(appear|enter)/);
    await hint.getByRole('button', { name: 'Switch role' }).click();
    const dialog = page
      .getByRole('dialog')
      .filter({ hasText: 'Move the 1 account(s) of "Patrol day_patrol" to' });
    await dialog.waitFor();
    await dialog.locator('.ant-select').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^Controller$/ })
      .click();
    await shoot(page, 'role-switch-en-900');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByText('1 account(s) moved').waitFor();
    await row.getByRole('cell').nth(USERS_COLUMN).getByText('0', { exact: true }).waitFor();
    expect(await roleCodeOf(day.accounts[0] ?? 0)).toBe('controller');
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
    await row.waitFor({ state: 'detached' });
    const gone = await call(`/sys/role/detail?id=${day.id}`, bearer);
    expect(gone.status).toBe(404);
    await page.context().close();
  });
});
