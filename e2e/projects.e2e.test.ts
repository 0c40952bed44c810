import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { DESKTOP, type Lang, NARROW, openPage, shoot, signedIn, signIn } from './pages';
import { type RunningPlatform, startPlatform } from './platform';

let platform: RunningPlatform;
let browser: Browser;
let bearer: string;

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchBrowser();
  bearer = await bearerOf(platform.url);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const call = async (apiPath: string, form?: Record<string, string | string[]>, authorization = bearer) => {
  const answer = await callApi(platform.url, apiPath, authorization, form);
  expect(answer.status, `${apiPath}: ${answer.message}`).toBe(200);
  return answer.data;
};

const screens = {
  project: { path: '/project/list', heading: { zh: '项目列表', en: 'Projects' } },
  group: { path: '/project/group', heading: { zh: '分组列表', en: 'Groups' } },
  projectGroup: { path: '/project/project-group', heading: { zh: '项目与分组', en: 'Projects and groups' } },
};
type Screen = keyof typeof screens;

async function open(page: Page, screen: Screen, lang: Lang) {
  await page.goto(`${platform.url}/#${screens[screen].path}`);
  // Visited screens stay in the page, hidden: the heading of this one is the visible one.
  await page
    .locator('.ant-card-head-title')
    .getByText(screens[screen].heading[lang], { exact: true })
    .filter({ visible: true })
    .waitFor();
}

const ok = /确\s*定|OK/;

/** Picks an option of the Select labelled `label` in the open form by typing until it is the only one. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).fill(option);
  await page.locator('.ant-select-item-option-active').filter({ hasText: option }).waitFor();
  await page.keyboard.press('Enter');
}

describe('projects and groups, in Chinese', () => {
  it('creates a project and two groups, renames one, is refused while the project holds groups, then deletes', async () => {
    const page = await signedIn(await openPage(browser, 'zh'), platform.url, screens.projectGroup.path);
    await page.getByText('请先在“项目”页面新增项目，再在这里为它添加分组').waitFor();
    await shoot(page, 'project-group-empty-zh-desktop');
    await open(page, 'project', 'zh');
    await shoot(page, 'projects-empty-zh-desktop');
    await page.getByRole('button', { name: '新增项目' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: ok }).click();
    await dialog.getByText('请输入项目名称').waitFor();
    await dialog.getByLabel('项目名称').fill('滨江大道路灯工程');
    await dialog.getByLabel('项目描述').fill('滨江大道一期，共 120 基太阳能路灯');
    await choose(page, '省份', '广东省');
    await dialog.getByLabel('城市').fill('深圳市');
    const longitude = dialog.getByLabel('经度', { exact: true });
    await longitude.fill('200');
    await dialog.getByText('经度须在 -180 到 180 之间').waitFor();
    await longitude.fill('114.06');
    await dialog.getByText('经度和纬度须同时填写或同时留空').waitFor();
    // The map selector writes both coordinates of the point it is given.
    await dialog.getByRole('button', { name: '地图选点' }).click();
    const picker = page.getByRole('dialog').filter({ hasText: '选择位置' });
    await picker.getByLabel('经度,纬度').fill('114.057868,22.543099');
    await picker.getByRole('button', { name: ok }).click();
    await picker.waitFor({ state: 'detached' });
    expect(await longitude.inputValue()).toBe('114.057868');
    expect(await dialog.getByLabel('纬度', { exact: true }).inputValue()).toBe('22.543099');
    await shoot(page, 'project-form-filled-zh-desktop');
    await dialog.getByRole('button', { name: ok }).click();
    await page.getByText('创建成功').waitFor();
    const projectRow = page.getByRole('row').filter({ hasText: '滨江大道路灯工程' });
    await projectRow.getByText('广东省').waitFor();
    await projectRow.getByText('admin').waitFor();
    const saved = await call('/remote/project/list?province=%E5%B9%BF%E4%B8%9C%E7%9C%81');
    expect(saved[0].list[0]).toMatchObject({ city: '深圳市', longitude: 114.057868, latitude: 22.543099 });

    // A group through the Group screen: both required prompts first.
    await open(page, 'group', 'zh');
    await page.getByRole('button', { name: '新增分组' }).click();
    await dialog.getByRole('button', { name: ok }).click();
    await dialog.getByText('请选择项目').first().waitFor();
    await dialog.getByText('请输入分组名称').waitFor();
    await choose(page, '所属项目', '滨江大道路灯工程');
    await dialog.getByLabel('分组名称').fill('一号分组');
    await dialog.getByRole('button', { name: ok }).click();
    await page.getByRole('row').filter({ hasText: '一号分组' }).getByText('滨江大道路灯工程').waitFor();

    // One through Project-Group, in the project chosen on the left; then renamed.
    await open(page, 'projectGroup', 'zh');
    await page.getByRole('treeitem').filter({ hasText: '滨江大道路灯工程' }).click();
    await page.getByText('滨江大道路灯工程 的分组').waitFor();
    await page.getByRole('button', { name: '新增分组' }).click();
    await expect(dialog.getByLabel('所属项目').isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('分组名称').fill('二号分组');
    await dialog.getByRole('button', { name: ok }).click();
    await page.getByRole('treeitem').filter({ hasText: '滨江大道路灯工程 (2)' }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: '二号分组' })
      .getByRole('button', { name: '重命名' })
      .click();
    await dialog.getByText('重命名分组').waitFor();
    await dialog.getByLabel('分组名称').fill('二号分组东段');
    await dialog.getByRole('button', { name: ok }).click();
    await page.getByText('修改成功').waitFor();
    await page.getByRole('treeitem').filter({ hasText: '二号分组东段' }).click();
    await page.getByText('分组 二号分组东段').waitFor();

    // The project still holds both groups: the server refuses, in the user's language.
    await open(page, 'project', 'zh');
    await projectRow.getByRole('button', { name: /删\s*除/ }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: ok }).click();
    await page.getByText('该项目下还有2个分组，请先删除分组').waitFor();
    await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
    await projectRow.waitFor();

    await open(page, 'group', 'zh');
    for (const name of ['一号分组', '二号分组东段']) {
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByRole('button', { name: /删\s*除/ }).click();
      await page.locator('.ant-modal-confirm').getByRole('button', { name: ok }).click();
      // The next row's confirmation must not find this one's still closing.
      await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
      await row.waitFor({ state: 'detached' });
    }
    await open(page, 'project', 'zh');
    await projectRow.getByRole('button', { name: /删\s*除/ }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: ok }).click();
    await projectRow.waitFor({ state: 'detached' });
    await page.getByText('删除成功').first().waitFor();
    const left = await call('/remote/project/list?keyword=%E6%BB%A8%E6%B1%9F');
    expect(left[0].total).toBe(0);
    await page.context().close();
  });
});

/** A demo account below the administrator, and a project it owns with two groups. */
async function demoWithProject() {
  const roles = await call('/sys/role/list?pagesize=500');
  const demoRole = roles[0].list.find((role: { idenkey: string }) => role.idenkey === 'demo');
  const demo = await call('/sys/account/add', {
    username: 'demo_viewer',
    password: 'Viewer#Lamp58',
    mobile: '13700001001',
    roleid: String(demoRole.id),
  });
  const project = await call('/remote/project/add', {
    name: 'Riverside lighting',
    description: 'Phase one of the riverside promenade, solar lights and one gateway per block',
    province: '浙江省',
    city: 'Hangzhou',
    longitude: '120.16',
    latitude: '30.27',
    accountid: String(demo.id),
  });
  for (const name of ['North bank', 'South bank'])
    await call('/remote/group/add', { projectid: String(project.id), name, description: 'Promenade' });
  return { username: 'demo_viewer', password: 'Viewer#Lamp58' };
}

