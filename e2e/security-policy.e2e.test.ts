import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, callApi } from './api';
import { launchBrowser } from './browser';
import { openPage, signedIn } from './pages';
import { type RunningPlatform, startPlatform } from './platform';

/** One grey pixel: every tile the base map asks for. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4BwAA5ADjb2hIvAAAAABJRU5ErkJggg==',
  'base64',
);

let tiles: http.Server;
let tileBase: string;
let tileRequests = 0;
let platform: RunningPlatform;
let browser: Browser;

beforeAll(async () => {
  // The base map comes from another origin than the platform, as a tile server does.
  tiles = http.createServer((_request, response) => {
    tileRequests += 1;
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
    response.end(TILE);
  });
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  tileBase = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}`;
  platform = await startPlatform({ store: 'pglite', env: { MAP_TILE_URL: `${tileBase}/{z}/{x}/{y}.png` } });
  const bearer = await bearerOf(platform.url);
  const project = await callApi(platform.url, '/remote/project/add', bearer, { name: 'Pier' });
  const device = await callApi(platform.url, '/remote/device/add', bearer, {
    projectid: String(project.data.id),
    devicetype: '1',
    devicecode: 'PIER-1',
    devicename: 'Pier lamp',
    longitude: '121.49',
    latitude: '31.24',
  });
  expect(device.status, device.message).toBe(200);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await new Promise((resolve) => tiles?.close(resolve));
});

/**
 * Every violation of the content security policy the page meets, from the document's events and
 * from the console, where Chromium also reports those of workers.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.context().addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  return async () => [
    ...logged,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

describe('the content security policy', () => {
  it('lets the sign-in page, the device map with its base map and the API documentation run without a violation', async () => {
    const page = await openPage(browser, 'en');
    const violations = await watchViolations(page);
    let tilesReceived = 0;
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(tileBase)) tilesReceived += 1;
    });

    await signedIn(page, platform.url, '/device/map');
    await page.getByText('1 device on the map').waitFor();
    await page.locator('.maplibregl-canvas').waitFor();
    // Tiles of another origin reached the page (a refused fetch never reaches the tile server).
    await expect.poll(() => tilesReceived, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(tileRequests).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);

    await page.goto(`${platform.url}/prod-api/docs`);
    await page.locator('.swagger-ui .information-container').waitFor();
    expect(await violations()).toEqual([]);
    await page.context().close();
  });
});
