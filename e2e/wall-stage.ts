import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A control room's screen and a laptop: every large screen is checked and shown at both. */
export const WALL_SIZES = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
] as const;

/** The large screen fills the window whole, without scroll bars, once scaled to the window's size. */
export async function expectStageFits(page: Page, size: { width: number; height: number }) {
  await page.waitForFunction(
    ({ width, height }) =>
      Math.abs(
        Number(document.querySelector('.screen-stage')?.getAttribute('data-scale')) -
          Math.min(width / 1920, height / 1080),
      ) < 0.001,
    size,
  );
  const fit = await page.evaluate(() => {
    const stage = document.querySelector('.screen-stage')?.getBoundingClientRect();
    const root = document.documentElement;
    return {
      scrolls: root.scrollWidth > root.clientWidth || root.scrollHeight > root.clientHeight,
      left: stage?.left ?? Number.NaN,
      top: stage?.top ?? Number.NaN,
      right: stage?.right ?? Number.NaN,
      bottom: stage?.bottom ?? Number.NaN,
    };
  });
  expect(fit.scrolls).toBe(false);
  expect(fit.left).toBeGreaterThanOrEqual(0);
  expect(fit.top).toBeGreaterThanOrEqual(0);
  expect(fit.right).toBeLessThanOrEqual(size.width + 0.5);
  expect(fit.bottom).toBeLessThanOrEqual(size.height + 0.5);
}
