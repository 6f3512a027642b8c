import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { horizontalOverflow, showInApp } from './support/layout.js';
import { loginByPhone } from './support/session.js';
import { eventually } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

describe.skipIf(!runsHere(import.meta.url))('customer files and leads (issue 20)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterEach(() => context.close());

  it('a lead is followed up, qualified and won: its customer file opens with the history in words', async () => {
    await loginByPhone(page, baseUrl, 'factory');
    await showInApp(page, '/customer-files/index');
    await eventually(() => page.getByTestId('cust-C0001').count()).toBe(1);
    // Credit used / limit on the row; the file breaks the use down (open receivables, released undelivered notices).
    const credit = await page.getByTestId('cust-credit-C0001').textContent();
    expect(credit).toMatch(/^[A-Z]{3} \d+\.\d\d \/ \d+\.\d\d$/);
    await page.getByTestId('cust-C0001').click();
    await page.waitForURL(/customer-files-add\/index\?uid=/);
    await eventually(() => page.getByTestId('cust-credit-used').textContent()).toBe(credit!.split(' / ')[0]);
    expect(await page.getByTestId('cust-credit-undelivered').textContent()).toMatch(/^[A-Z]{3} \d+\.\d\d$/);

    await showInApp(page, '/potentialCustomer-management/index');
    await page.getByTestId('lead-new').click();
    await page.getByRole('button', { name: 'OK' }).click();
    await eventually(() => page.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
    await page.getByTestId('lead-company').fill('Browser Test Circuits Ltd.');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/potentialCustomer-management-son/);
    await page.getByTestId('lead-follow').click();
    await page.getByTestId('lead-summary').fill('Called: wants a quote for 6 layers');
    await page.getByRole('button', { name: 'OK' }).click();
    await eventually(() => page.getByTestId('lead-follow-ups').textContent()).toContain(
      'Called: wants a quote for 6 layers',
    );
    await page.getByTestId('lead-qualify').click();
    // Win is offered from "contacted" too: wait for the qualified lead (its new version) before winning it.
    await eventually(() => page.getByTestId('lead-qualify').count()).toBe(0);
    await eventually(() => page.getByTestId('lead-win').isEnabled()).toBe(true);
    await page.getByTestId('lead-win').click();
    await page.waitForURL(/customer-files-add\/index\?uid=/);
    await eventually(() => page.getByTestId('cust-log').textContent()).toMatch(
      /Zhang Wei created customer C\d{4} from lead LD/,
    );
    expect(await page.getByTestId('customer-form').getByTestId('cust-origin-lead').textContent()).toBe(
      'Won from a lead',
    );
    expect(errors).toEqual([]);
  }, 120_000);

  it('the new customer form marks its empty fields, and the four pages fit a 390 px phone', async () => {
    await loginByPhone(page, baseUrl, 'factory');
    await showInApp(page, '/customer-files-add/index');
    await page.getByTestId('cust-save').click();
    await eventually(() => page.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/customer-files/index', '/customer-files-add/index', '/potentialCustomer-management/index']) {
      await showInApp(page, path);
      expect(await horizontalOverflow(page), path).toEqual([]);
    }
    // A lead's page, opened from the list.
    await page.locator('[data-testid^=lead-LD]').first().click();
    await page.getByTestId('lead-detail').waitFor();
    expect(await horizontalOverflow(page), 'lead page').toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);
});
