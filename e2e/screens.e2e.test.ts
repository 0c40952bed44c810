import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { latinWordsOutsideData } from './latin-words';
import { DESKTOP, type Lang, NARROW, openPage, PHONE, shoot, signedIn } from './pages';
import { type RunningPlatform, startPlatform } from './platform';

let platform: RunningPlatform;
let browser: Browser;

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchBrowser();
  await addListedLamp();
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** Names the tour puts in: data, which a Chinese screen shows as they are. */
const LISTED = { project: 'Harbour lights', lamp: 'Harbour road mains lamp 12' };

/** A lamp with a long name in a project, so that the device lists are drawn with a row to fit. */
async function addListedLamp() {
  const bearer = await bearerOf(platform.url);
  const project = await callApi(platform.url, '/remote/project/add', bearer, { name: LISTED.project });
  const lamp = await callApi(platform.url, '/remote/device/add', bearer, {
    projectid: String(project.data.id),
    devicetype: '2',
    devicecode: 'ML-0002',
    devicename: LISTED.lamp,
  });
  expect(lamp.status, lamp.message).toBe(200);
}

/** Every screen of the shell, by path and the heading that shows it has drawn, per language. */
const screens: { name: string; path: string; heading: Record<Lang, string> }[] = [
  { name: 'dashboard', path: '/dashboard', heading: { zh: '欢迎', en: 'Welcome' } },
  { name: 'profile', path: '/profile', heading: { zh: '基本信息', en: 'Basic information' } },
  { name: 'accounts', path: '/system/account', heading: { zh: '账号管理', en: 'Account management' } },
  { name: 'roles', path: '/system/role', heading: { zh: '角色管理', en: 'Role management' } },
  { name: 'menus', path: '/system/menu', heading: { zh: '菜单管理', en: 'Menu management' } },
  { name: 'brands', path: '/system/brand', heading: { zh: '品牌管理', en: 'Brand management' } },
  { name: 'audit', path: '/system/audit', heading: { zh: '审计日志', en: 'Audit log' } },
  { name: 'manufacturers', path: '/system/manufacturer', heading: { zh: '厂家列表', en: 'Manufacturers' } },
  { name: 'projects', path: '/project/list', heading: { zh: '项目列表', en: 'Projects' } },
  { name: 'groups', path: '/project/group', heading: { zh: '分组列表', en: 'Groups' } },
  {
    name: 'project-groups',
    path: '/project/project-group',
    heading: { zh: '项目与分组', en: 'Projects and groups' },
  },
  {
    name: 'project-device',
    path: '/project/project-device',
    heading: { zh: '项目-设备', en: 'Project-Device' },
  },
  { name: 'gateways', path: '/device/gateway', heading: { zh: '网关列表', en: 'Gateways' } },
  {
    name: 'loop-controllers',
    path: '/device/loop',
    heading: { zh: '回路控制器列表', en: 'Loop controllers' },
  },
  { name: 'factory-devices', path: '/device/factory', heading: { zh: '出厂设备', en: 'Factory devices' } },
  { name: 'devices', path: '/device/list', heading: { zh: '设备', en: 'Device' } },
  {
    name: 'solar',
    path: '/photovoltaic/device',
    heading: { zh: '光伏路灯', en: 'Photovoltaic street lamp' },
  },
  { name: 'mains', path: '/mains/device', heading: { zh: '市电路灯', en: 'Mains street lamp' } },
  {
    name: 'bluetooth-matrix',
    path: '/bluetooth/device',
    heading: { zh: '蓝牙矩阵路灯', en: 'Bluetooth-matrix street lamp' },
  },
  { name: 'after-sales', path: '/device/aftersale', heading: { zh: '售后记录', en: 'After-sales records' } },
  {
    name: 'weather-overview',
    path: '/weather/overview',
    heading: { zh: '还没有气象站', en: 'No weather stations yet' },
  },
  { name: 'weather-map', path: '/weather/map', heading: { zh: '气象地图', en: 'Weather map' } },
  {
    name: 'weather-analytics',
    path: '/weather/analytics',
    heading: { zh: '还没有气象站', en: 'No weather stations yet' },
  },
  {
    name: 'video-list',
    path: '/video/list',
    heading: {
      zh: '还没有摄像头：请在项目中添加类型为摄像头的设备',
      en: 'No cameras yet: add a device of the type camera to a project',
    },
  },
  {
    name: 'video-split',
    path: '/video/split',
    heading: {
      zh: '将摄像头拖到画面上，或先选择画面再点击摄像头。',
      en: 'Drag a camera onto a tile, or choose a tile and then a camera.',
    },
  },
  {
    name: 'media-library',
    path: '/led/media',
    heading: {
      zh: '暂无文件：请上传供屏幕和广播使用的图片、视频或音频',
      en: 'No files yet: upload images, videos or sounds for the screens and the broadcast',
    },
  },
  {
    name: 'screen-management',
    path: '/led/screens',
    heading: {
      zh: '还没有 LED 屏幕：请在项目中添加类型为 LED 屏幕的设备',
      en: 'No LED screens yet: add a device of the type LED screen to a project',
    },
  },
  {
    name: 'program-management',
    path: '/led/program',
    heading: {
      zh: '暂无节目：可用媒体库中的文件制作节目',
      en: 'No programs yet: make one from the files of the media library',
    },
  },
  {
    name: 'screen-advertising',
    path: '/led/advertising',
    heading: {
      zh: '还没有广告：把已发布的节目排期到屏幕上',
      en: 'No campaign yet: book a published program on your screens',
    },
  },
  {
    name: 'broadcast-list',
    path: '/broadcast/list',
    heading: {
      zh: '还没有广播终端：请在项目中添加类型为广播终端的设备',
      en: 'No broadcast terminals yet: add a device of the type broadcast terminal to a project',
    },
  },
  {
    name: 'audio-broadcast',
    path: '/broadcast/audio',
    heading: {
      zh: '还没有广播：可播报文字或播放媒体库中的音频',
      en: 'No broadcast yet: speak a text or play a library sound on the terminals',
    },
  },
];