describe('screens and forms, both languages, 1440 and 900 px', () => {
  let demo: { username: string; password: string };
  beforeAll(async () => {
    demo = await demoWithProject();
  });

  async function shootBoth(page: Page, name: string) {
    await shoot(page, `${name}-desktop`);
    await page.setViewportSize({ width: NARROW, height: 900 });
    await shoot(page, `${name}-900`);
    await page.setViewportSize({ width: DESKTOP, height: 900 });
  }

  for (const lang of ['zh', 'en'] as const) {
    it(`draws the three screens and the two forms in ${lang}`, async () => {
      const page = await signedIn(await openPage(browser, lang), platform.url, screens.project.path);
      const addProject = lang === 'zh' ? '新增项目' : 'New project';
      const addGroup = lang === 'zh' ? '新增分组' : 'New group';
      await page.getByRole('row').filter({ hasText: 'Riverside lighting' }).waitFor();
      await page.getByText(lang === 'zh' ? '浙江省' : 'Zhejiang', { exact: true }).waitFor();
      await shootBoth(page, `projects-${lang}`);
      await page.getByRole('button', { name: addProject }).click();
      await page.getByRole('dialog').getByRole('button', { name: ok }).click();
      await page.getByText(lang === 'zh' ? '请输入项目名称' : 'please enter the project name').waitFor();
      await shootBoth(page, `project-form-${lang}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await open(page, 'group', lang);
      await page.getByRole('row').filter({ hasText: 'North bank' }).waitFor();
      await shootBoth(page, `groups-${lang}`);
      await page.getByRole('button', { name: addGroup }).click();
      await page.getByRole('dialog').getByRole('button', { name: ok }).click();
      await page.getByText(lang === 'zh' ? '请输入分组名称' : 'please enter the group name').waitFor();
      await shootBoth(page, `group-form-${lang}`);
      await page.keyboard.press('Escape');

      await open(page, 'projectGroup', lang);
      await page.getByRole('treeitem').filter({ hasText: 'South bank' }).click();
      await page.getByText(lang === 'zh' ? '分组 South bank' : 'Group South bank').waitFor();
      await shootBoth(page, `project-group-${lang}`);
      await page.context().close();
    });
  }

  it('shows a demo account the lists without add, edit, rename or delete', async () => {
    const page = await openPage(browser, 'en', NARROW);
    await page.goto(`${platform.url}/#/login?redirect=${encodeURIComponent(screens.project.path)}`);
    await signIn(page, demo.username, demo.password);
    await page.getByRole('row').filter({ hasText: 'Riverside lighting' }).waitFor();
    const forbidden = /^(New project|New group|Edit|Rename|Delete)$/;
    expect(await page.getByRole('button', { name: forbidden }).count()).toBe(0);
    await open(page, 'group', 'en');
    await page.getByRole('row').filter({ hasText: 'South bank' }).waitFor();
    expect(await page.getByRole('button', { name: forbidden }).count()).toBe(0);
    await open(page, 'projectGroup', 'en');
    await page.getByRole('row').filter({ hasText: 'North bank' }).waitFor();
    expect(await page.getByRole('button', { name: forbidden }).count()).toBe(0);
    await shoot(page, 'project-group-demo-en-900');
    await page.context().close();
  });
});
