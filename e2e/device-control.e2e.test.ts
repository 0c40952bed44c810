import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import mqtt, { type MqttClient } from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/src/test/server-process';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { DESKTOP, type Lang, NARROW, openPage, shoot, signedIn } from './pages';
import { type RunningPlatform, startPlatform } from './platform';

/**
 * A light on the platform's own MQTT broker, played by a real MQTT client: it has reported two
 * days of values, answers every command and reports its new state, as firmware does. The
 * operator switches and dims it on the control page, sees its history, exports it and reads its
 * energy on the statistics page.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CODE = 'E2E-CTRL-1';
const NOW = Date.now();
const OFFSET_MS = -new Date().getTimezoneOffset() * 60_000;
/** One report an hour for the last 48 hours; counters restart at local midnight. */
const reports = Array.from({ length: 48 }, (_, i) => {
  const ts = Math.floor(NOW / HOUR) * HOUR - (48 - i) * HOUR;
  const localHour = new Date(ts + OFFSET_MS).getUTCHours();
  return {
    ts,
    values: {
      batteryVoltage: 12 + i / 100,
      loadPower: 40,
      brightness: 80,
      loadMode: 1,
      runState: 1,
      energyConsumedToday: 10 * localHour,
      energyGeneratedToday: 20 * localHour,
      lightingHoursToday: localHour / 4,
    },
  };
});
/** What the statistics page must show: the sum of each local day's highest counter, in kWh. */
const consumedKwh = (() => {
  const days = new Map<number, number>();
  for (const report of reports) {
    const day = Math.floor((report.ts + OFFSET_MS) / DAY);
    days.set(day, Math.max(days.get(day) ?? 0, report.values.energyConsumedToday));
  }
  return [...days.values()].reduce((sum, wh) => sum + wh, 0) / 1000;
})();

let platform: RunningPlatform;
let browser: Browser;
let light: MqttClient;
let token: string;
let mqttUrl: string;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-control-'));

/** The light comes on line, takes commands and obeys them. */
async function connectLight(): Promise<MqttClient> {
  const client = await mqtt.connectAsync(mqttUrl, { username: token, clientId: CODE, reconnectPeriod: 0 });
  // Listening before subscribing: a command queued for the light comes as soon as the broker has the
  // subscription, and may be read before the subscription's acknowledgement is.
  obey(client);
  await client.subscribeAsync('v1/devices/me/rpc/request/+', { qos: 1 });
  return client;
}

/** The light's side: answers each command on its response topic and reports the new state. */
function obey(client: MqttClient) {
  let state = { loadPower: 40, brightness: 80 };
  client.on('message', (topic, payload) => {
    const id = topic.split('/').pop();
    const { method, params } = JSON.parse(payload.toString()) as {
      method: string;
      params: Record<string, unknown>;
    };
    if (method === 'switch') state = { ...state, loadPower: params.on ? 0.5 * state.brightness : 0 };
    if (method === 'dimming')
      state = { brightness: Number(params.brightness), loadPower: 0.5 * Number(params.brightness) };
    client.publish(`v1/devices/me/rpc/response/${id}`, JSON.stringify({ ok: true }), { qos: 1 });
    client.publish('v1/devices/me/telemetry', JSON.stringify({ ts: Date.now(), values: state }), { qos: 1 });
  });
}

