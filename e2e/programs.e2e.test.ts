import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEVICE_TYPE } from '@lamplighter/contract';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { demoFleetPlatform } from './demo-fleet';
import { DESKTOP, type Lang, NARROW, openPage, shoot, signedIn } from './pages';
import type { RunningPlatform } from './platform';

/**
 * Program management in the browser: a pole-screen program of two regions is built in the editor
 * from an image and a video of the library and a line of scrolling text, plays in the preview,
 * goes through review (submitted, rejected with a remark, changed, submitted again, approved), and
 * is published to four LED screens: three of the demo's simulated screens fetch its manifest and
 * files over HTTP, check them and play it; one that is off waits for it.
 */

let platform: RunningPlatform;
let browser: Browser;
const clipFile = path.join(os.tmpdir(), `lamplighter-e2e-program-${process.pid}.mp4`);

const words = {
  zh: {
    add: /新建节目/,
    addRegion: /添加区域/,
    addFile: /添加图片或视频/,
    addText: /添加文字/,
    save: /保\s*存/,
    submit: /提交审核$/,
    review: /^审\s*核$/,
    reject: '驳回',
    approve: '通过',
    send: /提交审核结果/,
    edit: /^编\s*辑$/,
    pending: '待审核',
    rejected: '已审核 · 驳回',
    approved: '已审核 · 通过',
    rejectedDraft: '驳回',
    remarkRequired: '请填写驳回原因',
    publish: /^发\s*布$/,
    publishSend: /^发\s*布$/,
    progress: '4 台设备中已应答 3 台：成功 3 台',
    close: /^关\s*闭$/,
    published: '已发布',
  },
  en: {
    add: /New program/,
    addRegion: /Add region/,
    addFile: /Add image or video/,
    addText: /Add text/,
    save: /^Save$/,
    submit: /^Submit$/,
    review: /^Review$/,
    reject: 'Reject',
    approve: 'Approve',
    send: /Send review/,
    edit: /^Edit$/,
    pending: 'Pending review',
    rejected: 'Processed · rejected',
    approved: 'Processed · approved',
    rejectedDraft: 'rejected',
    remarkRequired: 'Say why the program is rejected',
    publish: /^Publish$/,
    publishSend: /^Publish$/,
    progress: '3 of 4 devices answered: 3 succeeded',
    close: /^Close$/,
    published: 'Published',
  },
};

let authorization: string;

beforeAll(async () => {
  platform = await demoFleetPlatform();
  authorization = await bearerOf(platform.url);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await rm(clipFile, { force: true });
});

/** Puts a file in the library through the API, as the media library's own test does through the page. */
async function uploaded(name: string, type: string, content: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), name);
  const response = await fetch(`${platform.url}/prod-api/remote/media/upload`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  const answer = (await response.json()) as { status: number; message: string };
  if (answer.status !== 200) throw new Error(`upload of ${name} refused: ${answer.message}`);
}

/** Three of the demo's simulated LED screens that report as they should. */
async function demoScreens(): Promise<string[]> {
  const answer = await callApi(
    platform.url,
    `/remote/device/list?devicetype=${DEVICE_TYPE.ledScreen}`,
    authorization,
  );
  const rows = answer.data[0].list as { devicecode: string; runstate: number | null }[];
  const working = rows.filter((row) => row.runstate === 1).map((row) => row.devicecode);
  if (working.length < 3) throw new Error(`only ${working.length} demo screens report`);
  return working.slice(0, 3);
}

/** An LED screen that is switched off: added to a demo project, it never connects. */
async function darkScreen(name: string): Promise<string> {
  const [project] = (await callApi(platform.url, '/remote/project/tree', authorization)).data as {
    id: number;
  }[];
  const code = `LED-${randomUUID().slice(0, 8)}`;
  const answer = await callApi(platform.url, '/remote/device/add', authorization, {
    devicecode: code,
    devicename: name,
    devicetype: String(DEVICE_TYPE.ledScreen),
    projectid: String(project?.id),
    isnbiot: '0',
    isbms: '0',
    isgridcomplementary: '0',
  });
  if (answer.status !== 200) throw new Error(`screen ${name} refused: ${answer.message}`);
  return code;
}

/** A 4 s H.264 clip, its bytes unique to the run. */
async function uniqueClip(): Promise<Buffer> {
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-f', 'lavfi'],
    ...['-i', 'testsrc2=size=128x192:rate=10', '-t', '4', '-pix_fmt', 'yuv420p', '-c:v', 'libx264'],
    ...['-preset', 'ultrafast', '-metadata', `title=${randomUUID()}`, '-movflags', '+faststart', clipFile],
  ]);
  return readFile(clipFile);
}

const row = (page: Page, name: string) => page.locator('tr.ant-table-row', { hasText: name });
const editor = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('.program-screen') });

/** Picks a file by name in the library picker. */
async function pickFile(page: Page, name: string, said: (typeof words)[Lang]) {
  await editor(page).getByRole('button', { name: said.addFile }).click();
  const picker = page.locator('.ant-modal').filter({ has: page.locator('.program-picker') });
  await picker.getByRole('button', { name, exact: true }).click();
  await picker.waitFor({ state: 'hidden' });
}

