import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { loginByPhone } from './support/session.js';

/**
 * Issue 30 #8: the factory's quotation list shows the derived type (platform: made from an online inquiry; internal:
 * entered for its own customer) as a column, and tabs All / Platform / Internal with their counts filter the list.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

type Counts = { all: number; platform: number; internal: number };

/** The counts the API gives under the page's filters (the same session as the page). */
async function apiCounts(search = ''): Promise<Counts> {
  const res = await page.request.get(`${baseUrl}/api/quotations?tab=all&search=${search}`);
  return ((await res.json()) as { data: { counts: Counts } }).data.counts;
}

const tab = (key: keyof Counts) => page.getByTestId(`type-tab-${key}`);
const table = () => page.getByTestId('quotation-management').locator('.ant-table-tbody');

describe.skipIf(!runsHere(import.meta.url))('factory quotation list: platform and internal', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('shows the type column, tabs with the counts of the list, and filters by tab', async () => {
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1600, height: 1100 } });
    page = await context.newPage();
    await loginByPhone(page, baseUrl, 'factory');
    await page.goto(`${baseUrl}/quotation-management/index`);
    await table().getByTestId('type-internal').first().waitFor();

    // The column and the tab counts (the demo has a platform quotation made from an online inquiry).
    await expect.poll(() => tab('platform').textContent()).toMatch(/^Platform \(\d+\)$/);
    const counts = await apiCounts();
    expect(counts.platform).toBeGreaterThan(0);
    expect(counts.platform + counts.internal).toBe(counts.all);
    expect(await tab('all').textContent()).toBe(`All (${counts.all})`);
    expect(await tab('platform').textContent()).toBe(`Platform (${counts.platform})`);
    expect(await tab('internal').textContent()).toBe(`Internal (${counts.internal})`);
    await page.getByTestId('quotation-management').getByRole('columnheader', { name: 'Type' }).waitFor();

    // Platform: only platform rows, each with its inquiry number.
    // (The table starts again on a new tab and is empty while the page loads: wait for the rows, not their absence.)
    await tab('platform').click();
    await expect.poll(() => table().getByTestId('type-platform').count()).toBe(Math.min(counts.platform, 20));
    expect(await table().getByTestId('type-internal').count()).toBe(0);
    const firstPlatform = table()
      .locator('tr')
      .filter({ has: page.getByTestId('type-platform') })
      .first();
    expect(await firstPlatform.textContent()).toMatch(/XJ\d+/);

    // Internal: only internal rows.
    await tab('internal').click();
    await expect.poll(() => table().getByTestId('type-internal').count()).toBe(Math.min(counts.internal, 20));
    expect(await table().getByTestId('type-platform').count()).toBe(0);

    // A keyword (here the inquiry numbers' prefix) narrows the counts of every tab alike.
    await tab('all').click();
    await page.getByTestId('quotation-management').getByPlaceholder('Search').fill('XJ');
    await page.getByTestId('quotation-management').getByPlaceholder('Search').press('Enter');
    const narrowed = await apiCounts('XJ');
    expect(narrowed.platform).toBe(counts.platform);
    expect(narrowed.all).toBeLessThan(counts.all);
    await expect.poll(() => tab('all').textContent()).toBe(`All (${narrowed.all})`);
    expect(await tab('internal').textContent()).toBe(`Internal (${narrowed.internal})`);
    expect(await tab('platform').textContent()).toBe(`Platform (${narrowed.platform})`);

    // The detail shows the type read-only, with the inquiry it came from.
    await tab('platform').click();
    await table().locator('button[data-testid^="open-"]').first().click();
    const shown = page.getByTestId('quotation-type');
    await shown.waitFor();
    expect(await shown.textContent()).toMatch(/^PlatformInquiry No\.: XJ\d+$/);
  });

  it('makes a platform quotation from an online inquiry, from inquiry management', async () => {
    await page.goto(`${baseUrl}/inquiry-management/index`);
    // The list opens on the inquiries to review; the demo factory's are on the other tabs too.
    await page.getByTestId('inquiry-tab-all').click();
    const make = page.locator('button[data-testid^="make-quotation-"]').first();
    await make.waitFor();
    const inquiryNo = (await make.getAttribute('data-testid'))!.replace('make-quotation-', '');
    await make.click();

    await page.waitForURL(/\/quotation-management\/index\?inquiry=/);
    expect(await page.getByTestId('add-from-inquiry').textContent()).toBe(
      `From online inquiry ${inquiryNo}: a platform quotation`,
    );
    await choose('add-manufacturer', 'Demo PCB Factory');
    await choose('add-category', 'FR4');
    await page.getByTestId('add-ok').click();
    const shown = page.getByTestId('quotation-type');
    await shown.waitFor();
    expect(await shown.textContent()).toBe(`PlatformInquiry No.: ${inquiryNo}`);
    expect(page.url()).not.toContain('inquiry=');
  });
});

/** Opens an antd Select by its test id and picks the option showing the text. */
async function choose(testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page
    .locator('.ant-select-dropdown:visible')
    .last()
    .locator('.ant-select-item-option', { hasText: text })
    .first()
    .click();
}
