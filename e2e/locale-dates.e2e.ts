import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { loginByPhone } from './support/session.js';
import { eventually } from './support/shell.js';

const baseUrl = inject('baseUrl');
const YEAR_FIRST = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;
const US_DATE = /\d{1,2}\/\d{1,2}\/\d{4}/;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** The language the reader chose (the `language` cookie the language menu sets), then the customer's order list. */
async function orderListIn(language: string): Promise<string> {
  await context.addCookies([{ name: 'language', value: language, url: baseUrl }]);
  await page.goto(`${baseUrl}/my-order/index`);
  await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await eventually(() => rows.count()).toBeGreaterThan(0);
  return rows.first().innerText();
}

/**
 * Issue 29: in zh-CN the order list showed `10/11/2026, 8:00:00 PM`. Dates follow the reader's language (year first
 * and 24-hour in zh-CN, zh-TW and ja), whatever the browser's own locale and zone say.
 */
describe.skipIf(!runsHere(import.meta.url))('dates in the reader’s language', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext({
      locale: 'en-US',
      timezoneId: 'America/New_York',
      viewport: { width: 1400, height: 900 },
    });
    page = await context.newPage();
    await loginByPhone(page, baseUrl, 'customer');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('shows the demo customer’s orders year first in zh-CN, in the list and the detail', async () => {
    const row = await orderListIn('zh-CN');
    expect(row).toMatch(YEAR_FIRST);
    expect(row).not.toMatch(US_DATE);

    await page.locator('[data-testid^="order-no-"]').first().click();
    const detail = page.getByTestId('order-detail');
    await eventually(() => detail.innerText()).toMatch(YEAR_FIRST);
    expect(await detail.innerText()).not.toMatch(US_DATE);
  });

  it('never shows a US-format date outside English', async () => {
    for (const language of ['zh-TW', 'ja', 'es']) {
      const row = await orderListIn(language);
      expect(row, language).not.toMatch(US_DATE);
      if (language !== 'es') expect(row, language).toMatch(YEAR_FIRST);
    }
  });
});
