import type { Browser, BrowserContext } from 'playwright-core';
import { DRAWN_MARK } from '../apps/web/src/features/device-map/drawn-mark';
import { signedIn } from '../e2e/pages';

/** One opening of the device map, timed in the page from the start of navigation. */
export interface FirstDraw {
  /** The map has drawn the loaded devices and has nothing left to load (its first 'idle' with them). */
  drawnMs: number;
  /** The answer of GET /remote/device/points had fully arrived. */
  pointsEndMs: number;
  /** Bytes of that answer on the wire (0 when the browser's cache answered it). */
  pointsTransferBytes: number;
  /** What the legend says, to prove the devices were all there. */
  legend: string;
}

export type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs in once through the sign-in page; the session is then reused by every context. */
export async function signedInSession(browser: Browser, url: string): Promise<Session> {
  const context = await browser.newContext({ locale: 'en-US' });
  await signedIn(await context.newPage(), url);
  const session = await context.storageState();
  await context.close();
  return session;
}

export async function mapContext(browser: Browser, session: Session): Promise<BrowserContext> {
  return browser.newContext({
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
    storageState: session,
  });
}

/** Opens /#/device/map in a new page of `context` and waits for the first drawn map. */
export async function timeFirstDraw(context: BrowserContext, url: string): Promise<FirstDraw> {
  const page = await context.newPage();
  try {
    await page.goto(`${url}/#/device/map`, { waitUntil: 'commit' });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DRAWN_MARK, {
      timeout: 120_000,
      polling: 50,
    });
    const timing = await page.evaluate((mark) => {
      const points = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/remote/device/points')) as
        | PerformanceResourceTiming
        | undefined;
      return {
        drawnMs: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
        pointsEndMs: points?.responseEnd ?? Number.NaN,
        pointsTransferBytes: points?.transferSize ?? 0,
      };
    }, DRAWN_MARK);
    const legend = (await page.locator('.device-map__total').textContent()) ?? '';
    return { ...timing, legend };
  } finally {
    await page.close();
  }
}
