import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { DESKTOP, type Lang, NARROW, openPage, shoot, signedIn } from './pages';
import { type RunningPlatform, sharedPlatform } from './platform';
import { choose, pick } from './select';

let platform: RunningPlatform;
let browser: Browser;
let bearer: string;
let riverside: number;

const call = async (apiPath: string, form?: Record<string, string | string[]>) => {
  const answer = await callApi(platform.url, apiPath, bearer, form);
  expect(answer.status, `${apiPath}: ${answer.message}`).toBe(200);
  return answer.data;
};

/** Lamps of the Riverside project, made through the API: solar and mains. */
const LIGHTS = [
  ['RL-101', 'River lamp 101', '1'],
  ['RL-102', 'River lamp 102', '1'],
  ['RL-103', 'River lamp 103', '2'],
  ['RL-104', 'River lamp 104', '2'],
  ['RL-105', 'River lamp 105', '2'],
] as const;

beforeAll(async () => {
  platform = await sharedPlatform();
  browser = await launchBrowser();
  bearer = await bearerOf(platform.url);
  riverside = (await call('/remote/project/add', { name: 'Riverside', description: 'Riverside promenade' }))
    .id;
  await call('/remote/group/add', { projectid: String(riverside), name: 'East bank' });
  for (const [devicecode, devicename, devicetype] of LIGHTS)
    await call('/remote/device/add', { projectid: String(riverside), devicecode, devicename, devicetype });
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const ok = /^(确\s*定|OK)$/;
const screens = { gateway: '/device/gateway', loop: '/device/loop' };

/** Adds lights to a light picker by number: each is searched on the server, then chosen. */
async function pickLights(page: Page, picker: Locator, codes: string[]) {
  for (const code of codes) await pick(page, picker, code, `${code} · `);
  await page.keyboard.press('Escape');
}

/** Takes a chosen light out of a light picker. */
async function unpick(scope: Locator, code: string) {
  await scope
    .locator('.ant-select-selection-item')
    .filter({ hasText: code })
    .locator('.ant-select-selection-item-remove')
    .click();
}

/** The confirmation of a row's delete, and what follows it. */
async function deleteRow(page: Page, row: Locator) {
  await row.getByRole('button', { name: /^(删\s*除|Delete)$/ }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: ok }).click();
}

async function closeToken(page: Page, title: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await dialog.waitFor();
  const token = await dialog.getByLabel(/^(接入令牌|Access token)$/).inputValue();
  expect(token).toMatch(/^[a-z2-7]{32}$/);
  await dialog.getByRole('button', { name: ok }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('gateways, in English', () => {
  it('adds a gateway with two lights, edits it to one, is refused delete while a light is behind, then deletes', async () => {
    const page = await signedIn(await openPage(browser, 'en'), platform.url, screens.gateway);
    await page.getByRole('button', { name: 'New gateway' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: ok }).click();
    await dialog.getByText('please enter the device number').waitFor();
    await dialog.getByText('please select a project').first().waitFor();
    await dialog.getByLabel('Code', { exact: true }).fill('GW-RIVER-1');
    await dialog.getByLabel('Name', { exact: true }).fill('Riverside gateway');
    await dialog.getByText('Bluetooth', { exact: true }).click();
    const lights = dialog.getByLabel('Lights behind it', { exact: true });
    await expect(lights.isDisabled()).resolves.toBe(true);
    await choose(page, dialog, 'Project', 'Riverside');
    await pickLights(page, lights, ['RL-101', 'RL-102']);
    await dialog.getByText('RL-102 · River lamp 102', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: ok }).click();
    await closeToken(page, 'Gateway added: its access token');

    const row = page.getByRole('row').filter({ hasText: 'GW-RIVER-1' });
    await row.getByText('Bluetooth').waitFor();
    await expect(row.getByRole('cell', { name: '2', exact: true }).count()).resolves.toBe(1);
    await row.getByRole('button', { name: /expand/i }).click();
    const behind = page.getByRole('region', { name: 'Lights behind it' });
    await behind.getByText('River lamp 101').waitFor();
    await behind.getByText('River lamp 102').waitFor();

    // Down to one light: RL-102 leaves the gateway.
    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByText('RL-102 · River lamp 102', { exact: true }).waitFor();
    await unpick(dialog, 'RL-102');
    await dialog.getByRole('button', { name: ok }).click();
    await page.getByText('updated').first().waitFor();
    await behind.getByText('River lamp 102').waitFor({ state: 'detached' });
    const lamp = await call('/remote/device/detail?devicecode=RL-102');
    expect(lamp.gatewaycode).toBe('');
    expect((await call('/remote/device/detail?devicecode=RL-101')).gatewaycode).toBe('GW-RIVER-1');

    // A light is still behind it: the server refuses, and says why.
    await deleteRow(page, row);
    await page.getByText('gateway still speaks for 1 light; move it to another gateway first').waitFor();
    await row.waitFor();

    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByText('RL-101 · River lamp 101', { exact: true }).waitFor();
    await unpick(dialog, 'RL-101');
    await dialog.getByRole('button', { name: ok }).click();
    await page.getByText('updated').first().waitFor();
    await deleteRow(page, row);
    await row.waitFor({ state: 'detached' });
    expect((await call('/remote/gateway/list'))[0].total).toBe(0);
    await page.context().close();
  });
});

describe('loop controllers, in Chinese', () => {
  it('adds a controller with two circuits, shows them, is refused delete while they feed lights, then deletes', async () => {
    const page = await signedIn(await openPage(browser, 'zh'), platform.url, screens.loop);
    await page.getByRole('button', { name: '新增回路控制器' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('编号', { exact: true }).fill('LC-RIVER-1');
    await dialog.getByLabel('名称', { exact: true }).fill('河滨配电柜');
    await choose(page, dialog, '项目', 'Riverside');
    const first = dialog.getByRole('group', { name: '第1回路' });
    await first.getByLabel('回路名称').fill('北段');
    await pickLights(page, first.getByLabel('所接灯具'), ['RL-103']);
    await dialog.getByRole('button', { name: '添加回路' }).click();
    const second = dialog.getByRole('group', { name: '第2回路' });
    await second.getByLabel('回路名称').fill('南段');
    await pickLights(page, second.getByLabel('所接灯具'), ['RL-104', 'RL-105']);
    await dialog.getByRole('button', { name: ok }).click();
    await closeToken(page, '回路控制器已添加：接入令牌');

    const row = page.getByRole('row').filter({ hasText: 'LC-RIVER-1' });
    await row.getByText('河滨配电柜').waitFor();
    await row.getByRole('button', { name: /展开|expand/i }).click();
    const circuits = page.getByRole('region', { name: '回路' });
    const north = circuits.getByRole('row').filter({ hasText: '北段' });
    await north.getByText('RL-103').waitFor();
    const south = circuits.getByRole('row').filter({ hasText: '南段' });
    await south.getByText('RL-104').waitFor();
    await south.getByText('RL-105').waitFor();
    const listed = (await call('/remote/loopcontroller/list'))[0].list[0];
    expect(listed).toMatchObject({ devicecode: 'LC-RIVER-1', circuitcount: 2, lightcount: 3 });

    await deleteRow(page, row);
    await page.getByText('该回路控制器仍在为3个灯具供电，请先从回路中移除').waitFor();
    await row.waitFor();

    // Without circuits it feeds nothing and may go.
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    await dialog.getByRole('group', { name: '第2回路' }).waitFor();
    for (const number of [2, 1]) await dialog.getByRole('button', { name: `删除第${number}回路` }).click();
    await dialog.getByText('暂无回路').waitFor();
    await dialog.getByRole('button', { name: ok }).click();
    await page.getByText('修改成功').first().waitFor();
    await deleteRow(page, row);
    await row.waitFor({ state: 'detached' });
    expect((await call('/remote/device/detail?devicecode=RL-103')).circuitid).toBeNull();
    await page.context().close();
  });
});

describe('the screens in both languages', () => {
  it('shoots both lists with an open row and both forms, at 1440 and 900 px', async () => {
    await call('/remote/gateway/add', {
      projectid: String(riverside),
      devicecode: 'GW-SHOT-1',
      devicename: 'Promenade gateway',
      mode: 'matrix',
      lights: ['RL-101', 'RL-102'],
    });
    const controller = await callApi(platform.url, '/remote/loopcontroller/add', bearer, {
      projectid: String(riverside),
      devicecode: 'LC-SHOT-1',
      devicename: 'Promenade cabinet',
      circuits: JSON.stringify([
        { number: 1, name: 'North', lights: ['RL-103'] },
        { number: 2, name: 'South', lights: ['RL-104', 'RL-105'] },
      ]),
    });
    expect(controller.status, controller.message).toBe(200);
    for (const lang of ['zh', 'en'] as Lang[]) {
      for (const [width, size] of [
        [DESKTOP, 'desktop'],
        [NARROW, '900'],
      ] as const) {
        const page = await signedIn(await openPage(browser, lang, width), platform.url, screens.gateway);
        for (const [screen, code, name] of [
          ['gateways', 'GW-SHOT-1', 'gateway'],
          ['loop-controllers', 'LC-SHOT-1', 'loop-controller'],
        ] as const) {
          await page.goto(`${platform.url}/#${screen === 'gateways' ? screens.gateway : screens.loop}`);
          const row = page.getByRole('row').filter({ hasText: code });
          await row.getByRole('button', { name: /展开|expand/i }).click();
          await page
            .getByText(screen === 'gateways' ? 'RL-102' : 'RL-105')
            .first()
            .waitFor();
          await shoot(page, `${screen}-${lang}-${size}`);
          await row.getByRole('button', { name: /编\s*辑|Edit/ }).click();
          const dialog = page.getByRole('dialog');
          await dialog
            .getByText(screen === 'gateways' ? 'RL-102 · River lamp 102' : 'RL-105 · River lamp 105', {
              exact: true,
            })
            .waitFor();
          await shoot(page, `${name}-form-${lang}-${size}`);
          await dialog.getByRole('button', { name: /取\s*消|Cancel/ }).click();
          await dialog.waitFor({ state: 'hidden' });
        }
        await page.context().close();
      }
    }
  }, 180_000);
});
