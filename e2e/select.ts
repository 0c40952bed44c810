import type { Locator, Page } from 'playwright-core';

/**
 * The options of the dropdown that the Select `field` has open. The dropdown of a Select closed a
 * moment ago may still be fading out and show the same options, so the open one is found by the
 * list the field points at while open (`aria-controls`), not by being visible.
 */
export async function openOptions(page: Page, field: Locator): Promise<Locator> {
  const open = field.and(page.locator('[aria-controls]'));
  await open.waitFor();
  const list = await open.getAttribute('aria-controls');
  return page
    .locator('.ant-select-dropdown')
    .filter({ has: page.locator(`[id="${list}"]`) })
    .locator('.ant-select-item-option');
}

/** Opens the Select `field`, types `option` where it searches, and picks the one option showing it. */
export async function pick(page: Page, field: Locator, option: string, shown = option) {
  await field.click();
  if (await field.isEditable()) await field.fill(option);
  const options = await openOptions(page, field);
  await options.filter({ hasText: shown }).click();
}

/** Picks `option` in the Select labelled `label` inside `scope`. */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  await pick(page, scope.getByLabel(label, { exact: true }), option);
}

/**
 * Picks the node titled `title` in the TreeSelect labelled `label` inside `scope`. A tree's
 * dropdown names no list, so it is the visible one: pick from a tree only when no other dropdown
 * was open just before.
 */
export async function chooseTreeNode(page: Page, scope: Locator, label: string, title: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-tree')
    .getByText(title, { exact: true })
    .click();
}
