import zlib from 'node:zlib';
import type { Page } from 'playwright-core';

export type Rgb = [red: number, green: number, blue: number];

/**
 * The colour the browser shows at one point of the page (a canvas drawn by WebGL included): a
 * screenshot of that single pixel. Its PNG has one row of one pixel, which every PNG row filter
 * leaves unchanged, so the colour is the inflated data after the row's filter byte.
 */
export async function pixelAt(page: Page, x: number, y: number): Promise<Rgb> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const row = zlib.inflateSync(Buffer.concat(data));
  return [row[1] ?? 0, row[2] ?? 0, row[3] ?? 0];
}

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** Whether two colours differ by at most `tolerance` in each channel (anti-aliasing, blending). */
export function near(actual: Rgb, expected: Rgb, tolerance = 12): boolean {
  return actual.every((channel, i) => Math.abs(channel - (expected[i] ?? 0)) <= tolerance);
}
