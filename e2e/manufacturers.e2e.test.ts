import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { DESKTOP, type Lang, NARROW, openPage, shoot, signedIn, signIn } from './pages';
import { type RunningPlatform, sharedPlatform } from './platform';
import { choose, chooseTreeNode } from './select';

let platform: RunningPlatform;
let browser: Browser;
let bearer: string;
const MAKER = { username: 'sunrise_maker', password: 'Maker#Lamp2026' };

const call = async (apiPath: string, form?: Record<string, string | string[]>, authorization = bearer) => {
  const answer = await callApi(platform.url, apiPath, authorization, form);
  expect(answer.status, `${apiPath}: ${answer.message}`).toBe(200);
  return answer.data;
};

beforeAll(async () => {
  platform = await sharedPlatform();
  browser = await launchBrowser();
  bearer = await bearerOf(platform.url);
  const roles = await call('/sys/role/list?pagesize=500');
  const role = roles[0].list.find((r: { idenkey: string }) => r.idenkey === 'manufacturer');
  await call('/sys/account/add', { ...MAKER, mobile: '13700003001', roleid: String(role.id) });
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const screens = { manufacturer: '/system/manufacturer', factory: '/device/factory' };
const ok = /^(确\s*定|OK)$/;
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Signs the manufacturer's account in and opens the Factory devices screen. */
async function makerPage(lang: Lang, width = DESKTOP): Promise<Page> {
  const page = await openPage(browser, lang, width);
  await page.goto(`${platform.url}/#/login?redirect=${encodeURIComponent(screens.factory)}`);
  await signIn(page, MAKER.username, MAKER.password);
  await page.waitForURL((url) => url.hash === `#${screens.factory}`);
  return page;
}

describe('a manufacturer registers a device and a customer binds it', () => {
  it('links a manufacturer to its account, registers a device there, binds it and shows it bound', async () => {
    // The administrator creates the manufacturer, linked to the account with the manufacturer role.
    const admin = await signedIn(await openPage(browser, 'en'), platform.url, screens.manufacturer);
    await admin.getByRole('button', { name: 'New manufacturer' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: ok }).click();
    await dialog.getByText('please enter the manufacturer name').waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill('Sunrise Lighting');
    await dialog.getByLabel('Short name').fill('SRL');
    await dialog.getByLabel('Contact').fill('Li Wei');
    await dialog.getByLabel('Phone').fill('0571-8808 1234');
    await dialog.getByLabel('Address').fill('18 Binjiang Road, Hangzhou');
    await chooseTreeNode(admin, dialog, 'Manufacturer account', MAKER.username);
    await dialog.getByRole('button', { name: ok }).click();
    await admin.locator('.ant-message').getByText('Created', { exact: true }).waitFor();
    await rowOf(admin, 'Sunrise Lighting').getByText(MAKER.username).waitFor();

    // Its account registers a device: the verification code comes generated.
    const maker = await makerPage('en');
    await maker.getByRole('button', { name: 'Register device' }).click();
    const form = maker.getByRole('dialog');
    await expect(form.getByLabel('Manufacturer', { exact: true }).count()).resolves.toBe(0);
    await form.getByLabel('Device number').fill('SRL 0001');
    await form.getByText('device number must be 1-64 letters, digits, - or _').waitFor();
    await form.getByLabel('Device number').fill('SRL-0001');
    const code = await form.getByLabel('Verification code').inputValue();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await choose(maker, form, 'Type', 'Photovoltaic street lamp');
    await form.getByLabel('Model').fill('SL-60');
    await form.getByRole('button', { name: ok }).click();
    const row = rowOf(maker, 'SRL-0001');
    await row.getByText('Not bound').waitFor();
    await row.getByText('Sunrise Lighting').waitFor();
    await row.getByText(code).waitFor();

    // A customer (here the administrator) binds it to a project by number and code. The dialog
    // for it sits on the Project-Device screen; this goes through the API the dialog calls.
    const project = await call('/remote/project/add', { name: 'Sunrise customer park' });
    const wrong = await callApi(platform.url, '/remote/device/bind', bearer, {
      devicecode: 'SRL-0001',
      verifycode: 'WRONG-CODE',
      projectid: String(project.id),
    });
    expect(wrong.message).toBe('device number and verification code do not match a factory device');
    const bound = await call('/remote/device/bind', {
      devicecode: 'SRL-0001',
      verifycode: code,
      projectid: String(project.id),
    });
    expect(bound.device).toMatchObject({ devicecode: 'SRL-0001', devicetype: 1, model: 'SL-60' });
    expect(bound.token.length).toBeGreaterThanOrEqual(20);

    // The manufacturer sees it bound, with the time, and can no longer change it.
    await maker.reload();
    await row.getByText('Bound', { exact: true }).waitFor();
    await expect(row.getByRole('button', { name: 'Edit' }).isDisabled()).resolves.toBe(true);
    await expect(row.getByRole('button', { name: 'Delete' }).isDisabled()).resolves.toBe(true);
    await admin.reload();
    await rowOf(admin, 'Sunrise Lighting').getByRole('cell', { name: '1', exact: true }).waitFor();

    // Deleting the manufacturer is refused while it has devices, in the user's language.
    await rowOf(admin, 'Sunrise Lighting').getByRole('button', { name: 'Delete' }).click();
    await admin.locator('.ant-modal-confirm').getByRole('button', { name: ok }).click();
    await admin.getByText('manufacturer still has 1 device; delete it first').waitFor();
    await maker.context().close();
    await admin.context().close();
  });
});

describe('screens, both languages, 1440 and 900 px', () => {
  beforeAll(async () => {
    // A second device, not bound, so that the list shows both states.
    const maker = await bearerOf(platform.url, MAKER.username, MAKER.password);
    await call(
      '/remote/factorydevice/add',
      {
        devicecode: 'SRL-0002',
        verifycode: 'Q8WR-3KTM',
        devicetype: '2',
        model: 'ML-120',
        productiondate: '2026-03-02',
      },
      maker,
    );
  });

  for (const lang of ['zh', 'en'] as const) {
    for (const [width, suffix] of [
      [DESKTOP, 'desktop'],
      [NARROW, '900'],
    ] as const) {
      it(`shoots Manufacturer management and Factory devices in ${lang} at ${width} px`, async () => {
        const admin = await signedIn(
          await openPage(browser, lang, width),
          platform.url,
          screens.manufacturer,
        );
        await rowOf(admin, 'Sunrise Lighting').waitFor();
        await shoot(admin, `manufacturer-${lang}-${suffix}`);
        await rowOf(admin, 'Sunrise Lighting')
          .getByRole('button', { name: lang === 'zh' ? /编\s*辑/ : 'Edit' })
          .click();
        await admin.getByRole('dialog').getByText(MAKER.username).waitFor();
        await shoot(admin, `manufacturer-form-${lang}-${suffix}`);
        await admin.context().close();

        const maker = await makerPage(lang, width);
        await rowOf(maker, 'SRL-0002').waitFor();
        await shoot(maker, `factory-device-${lang}-${suffix}`);
        await maker.getByRole('button', { name: lang === 'zh' ? '登记设备' : 'Register device' }).click();
        await maker.getByRole('dialog').waitFor();
        await shoot(maker, `factory-device-form-${lang}-${suffix}`);
        await maker.context().close();
      });
    }
  }
});
