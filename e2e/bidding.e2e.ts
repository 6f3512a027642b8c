import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { Api } from './order-road-api.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { loginByPhone } from './support/session.js';
import { eventually } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

const day = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString().slice(0, 10);

async function pickDate(testId: string, date: string) {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

describe.skipIf(!runsHere(import.meta.url))('supplier bidding (issue 18)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('a supplier gets the notice card at once when the factory publishes, opens it and bids; a change is a new version', async () => {
    await loginByPhone(page, baseUrl, 'supplier');
    const card = page.getByTestId('bidding-notice');
    await eventually(() => card.isVisible()).toBe(true);

    const factory = await Api.demo(baseUrl, 'factory');
    const suppliers = await factory.ok<Array<{ uid: string; enterpriseNo: string }>>(
      'GET',
      '/api/purchasing/suppliers',
    );
    const name = `Copper anode balls ${Date.now()}`;
    const published = await factory.ok<{ request: { requestNo: string } }>('POST', '/api/purchasing/requests', {
      kind: 'material',
      name,
      quantity: '200',
      unit: 'kg',
      deadline: new Date(Date.now() + 2 * 24 * 3600_000).toISOString(),
      deliveryPlace: 'Plating line, Shenzhen',
      audience: 'chosen',
      supplierUids: [suppliers.find((s) => s.enterpriseNo === 'E0003')!.uid],
    });
    // Over /ws, long before the 180 000 ms poll.
    const item = card.locator('.ant-list-item', { hasText: name });
    await eventually(() => item.isVisible(), 15_000).toBe(true);
    await item.click();
    await page.waitForURL(/\/purchasing-manage-detail\/index\?uid=[^&]+&standard_request_details_no=SR-/);
    await eventually(() => page.getByTestId('request-card').innerText()).toContain(published.request.requestNo);

    await page.getByTestId('bid-unit-price').fill('38.5');
    await pickDate('bid-delivery-date', day(12));
    await page.getByTestId('bid-submit').click();
    const versions = page.getByTestId('bid-versions');
    await eventually(() => versions.locator('tbody tr').count()).toBe(1);
    expect(await versions.innerText()).toContain('7700.00');
    expect(await page.getByTestId('bid-status').innerText()).toBe('Submitted');

    await page.getByTestId('bid-unit-price').fill('37.9');
    await page.getByTestId('bid-submit').click();
    await eventually(() => versions.locator('tbody tr').count()).toBe(2);
    expect(await versions.locator('tbody tr').first().innerText()).toContain('37.90');
  });

  it('keeps the bids sealed from the factory until the deadline', async () => {
    await loginByPhone(page, baseUrl, 'factory');
    await page.goto(`${baseUrl}/purchasing-manage/index`);
    await page.getByTestId('open-request').first().click();
    await page.waitForURL(/\/purchasing-manage-detail\/index\?uid=/);
    await eventually(() => page.getByTestId('sealed-notice').isVisible()).toBe(true);
  });
});
