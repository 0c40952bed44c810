import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { DESKTOP, type Lang, openPage, shoot, signIn } from './pages';
import { type RunningPlatform, startPlatform } from './platform';

let platform: RunningPlatform;
let browser: Browser;

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const newPage = (lang: Lang, width = DESKTOP) => openPage(browser, lang, width);

describe('signing in', () => {
  it('sends a visitor without a token to /login with the page as redirect, and back after sign-in', async () => {
    const page = await newPage('en');
    await page.goto(`${platform.url}/#/system/audit`);
    await page.waitForURL(/#\/login\?redirect=%2Fsystem%2Faudit$/);
    await page.getByRole('heading', { name: 'Lamplighter street-light platform' }).waitFor();
    await shoot(page, 'login-en-desktop');
    await signIn(page);
    await page.waitForURL(/#\/system\/audit$/);
    await page.getByRole('cell', { name: 'Sign-in', exact: true }).first().waitFor();
    await shoot(page, 'audit-en-desktop');
    await page.context().close();
  });

  it('shows the catalogue message for a wrong password, in Chinese', async () => {
    const page = await newPage('zh');
    await page.goto(`${platform.url}/#/login`);
    await signIn(page, 'admin', 'Wrong#pass1');
    await page.getByText('用户名或密码错误').waitFor();
    await shoot(page, 'login-zh-wrong-password');
    await page.context().close();
  });

  it('remembers the brand: logout from a /login-sy session returns to /login-sy with the page', async () => {
    const page = await newPage('zh');
    await page.goto(`${platform.url}/#/login-sy`);
    await page.getByRole('heading', { name: '智慧路灯管理平台（SY）' }).waitFor();
    await shoot(page, 'login-sy-zh-desktop');
    await signIn(page);
    await page.waitForURL(/#\/dashboard$/);
    await page.getByText('欢迎，Administrator').waitFor();
    await shoot(page, 'dashboard-zh-desktop');
    await page.getByText('Administrator', { exact: true }).hover();
    await page.getByText('退出登录').click();
    await page.waitForURL(/#\/login-sy\?redirect=%2Fdashboard$/);
    await page.context().close();
  });
});

describe('the layout', () => {
  it('has a 260 px sidebar on the desktop and a drawer at 900 px', async () => {
    const page = await newPage('en');
    await page.goto(`${platform.url}/#/login`);
    await signIn(page);
    await page.waitForURL(/#\/dashboard$/);
    const sider = page.locator('.ant-layout-sider');
    expect((await sider.boundingBox())?.width).toBe(260);
    await shoot(page, 'dashboard-en-desktop');
    await page.setViewportSize({ width: 900, height: 900 });
    await page.waitForFunction(() => document.querySelector('.ant-layout-sider') === null);
    await shoot(page, 'dashboard-en-900');
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await page.locator('.ant-drawer').getByText('System management').click();
    await page.locator('.ant-drawer').getByText('Audit log').click();
    await page.waitForURL(/#\/system\/audit$/);
    await page.waitForFunction(() => document.querySelector('.ant-drawer-open') === null);
    await shoot(page, 'audit-en-900');
    await page.context().close();
  });

  it('shows the Chinese screens at 900 px', async () => {
    const page = await newPage('zh', 900);
    await page.goto(`${platform.url}/#/login`);
    await shoot(page, 'login-zh-900');
    await signIn(page);
    await page.waitForURL(/#\/dashboard$/);
    await shoot(page, 'dashboard-zh-900');
    await page.goto(`${platform.url}/#/system/audit`);
    await page.getByText('审计日志').first().waitFor();
    await shoot(page, 'audit-zh-900');
    await page.context().close();
  });
});

describe('the personal center', () => {
  it('shows the account and changes the name, in both languages', async () => {
    const page = await newPage('zh');
    await page.goto(`${platform.url}/#/login`);
    await signIn(page);
    await page.waitForURL(/#\/dashboard$/);
    await page.getByText('欢迎，Administrator').waitFor();
    await page.getByText('Administrator', { exact: true }).hover();
    await page.getByText('个人中心').click();
    await page.waitForURL(/#\/profile$/);
    await page.getByText('基本信息').waitFor();
    const nameInput = page.locator('#realname');
    await nameInput.fill('夜班 王工');
    await page
      .getByRole('button', { name: /保\s*存/ })
      .first()
      .click();
    await page.locator('.ant-descriptions').getByText('夜班 王工').waitFor();
    await shoot(page, 'profile-zh-desktop');
    await page.setViewportSize({ width: 900, height: 900 });
    await shoot(page, 'profile-zh-900');
    await page.locator('input[type=file]').setInputFiles({
      name: 'face.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await page.getByText('上传成功').waitFor();
    // The top bar shows the new avatar from its signed link, which loads without a token.
    await expect
      .poll(() => page.locator('.app-layout__user img').getAttribute('src'))
      .toMatch(/^\/prod-api\/sys\/user\/face\?account=\d+&v=[1-9]\d*&expires=\d+&sig=/);
    await page.waitForFunction(
      () => (document.querySelector<HTMLImageElement>('.app-layout__user img')?.naturalWidth ?? 0) > 0,
    );
    await page.getByText('EN', { exact: true }).click();
    await page.getByText('Basic information').waitFor();
    await page.waitForURL(/#\/profile$/);
    await shoot(page, 'profile-en-900');
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot(page, 'profile-en-desktop');
    await page.context().close();
  });
});

describe('account management', () => {
  it('creates, disables and deletes an account, with the confirmation', async () => {
    const page = await newPage('en');
    await page.goto(`${platform.url}/#/login?redirect=%2Fsystem%2Faccount`);
    await signIn(page);
    await page.waitForURL(/#\/system\/account$/);
    await page.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    await shoot(page, 'accounts-en-desktop');
    await page.getByRole('button', { name: 'New account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Account', { exact: true }).fill('night_shift');
    await dialog.getByLabel('Password', { exact: true }).fill('Night#Shift58');
    await dialog.getByLabel('Phone').fill('13912345678');
    await dialog.locator('.ant-form-item').filter({ hasText: /^Role/ }).locator('.ant-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Controller' }).click();
    await shoot(page, 'account-form-en-desktop');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('cell', { name: 'night_shift', exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'night_shift' });
    await row.getByRole('button', { name: 'Disable' }).click();
    await row.getByText('Disabled').waitFor();
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('deletion cannot be undone, sure?').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('deletion cancelled').waitFor();
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('cell', { name: 'night_shift', exact: true }).waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 900, height: 900 });
    await shoot(page, 'accounts-en-900');
    await page.getByText('中文', { exact: true }).click();
    await page.getByText('账号管理').first().waitFor();
    await shoot(page, 'accounts-zh-900');
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot(page, 'accounts-zh-desktop');
    await page.context().close();
  });
});

describe('role management', () => {
  it('creates a role from the permission tree and deletes it', async () => {
    const page = await newPage('en');
    await page.goto(`${platform.url}/#/login?redirect=%2Fsystem%2Frole`);
    await signIn(page);
    await page.waitForURL(/#\/system\/role$/);
    await page.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    await shoot(page, 'roles-en-desktop');
    await page.getByRole('button', { name: 'New role' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Night crew');
    await dialog.getByLabel('Role key').fill('night_crew');
    await dialog.getByText('Warnings', { exact: true }).waitFor();
    await dialog
      .locator('.ant-tree-treenode')
      .filter({ hasText: /^Warnings$/ })
      .locator('.ant-tree-checkbox')
      .click();
    await shoot(page, 'role-form-en-desktop');
    await dialog.getByRole('button', { name: 'OK' }).click();
    const row = page.getByRole('row').filter({ hasText: 'night_crew' });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('2');
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByText('中文', { exact: true }).click();
    await page.getByText('角色管理').first().waitFor();
    await shoot(page, 'roles-zh-desktop');
    await page.setViewportSize({ width: 900, height: 900 });
    await shoot(page, 'roles-zh-900');
    await page.context().close();
  });
});

describe('a demo account', () => {
  it('sees no buttons that change anything, and the API refuses it', async () => {
    const call = (apiPath: string, token: string, form?: Record<string, string>) =>
      callApi(platform.url, apiPath, token, form);
    const bearer = await bearerOf(platform.url);
    const roles = await call('/sys/role/list?pagesize=100', bearer);
    const demoRole = roles.data[0].list.find((role: { idenkey: string }) => role.idenkey === 'demo');
    const created = await call('/sys/account/add', bearer, {
      username: 'demo_visitor',
      password: 'Demo#Visit58',
      mobile: '13700001111',
      roleid: String(demoRole.id),
    });
    expect(created.status).toBe(200);

    const page = await newPage('en');
    await page.goto(`${platform.url}/#/login?redirect=%2Fsystem%2Faccount`);
    await signIn(page, 'demo_visitor', 'Demo#Visit58');
    await page.waitForURL(/#\/system\/account$/);
    await page.getByRole('cell', { name: 'demo_visitor', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'New account' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await shoot(page, 'accounts-demo-en-desktop');
    // A path that is no screen of the product leads home without a word; a screen the role lacks says so.
    await page.goto(`${platform.url}/#/no/such/screen`);
    await page.waitForURL(/#\/dashboard$/);
    await page.getByRole('main').waitFor();
    expect(await page.getByText('Insufficient permissions!').count()).toBe(0);
    await page.goto(`${platform.url}/#/system/audit`);
    await page.getByText('Insufficient permissions!').waitFor();
    await page.waitForURL(/#\/dashboard$/);
    const demo = await bearerOf(platform.url, 'demo_visitor', 'Demo#Visit58');
    const refused = await call('/sys/account/add', demo, {
      username: 'sneaky_one',
    });
    expect(refused.status).toBe(2001);
    await page.context().close();
  });
});

describe('brand management', () => {
  it("changes a brand's titles and colour, and its sign-in page shows them", async () => {
    const page = await newPage('en');
    await page.goto(`${platform.url}/#/login?redirect=%2Fsystem%2Fbrand`);
    await signIn(page);
    await page.waitForURL(/#\/system\/brand$/);
    await page.getByRole('cell', { name: 'glzm', exact: true }).waitFor();
    await shoot(page, 'brands-en-desktop');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'jty', exact: true }) });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title (English)').fill('Jinan Street Lighting');
    await dialog.getByLabel('Title (Chinese)').fill('济南路灯管理平台');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('cell', { name: 'Jinan Street Lighting' }).waitFor();
    await page.setViewportSize({ width: 900, height: 900 });
    await shoot(page, 'brands-en-900');
    await page.context().close();
    const visitor = await newPage('zh');
    await visitor.goto(`${platform.url}/#/login-jty`);
    await visitor.getByRole('heading', { name: '济南路灯管理平台' }).waitFor();
    await shoot(visitor, 'login-jty-zh-desktop');
    await visitor.context().close();
  });
});

describe('menu management', () => {
  it('adds an entry below System management and deletes it', async () => {
    const page = await newPage('zh');
    await page.goto(`${platform.url}/#/login?redirect=%2Fsystem%2Fmenu`);
    await signIn(page);
    await page.waitForURL(/#\/system\/menu$/);
    await page.getByRole('cell', { name: 'system/account/index' }).waitFor();
    await shoot(page, 'menus-zh-desktop');
    const system = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'System', exact: true }) });
    await system.getByRole('button', { name: '添加子菜单' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('标题（中文）').fill('夜间巡检');
    await dialog.getByLabel('标题（英文）').fill('Night patrol');
    await dialog.getByLabel('路径').fill('night-patrol');
    await dialog.getByLabel('组件', { exact: true }).fill('system/audit/index');
    await dialog.getByLabel('路由名称').fill('NightPatrol');
    await shoot(page, 'menu-form-zh-desktop');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'NightPatrol', exact: true }) });
    await row.waitFor();
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await row.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 900, height: 900 });
    await page.getByText('EN', { exact: true }).click();
    await page.getByText('Menu management').first().waitFor();
    await shoot(page, 'menus-en-900');
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot(page, 'menus-en-desktop');
    await page.context().close();
  });
});

describe('the tags bar', () => {
  it('keeps visited views, never closes Home, and closes others from the context menu', async () => {
    const page = await newPage('en');
    await page.goto(`${platform.url}/#/login?redirect=%2Fsystem%2Faccount`);
    await signIn(page);
    await page.getByRole('tab', { name: 'Account management' }).waitFor();
    await page.goto(`${platform.url}/#/system/role`);
    await page.getByRole('tab', { name: 'Role management' }).waitFor();
    await page.goto(`${platform.url}/#/system/audit`);
    const tags = page.locator('.tags-bar__tag');
    await page.getByRole('tab', { name: 'Audit log' }).waitFor();
    expect(await tags.allTextContents()).toEqual([
      'Home',
      'Account management',
      'Role management',
      'Audit log',
    ]);
    expect(await page.getByRole('tab', { name: 'Home' }).locator('.tags-bar__close').count()).toBe(0);
    await shoot(page, 'tags-bar-en-desktop');
    await page.getByRole('tab', { name: 'Role management' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close others' }).click();
    await page.waitForURL(/#\/system\/role$/);
    expect(await tags.allTextContents()).toEqual(['Home', 'Role management']);
    // The context menu sits over the tag it was opened on until it has gone.
    await page.locator('.ant-dropdown-menu').waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Role management' }).locator('.tags-bar__close').click();
    await expect.poll(() => tags.allTextContents()).toEqual(['Home']);
    await page.waitForURL(/#\/dashboard$/);
    await page.context().close();
  });

  it('refreshes a view in place and closes all but the affixed Home', async () => {
    const page = await newPage('en');
    await page.goto(`${platform.url}/#/login?redirect=%2Fsystem%2Faudit`);
    await signIn(page);
    await page.getByRole('cell', { name: 'Sign-in', exact: true }).first().waitFor();
    await page.goto(`${platform.url}/#/system/account`);
    await page.getByRole('cell', { name: 'admin', exact: true }).first().waitFor();
    const audits = page.waitForResponse((answer) => answer.url().includes('/sys/audit/list'));
    await page.getByRole('tab', { name: 'Audit log' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Refresh' }).click();
    await audits;
    await page.waitForURL(/#\/system\/audit$/);
    await page.getByRole('tab', { name: 'Audit log' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close all' }).click();
    await page.waitForURL(/#\/dashboard$/);
    expect(await page.locator('.tags-bar__tag').allTextContents()).toEqual(['Home']);
    await page.context().close();
  });
});

describe('the breadcrumb', () => {
  it('starts at Home, and neither the noRedirect parent nor the last item is a link', async () => {
    const page = await newPage('zh');
    await page.goto(`${platform.url}/#/login?redirect=%2Fsystem%2Frole`);
    await signIn(page);
    const crumbs = page.locator('.ant-breadcrumb li:not(.ant-breadcrumb-separator)');
    await page.getByRole('tab', { name: '角色管理' }).waitFor();
    expect(await crumbs.allTextContents()).toEqual(['首页', '系统管理', '角色管理']);
    expect(await page.locator('.ant-breadcrumb a').allTextContents()).toEqual(['首页']);
    await page.locator('.ant-breadcrumb').getByRole('link', { name: '首页' }).click();
    await page.waitForURL(/#\/dashboard$/);
    await page.context().close();
  });
});

describe('table columns', () => {
  it('are chosen per table, kept across reloads, and forgotten at logout', async () => {
    const page = await newPage('en');
    await page.goto(`${platform.url}/#/login?redirect=%2Fsystem%2Faudit`);
    await signIn(page);
    const headers = page.locator('.ant-table-thead th');
    await page.getByRole('cell', { name: 'Sign-in', exact: true }).first().waitFor();
    await expect.poll(() => headers.allTextContents()).toContain('Address');
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Address' }).uncheck();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Result' })
      .getByRole('button', { name: 'Move up' })
      .click();
    await shoot(page, 'column-settings-en-desktop');
    await page.reload();
    await page.getByRole('cell', { name: 'Sign-in', exact: true }).first().waitFor();
    const shown = await headers.allTextContents();
    expect(shown).not.toContain('Address');
    expect(shown.indexOf('Result')).toBeLessThan(shown.indexOf('Target'));
    await page.locator('.app-layout__user').hover();
    await page.getByText('Log out').click();
    await page.waitForURL(/#\/login/);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('.table.'))),
    ).toEqual([]);
    await page.context().close();
  });
});
