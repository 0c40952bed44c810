import fs from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's old headless shell when installed (the same engine without the browser's own window
 * and compositor: a fifth less processor time for the same browser tests), else Debian's Chromium.
 */
const INSTALLED = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? INSTALLED.find((file) => fs.existsSync(file)) ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with nothing that reaches beyond this machine, and `extraArgs`. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `no Chromium at ${CHROMIUM}: install Debian's chromium-headless-shell or chromium (.ci/run does) or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}
