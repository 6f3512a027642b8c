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

describe.skipIf(!runsHere(import.meta.url))('supplier master and potential suppliers (issue 19)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  afterEach(() => context.close());

  describe('on a desktop', () => {
    beforeEach(async () => {
      context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
      page = await context.newPage();
    });

    it('the factory admin opens its own supplier price list, the price form and the import page (issue 30 #6)', async () => {
      await loginByPhone(page, baseUrl, 'factory');
      await showInApp(page, '/supplier-price-management/index');
      await page.getByTestId('supplier-prices').waitFor();
      await page.getByTestId('price-new').click();
      await page.waitForURL(/\/supplier-price-management-son\/index$/);
      await page.getByTestId('supplier-price-form').waitFor();
      await showInApp(page, '/supplier-price-management-insertdata/index');
      await page.getByTestId('supplier-price-import').waitFor();
    });

    it('files a potential supplier, evaluates it and approves it into the supplier master', async () => {
      await loginByPhone(page, baseUrl, 'factory');
      await showInApp(page, '/potential-suppliers-management/index');
      await eventually(() => page.getByTestId('supplier-S0005').isVisible()).toBe(true);
      await page.getByTestId('supplier-new').click();
      // Submitted empty, the form marks the name and sends nothing.
      await page.getByRole('button', { name: 'Save' }).click();
      await eventually(() => page.locator('.ant-form-item-explain-error').first().isVisible()).toBe(true);
      await page.getByTestId('supplier-name').fill('Foshan Laminate Trading Co.');
      await page.getByRole('button', { name: 'Save' }).click();
      await eventually(() => page.getByTestId('supplier-status').first().textContent()).toBe('Potential');
      await page.getByTestId('supplier-action-evaluate').click();
      await eventually(() => page.getByTestId('supplier-status').first().textContent()).toBe('Under evaluation');
      await page.getByTestId('supplier-action-approve').click();
      for (const [criterion, score] of [
        ['quality', '90'],
        ['delivery', '85'],
        ['price', '80'],
        ['service', '88'],
        ['capability', '82'],
      ] as const)
        await page.getByTestId(`score-${criterion}`).fill(score);
      await page.getByLabel('Approve').check();
      await eventually(() => page.getByTestId('evaluation-total').textContent()).toContain('85.7');
      await page.getByRole('button', { name: 'Save' }).click();
      await eventually(() => page.getByTestId('supplier-status').first().textContent()).toBe('Approved');
      await eventually(() => page.getByTestId('supplier-log').textContent()).toContain(
        'approved the supplier with a score of 85.7',
      );

      await showInApp(page, '/supplier-profile/index');
      await page.getByTestId('suppliers-master').getByTestId('supplier-search').locator('input').fill('Foshan');
      await page.getByTestId('suppliers-master').getByTestId('supplier-search').locator('input').press('Enter');
      await eventually(() => page.getByTestId('suppliers-master').textContent()).toContain(
        'Foshan Laminate Trading Co.',
      );
      // The demo master shows the expired certificate of one supplier.
      await page.getByTestId('suppliers-master').getByTestId('supplier-search').locator('input').fill('');
      await page.getByTestId('suppliers-master').getByTestId('supplier-search').locator('input').press('Enter');
      await eventually(() => page.getByTestId('expiry-expired').count()).toBeGreaterThan(0);
    }, 120_000);
  });

  describe('on a phone', () => {
    beforeEach(async () => {
      context = await browser.newContext({
        locale: 'en-US',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      page = await context.newPage();
    });

    it('shows the four pages without sideways overflow', async () => {
      await loginByPhone(page, baseUrl, 'factory');
      await showInApp(page, '/supplier-profile/index');
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.getByTestId('supplier-S0001').click();
      await eventually(() => page.locator('[data-testid=supplier-detail]:visible').count()).toBe(1);
      expect(await horizontalOverflow(page)).toEqual([]);
      await showInApp(page, '/potential-suppliers-management/index');
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.getByTestId('supplier-S0005').click();
      await eventually(() => page.locator('[data-testid=supplier-detail]:visible').count()).toBe(1);
      expect(await horizontalOverflow(page)).toEqual([]);
    }, 120_000);
  });
});
