import mqtt, { type MqttClient } from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/src/test/server-process';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { DESKTOP, type Lang, NARROW, openPage, shoot, signedIn } from './pages';
import { hexToRgb, near, pixelAt } from './pixels';
import { type RunningPlatform, startPlatform } from './platform';

/** The colours of the web app's run states: fault (RUN_STATE_COLORS[3]) and '--' (NO_STATE_COLOR). */
const FAULT = hexToRgb('#f5222d');
const NO_STATE = hexToRgb('#bfbfbf');

let platform: RunningPlatform;
let browser: Browser;
let mqttPort: number;
let lamp: { id: number; code: string; token: string };
const clients: MqttClient[] = [];

beforeAll(async () => {
  mqttPort = await freePort();
  platform = await startPlatform({ store: 'pglite', env: { MQTT_PORT: String(mqttPort) } });
  const bearer = await bearerOf(platform.url);
  const project = await callApi(platform.url, '/remote/project/add', bearer, { name: 'Pier' });
  const device = await callApi(platform.url, '/remote/device/add', bearer, {
    projectid: String(project.data.id),
    devicetype: '1',
    devicecode: 'PR-0001',
    devicename: 'Pier lamp 1',
    longitude: '114.06',
    latitude: '22.54',
    lamppower: '60',
  });
  expect(device.status, device.message).toBe(200);
  lamp = { id: device.data.device.id, code: device.data.device.devicecode, token: device.data.token };
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const client of clients) await client.endAsync();
  await browser?.close();
  await platform?.stop();
});

/** The lamp's controller: a real MQTT client on the platform's broker, with the lamp's token. */
async function report(values: Record<string, number>) {
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, {
    username: lamp.token,
    reconnectPeriod: 0,
  });
  clients.push(client);
  await client.publishAsync('v1/devices/me/telemetry', JSON.stringify(values), { qos: 1 });
}

async function mapCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('no map canvas');
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
}

const centreIs = async (page: Page, colour: [number, number, number]) => {
  const centre = await mapCentre(page);
  await expect
    .poll(async () => near(await pixelAt(page, centre.x, centre.y), colour), { timeout: 20_000 })
    .toBe(true);
};

const alarmBadge = (page: Page) =>
  page.locator('.ant-badge').filter({ has: page.getByRole('button', { name: '告警', exact: true }) });

async function mapPage(lang: Lang, width = DESKTOP): Promise<Page> {
  const page = await signedIn(await openPage(browser, lang, width), platform.url, '/device/map');
  await page.getByText(lang === 'zh' ? '地图上共 1 个设备' : '1 device on the map').waitFor();
  return page;
}

describe('live updates in the browser', () => {
  it('a fault reported over MQTT turns the lamp red on the map and raises the alarm badge, without reload', async () => {
    const page = await mapPage('zh');
    await centreIs(page, NO_STATE);
    expect(await alarmBadge(page).locator('.ant-badge-count').count()).toBe(0);
    const loaded = await page.evaluate(() => performance.getEntriesByType('navigation').length);

    // No load power: the lighting rules, which depend on the hour at the lamp, stay out of it.
    await report({ runState: 3, loadState: 4, batteryState: 1, batterySoc: 80 });

    await alarmBadge(page).getByText('1').waitFor();
    await centreIs(page, FAULT);
    // The same document all along: nothing was reloaded.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loaded);
    await shoot(page, 'live-map-fault-zh-desktop');

    await page.getByRole('button', { name: '告警', exact: true }).click();
    const item = page.locator('.ant-list-item').filter({ hasText: lamp.code });
    await item.getByText('短路保护，欠压').waitFor();
    await shoot(page, 'live-alarm-drawer-zh-desktop');
    await page.context().close();
  });

  it('the open drawer lists the next warning as it comes, and marks cleared ones', async () => {
    const page = await signedIn(await openPage(browser, 'zh', NARROW), platform.url, '/dashboard');
    await alarmBadge(page).getByText('1').waitFor();
    await page.getByRole('button', { name: '告警', exact: true }).click();
    await page.getByRole('switch').click(); // all warnings, read or not
    await page.locator('.ant-list-item').filter({ hasText: lamp.code }).first().waitFor();

    await report({ runState: 1, loadState: 1, batteryState: 2 });
    await page.getByText('已恢复').waitFor();
    await shoot(page, 'live-alarm-drawer-zh-900');
    await page.context().close();
  });

  it('shows the map in English at both widths, coloured by the live state', async () => {
    for (const width of [DESKTOP, NARROW]) {
      const page = await mapPage('en', width);
      await shoot(page, `live-map-en-${width}`);
      await page.context().close();
    }
    const page = await mapPage('zh', NARROW);
    await shoot(page, 'live-map-zh-900');
    await page.context().close();
  });

  it("the device page follows its own device's run state, without reload", async () => {
    const page = await signedIn(await openPage(browser, 'en'), platform.url, `/device/detail?id=${lamp.id}`);
    await page
      .locator('.ant-tag', { hasText: /^normal$/ })
      .first()
      .waitFor();
    await report({ runState: 2 });
    await page
      .locator('.ant-tag', { hasText: /^alarm$/ })
      .first()
      .waitFor();
    await shoot(page, 'live-device-detail-en-desktop');
    await page.context().close();
  });
});
