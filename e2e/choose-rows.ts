import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Chooses rows of a list across its pages, as a person would: every row of the first
 * `wholePages` pages by the heading's box, then the first `rows` rows of the next page one by one.
 */
export async function chooseAcrossPages(page: Page, wholePages: number, rows: number): Promise<void> {
  const table = page.locator('.ant-table-wrapper');
  const headingBox = table.locator('thead .ant-checkbox-input');
  for (let n = 1; n <= wholePages + 1; n += 1) {
    if (n > 1) {
      await page.locator(`.ant-pagination-item-${n}`).click();
      await page.locator(`.ant-pagination-item-active.ant-pagination-item-${n}`).waitFor();
      // The page's own rows, none chosen yet, have replaced the previous page's.
      await expect.poll(() => headingBox.isChecked()).toBe(false);
    }
    if (n <= wholePages) await headingBox.check();
  }
  const shown = table.locator('tbody .ant-table-row');
  for (let n = 0; n < rows; n += 1) await shown.nth(n).locator('.ant-checkbox-input').check();
}
