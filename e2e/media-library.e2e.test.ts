import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { DESKTOP, type Lang, NARROW, openPage, shoot, signedIn } from './pages';
import { type RunningPlatform, sharedPlatform } from './platform';

/**
 * The media library in the browser: files dropped on the upload panel (an image, a video, the
 * same image again and a program named as a picture) are added, recognised as already there, or
 * refused with the reason; the list shows their thumbnails, sizes and lengths; the video plays in
 * the preview; a file is renamed into a folder; two are deleted together from the selection.
 */

let platform: RunningPlatform;
let browser: Browser;
const video = path.join(os.tmpdir(), `lamplighter-e2e-media-${process.pid}.mp4`);

const words = {
  zh: {
    upload: /上\s*传$/,
    added: '已添加',
    duplicate: '媒体库中已有此文件',
    refused: '该文件不是支持的图片',
    edit: /编\s*辑/,
    ok: /确\s*定/,
    removeSelected: /删除所选 2 个/,
    confirmed: '删除成功',
  },
  en: {
    upload: /Upload$/,
    added: 'Added',
    duplicate: 'Already in the library as',
    refused: 'this file is not an image',
    edit: /^Edit$/,
    ok: /^OK$/,
    removeSelected: /Delete 2 selected/,
    confirmed: 'Deleted',
  },
};

beforeAll(async () => {
  platform = await sharedPlatform();
  browser = await launchBrowser();
});

/** A 6 s H.264 clip of ffmpeg's test pattern, its bytes made unique by a title (a run again adds it anew). */
async function uniqueClip(): Promise<Buffer> {
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-f', 'lavfi'],
    ...['-i', 'testsrc2=size=320x180:rate=15', '-t', '6', '-pix_fmt', 'yuv420p', '-c:v', 'libx264'],
    ...['-preset', 'ultrafast', '-metadata', `title=${randomUUID()}`, '-movflags', '+faststart', video],
  ]);
  return readFile(video);
}

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await rm(video, { force: true });
});

const row = (page: Page, name: string) => page.locator('.media-list tr.ant-table-row', { hasText: name });

/** The image in a row's thumbnail has been decoded: the browser has a picture. */
async function thumbnailShown(cell: Locator) {
  const image = cell.locator('.media-thumbnail img');
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
}

describe('the media library', () => {
  for (const lang of ['zh', 'en'] as const) {
    const said = words[lang];

    it(`${lang}: takes files dropped on it, shows and plays them, renames one into a folder and deletes two from the selection`, async () => {
      const poster = `e2e-${lang}-poster.png`;
      const clip = `e2e-${lang}-parade.mp4`;
      // A colour of its own each run, so that a run again adds its files anew.
      const colour = { r: 192, g: Math.floor(Math.random() * 256), b: lang === 'zh' ? 43 : 193 };
      const picture = await sharp({ create: { width: 800, height: 450, channels: 3, background: colour } })
        .png()
        .toBuffer();
      const page = await signedIn(await openPage(browser, lang as Lang), platform.url, '/led/media');
      await page.locator('.ant-card-extra').getByRole('button', { name: said.upload }).click();
      await page.locator('.media-upload-panel input[type=file]').setInputFiles([
        { name: poster, mimeType: 'image/png', buffer: picture },
        { name: clip, mimeType: 'video/mp4', buffer: await uniqueClip() },
        { name: `copy-of-${poster}`, mimeType: 'image/png', buffer: picture },
        { name: 'setup.png', mimeType: 'image/png', buffer: Buffer.from('MZ\x90\x00 not a picture at all') },
      ]);
      const uploads = page.locator('.media-upload-row');
      await uploads.filter({ hasText: 'setup.png' }).filter({ hasText: said.refused }).waitFor();
      await expect.poll(() => uploads.filter({ hasText: said.added }).count()).toBe(2);
      await uploads
        .filter({ hasText: `copy-of-${poster}` })
        .filter({ hasText: said.duplicate })
        .waitFor();

      await thumbnailShown(row(page, poster));
      await thumbnailShown(row(page, clip));
      await expect(row(page, poster).textContent()).resolves.toContain('800 × 450');
      await expect(row(page, clip).textContent()).resolves.toContain('0:06');
      await shoot(page, `media-library-${lang}-desktop`);
      await page.setViewportSize({ width: NARROW, height: 900 });
      await shoot(page, `media-library-${lang}-900`);
      await page.setViewportSize({ width: DESKTOP, height: 900 });

      await row(page, clip).getByRole('button', { name: clip, exact: true }).click();
      const preview = page.locator('.ant-modal').filter({ hasText: clip });
      const player = preview.locator('video');
      await player.evaluate((element: HTMLVideoElement) => {
        element.muted = true;
        return element.play();
      });
      await expect
        .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
        .toBeGreaterThan(0.5);
      await shoot(page, `media-preview-${lang}-desktop`);
      await page.keyboard.press('Escape');
      await preview.waitFor({ state: 'hidden' });

      await row(page, poster).getByRole('button', { name: said.edit }).click();
      const editor = page.locator('.ant-modal').filter({ has: page.locator('form') });
      await editor.locator('input').first().fill(`${lang} night market`);
      await editor.locator('input').nth(1).fill(`Posters ${lang}`);
      await editor.getByRole('button', { name: said.ok }).click();
      await editor.waitFor({ state: 'hidden' });
      await row(page, `${lang} night market`).waitFor();

      // The clip and the renamed poster are deleted together, from the selection.
      await row(page, clip).getByRole('checkbox').check();
      await row(page, `${lang} night market`).getByRole('checkbox').check();
      await shoot(page, `media-selection-${lang}-desktop`);
      await page.getByRole('button', { name: said.removeSelected }).click();
      await page.locator('.ant-modal-confirm').getByRole('button', { name: said.ok }).click();
      await page.getByText(said.confirmed).waitFor();
      await row(page, clip).waitFor({ state: 'detached' });
      await row(page, `${lang} night market`).waitFor({ state: 'detached' });
      await page.context().close();
    });
  }
});
