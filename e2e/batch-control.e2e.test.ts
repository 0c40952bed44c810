import { LightController, startFleet } from '@lamplighter/simulator';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/src/test/server-process';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { chooseAcrossPages } from './choose-rows';
import { closeOutcome } from './outcome';
import { DESKTOP, NARROW, openPage, shoot, signedIn, signIn } from './pages';
import { type RunningPlatform, startPlatform } from './platform';
import { addMainsLight } from './simulated-lights';

/**
 * Many lamps at once: 55 simulated mains lights (the simulator's physics and command handling)
 * in two groups of a harbour operator's project. The operator dims a whole group from the project
 * tree; the city's administrator then switches off 50 lamps chosen across three pages of the
 * device list, is warned that the operator dimmed some of them a moment ago, sends anyway, and
 * reads each lamp's answer as it comes in.
 */
const PIER = Array.from({ length: 30 }, (_, n) => `PIER-${String(n + 1).padStart(2, '0')}`);
const QUAY = Array.from({ length: 25 }, (_, n) => `QUAY-${String(n + 1).padStart(2, '0')}`);
const OPERATOR = { username: 'harbour_ops', password: 'Harbour#Ops42' };

let platform: RunningPlatform;
let browser: Browser;
let fleet: ReturnType<typeof startFleet>;

beforeAll(async () => {
  const mqttPort = await freePort();
  platform = await startPlatform({ store: 'pglite', env: { MQTT_PORT: String(mqttPort) } });
  const admin = await bearerOf(platform.url);
  const roles = await callApi(platform.url, '/sys/role/list?pagesize=500', admin);
  const operatorRole = roles.data[0].list.find((role: { idenkey: string }) => role.idenkey === 'admin');
  const account = await callApi(platform.url, '/sys/account/add', admin, {
    ...OPERATOR,
    mobile: '13700005001',
    roleid: String(operatorRole.id),
  });
  expect(account.status, account.message).toBe(200);
  const bearer = await bearerOf(platform.url, OPERATOR.username, OPERATOR.password);
  const project = await callApi(platform.url, '/remote/project/add', bearer, { name: 'Harbour Road' });
  const devices = [];
  for (const [group, codes] of [
    ['Pier lamps', PIER],
    ['Quay lamps', QUAY],
  ] as const) {
    const added = await callApi(platform.url, '/remote/group/add', bearer, {
      projectid: String(project.data.id),
      name: group,
    });
    expect(added.status, added.message).toBe(200);
    for (const [n, code] of codes.entries()) {
      devices.push(
        await addMainsLight(platform.url, bearer, {
          code,
          name: `${group} ${n + 1}`,
          projectid: project.data.id,
          groupid: added.data.id,
          lat: 31.2,
          lng: 121.5 + n * 0.0004,
          lampPower: 100,
          reportInterval: 60,
        }),
      );
    }
  }
  fleet = startFleet({ broker: `mqtt://127.0.0.1:${mqttPort}`, devices, rampUpMs: 0, seed: 11 });
  await untilOnline(bearer, PIER.length + QUAY.length);
  browser = await launchBrowser();
});