beforeAll(async () => {
  const mqttPort = await freePort();
  platform = await startPlatform({ store: 'pglite', env: { MQTT_PORT: String(mqttPort) } });
  browser = await launchBrowser();
  const bearer = await bearerOf(platform.url);
  const project = await callApi(platform.url, '/remote/project/add', bearer, { name: 'Harbour Road' });
  const added = await callApi(platform.url, '/remote/device/add', bearer, {
    devicecode: CODE,
    devicename: 'Harbour lamp 1',
    devicetype: '1',
    projectid: String(project.data.id),
    lamppower: '60',
  });
  expect(added.status, added.message).toBe(200);
  token = added.data.token;
  mqttUrl = `mqtt://127.0.0.1:${mqttPort}`;
  light = await connectLight();
  await light.publishAsync('v1/devices/me/telemetry', JSON.stringify(reports), { qos: 1 });
});
afterAll(async () => {
  await light?.endAsync();
  await browser?.close();
  await platform?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

const words = {
  en: {
    on: 'Switch on',
    off: 'Switch off',
    dimming: 'Dimming',
    send: 'Send',
    hint: 'Hint',
    ok: 'sent successfully',
  },
  zh: { on: /^开\s*灯$/, off: /^关\s*灯$/, dimming: '调光', send: /^下\s*发$/, hint: '提示', ok: '下发成功' },
};

async function openControl(lang: Lang, width = DESKTOP): Promise<Page> {
  const page = await signedIn(
    await openPage(browser, lang, width),
    platform.url,
    `/photovoltaic/device/control?deviceCode=${CODE}&type=1`,
  );
  await page.getByText('Harbour lamp 1').first().waitFor();
  return page;
}

/** Waits for the outcome alert, checks its title and text, and closes it. */
async function outcome(page: Page, lang: Lang): Promise<string> {
  const alert = page.locator('.ant-modal-confirm');
  await alert.waitFor();
  const text = (await alert.innerText()).replace(/\s+/g, ' ');
  expect(text).toContain(words[lang].hint);
  await alert.getByRole('button').click();
  await alert.waitFor({ state: 'detached' });
  return text;
}

const liveRow = (page: Page, item: string) =>
  page
    .locator('.ant-card', { hasText: /Live values|实时数据/ })
    .getByRole('row', { name: new RegExp(`^${item}`) });

describe('the device control page', () => {
  it('switches and dims the light: the outcome alert, then the new state the light reported', async () => {
    const page = await openControl('en');
    await expect.poll(() => liveRow(page, 'Battery voltage').innerText()).toContain('12.47 V');

    await page.getByRole('button', { name: words.en.off }).click();
    expect(await outcome(page, 'en')).toContain(`${CODE} sent successfully`);
    await liveRow(page, 'Load power').getByText('0 W', { exact: true }).waitFor({ timeout: 30_000 });

    const dimming = page.getByRole('group', { name: words.en.dimming });
    await dimming.getByRole('spinbutton').fill('30');
    await dimming.getByRole('button', { name: words.en.send }).click();
    expect(await outcome(page, 'en')).toContain(`${CODE} sent successfully`);
    await liveRow(page, 'Brightness').getByText('30 %', { exact: true }).waitFor({ timeout: 30_000 });

    const log = page.locator('.ant-card', { hasText: 'Command history' });
    await log
      .getByRole('row', { name: /Dimming/ })
      .getByText('succeeded')
      .waitFor({ timeout: 30_000 });
    await log
      .getByRole('row', { name: /Switch/ })
      .getByText('succeeded')
      .waitFor();
    await shoot(page, 'device-control-en-1440');
  });

  it('charts the values the light reported on the device page', async () => {
    const page = await openPage(browser, 'en');
    const chart = page.waitForResponse(
      (response) =>
        response.url().includes('/remote/history/list') && response.url().includes('key=brightness'),
    );
    await signedIn(page, platform.url, `/photovoltaic/device/control?deviceCode=${CODE}&type=1`);
    const series = (await (await chart).json()).data;
    expect(series.points.length).toBeGreaterThan(10);
    expect(series.points[0].value).toBe(80);
    await page.locator('[role="img"] canvas').first().waitFor();
  });

  it('exports the history of the light and reads it back', async () => {
    const page = await signedIn(
      await openPage(browser, 'en'),
      platform.url,
      `/analytics/history?deviceCode=${CODE}`,
    );
    await page.locator('[role="img"] canvas').first().waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export' }).click(),
    ]);
    const file = path.join(folder, download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const rows: ExcelJS.CellValue[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as ExcelJS.CellValue[]).slice(1));
    });
    expect(rows[0]?.slice(2)).toEqual(['Item', 'Key', 'Value', 'Unit']);
    const voltages = rows.filter((row) => row[3] === 'batteryVoltage');
    expect(voltages).toHaveLength(48);
    expect(voltages.every((row) => row[0] === CODE && row[5] === 'V')).toBe(true);
    expect(voltages.at(-1)?.[4]).toBe(12.47);
  });

  it('shows on the statistics page the energy the light reported', async () => {
    const page = await signedIn(await openPage(browser, 'en'), platform.url, '/analytics/statistics');
    const consumed = page
      .locator('.ant-statistic', { hasText: 'Consumed' })
      .locator('.ant-statistic-content');
    await expect.poll(async () => Number.parseFloat(await consumed.innerText())).toBeCloseTo(consumedKwh, 3);
    await page.locator('.ant-table-row').first().waitFor();
  });
});

