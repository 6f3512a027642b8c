import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, inject, it } from 'vitest';
import { Api } from './order-road-api.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { loginByPhone } from './support/session.js';
import { eventually } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

describe.skipIf(!runsHere(import.meta.url))('purchase order (issue 19)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('an order sent by the factory is confirmed by the supplier and received in two parts', async () => {
    const factory = await Api.demo(baseUrl, 'factory');
    const suppliers = await factory.ok<Array<{ uid: string; no: string }>>('GET', '/api/purchase-orders/suppliers');
    const materials = await factory.ok<{ data: Array<{ uid: string; materialNo: string }> }>(
      'GET',
      '/api/materials?page_size=100',
    );
    const created = await factory.ok<{ no: string }>('POST', '/api/purchase-orders', {
      supplierUid: suppliers.find((s) => s.no === 'E0003')!.uid,
      lines: [
        {
          materialUid: materials.data.find((m) => m.materialNo === 'M-CCL-1.6')!.uid,
          quantity: '100',
          unitPrice: '118.65',
          taxRate: '13',
          deliveryDate: '2026-12-20',
        },
      ],
    });
    await factory.ok('POST', `/api/purchase-orders/${created.no}/send`, {});

    // The supplier confirms it on the detail page.
    await loginByPhone(page, baseUrl, 'supplier');
    await page.goto(`${baseUrl}/purchase-order-detail/index?no=${created.no}`);
    await page.getByTestId('po-action-confirm').click();
    await eventually(() => page.getByTestId('purchase-status').first().textContent()).toBe('Confirmed by supplier');
    await context.close();

    // The factory receives 60, then the remaining 40, with lot numbers.
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    await loginByPhone(page, baseUrl, 'factory');
    await page.goto(`${baseUrl}/purchase-order-detail/index?no=${created.no}`);
    for (const [quantity, lot, status] of [
      ['60', 'LOT-A', 'Partly received'],
      ['40', 'LOT-B', 'Received'],
    ] as const) {
      await page.getByTestId('po-action-receive').click();
      await page.getByTestId('receive-quantity-0').fill(quantity);
      await page.getByTestId('receive-lot-0').fill(lot);
      await page.getByRole('button', { name: 'OK' }).click();
      await eventually(() => page.getByTestId('purchase-status').first().textContent()).toBe(status);
    }
    await eventually(() => page.getByTestId('po-line-received').first().textContent()).toBe('100');
  }, 120_000);
});