/**
 * A tour draws 33 screens at three widths: 68–78 s a language on CI's machine, too close to the
 * browser tests' 90 s when the run is busy.
 */
const TOUR_TIMEOUT_MS = 240_000;

describe('every screen, in both languages, on the desktop, at 900 px and on a phone', () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`draws each screen in ${lang}`, { timeout: TOUR_TIMEOUT_MS }, async () => {
      const page = await openPage(browser, lang);
      await page.goto(`${platform.url}/#/login`);
      await shoot(page, `tour-login-${lang}-desktop`, { tour: true });
      await page.setViewportSize({ width: NARROW, height: 900 });
      await shoot(page, `tour-login-${lang}-900`, { tour: true });
      await page.setViewportSize({ width: DESKTOP, height: 900 });
      await page.getByRole('button', { name: lang === 'zh' ? '忘记密码？' : 'Forgot password?' }).click();
      await page.getByRole('dialog').waitFor();
      await shoot(page, `tour-forgot-password-${lang}-desktop`, { tour: true });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await signedIn(page, platform.url);
      for (const screen of screens) {
        await page.goto(`${platform.url}/#${screen.path}`);
        // The page's own heading, not the breadcrumb's or the tab's of the same name.
        await page.locator('.app-layout__content').getByText(screen.heading[lang]).first().waitFor();
        await shoot(page, `tour-${screen.name}-${lang}-desktop`, { tour: true });
        if (lang === 'zh') {
          const words = await latinWordsOutsideData(page, [
            'Administrator',
            'admin',
            ...Object.values(LISTED),
          ]);
          expect(words, `Latin words on the ${screen.name} screen in Chinese`).toEqual([]);
        }
        await page.setViewportSize({ width: NARROW, height: 900 });
        await shoot(page, `tour-${screen.name}-${lang}-900`, { tour: true });
        await page.setViewportSize({ width: PHONE, height: 844 });
        await shoot(page, `tour-${screen.name}-${lang}-390`, { tour: true });
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: screen.name })
          .toBeLessThanOrEqual(PHONE);
        // Nor does a list scroll sideways inside the page: a phone keeps the columns that fit.
        const tablesScrollingSideways = () =>
          page.evaluate(
            () =>
              [...document.querySelectorAll('.ant-table-content')].filter(
                (table) => table.scrollWidth > table.clientWidth,
              ).length,
          );
        await expect.poll(tablesScrollingSideways, { message: screen.name }).toBe(0);
        await page.setViewportSize({ width: DESKTOP, height: 900 });
      }
      await page.context().close();
    });
  }
});

describe('the browser tab', () => {
  it('shows the product icon', async () => {
    const page = await openPage(browser, 'en');
    await page.goto(`${platform.url}/#/login`);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    const icon = await fetch(new URL(href ?? '', platform.url));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await icon.text()).toContain('<svg');
    await page.context().close();
  });
});
