import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { DESKTOP, type Lang, NARROW, openPage, shoot, signIn } from './pages';
import { type RunningPlatform, sharedPlatform } from './platform';

/** The home page of an account of its own, so that other files' devices on the shared platform stay out. */
const OWNER = { username: 'dash_owner', password: 'Dash#Lamp2026' };
const PHONE = 390;

let platform: RunningPlatform;
let browser: Browser;
let owner: string;
let faulty: { id: number; code: string };

const words = {
  zh: {
    noWarnings: '近 24 小时没有告警',
    noExpiring: '30 天内没有套餐到期',
    noLocated: '还没有设备填写经纬度',
    warnings: '近 24 小时故障与告警',
    map: '设备状态地图',
    expiring: '30 天内到期的套餐',
  },
  en: {
    noWarnings: 'No warning in the last 24 hours',
    noExpiring: 'No package ends within 30 days',
    noLocated: 'No device has coordinates yet',
    warnings: 'Faults and alarms, last 24 h',
    map: 'Map by run state',
    expiring: 'Packages ending within 30 days',
  },
};

async function call(apiPath: string, form?: Record<string, string>) {
  const answer = await callApi(platform.url, apiPath, owner, form);
  expect(answer.status, `${apiPath}: ${answer.message}`).toBe(200);
  return answer.data;
}

/** What a device reports over the HTTP device API. */
async function report(token: string, values: Record<string, number>) {
  const response = await fetch(`${platform.url}/api/v1/${token}/telemetry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(values),
  });
  expect(response.status).toBe(200);
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Two lamps in Hangzhou (one reports a fault) and a camera without coordinates. */
async function addDevices() {
  const project = await call('/remote/project/add', { name: 'Dashboard quarter' });
  const add = async (form: Record<string, string>) =>
    call('/remote/device/add', { projectid: String(project.id), devicename: 'Quarter device', ...form });
  const fault = await add({
    devicecode: 'DQ-0001',
    devicetype: '1',
    longitude: '120.15',
    latitude: '30.25',
    lamppower: '60',
    packageexpire: inDays(5),
  });
  const burning = await add({ devicecode: 'DQ-0002', devicetype: '2', longitude: '120.2', latitude: '30.3' });
  await add({ devicecode: 'DQ-0003', devicetype: '6', packageexpire: inDays(90) });
  faulty = { id: fault.device.id, code: fault.device.devicecode };
  await report(burning.token, { runState: 1, loadPower: 40 });
  await report(fault.token, { runState: 3, loadState: 4, loadPower: 0 });
}

async function openHome(lang: Lang, width = DESKTOP): Promise<Page> {
  const page = await openPage(browser, lang, width);
  await page.goto(`${platform.url}/#/login?redirect=${encodeURIComponent('/dashboard')}`);
  await signIn(page, OWNER.username, OWNER.password);
  await page.waitForURL((url) => url.hash === '#/dashboard');
  return page;
}

const panel = (page: Page, title: string) => page.locator('.dashboard-panel').filter({ hasText: title });

beforeAll(async () => {
  platform = await sharedPlatform();
  browser = await launchBrowser();
  const admin = await bearerOf(platform.url);
  const roles = await callApi(platform.url, '/sys/role/list?pagesize=500', admin);
  const role = roles.data[0].list.find((item: { idenkey: string }) => item.idenkey === 'admin');
  const account = await callApi(platform.url, '/sys/account/add', admin, {
    ...OWNER,
    mobile: '13700005001',
    roleid: String(role.id),
  });
  expect(account.status, account.message).toBe(200);
  owner = await bearerOf(platform.url, OWNER.username, OWNER.password);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('the home dashboard', () => {
  it('zh: empty at first, then shows the fault live, and the fault opens its device', async () => {
    const say = words.zh;
    const page = await openHome('zh');
    await page.getByText(say.noWarnings).waitFor();
    await page.getByText(say.noExpiring).waitFor();
    await page.getByText(say.noLocated).waitFor();

    await addDevices();
    // No reload: the live events of the fault bring it.
    const warnings = panel(page, say.warnings);
    // Its fault, and after sunset in Hangzhou also its lamp out in the dark: one row or two.
    await warnings.getByRole('link', { name: faulty.code }).first().waitFor();
    await panel(page, say.expiring).getByRole('link', { name: faulty.code }).waitFor();
    await expect.poll(() => page.locator('.dashboard-map .device-cluster').count()).toBeGreaterThan(0);
    await shoot(page, 'dashboard-zh-desktop');

    await warnings.getByRole('link', { name: faulty.code }).first().click();
    await page.waitForURL((url) => url.hash === `#/device/detail?id=${faulty.id}`);
  });

  it('en: every panel with data at 1440, 900 and 390 px; the map panel opens the device map', async () => {
    const say = words.en;
    const page = await openHome('en');
    await panel(page, say.warnings).getByRole('link', { name: faulty.code }).first().waitFor();
    await page.getByText(/^1 lamp (fewer|more) than expected is burning$/).waitFor();
    await shoot(page, 'dashboard-en-desktop');
    for (const [width, name] of [
      [NARROW, 'dashboard-en-900'],
      [PHONE, 'dashboard-en-390'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await shoot(page, name);
    }
    await panel(page, say.map).getByRole('link', { name: say.map }).click();
    await page.waitForURL((url) => url.hash === '#/device/map');
  });

  it('zh at 900 and 390 px', async () => {
    const page = await openHome('zh', NARROW);
    await panel(page, words.zh.warnings).getByRole('link', { name: faulty.code }).first().waitFor();
    await shoot(page, 'dashboard-zh-900');
    await page.setViewportSize({ width: PHONE, height: 900 });
    await shoot(page, 'dashboard-zh-390');
  });
});
