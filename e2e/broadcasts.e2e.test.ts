import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { demoFleetPlatform } from './demo-fleet';
import { DESKTOP, type Lang, NARROW, openPage, shoot, signedIn } from './pages';
import type { RunningPlatform } from './platform';
import { pick } from './select';

/**
 * Broadcasts in the browser: a spoken announcement made of text (espeak-ng) goes to the demo group
 * with two simulated terminals, which fetch the sound over HTTP, check it, play it and answer; the
 * results show both played and the broadcast list shows it as each terminal's last. A daily
 * broadcast is scheduled, listed with its next occurrence, and cancelled.
 */

let platform: RunningPlatform;
let browser: Browser;

const PROJECT = '之江路沿江 Zhijiang Road';
const GROUP = '复兴大桥段 Fuxing Bridge section';

const words = {
  zh: {
    add: /新建广播/,
    text: '请注意，桥面施工，请减速慢行',
    group: '分组',
    send: /^广\s*播$/,
    played: '2 台设备中已应答 2 台：成功 2 台',
    daily: '每天',
    speakLive: /现场喊话/,
    startSpeaking: /开始讲话/,
    onAir: '直播中',
    listening: '2 个中 2 个',
    stop: /^结\s*束$/,
    livePlayed: '2 台设备中已应答 2 台：成功 2 台',
    save: /保存排程/,
    scheduled: '已排程',
    cancel: /^取\s*消$/,
    ok: /^确\s*定$/,
    cancelled: '已取消',
  },
  en: {
    add: /New broadcast/,
    text: 'Attention please, road works on the bridge, slow down',
    group: 'A group',
    send: /^Broadcast$/,
    played: '2 of 2 devices answered: 2 succeeded',
    daily: 'Daily',
    speakLive: /Speak live/,
    startSpeaking: /Start speaking/,
    onAir: 'On air',
    listening: '2 of 2 terminals',
    stop: /^Stop$/,
    livePlayed: '2 of 2 devices answered: 2 succeeded',
    save: /^Schedule$/,
    scheduled: 'Scheduled',
    cancel: /^Cancel$/,
    ok: /^OK$/,
    cancelled: 'Cancelled',
  },
};

beforeAll(async () => {
  platform = await demoFleetPlatform();
  // Chromium's own stand-in microphone (a beep), granted without asking: the live broadcast records it.
  browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const row = (page: Page, name: string) => page.locator('tr.ant-table-row', { hasText: name });
const dialog = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('form') });

/** Fills the new-broadcast dialog's name and text, and sends it to the demo group of two terminals. */
async function toTheGroup(page: Page, name: string, said: (typeof words)[Lang]) {
  await page.locator('.ant-card-extra').getByRole('button', { name: said.add }).click();
  const form = dialog(page);
  await form.locator('#name').fill(name);
  await form.locator('#text').fill(said.text);
  await form.getByText(said.group, { exact: true }).click();
  await pick(page, form.locator('#projectid'), PROJECT.slice(0, 3), PROJECT);
  await pick(page, form.locator('#groupid'), GROUP.slice(0, 3), GROUP);
  return form;
}

describe('audio broadcast', () => {
  for (const lang of ['zh', 'en'] as const) {
    const said = words[lang];

    it(`${lang}: speaks an announcement to a group of terminals, and each plays it`, async () => {
      const name = `${lang} bridge works ${randomUUID().slice(0, 6)}`;
      const page = await signedIn(await openPage(browser, lang as Lang), platform.url, '/broadcast/audio');
      const form = await toTheGroup(page, name, said);
      await shoot(page, `broadcast-form-${lang}-desktop`);
      await form.getByRole('button', { name: said.send }).click();
      const results = page.locator('.ant-drawer');
      await results.getByText(said.played).waitFor({ timeout: 30_000 });
      await shoot(page, `broadcast-results-${lang}-desktop`);
      await page.setViewportSize({ width: NARROW, height: 900 });
      await shoot(page, `broadcast-results-${lang}-900`);
      await page.setViewportSize({ width: DESKTOP, height: 900 });

      await page.goto(`${platform.url}/#/broadcast/list`);
      await page.locator('tr.ant-table-row', { hasText: name }).first().waitFor({ timeout: 20_000 });
      await shoot(page, `broadcast-terminals-${lang}-desktop`);
      await page.setViewportSize({ width: NARROW, height: 900 });
      await shoot(page, `broadcast-terminals-${lang}-900`);
      await page.context().close();
    });

    it(`${lang}: speaks live from the microphone to a group, each terminal listening close behind`, async () => {
      const name = `${lang} live ${randomUUID().slice(0, 6)}`;
      const page = await signedIn(await openPage(browser, lang as Lang), platform.url, '/broadcast/audio');
      await page.locator('.ant-card-extra').getByRole('button', { name: said.speakLive }).click();
      const form = dialog(page);
      await form.locator('#name').fill(name);
      await form.getByText(said.group, { exact: true }).click();
      await pick(page, form.locator('#projectid'), PROJECT.slice(0, 3), PROJECT);
      await pick(page, form.locator('#groupid'), GROUP.slice(0, 3), GROUP);
      await page.locator('.ant-modal').getByRole('button', { name: said.startSpeaking }).click();
      const onAir = page.locator('.ant-modal').filter({ hasText: said.onAir });
      await onAir.getByText(said.listening).waitFor({ timeout: 20_000 });
      // A latency is shown once the terminals have acknowledged pieces: seconds, not the dash.
      await expect
        .poll(() => onAir.locator('.ant-descriptions-item-content').nth(1).textContent(), { timeout: 20_000 })
        .toMatch(/^\d/);
      await shoot(page, `broadcast-live-${lang}-desktop`);
      await page.setViewportSize({ width: NARROW, height: 900 });
      await shoot(page, `broadcast-live-${lang}-900`);
      await page.setViewportSize({ width: DESKTOP, height: 900 });
      await onAir.getByRole('button', { name: said.stop }).click();
      await page.locator('.ant-drawer').getByText(said.livePlayed).waitFor({ timeout: 20_000 });
      await page.context().close();
    });

    it(`${lang}: schedules a daily broadcast, lists it with its next time, and cancels it`, async () => {
      const name = `${lang} park closing ${randomUUID().slice(0, 6)}`;
      const page = await signedIn(await openPage(browser, lang as Lang), platform.url, '/broadcast/audio');
      const form = await toTheGroup(page, name, said);
      await form.getByText(said.daily, { exact: true }).click();
      await form.locator('#time').click();
      await page.keyboard.type('21:30');
      await page.keyboard.press('Enter');
      await form.locator('#dates').click();
      const today = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
      const later = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
      await page.keyboard.type(today);
      await page.keyboard.press('Enter');
      await page.keyboard.type(later);
      await page.keyboard.press('Enter');
      await form.getByRole('button', { name: said.save }).click();
      await form.waitFor({ state: 'hidden' });
      await page.keyboard.press('Escape');
      await row(page, name).getByText(said.scheduled).waitFor();
      await row(page, name).getByText('21:30').first().waitFor();
      await shoot(page, `broadcast-list-${lang}-desktop`);
      await page.setViewportSize({ width: NARROW, height: 900 });
      await shoot(page, `broadcast-list-${lang}-900`);
      await page.setViewportSize({ width: DESKTOP, height: 900 });
      await row(page, name).getByRole('button', { name: said.cancel }).click();
      await page.locator('.ant-modal-confirm').getByRole('button', { name: said.ok }).click();
      await row(page, name).getByText(said.cancelled).waitFor();
      await page.context().close();
    });
  }
});
