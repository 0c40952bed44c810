import { startFleet } from '@lamplighter/simulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/src/test/server-process';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { closeOutcome } from './outcome';
import { DESKTOP, NARROW, openPage, PHONE, shoot, signedIn } from './pages';
import { type RunningPlatform, startPlatform } from './platform';
import { addMainsLight } from './simulated-lights';

/**
 * The fleet end to end: simulated mains lights — the simulator's physics and command handling,
 * nothing written for the test — connect to the platform's broker with their tokens. The operator
 * dims and switches one on its control page and sees its new state without reloading, dims another
 * from the mains lamp list and sees the row follow; a lamp failure set in the simulator reaches the
 * alarm drawer. A simulated solar lamp fills the photovoltaic list.
 */
const HOUR_MS = 3_600_000;
/** A longitude where it is solar midnight now: dusk-to-dawn lights burn at full brightness. */
const MIDNIGHT_LONGITUDE = (() => {
  const utcHours = (Date.now() % (24 * HOUR_MS)) / HOUR_MS;
  const longitude = (24 - utcHours) * 15;
  return longitude > 180 ? longitude - 360 : longitude;
})();
const CODES = ['SIM-E2E-1', 'SIM-E2E-2'];
const CODE = CODES[0] ?? '';
const LISTED = CODES[1] ?? '';
const SOLAR = 'SIM-E2E-SOLAR';

let platform: RunningPlatform;
let browser: Browser;
let fleet: ReturnType<typeof startFleet>;

