import { beforeEach, onTestFailed } from 'vitest';
import { failureScreenshots, openPages } from './pages';

// Every browser test: when it fails, each page it left open is shot (without waiting for it to
// settle: what it shows is the failure) under e2e/screenshots/failed, named after the test.
beforeEach(() => {
  onTestFailed(async ({ task }) => {
    const name = task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
    let index = 0;
    for (const page of openPages) {
      index += 1;
      await page
        .screenshot({ path: `${failureScreenshots}/${name}-${index}.png`, fullPage: true, timeout: 5_000 })
        // A page that closed with the failure has nothing to show; the report has the error.
        .catch(() => {});
    }
  });
});
