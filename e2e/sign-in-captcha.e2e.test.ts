import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { DESKTOP, type Lang, NARROW, openPage, shoot, signIn } from './pages';
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

const texts: Record<Lang, { picture: string; answer: string; refresh: string; wrong: string }> = {
  en: {
    picture: 'Captcha picture',
    answer: 'Characters in the picture',
    refresh: 'Show another picture',
    wrong: 'the characters do not match the picture or it has expired; enter those of the new picture',
  },
  zh: {
    picture: '验证码图片',
    answer: '验证码',
    refresh: '换一张',
    wrong: '验证码错误或已过期，请输入新图片中的字符',
  },
};

const pictureOf = (page: Page, lang: Lang) => page.getByRole('img', { name: texts[lang].picture });

/** Both widths of the sign-in page as it shows the captcha. */
async function shootBoth(page: Page, lang: Lang) {
  await shoot(page, `login-captcha-${lang}-desktop`);
  await page.setViewportSize({ width: NARROW, height: 900 });
  await shoot(page, `login-captcha-${lang}-900`);
  await page.setViewportSize({ width: DESKTOP, height: 900 });
}

describe('the captcha on the sign-in page', () => {
  it('appears after three failed sign-ins, refuses a wrong answer and draws a new picture', async () => {
    const page = await openPage(browser, 'en');
    await page.goto(`${platform.url}/#/login`);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await pictureOf(page, 'en').count()).toBe(0);
      await signIn(page, 'admin', `Wrong#pass${attempt}`);
      await page.locator('.login__failure').getByText('wrong username or password').waitFor();
      await page.locator('.login__submit:not([disabled])').waitFor();
    }
    await pictureOf(page, 'en').waitFor();
    await shootBoth(page, 'en');

    const first = await pictureOf(page, 'en').getAttribute('src');
    await page.getByRole('button', { name: texts.en.refresh }).click();
    await page.waitForFunction(
      ([name, before]) => document.querySelector(`img[alt="${name}"]`)?.getAttribute('src') !== before,
      [texts.en.picture, first] as const,
    );

    const shown = await pictureOf(page, 'en').getAttribute('src');
    await page.getByLabel(texts.en.answer).fill('nope');
    await signIn(page, 'nobody_here', 'Whatever#1');
    await page.locator('.login__failure').getByText(texts.en.wrong).waitFor();
    await page.waitForFunction(
      ([name, before]) => document.querySelector(`img[alt="${name}"]`)?.getAttribute('src') !== before,
      [texts.en.picture, shown] as const,
    );
    expect(await page.getByLabel(texts.en.answer).inputValue()).toBe('');
    await page.context().close();
  });

  it('speaks Chinese, and the branded sign-in pages share it', async () => {
    const page = await openPage(browser, 'zh');
    await page.goto(`${platform.url}/#/login-sy`);
    await signIn(page, 'admin', 'Wrong#pass4');
    await pictureOf(page, 'zh').waitFor();
    await page.getByRole('button', { name: texts.zh.refresh }).waitFor();
    await page.getByLabel(texts.zh.answer).waitFor();
    await page.goto(`${platform.url}/#/login`);
    await signIn(page, 'admin', 'Wrong#pass5');
    await pictureOf(page, 'zh').waitFor();
    await shootBoth(page, 'zh');
    await page.context().close();
  });
});