/** Waits until the lamps have all reported (their run state is normal). */
async function untilOnline(bearer: string, count: number) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const normal = await callApi(platform.url, '/remote/device/list?pagesize=1&runstate=1', bearer);
    if (normal.data[0]?.total === count) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the ${count} simulated lamps did not all report within 30 s`);
}

afterAll(async () => {
  await fleet?.stop();
  await browser?.close();
  await platform?.stop();
});

/** The dimming level the simulated lamp's program is set to. */
function dimmingOf(code: string): number {
  const model = fleet.devices.get(code)?.model;
  if (!(model instanceof LightController)) throw new Error(`${code} is not a simulated light`);
  return model.parameters().brightness;
}

describe('batch control', () => {
  it('zh: dims a whole group to 40 % from the project tree; every lamp answers in the result table', async () => {
    const page = await openPage(browser, 'zh');
    await page.goto(`${platform.url}/#/login?redirect=${encodeURIComponent('/project/project-device')}`);
    await signIn(page, OPERATOR.username, OPERATOR.password);
    await page.getByRole('tree').getByText('Pier lamps').click();
    await page.getByRole('button', { name: '控制本分组' }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await drawer.getByText('控制分组 Pier lamps 的全部设备').waitFor();
    const dimming = drawer.getByRole('group', { name: '调光' });
    await dimming.getByRole('spinbutton').fill('40');
    await dimming.getByRole('button', { name: /下\s*发/ }).click();
    const outcome = await closeOutcome(page);
    expect(outcome).toContain('PIER-01');
    expect(outcome).toContain('下发成功');
    expect(outcome).toContain('等 10 台');
    await drawer
      .getByText('30 台设备中已应答 30 台：成功 30 台，失败或超时 0 台，等待中 0 台')
      .waitFor({ timeout: 30_000 });
    for (const code of PIER) expect(dimmingOf(code)).toBe(40);
    expect(dimmingOf(QUAY[0] ?? '')).toBe(100);
    await shoot(page, 'batch-group-zh-desktop');
    await page.context().close();
  });

  it("en: switches off 50 lamps chosen across three pages, warned of the operator's dimming", async () => {
    const page = await signedIn(await openPage(browser, 'en', NARROW), platform.url, '/device/list');
    await chooseAcrossPages(page, 2, 10);
    await page.getByText('50 selected').waitFor();
    await page
      .locator('.ant-card-extra')
      .getByRole('button', { name: /^(control )?Control$/ })
      .click();
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await drawer.getByText('Control 50 selected devices').waitFor();
    await drawer.getByRole('button', { name: 'Switch off' }).click();
    const warning = page.locator('.ant-modal-confirm');
    await warning
      .locator('.ant-modal-confirm-title')
      .getByText('Someone else is commanding these lamps')
      .waitFor();
    expect(await warning.innerText()).toMatch(/harbour_ops sent “brightness 40 %” to 25 of them \d+ s ago\./);
    await shoot(page, 'batch-conflict-en-900');
    await warning.getByRole('button', { name: 'Send anyway' }).click();
    const outcome = page.locator('.ant-modal-confirm').filter({ hasText: 'sent successfully' });
    expect((await outcome.innerText()).replace(/\s+/g, ' ')).toContain('and 30 more sent successfully');
    await outcome.getByRole('button', { name: 'OK' }).click();
    await outcome.waitFor({ state: 'detached' });
    await drawer
      .getByText('50 of 50 devices answered: 50 succeeded, 0 failed or expired, 0 waiting')
      .waitFor({ timeout: 30_000 });
    await drawer.getByText('Succeeded', { exact: true }).click();
    await expect.poll(() => drawer.locator('.ant-table-row').count()).toBeGreaterThan(0);
    const off = [...fleet.devices.values()].filter((device) => device.model.telemetry().loadPower === 0);
    expect(off.length).toBeGreaterThanOrEqual(50);
    await shoot(page, 'batch-selected-en-900');
    await page.setViewportSize({ width: DESKTOP, height: 900 });
    await shoot(page, 'batch-selected-en-desktop');
    await page.context().close();
  });

  it('zh: switches on every lamp the list finds, all its pages at once', async () => {
    const page = await signedIn(await openPage(browser, 'zh'), platform.url, '/device/list');
    await page.getByLabel('编号、名称、序列号或灯杆号').fill('QUAY');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await page.getByText('共 25 条').waitFor();
    await page.getByRole('button', { name: '控制全部 25 台' }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await drawer.getByText('控制列表筛选出的全部 25 台设备').waitFor();
    await drawer.getByRole('button', { name: /开\s*灯/ }).click();
    const outcome = page.locator('.ant-modal-confirm').filter({ hasText: '下发成功' });
    await outcome.getByRole('button').click();
    await drawer
      .getByText('25 台设备中已应答 25 台：成功 25 台，失败或超时 0 台，等待中 0 台')
      .waitFor({ timeout: 30_000 });
    for (const code of QUAY) expect(fleet.devices.get(code)?.model.telemetry().loadPower).toBeGreaterThan(0);
    await shoot(page, 'batch-matching-zh-desktop');
    await page.context().close();
  });
});
