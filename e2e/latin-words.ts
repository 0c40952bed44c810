import type { Page } from 'playwright-core';

/**
 * Words in Latin letters that a Chinese screen may show though they are not data: the product's
 * name, units, file types and abbreviations Chinese users read as they are.
 */
const ALLOWED = new Set([
  'Lamplighter',
  'EN',
  'ID',
  'SIM',
  'IMEI',
  'ICCID',
  'MQTT',
  'HTTP',
  'API',
  'CO',
  'kg',
  'kWh',
  'Wh',
  'km',
  'GPS',
  'LED',
  'BMS',
  'PM',
  'Excel',
  'xlsx',
  'xls',
  'PNG',
  'JPEG',
  'JPG',
  'GIF',
  'WebP',
  'PDF',
  'KB',
  'MB',
  'GB',
]);

/**
 * The Latin words a screen shows outside its data: table cells, form values, descriptions' values,
 * tree and list entries and links to records are data and are left out, and so are the words of
 * `data` (names the test put in, such as the signed-in user's). Fields' placeholders are not data.
 */
export async function latinWordsOutsideData(page: Page, data: string[] = []): Promise<string[]> {
  const words = await page.evaluate(() => {
    const dataParts = [
      'td',
      'input',
      'textarea',
      '.ant-select-selection-item',
      '.ant-descriptions-item-content',
      '.ant-tree-title',
      '.ant-breadcrumb-link a',
      '.app-layout__user',
      '.ant-tabs-tab',
      'code',
      'a',
      '.dashboard-list__main',
      '.ant-list-item-meta-description',
    ].join(',');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest(dataParts) || element.closest('[hidden],[aria-hidden="true"]'))
        continue;
      if (element.offsetParent === null) continue;
      for (const word of (node.textContent ?? '').match(/[A-Za-z]{2,}/g) ?? []) found.push(word);
    }
    for (const field of document.querySelectorAll<HTMLInputElement>(
      'input[placeholder],textarea[placeholder]',
    )) {
      if (field.offsetParent === null) continue;
      for (const word of field.placeholder.match(/[A-Za-z]{2,}/g) ?? []) found.push(word);
    }
    return found;
  });
  const named = new Set(data.flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []));
  return [...new Set(words)].filter((word) => !ALLOWED.has(word) && !named.has(word));
}