describe('the control page opened from an alarm', () => {
  it('shows the run state with the load and battery reasons joined by a comma, and the warning panel', async () => {
    await light.publishAsync(
      'v1/devices/me/telemetry',
      JSON.stringify({ ts: Date.now(), values: { runState: 2, loadState: 4, batteryState: 1 } }),
      { qos: 1 },
    );
    const page = await signedIn(
      await openPage(browser, 'en'),
      platform.url,
      `/photovoltaic/device/control?deviceCode=${CODE}&type=1&warningInfo=true`,
    );
    const reasons = 'short-circuit protection,undervoltage';
    // In the state summary, and on the warning the rules raised for it.
    const summary = page.locator('.ant-descriptions');
    await summary.getByText(reasons, { exact: true }).waitFor();
    await summary.getByText('alarm', { exact: true }).waitFor();
    const warnings = page.locator('.ant-card', { hasText: 'Warnings of this device' });
    await warnings.getByText(reasons, { exact: true }).waitFor();
    await liveRow(page, 'Load state').getByText('short-circuit protection', { exact: true }).waitFor();
    await shoot(page, 'device-control-alarm-en-1440');
  });
});

describe('a light that is off line', () => {
  it('is reported as sent failed, or queued when asked to wait, and obeys when it returns', async () => {
    await light.endAsync();
    const page = await openControl('en');
    await page.getByRole('button', { name: words.en.on }).click();
    expect(await outcome(page, 'en')).toContain(`${CODE} sent failed`);

    await page.getByRole('checkbox', { name: 'Wait if offline' }).check();
    await page.getByRole('button', { name: words.en.on }).click();
    expect(await outcome(page, 'en')).toContain(
      `${CODE} is offline: the command waits until it returns or expires`,
    );
    const log = page.locator('.ant-card', { hasText: 'Command history' });
    await log.getByRole('row').nth(1).getByText('queued').waitFor();

    light = await connectLight();
    await log.getByRole('row').nth(1).getByText('succeeded').waitFor({ timeout: 30_000 });
    // The restarted light dims to 80 % again: switched on, it draws 40 W.
    await liveRow(page, 'Load power').getByText('40 W', { exact: true }).waitFor({ timeout: 30_000 });
  });
});

describe('screens in both languages and widths', () => {
  for (const lang of ['zh', 'en'] as const) {
    for (const width of [DESKTOP, NARROW]) {
      it(`control, history and statistics in ${lang} at ${width} px`, async () => {
        const page = await openControl(lang, width);
        await page.locator('[role="img"] canvas').first().waitFor();
        if (lang === 'zh') {
          await page.getByRole('button', { name: words.zh.on }).click();
          expect(await outcome(page, 'zh')).toContain(`${CODE} ${words.zh.ok}`);
        }
        await shoot(page, `device-control-${lang}-${width}`);
        await page.goto(`${platform.url}/#/analytics/history?deviceCode=${CODE}`);
        await page.locator('[role="img"] canvas').first().waitFor();
        await shoot(page, `history-${lang}-${width}`);
        await page.goto(`${platform.url}/#/analytics/statistics`);
        await page.locator('.ant-table-row').first().waitFor();
        await page.locator('[role="img"] canvas').first().waitFor();
        await shoot(page, `statistics-${lang}-${width}`);
        await page.context().close();
      });
    }
  }
});
