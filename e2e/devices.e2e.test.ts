import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { DESKTOP, NARROW, openPage, shoot, signedIn, signIn } from './pages';
import { type RunningPlatform, startPlatform } from './platform';
import { choose } from './select';

let platform: RunningPlatform;
let browser: Browser;
let bearer: string;
let harbour: { id: number; quayA: number; quayB: number };

const call = async (apiPath: string, form?: Record<string, string | string[]>, authorization = bearer) => {
  const answer = await callApi(platform.url, apiPath, authorization, form);
  expect(answer.status, `${apiPath}: ${answer.message}`).toBe(200);
  return answer.data;
};

/** A project with two groups, made through the API as `authorization` (for the account `accountid`). */
async function projectWithGroups(name: string, groups: [string, string], accountid?: number) {
  const project = await call('/remote/project/add', {
    name,
    description: 'Quay lighting, solar and mains',
    ...(accountid ? { accountid: String(accountid) } : {}),
  });
  const ids: number[] = [];
  for (const group of groups)
    ids.push((await call('/remote/group/add', { projectid: String(project.id), name: group })).id);
  return { id: project.id as number, quayA: ids[0] as number, quayB: ids[1] as number };
}

/** A day `days` from today as `YYYY-MM-DD`, in local time as the browser counts. */
function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

async function addDevice(fields: Record<string, string>) {
  return call('/remote/device/add', { projectid: String(harbour.id), devicetype: '1', ...fields });
}

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchBrowser();
  bearer = await bearerOf(platform.url);
  harbour = await projectWithGroups('Harbour lights', ['Quay A', 'Quay B']);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const ok = /^(确\s*定|OK)$/;
const screens = {
  all: '/device/list',
  solar: '/photovoltaic/device',
  mains: '/mains/device',
  detail: '/device/detail',
  project: '/project/project-device',
};

async function typeDate(scope: Locator, label: string, day: string) {
  const field = scope.getByLabel(label, { exact: true });
  await field.fill(day);
  await field.press('Enter');
}

/**
 * Opens the map selector of the form, clicks the middle of the map until a point is chosen, and
 * confirms it; answers the point the selector showed.
 */