describe('program management', () => {
  for (const lang of ['zh', 'en'] as const) {
    const said = words[lang];

    it(`${lang}: builds a two-region program that plays in the preview and takes it through review`, async () => {
      const run = randomUUID().slice(0, 6);
      const poster = `program-${lang}-${run}-poster.png`;
      const clip = `program-${lang}-${run}-clip.mp4`;
      const name = `${lang} night safety ${run}`;
      const picture = await sharp({
        create: {
          width: 128,
          height: 192,
          channels: 3,
          background: { r: 20, g: 90, b: Math.floor(Math.random() * 256) },
        },
      })
        .png()
        .toBuffer();
      await uploaded(poster, 'image/png', picture);
      await uploaded(clip, 'video/mp4', await uniqueClip());

      const page = await signedIn(await openPage(browser, lang as Lang), platform.url, '/led/program');
      await page.locator('.ant-card-extra').getByRole('button', { name: said.add }).click();
      const modal = editor(page);
      await modal.getByRole('textbox').first().fill(name);
      await pickFile(page, poster, said);
      await pickFile(page, clip, said);
      await modal.getByRole('button', { name: said.addRegion }).click();
      await modal.getByRole('button', { name: said.addText }).click();
      await modal.locator('.program-text-fields input').first().fill('夜间请减速慢行 Slow down at night');

      // Both regions play: the picture is drawn, the ticker scrolls, the region's tabs count their items.
      const screen = modal.locator('.program-screen');
      await expect
        .poll(() => screen.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth), {
          timeout: 20_000,
        })
        .toBe(128);
      await screen.locator('.program-region__text.is-scrolling').waitFor();
      await expect(modal.locator('.ant-segmented').textContent()).resolves.toMatch(/1\D+2.*2\D+1/);
      await shoot(page, `program-editor-${lang}-desktop`);
      await page.setViewportSize({ width: NARROW, height: 900 });
      await shoot(page, `program-editor-${lang}-900`);
      await page.setViewportSize({ width: DESKTOP, height: 900 });
      await modal.getByRole('button', { name: said.save }).click();
      await modal.waitFor({ state: 'hidden' });

      await row(page, name).getByRole('button', { name: said.submit }).click();
      await row(page, name).getByText(said.pending).waitFor();
      await row(page, name).getByRole('button', { name: said.review }).click();
      const review = page.locator('.ant-modal').filter({ has: page.locator('textarea') });
      await review.getByLabel(said.reject).check();
      await review.getByRole('button', { name: said.send }).click();
      await review.getByText(said.remarkRequired).waitFor();
      await review.locator('textarea').fill('The ticker is too fast');
      await review.getByRole('button', { name: said.send }).click();
      await review.waitFor({ state: 'hidden' });
      await row(page, name).getByText(said.rejected).waitFor();

      await row(page, name).getByRole('button', { name: said.edit }).click();
      await modal.locator('.ant-segmented-item').nth(1).click();
      await modal.getByLabel(/Speed|速度/).fill('20');
      await modal.getByRole('button', { name: said.save }).click();
      await modal.waitFor({ state: 'hidden' });
      await row(page, name).getByText(said.rejectedDraft).waitFor();
      await row(page, name).getByRole('button', { name: said.submit }).click();
      await row(page, name).getByRole('button', { name: said.review }).click();
      await review.getByLabel(said.approve).check();
      await review.getByRole('button', { name: said.send }).click();
      await review.waitFor({ state: 'hidden' });
      await row(page, name).getByText(said.approved).waitFor();

      // Three simulated demo screens, which fetch the manifest and the files over HTTP, check
      // their hashes and play; and one that is off, which waits for the program.
      const codes = [...(await demoScreens()), await darkScreen(`${lang} bridge ${run}`)];
      await row(page, name).getByRole('button', { name: said.publish }).click();
      const publish = page.locator('.ant-modal').filter({ hasText: name });
      const picker = publish.locator('.ant-select');
      for (const code of codes) {
        await picker.click();
        await page.keyboard.type(code);
        await page.locator('.ant-select-item-option', { hasText: code }).click();
      }
      await page.keyboard.press('Escape');
      await shoot(page, `program-publish-${lang}-desktop`);
      await publish.getByRole('button', { name: said.publishSend }).click();
      await publish.getByText(said.progress).waitFor({ timeout: 20_000 });
      await shoot(page, `program-publish-progress-${lang}-desktop`);
      await page.setViewportSize({ width: NARROW, height: 900 });
      await shoot(page, `program-publish-progress-${lang}-900`);
      await page.setViewportSize({ width: DESKTOP, height: 900 });
      await publish.locator('.ant-modal-footer').getByRole('button', { name: said.close }).click();
      await row(page, name).getByText(said.published).waitFor();
      await shoot(page, `program-list-${lang}-desktop`);
      await page.setViewportSize({ width: NARROW, height: 900 });
      await shoot(page, `program-list-${lang}-900`);
      await page.context().close();
    });
  }
});
