import { randomUUID } from 'node:crypto';
import { DEVICE_TYPE } from '@lamplighter/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { demoFleetPlatform } from './demo-fleet';
import { DESKTOP, type Lang, NARROW, openPage, shoot, signedIn } from './pages';
import type { RunningPlatform } from './platform';
import { pick } from './select';

/**
 * Screen advertising in the browser: the demo city's two campaigns are listed; a campaign of the
 * highest priority is booked on three of the demo's simulated screens for the whole day, as often
 * as the program fits; its day plan shows it taking the day from the demo's campaigns; and its
 * proof of play grows as the screens, told to fetch their schedule, play it and report each play.
 */

let platform: RunningPlatform;
let browser: Browser;
let authorization: string;

const words = {
  zh: {
    add: /新建广告/,
    program: '夜间安全 Night safety',
    save: /保\s*存/,
    running: '投放中',
    plan: '日排期',
    conflicts: '该屏幕上有广告时段重叠',
    report: '播放证明',
    plays: '播放次数',
    playsPerDay: '每块屏幕每天播放 8640 次',
  },
  en: {
    add: /New campaign/,
    program: '夜间安全 Night safety',
    save: /^Save$/,
    running: 'Running',
    plan: 'Day plan',
    conflicts: 'Campaigns share minutes on this screen',
    report: 'Proof of play',
    plays: 'Plays',
    playsPerDay: 'Each screen plays it 8640 times a day',
  },
};

beforeAll(async () => {
  platform = await demoFleetPlatform();
  authorization = await bearerOf(platform.url);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/**
 * Three of the demo's six simulated LED screens that report as they should, the first three for
 * one language and the last three for the other: a campaign of one test takes no minute from the other's.
 */
async function demoScreens(lang: Lang): Promise<string[]> {
  const answer = await callApi(
    platform.url,
    `/remote/device/list?devicetype=${DEVICE_TYPE.ledScreen}`,
    authorization,
  );
  const rows = answer.data[0].list as { devicecode: string; runstate: number | null }[];
  const working = rows.filter((row) => row.runstate === 1 && row.devicecode.startsWith('HZ-'));
  if (working.length < 6) throw new Error(`only ${working.length} demo screens report`);
  return (lang === 'zh' ? working.slice(0, 3) : working.slice(3, 6)).map((row) => row.devicecode);
}

/** Deletes the campaigns of that name, so that a test run again books the screens afresh. */
async function cancelCampaigns(name: string): Promise<void> {
  const answer = await callApi(
    platform.url,
    `/remote/campaign/list?keyword=${encodeURIComponent(name)}`,
    authorization,
  );
  const ids = (answer.data[0].list as { id: number }[]).map((campaign) => String(campaign.id));
  if (ids.length > 0)
    await callApi(platform.url, `/remote/campaign/delete?ids[]=${ids.join('&ids[]=')}`, authorization);
}

const row = (page: Page, name: string) => page.locator('tr.ant-table-row', { hasText: name });

/** The number a Statistic titled `title` shows. */
async function statistic(scope: Locator, title: string): Promise<number> {
  const text = await scope
    .locator('.ant-statistic', { hasText: title })
    .locator('.ant-statistic-content')
    .textContent();
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

describe('screen advertising', () => {
  for (const lang of ['zh', 'en'] as const) {
    const said = words[lang];

    it(`${lang}: books a campaign on three screens, shows its day plan and its proof of play growing`, async () => {
      const name = `${lang} station ads ${randomUUID().slice(0, 6)}`;
      const screens = await demoScreens(lang);
      await cancelCampaigns(`${lang} station ads`);
      const page = await signedIn(await openPage(browser, lang as Lang), platform.url, '/led/advertising');
      await page.locator('tr.ant-table-row', { hasText: said.running }).first().waitFor();

      await page.locator('.ant-card-extra').getByRole('button', { name: said.add }).click();
      const editor = page.locator('.ant-modal').filter({ has: page.locator('form') });
      await editor.locator('#name').fill(name);
      // The demo's program, not those the program tests named "… night safety …".
      await pick(page, editor.locator('#programid'), '夜间安全', said.program);
      for (const code of screens) await pick(page, editor.locator('#deviceids'), code);
      await page.keyboard.press('Escape');
      await editor.locator('#priority').fill('9');
      await editor.locator('#playsperhour').fill('720');
      await editor.getByText(said.playsPerDay).waitFor();
      await shoot(page, `advertising-editor-${lang}-desktop`);
      await editor.getByRole('button', { name: said.save }).click();
      await editor.waitFor({ state: 'hidden' });
      await row(page, name).getByText(said.running).waitFor();
      await shoot(page, `advertising-list-${lang}-desktop`);
      await page.setViewportSize({ width: NARROW, height: 900 });
      await shoot(page, `advertising-list-${lang}-900`);
      await page.setViewportSize({ width: DESKTOP, height: 900 });

      // Priority 9 all day: the demo's campaigns give way to it on these screens.
      await row(page, name).getByRole('button', { name: said.plan }).click();
      const plan = page.locator('.ant-modal').filter({ has: page.locator('.day-plan') });
      await plan.getByText(said.conflicts).waitFor();
      await expect(plan.locator('.day-plan__block').first().textContent()).resolves.toBe(name);
      await shoot(page, `advertising-plan-${lang}-desktop`);
      await page.setViewportSize({ width: NARROW, height: 900 });
      await shoot(page, `advertising-plan-${lang}-900`);
      await page.setViewportSize({ width: DESKTOP, height: 900 });
      await page.keyboard.press('Escape');
      await plan.waitFor({ state: 'hidden' });

      // The screens fetch the schedule, play the program every ten seconds and report each play.
      await row(page, name).getByRole('button', { name: said.report }).click();
      const report = page.locator('.ant-drawer');
      await expect.poll(() => statistic(report, said.plays), { timeout: 45_000 }).toBeGreaterThan(0);
      const first = await statistic(report, said.plays);
      await expect.poll(() => statistic(report, said.plays), { timeout: 45_000 }).toBeGreaterThan(first);
      await report.locator('.ant-table-row').first().waitFor();
      await shoot(page, `advertising-report-${lang}-desktop`);
      await page.setViewportSize({ width: NARROW, height: 900 });
      await shoot(page, `advertising-report-${lang}-900`);
      await page.context().close();
    });
  }
});
