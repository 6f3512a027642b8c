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

/** A confirmed order of 1,000 sheets received in one lot (the lot a test inspects). */
async function receivedLot(factory: Api, supplier: Api): Promise<{ orderNo: string; lotNo: string }> {
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
        quantity: '1000',
        unitPrice: '118.65',
        taxRate: '13',
        deliveryDate: '2026-12-20',
      },
    ],
  });
  await factory.ok('POST', `/api/purchase-orders/${created.no}/send`, {});
  await supplier.ok('POST', `/api/purchase-orders/${created.no}/confirm`, { version: 1 });
  const order = await factory.ok<{ lines: Array<{ uid: string }> }>('GET', `/api/purchase-orders/${created.no}`);
  const lotNo = `E2E-${created.no.slice(-6)}`;
  await factory.ok('POST', `/api/purchase-orders/${created.no}/receipts`, {
    lines: [{ orderLineUid: order.lines[0]!.uid, quantity: '1000', lotNo }],
  });
  return { orderNo: created.no, lotNo };
}

describe.skipIf(!runsHere(import.meta.url))('incoming inspection and purchase returns (issue 19)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('a lot rejected at inspection goes back to the supplier, who acknowledges the return', async () => {
    const [factory, supplier] = await Promise.all([Api.demo(baseUrl, 'factory'), Api.demo(baseUrl, 'supplier')]);
    const { lotNo } = await receivedLot(factory, supplier);

    await loginByPhone(page, baseUrl, 'factory');
    await page.goto(`${baseUrl}/material-inspection-sheet/index`);
    await page.getByTestId('iq-new').click();
    await page.getByRole('button', { name: 'OK' }).click();
    await eventually(() => page.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
    await page.getByTestId('inspection-lot').click();
    await page.getByTitle(new RegExp(lotNo)).first().click();
    // The AQL proposed is the one the material was last inspected at; this lot is inspected at 1.0.
    await page.getByTestId('inspection-aql').click();
    await page.locator('.ant-select-item-option[title="1.0"]').click();
    await eventually(() => page.getByTestId('inspection-plan').textContent()).toContain(
      'code J, inspect 80 units, accept with ≤ 2 defective, reject with ≥ 3',
    );
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('iq-decide').click();
    await page.getByTestId('defect-appearance').fill('3');
    await eventually(() => page.getByTestId('inspection-verdict').textContent()).toContain('reject (3 ≥ 3)');
    await page.getByText('Reject', { exact: true }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await eventually(() => page.getByTestId('inspection-status').first().textContent()).toBe('Rejected');
    const returnNo = (await page.getByTestId('iq-return').textContent())!;
    expect(returnNo).toMatch(/^RT/);
    await context.close();

    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    await loginByPhone(page, baseUrl, 'supplier');
    await page.goto(`${baseUrl}/purchase-returns-details/index?no=${returnNo}`);
    await page.getByTestId('rt-action-acknowledge').click();
    await page.getByTestId('rt-words').fill('Replacement ships Friday');
    await page.getByRole('button', { name: 'OK' }).click();
    await eventually(() => page.getByTestId('return-status').first().textContent()).toBe('Acknowledged by supplier');
    await eventually(() => page.getByTestId('rt-log').textContent()).toContain(
      'the quantities are open to receive again',
    );
  }, 120_000);
});