beforeAll(async () => {
  const mqttPort = await freePort();
  platform = await startPlatform({ store: 'pglite', env: { MQTT_PORT: String(mqttPort) } });
  const bearer = await bearerOf(platform.url);
  const project = await callApi(platform.url, '/remote/project/add', bearer, { name: 'Night Avenue' });
  const devices = [];
  for (const [n, code] of CODES.entries()) {
    devices.push(
      await addMainsLight(platform.url, bearer, {
        code,
        name: `Night Avenue ${n + 1}`,
        projectid: project.data.id,
        lat: 0.5,
        lng: MIDNIGHT_LONGITUDE + n * 0.0005,
        lampPower: 120,
        reportInterval: 30,
      }),
    );
  }
  const solar = await callApi(platform.url, '/remote/device/add', bearer, {
    projectid: String(project.data.id),
    devicetype: '1',
    devicecode: SOLAR,
    devicename: 'Night Avenue solar',
    longitude: MIDNIGHT_LONGITUDE.toFixed(4),
    latitude: '0.5',
    lamppower: '40',
  });
  expect(solar.status, solar.message).toBe(200);
  const solarLamp = { token: solar.data.token as string, kind: 'solarLight' as const, code: SOLAR };
  fleet = startFleet({
    broker: `mqtt://127.0.0.1:${mqttPort}`,
    devices: [...devices, { ...solarLamp, lat: 0.5, lng: MIDNIGHT_LONGITUDE - 0.0005, reportInterval: 30 }],
    rampUpMs: 0,
    seed: 7,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await fleet?.stop();
  await browser?.close();
  await platform?.stop();
});

/** Whether a list's table shows every column it has without scrolling sideways. */
const fitsWidth = (page: Page) =>
  page.locator('.ant-table-content').evaluate((table) => table.scrollWidth <= table.clientWidth);

const liveRow = (page: Page, item: string) =>
  page.locator('.ant-card', { hasText: 'Live values' }).getByRole('row', { name: new RegExp(`^${item}`) });

describe('a simulated installation', () => {
  it('obeys the control page: dimmed, then switched off, the page shows what the lamp reports', async () => {
    const page = await signedIn(
      await openPage(browser, 'en'),
      platform.url,
      `/mains/device/control?deviceCode=${CODE}&type=2`,
    );
    // Lit at midnight by its program, at full power.
    await liveRow(page, 'Brightness').getByText('100 %', { exact: true }).waitFor({ timeout: 60_000 });
    const loaded = await page.evaluate(() => performance.getEntriesByType('navigation').length);

    const dimming = page.getByRole('group', { name: 'Dimming' });
    await dimming.getByRole('spinbutton').fill('40');
    await dimming.getByRole('button', { name: 'Send' }).click();
    expect(await closeOutcome(page)).toContain(`${CODE} sent successfully`);
    await liveRow(page, 'Brightness').getByText('40 %', { exact: true }).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Switch off' }).click();
    expect(await closeOutcome(page)).toContain(`${CODE} sent successfully`);
    await liveRow(page, 'Load power').getByText('0 W', { exact: true }).waitFor({ timeout: 30_000 });

    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loaded);
    expect(fleet.devices.get(CODE)?.model.telemetry().brightness).toBe(0);
    await shoot(page, 'simulated-control-en-1440');
    await page.context().close();
  });

  it.each([
    // The selection's Control button, not 'Control all N' beside it.
    {
      lang: 'en' as const,
      before: 100,
      level: 60,
      control: /^(control )?Control$/,
      dimming: 'Dimming',
      send: /Send/,
    },
    {
      lang: 'zh' as const,
      before: 60,
      level: 30,
      control: /^(control )?控\s*制$/,
      dimming: '调光',
      send: /下\s*发/,
    },
  ])('$lang: the mains lamp list follows a lamp dimmed from it', async (text) => {
    const page = await signedIn(await openPage(browser, text.lang), platform.url, '/mains/device');
    const row = page.locator('.ant-table-row', { hasText: LISTED });
    await row.getByText(`${text.before} %`, { exact: true }).waitFor({ timeout: 60_000 });
    const loaded = await page.evaluate(() => performance.getEntriesByType('navigation').length);

    await row.getByRole('checkbox').check();
    await page.locator('.ant-card-extra').getByRole('button', { name: text.control }).click();
    const dimming = page.locator('.ant-drawer-content-wrapper').getByRole('group', { name: text.dimming });
    await dimming.getByRole('spinbutton').fill(String(text.level));
    await dimming.getByRole('button', { name: text.send }).click();
    expect(await closeOutcome(page)).toContain(LISTED);
    await page.keyboard.press('Escape');
    await page.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden' });
    await row.getByText(`${text.level} %`, { exact: true }).waitFor({ timeout: 30_000 });

    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loaded);
    expect(await fitsWidth(page)).toBe(true);
    await shoot(page, `simulated-mains-dimmed-${text.lang}-1440`);
    await page.context().close();
  });

  it('shows the lamp lists with their latest values at desktop and narrow widths, the essentials on a phone', async () => {
    for (const width of [DESKTOP, NARROW, PHONE]) {
      const page = await signedIn(await openPage(browser, 'en', width), platform.url, '/photovoltaic/device');
      const solar = page.locator('.ant-table-row', { hasText: SOLAR });
      // A phone keeps the number, name, state and main action of each lamp; its values are a tap away.
      if (width === PHONE) await solar.getByRole('button', { name: 'Control' }).waitFor({ timeout: 60_000 });
      else await solar.getByText('%').first().waitFor({ timeout: 60_000 });
      if (width !== NARROW) expect(await fitsWidth(page)).toBe(true);
      await shoot(page, `simulated-solar-list-en-${width}`);
      await page.goto(`${platform.url}/#/mains/device`);
      const mains = page.locator('.ant-table-row', { hasText: LISTED });
      if (width === PHONE) await mains.locator('.ant-tag').first().waitFor();
      else await mains.getByText('30 %').waitFor();
      if (width !== NARROW) expect(await fitsWidth(page)).toBe(true);
      await shoot(page, `simulated-mains-list-en-${width}`);
      await page.context().close();
    }
  });

  it('raises a lamp failure set in the simulator in the alarm drawer', async () => {
    const other = CODES[1] ?? '';
    const page = await signedIn(await openPage(browser, 'zh'), platform.url, '/dashboard');
    const bearer = await bearerOf(platform.url);
    const unread = async () =>
      (await callApi(platform.url, '/remote/warninginfo/list?pagenum=1&pagesize=12&isread=0', bearer))
        .data[0];
    await fleet.setFault(other, 'lampFailure', true);
    await expect
      .poll(async () => JSON.stringify((await unread()).list), { timeout: 60_000 })
      .toContain(`"devicecode":"${other}"`);
    const alarm = page.getByRole('button', { name: '告警', exact: true });
    await page
      .locator('.ant-badge')
      .filter({ has: alarm })
      .locator('.ant-badge-count')
      .waitFor({ timeout: 60_000 });
    await alarm.click();
    await page.locator('.ant-list-item').filter({ hasText: other }).first().waitFor();
    await shoot(page, 'simulated-alarm-drawer-zh-1440');
    await page.context().close();
  });
});