async function pickOnMap(page: Page, form: Locator) {
  await form.getByRole('button', { name: '地图选点' }).click();
  const picker = page.getByRole('dialog').filter({ hasText: '选择位置' });
  const map = picker.getByRole('region', { name: '选择位置' });
  await map.locator('canvas').waitFor();
  const chosen = picker.getByText(/^已选位置：/);
  await expect
    .poll(async () => {
      await map.click();
      return chosen.count();
    })
    .toBe(1);
  const [lng, lat] = ((await chosen.textContent()) ?? '').replace('已选位置：', '').split(',').map(Number);
  expect(lng).toBeGreaterThan(70);
  expect(lat).toBeGreaterThan(10);
  await shoot(page, 'device-map-picker-zh-desktop');
  await picker.getByRole('button', { name: ok }).click();
  await picker.waitFor({ state: 'detached' });
  return { lng: lng as number, lat: lat as number };
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('a device from the form to its deletion, in Chinese', () => {
  it('adds, finds, opens, rotates, moves and deletes a device', async () => {
    const page = await signedIn(await openPage(browser, 'zh'), platform.url, screens.all);
    await page.getByText('暂无设备').waitFor();
    await page.getByRole('button', { name: '新增设备' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: ok }).click();
    for (const prompt of ['请输入设备编号', '请输入名称', '请选择设备类型', '请选择项目'])
      await dialog.getByText(prompt).first().waitFor();

    await dialog.getByLabel('设备编号').fill('HB 01');
    await dialog.getByText('设备编号须为1-64位字母、数字、- 或 _').waitFor();
    await dialog.getByLabel('设备编号').fill('HB-0001');
    await dialog.getByLabel('设备名称').fill('一号码头灯');
    await choose(page, dialog, '设备类型', '光伏路灯');
    await choose(page, dialog, '通信方式', 'NB-IoT');
    await dialog.getByLabel('序列号').fill('SN-778812');
    await choose(page, dialog, '项目', 'Harbour lights');
    await choose(page, dialog, '分组', 'Quay A');
    await dialog.getByLabel('灯杆编号').fill('P-017');
    const point = await pickOnMap(page, dialog);
    await expect.poll(() => dialog.getByLabel('经度', { exact: true }).inputValue()).toBe(String(point.lng));
    await expect(dialog.getByLabel('纬度', { exact: true }).inputValue()).resolves.toBe(String(point.lat));
    await dialog.getByLabel('灯具功率(W)').fill('60');
    await dialog.getByLabel('是否BMS协议').click();
    await typeDate(dialog, '套餐到期时间', dayFromToday(400));
    await typeDate(dialog, 'SIM卡开始时间', dayFromToday(10));
    await typeDate(dialog, 'SIM卡结束时间', dayFromToday(5));
    await dialog.getByText('SIM 卡结束时间不能早于开始时间').waitFor();
    await typeDate(dialog, 'SIM卡结束时间', dayFromToday(700));
    await dialog.getByRole('button', { name: ok }).click();

    // The token once, with the warning and a copy button.
    const tokenDialog = page.getByRole('dialog').filter({ hasText: '设备已添加：接入令牌' });
    await tokenDialog.getByText('它只显示这一次').waitFor();
    const token = await tokenDialog.getByLabel('接入令牌').inputValue();
    expect(token.length).toBeGreaterThanOrEqual(20);
    await tokenDialog.getByRole('button', { name: '复制' }).waitFor();
    await tokenDialog.getByRole('button', { name: ok }).click();
    await tokenDialog.waitFor({ state: 'detached' });
    const row = rowOf(page, 'HB-0001');
    await row.getByText('一号码头灯').waitFor();
    await row.getByText('Quay A').waitFor();
    await row.getByText('NB-IoT').waitFor();

    // The point picked in the form is where the device map draws it.
    await page.goto(`${platform.url}/#/device/map`);
    await page.getByText('地图上共 1 个设备').waitFor();
    await page.goto(`${platform.url}/#${screens.all}`);
    await row.getByText('一号码头灯').waitFor();

    // Found by keyword, and by each filter; a filter that does not match says so.
    await addDevice({
      devicecode: 'HB-0002',
      devicename: 'Quay mains',
      devicetype: '2',
      groupid: String(harbour.quayB),
    });
    await page.reload();
    await rowOf(page, 'HB-0002').waitFor();
    await page.getByLabel('编号、名称、序列号或灯杆号').fill('SN-7788');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await rowOf(page, 'HB-0002').waitFor({ state: 'detached' });
    await row.waitFor();
    await page.getByLabel('编号、名称、序列号或灯杆号').fill('');
    await choose(page, page.locator('form').first(), '项目', 'Harbour lights');
    await choose(page, page.locator('form').first(), '分组', 'Quay B');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await row.waitFor({ state: 'detached' });
    await rowOf(page, 'HB-0002').waitFor();
    await page.getByRole('button', { name: '清除筛选' }).waitFor({ state: 'detached' });
    await choose(page, page.locator('form').first(), '设备类型', '光伏路灯');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await page.getByText('没有符合筛选条件的设备').waitFor();
    await page.getByRole('button', { name: '清除筛选' }).click();
    await row.waitFor();
    await choose(page, page.locator('form').first(), '到期状态', '180天内到期');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await page.getByText('没有符合筛选条件的设备').waitFor();
    await page.getByRole('button', { name: '清除筛选' }).click();

    // The detail page, from the number; the token rotated there.
    await row.getByRole('link', { name: 'HB-0001' }).click();
    await page.waitForURL(/#\/device\/detail\?id=\d+/);
    await page.getByText('SN-778812').waitFor();
    await page.getByText('P-017').waitFor();
    await page.getByText(`${point.lng.toFixed(6)}, ${point.lat.toFixed(6)}`).waitFor();
    await page.getByRole('region', { name: '位置' }).locator('.maplibregl-marker').waitFor();
    await page.getByRole('button', { name: /编\s*辑/ }).click();
    const edit = page.getByRole('dialog').filter({ hasText: '编辑设备' });
    await expect.poll(() => edit.getByLabel('序列号').inputValue()).toBe('SN-778812');
    await edit.getByLabel('设备名称').fill('一号码头东灯');
    await edit.getByRole('button', { name: ok }).click();
    await page.getByText('修改成功').waitFor();
    await page.getByRole('heading', { name: '一号码头东灯' }).waitFor();
    const panel = page.locator('.ant-card').filter({ hasText: '令牌末尾' });
    await panel.getByText(`…${token.slice(-4)}`).waitFor();
    await panel.getByText('从未更换').waitFor();
    await panel.getByRole('button', { name: '更换令牌' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('旧令牌立即失效').waitFor();
    await confirm.getByRole('button', { name: '更换令牌' }).click();
    const rotated = page.getByRole('dialog').filter({ hasText: '新的接入令牌' });
    const newToken = await rotated.getByLabel('接入令牌').inputValue();
    expect(newToken).not.toBe(token);
    await rotated.getByRole('button', { name: ok }).click();
    await panel.getByText(`…${newToken.slice(-4)}`).waitFor();
    await panel.getByText('从未更换').waitFor({ state: 'detached' });

    // Back to the list; moved to the other group with the batch move.
    await page.getByRole('button', { name: '返回设备列表' }).click();
    await page.waitForURL((url) => url.hash === `#${screens.all}`);
    await row.getByRole('checkbox').check();
    await page.getByText('已选择1项').waitFor();
    await page.getByRole('button', { name: '批量转移' }).click();
    const move = page.getByRole('dialog').filter({ hasText: '转移设备' });
    await move.getByText('将1个设备转移到以下项目和分组').waitFor();
    await choose(page, move, '项目', 'Harbour lights');
    await choose(page, move, '分组', 'Quay B');
    await move.getByRole('button', { name: ok }).click();
    await page.getByText('已转移1个设备').waitFor();
    await row.getByText('Quay B').waitFor();

    // Deleted from its row; two others together from the selection.
    await row.getByRole('button', { name: /删\s*除/ }).click();
    const deletion = page.locator('.ant-modal-confirm').filter({ hasText: '删除后无法恢复' });
    await deletion.getByRole('button', { name: ok }).click();
    await deletion.waitFor({ state: 'detached' });
    await page.getByText('删除成功').waitFor();
    await row.waitFor({ state: 'detached' });
    const left = await call('/remote/device/list?keyword=HB-0001');
    expect(left[0].total).toBe(0);
    for (const code of ['HB-0901', 'HB-0902']) await addDevice({ devicecode: code, devicename: code });
    await page.reload();
    for (const code of ['HB-0901', 'HB-0902']) await rowOf(page, code).getByRole('checkbox').check();
    await page.getByRole('button', { name: '批量删除' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: ok }).click();
    await rowOf(page, 'HB-0901').waitFor({ state: 'detached' });
    await rowOf(page, 'HB-0902').waitFor({ state: 'detached' });
    expect((await call('/remote/device/list?keyword=HB-09'))[0].total).toBe(0);
    await page.context().close();
  });
});

describe('expiry colours and the family lists', () => {
  it('colours a package running out in 20 days red and one in 100 days yellow', async () => {
    await addDevice({
      devicecode: 'EXP-20',
      devicename: 'Soon',
      packageexpire: dayFromToday(20),
      simend: dayFromToday(200),
    });
    await addDevice({
      devicecode: 'EXP-100',
      devicename: 'Later',
      packageexpire: dayFromToday(100),
      simend: dayFromToday(45),
    });
    const page = await signedIn(await openPage(browser, 'en'), platform.url, screens.solar);
    const tagOf = (code: string, day: string) =>
      rowOf(page, code).locator('.ant-tag').filter({ hasText: day });
    await expect(tagOf('EXP-20', dayFromToday(20)).getAttribute('class')).resolves.toMatch(/ant-tag-red/);
    await expect(tagOf('EXP-20', dayFromToday(200)).getAttribute('class')).resolves.toMatch(/ant-tag-green/);
    await expect(tagOf('EXP-100', dayFromToday(100)).getAttribute('class')).resolves.toMatch(/ant-tag-gold/);
    await expect(tagOf('EXP-100', dayFromToday(45)).getAttribute('class')).resolves.toMatch(/ant-tag-orange/);
    // Each family list shows only its family.
    await addDevice({ devicecode: 'MAINS-7', devicename: 'Mains seven', devicetype: '2' });
    expect(await rowOf(page, 'MAINS-7').count()).toBe(0);
    await page.goto(`${platform.url}/#${screens.mains}`);
    await rowOf(page, 'MAINS-7').waitFor();
    expect(await rowOf(page, 'EXP-20').count()).toBe(0);
    await page.context().close();
  });
});

/** A demo account below the administrator that owns a project with one device. */
async function demoWithDevice() {
  const roles = await call('/sys/role/list?pagesize=500');
  const demoRole = roles[0].list.find((role: { idenkey: string }) => role.idenkey === 'demo');
  const demo = await call('/sys/account/add', {
    username: 'demo_lamps',
    password: 'Viewer#Lamp58',
    mobile: '13700002001',
    roleid: String(demoRole.id),
  });
  const project = await projectWithGroups('Demo boulevard', ['East', 'West'], demo.id);
  await call('/remote/device/add', {
    devicecode: 'DEMO-1',
    devicename: 'Boulevard lamp',
    devicetype: '1',
    projectid: String(project.id),
    groupid: String(project.quayA),
  });
  return { username: 'demo_lamps', password: 'Viewer#Lamp58' };
}

describe('a demo account', () => {
  it('sees the devices without add, edit, delete, move, selection or the token panel', async () => {
    const demo = await demoWithDevice();
    const page = await openPage(browser, 'en', NARROW);
    await page.goto(`${platform.url}/#/login?redirect=${encodeURIComponent(screens.all)}`);
    await signIn(page, demo.username, demo.password);
    const row = rowOf(page, 'DEMO-1');
    await row.waitFor();
    const forbidden = /^(New device|Edit|Delete|Move selected|Delete selected|Rotate token|Bind device)$/;
    expect(await page.getByRole('button', { name: forbidden }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await row.getByRole('link', { name: 'DEMO-1' }).click();
    await page.getByText('Boulevard lamp').first().waitFor();
    expect(await page.getByRole('button', { name: forbidden }).count()).toBe(0);
    expect(await page.getByText('Access token').count()).toBe(0);
    await shoot(page, 'device-detail-demo-en-900');
    await page.goto(`${platform.url}/#${screens.project}`);
    await row.waitFor();
    expect(await page.getByRole('button', { name: forbidden }).count()).toBe(0);
    await page.context().close();
  });
});

describe('every device screen and form, both languages, 1440 and 900 px', () => {
  beforeAll(async () => {
    await addDevice({
      devicecode: 'SHOW-1',
      devicename: 'Quay B lamp 1',
      groupid: String(harbour.quayB),
      serialnumber: 'SN-SHOW-1',
      communicationtype: '4g',
      isbms: '1',
      isgridcomplementary: '1',
      packageexpire: dayFromToday(60),
      simstart: dayFromToday(-300),
      simend: dayFromToday(150),
      longitude: '121.4912',
      latitude: '31.2405',
      polenumber: 'P-101',
      installdate: dayFromToday(-300),
      model: 'SL-60',
      lamppower: '60',
      firmwareversion: '2.4.1',
      remark: 'Pier entrance, facing the water',
    });
  });

  async function shootBoth(page: Page, name: string) {
    await shoot(page, `${name}-desktop`);
    await page.setViewportSize({ width: NARROW, height: 900 });
    await shoot(page, `${name}-900`);
    await page.setViewportSize({ width: DESKTOP, height: 900 });
  }

  const texts = {
    zh: {
      add: '新增设备',
      move: '批量转移',
      edit: '编辑',
      back: '返回设备列表',
      rotate: '更换令牌',
      bind: '绑定设备',
      fields: { code: '设备编号', name: '设备名称', type: '设备类型', project: '项目' },
      solar: '光伏路灯',
    },
    en: {
      add: 'New device',
      move: 'Move selected',
      edit: 'Edit',
      back: 'Back to the devices',
      rotate: 'Rotate token',
      bind: 'Bind device',
      fields: { code: 'Number', name: 'Name', type: 'Type', project: 'Project' },
      solar: 'Photovoltaic street lamp',
    },
  };

  for (const lang of ['zh', 'en'] as const) {
    it(`draws the lists, the detail, the project tree and the forms in ${lang}`, async () => {
      const words = texts[lang];
      const page = await signedIn(await openPage(browser, lang), platform.url, screens.all);
      await rowOf(page, 'SHOW-1').waitFor();
      await shootBoth(page, `devices-${lang}`);

      // The form with its prompts, then a device added for the token dialog.
      await page.getByRole('button', { name: words.add }).click();
      const form = page.getByRole('dialog');
      await form.getByRole('button', { name: ok }).click();
      await form.locator('.ant-form-item-explain-error').first().waitFor();
      await shootBoth(page, `device-form-${lang}`);
      await form.getByLabel(words.fields.code, { exact: true }).fill(`TK-${lang}`);
      await form.getByLabel(words.fields.name, { exact: true }).fill(`Token ${lang}`);
      await choose(page, form, words.fields.type, words.solar);
      await choose(page, form, words.fields.project, 'Harbour lights');
      await form.getByRole('button', { name: ok }).click();
      const token = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /复制|Copy/ }) });
      await token.waitFor();
      await shootBoth(page, `device-token-${lang}`);
      await token.getByRole('button', { name: ok }).click();
      await token.waitFor({ state: 'detached' });

      await rowOf(page, 'SHOW-1').getByRole('checkbox').check();
      await page.getByRole('button', { name: words.move }).click();
      await page.getByRole('dialog').waitFor();
      await shootBoth(page, `device-move-${lang}`);
      await page.keyboard.press('Escape');

      for (const screen of ['solar', 'mains'] as const) {
        await page.goto(`${platform.url}/#${screens[screen]}`);
        await rowOf(page, screen === 'solar' ? 'SHOW-1' : 'MAINS-7').waitFor();
        await shootBoth(page, `devices-${screen}-${lang}`);
      }

      await page.goto(`${platform.url}/#${screens.project}`);
      await page.getByRole('treeitem').filter({ hasText: 'Quay B' }).click();
      await rowOf(page, 'SHOW-1').waitFor();
      await shootBoth(page, `project-device-${lang}`);
      await page.getByRole('button', { name: words.bind }).click();
      await page.getByRole('dialog').waitFor();
      await shootBoth(page, `device-bind-${lang}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await rowOf(page, 'SHOW-1').getByRole('link', { name: 'SHOW-1' }).click();
      await page.getByRole('button', { name: words.back }).waitFor();
      await page.locator('.maplibregl-marker').waitFor();
      await shootBoth(page, `device-detail-${lang}`);
      await page.getByRole('button', { name: words.rotate }).click();
      await page.locator('.ant-modal-confirm').waitFor();
      await shootBoth(page, `device-rotate-${lang}`);
      await page.keyboard.press('Escape');
      await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: words.edit }).click();
      const number = page.getByRole('dialog').getByLabel(words.fields.code, { exact: true });
      // The form fills in once the device's detail has come.
      await expect.poll(() => number.inputValue()).toBe('SHOW-1');
      await shootBoth(page, `device-edit-${lang}`);
      await page.context().close();
    });
  }
});
