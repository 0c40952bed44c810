import type { Page } from 'playwright-core';

/** Reads the command's outcome alert (title 'hint'), closes it, and answers its text on one line. */
export async function closeOutcome(page: Page): Promise<string> {
  const alert = page.locator('.ant-modal-confirm');
  await alert.waitFor();
  const text = (await alert.innerText()).replace(/\s+/g, ' ');
  await alert.getByRole('button').click();
  await alert.waitFor({ state: 'detached' });
  return text;
}
