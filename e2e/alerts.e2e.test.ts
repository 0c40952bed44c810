import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { DESKTOP, type Lang, openPage, shoot, signedIn } from './pages';
import { type RunningPlatform, startPlatform } from './platform';

let platform: RunningPlatform;
let browser: Browser;

beforeAll(async () => {
  platform = await startPlatform({ store: 'postgres' });
  const sql = platform.sql;
  if (!sql) throw new Error('the alerts tests need the platform on PostgreSQL');
  for (let i = 1; i <= 14; i++) {
    await sql`insert into warnings (account_id, device_code, device_type, project_name, group_name, run_state, load_state, battery_state, created_at)
      values (1, ${`SL-${String(i).padStart(3, '0')}`}, 1, 'Harbour road', 'North', 2, 4, 1, now() - make_interval(mins => ${i}))`;
  }
  await sql`insert into notifications (account_id, title, content, jump_path) values
    (1, 'SIM 即将到期', 'SL-001 的 SIM 卡将在 30 天后到期', '/system/audit'),
    (1, '套餐即将到期', 'SL-002 的套餐将在 7 天后到期', '')`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const signedInPage = async (lang: Lang, width = DESKTOP) =>
  signedIn(await openPage(browser, lang, width), platform.url);

describe('the alarm drawer and the reminders', () => {
  it('are there in Chinese and not in English', async () => {
    const zh = await signedInPage('zh');
    await zh.getByRole('button', { name: '告警' }).waitFor();
    await zh.getByRole('button', { name: '消息' }).waitFor();
    await zh.context().close();
    const en = await signedInPage('en');
    await en.getByText('Welcome, Administrator').waitFor();
    expect(await en.getByRole('button', { name: 'Alarms' }).count()).toBe(0);
    await en.context().close();
  });

  it('opens 40 % wide, loads twelve at a time, marks a warning read on click and leaves', async () => {
    const page = await signedInPage('zh');
    await page
      .locator('.ant-badge')
      .filter({ has: page.getByRole('button', { name: '告警' }) })
      .getByText('14')
      .waitFor();
    await page.getByRole('button', { name: '告警' }).click();
    // The home page lists the same warnings: the drawer's own are looked for inside it.
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await drawer.getByText('SL-001').waitFor();
    expect((await drawer.boundingBox())?.width).toBeCloseTo(1440 * 0.4, 0);
    expect(await drawer.locator('.ant-list-item').count()).toBe(12);
    await drawer.getByText('短路保护，欠压').first().waitFor();
    await shoot(page, 'alarm-drawer-zh-desktop');
    await page.locator('.alarm-drawer__list').evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await drawer.getByText('SL-014').waitFor();
    await drawer.getByText('SL-001').click();
    await page.waitForFunction(() => document.querySelector('.ant-drawer-open') === null);
    await page
      .locator('.ant-badge')
      .filter({ has: page.getByRole('button', { name: '告警' }) })
      .getByText('13')
      .waitFor();
    await page.context().close();
  });

  it('lists unread reminders and a click with a jump path sets the map flag and goes there', async () => {
    const page = await signedInPage('zh', 900);
    await page.getByRole('button', { name: '消息' }).click();
    await page.getByText('SIM 即将到期').waitFor();
    await shoot(page, 'reminders-zh-900');
    await page.getByText('SIM 即将到期').click();
    await page.waitForURL(/#\/system\/audit$/);
    expect(await page.evaluate(() => localStorage.getItem('lamplighter.mapJump'))).toBe('1');
    await page.getByRole('button', { name: '消息' }).click();
    await page.getByRole('button', { name: '全部标为已读' }).click();
    await page.getByText('已读成功').waitFor();
    await page.getByRole('tab', { name: '已读' }).click();
    await page.getByText('套餐即将到期').waitFor();
    await page.context().close();
  });
});
