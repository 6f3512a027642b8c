import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { loginByPhone } from './support/session.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];

async function signedIn(who: 'factory' | 'customer'): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  contexts.push(context);
  const page = await context.newPage();
  await loginByPhone(page, baseUrl, who);
  return page;
}

/** The customer prices a 2-layer 100 × 80 mm board, 50 pieces, and waits until the server confirms the browser's price. */
async function priceBoard(page: Page): Promise<{ total: string; lines: string[] }> {
  await page.goto(`${baseUrl}/online-quotation-management-quotation/index`);
  await page.locator('#param-LAYERS').getByText('2', { exact: true }).click();
  await page.getByTestId('param-WIDTH_MM').fill('100');
  await page.getByTestId('param-HEIGHT_MM').fill('80');
  await page.getByTestId('param-QTY').fill('50');
  await page.getByTestId('server-agrees').waitFor({ timeout: 15_000 });
  const total = (await page.getByTestId('price-total').textContent()) ?? '';
  const lines = await page.locator('[data-testid^="line-"]').allTextContents();
  return { total, lines };
}

describe.skipIf(!runsHere(import.meta.url))(
  'pricing: the factory adds a project and the customer’s online quotation follows',
  () => {
    beforeAll(async () => {
      browser = await launchChromium();
    });
    afterAll(async () => {
      for (const context of contexts) await context.close();
      await browser?.close();
    });

    it('keeps the form setting of a quotation table on the server: another browser of the same person finds it', async () => {
      const factory = await signedIn('factory');
      const product = 'FR4-RIGID';
      await factory.goto(`${baseUrl}/form-setting-management-details/index?product=${product}`);
      await factory.getByTestId('table-settings-quantities').fill('10,50');
      await factory.getByTestId('table-settings-apply').click();
      await factory.waitForURL(/\/valuation-project-quoted-detail\/index\?product=FR4-RIGID$/);
      await expect.poll(() => factory.locator('.ant-table-thead th').count()).toBe(3);

      const elsewhere = await signedIn('factory');
      await elsewhere.goto(`${baseUrl}/form-setting-management-details/index?product=${product}`);
      await expect.poll(() => elsewhere.getByTestId('table-settings-quantities').inputValue()).toBe('10,50');
      // Back to no setting, for the other files that open the table.
      await elsewhere.getByRole('button', { name: 'Reset' }).click();
      await elsewhere.getByTestId('table-settings-apply').click();
      await elsewhere.waitForURL(/\/valuation-project-quoted-detail\/index/);
      await expect.poll(() => elsewhere.locator('.ant-table-thead th').count()).not.toBe(3);
    });

    it('adds a fixed "Packaging fee" bound to the product, and the customer’s estimate grows by it', async () => {
      const customer = await signedIn('customer');
      const before = await priceBoard(customer);
      expect(before.total).toMatch(/^\d+\.\d{2}$/);
      expect(before.lines).not.toContain('Packaging fee');
      expect(await customer.getByTestId('batch-tier').textContent()).toBe('Sample');

      const factory = await signedIn('factory');
      await factory.goto(`${baseUrl}/valuation-project-management-son/index?flag=add`);
      await factory.getByLabel('Project code').fill('PACKAGING');
      await factory.getByLabel('Project name').fill('Packaging fee');
      await factory.getByLabel('Calculation formula').fill('25 +');
      await factory.getByTestId('formula-error').waitFor();
      expect(await factory.getByTestId('formula-error').textContent()).toContain('Column 5:');
      await factory.getByLabel('Calculation formula').fill('25');
      await factory.getByTestId('formula-ok').waitFor();
      await factory.getByTestId('save-project').click();
      await factory.waitForURL(/\/valuation-project-management\/index/);
      await factory.getByRole('cell', { name: 'PACKAGING', exact: true }).waitFor();

      await factory.goto(`${baseUrl}/product-project-binding/index`);
      await factory.getByRole('checkbox', { name: 'PACKAGING Packaging fee' }).click();
      await factory.getByTestId('save-bindings').click();
      await factory.getByText('The bindings are saved').waitFor();

      const after = await priceBoard(customer);
      expect(after.lines).toContain('Packaging fee');
      expect(await customer.getByTestId('amount-PACKAGING').textContent()).toBe('25.00');
      expect(Number(after.total)).toBeGreaterThan(Number(before.total) + 25);
      // Two people signed in, a project made and bound, the board priced twice: over a minute on a busy CI machine.
    }, 120_000);
  },
);
