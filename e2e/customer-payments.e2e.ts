import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { Api, BOARD, newCustomerEnterprise, readyToBuy } from './order-road-api.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { loginByPhone } from './support/session.js';
import { eventually } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

/** An issued invoice of a new customer enterprise: its order paid, released, shipped, received whole and invoiced. */
async function issuedInvoiceOfNewCustomer(): Promise<{ no: string; total: string }> {
  const who = await newCustomerEnterprise(baseUrl);
  const customer = await Api.login(baseUrl, who.phone, who.password);
  const factory = await Api.demo(baseUrl, 'factory');
  await readyToBuy(customer, '20000');
  const inquiry = await customer.ok<{ no: string }>('POST', '/api/inquiries', { params: BOARD });
  await factory.ok('POST', `/api/inquiries/${inquiry.no}/approve`, {});
  await customer.ok('POST', '/api/cart/items', { inquiryNo: inquiry.no });
  const addresses = await customer.ok<{ data: Array<{ id: string }> } | Array<{ id: string }>>('GET', '/api/addresses');
  const addressId = (Array.isArray(addresses) ? addresses : addresses.data)[0]!.id;
  const settled = await customer.ok<{ orders: Array<{ no: string }> }>(
    'POST',
    '/api/cart/settle',
    { inquiryNos: [inquiry.no], addressId },
    { 'Idempotency-Key': `e2e-pay-${inquiry.no}` },
  );
  const orderNo = settled.orders[0]!.no;
  await customer.ok('POST', `/api/orders/${orderNo}/pay`, {}, { 'Idempotency-Key': `e2e-pay-order-${orderNo}` });
  const notice = await factory.ok<{ no: string }>('POST', '/api/sale-notices', {
    orderNo,
    productName: 'E2E board',
    partNo: 'E2E-PAY',
    revision: 'A',
    quantity: 40,
    deliveryDate: '2099-12-01',
  });
  await factory.ok('POST', `/api/sale-notices/${notice.no}/actions`, { action: 'release' });
  const delivery = await factory.ok<{ no: string }>('POST', '/api/deliveries', {
    plannedDate: '2099-11-20',
    address: 'Dock 2',
    lines: [{ saleNoticeNo: notice.no, quantity: 40 }],
  });
  await factory.ok('POST', `/api/deliveries/${delivery.no}/ship`, { packages: 1, carrier: 'SF', trackingNo: 'SFPAY1' });
  const received = await customer.ok<{ customer: { id: string } }>('POST', `/api/deliveries/${delivery.no}/receipt`, {
    lines: [{ position: 1, accepted: 40, disputed: 0 }],
  });
  const draft = await factory.ok<{ no: string }>('POST', '/api/customer-invoices', {
    customerUid: received.customer.id,
    lines: [{ orderNo, quantity: 40 }],
  });
  const issued = await factory.ok<{ no: string; total: string }>(
    'POST',
    `/api/customer-invoices/${draft.no}/issue`,
    {},
  );
  return { no: issued.no, total: issued.total };
}

const cents = (text: string) => BigInt(text.replace('.', ''));
const text = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;

describe.skipIf(!runsHere(import.meta.url))('customer payments (issue 30)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    errors = [];
    page.on('pageerror', (error) => errors.push(`uncaught ${error.message}`));
  });
  afterEach(() => context.close());

  it('records a partial payment: the invoice is partly paid with its open amount; then the rest pays it', async () => {
    const invoice = await issuedInvoiceOfNewCustomer();
    const half = cents(invoice.total) / 2n;
    const rest = cents(invoice.total) - half;
    await loginByPhone(page, baseUrl, 'factory');
    await page.goto(`${baseUrl}/customer-invoice-add/index?no=${invoice.no}`);
    await page.getByTestId('invoice-detail').waitFor();
    expect(await page.getByTestId('ci-open').textContent()).toBe(`CNY ${invoice.total}`);

    await page.getByTestId('ci-record-payment').click();
    await eventually(() => page.getByTestId(`pay-allocate-${invoice.no}`).inputValue()).toBe(invoice.total);
    await page.getByTestId('pay-amount').fill(text(half));
    await page.getByTestId('pay-payer').fill('E2E Buyer Co.');
    await page.getByTestId('pay-bank-reference').fill('BOC-E2E-1');
    await page.getByTestId(`pay-allocate-${invoice.no}`).fill(text(half + 1n));
    // More than received: the credit left shows negative before the server is asked.
    await eventually(() => page.getByTestId('pay-totals').textContent()).toContain('-0.01');
    await page.getByTestId(`pay-allocate-${invoice.no}`).fill(text(half));
    await eventually(() => page.getByTestId(`pay-open-${invoice.no}`).textContent()).toBe(text(rest));
    await page.getByTestId('pay-submit').click();
    await eventually(() => page.getByTestId('invoice-detail').textContent()).toContain('Partly paid');
    await eventually(() => page.getByTestId('ci-open').textContent()).toBe(`CNY ${text(rest)}`);
    expect(await page.getByTestId('ci-payments').textContent()).toContain('BOC-E2E-1');

    await page.getByTestId('ci-record-payment').click();
    await eventually(() => page.getByTestId(`pay-allocate-${invoice.no}`).inputValue()).toBe(text(rest));
    await page.getByTestId('pay-payer').fill('E2E Buyer Co.');
    await page.getByTestId('pay-bank-reference').fill('BOC-E2E-2');
    await page.getByTestId('pay-submit').click();
    await eventually(() => page.getByTestId('ci-open').textContent()).toBe('CNY 0.00');
    expect(await page.getByTestId('invoice-detail').textContent()).toContain('Paid');
    expect(await page.getByTestId('ci-record-payment').count()).toBe(0);

    await page.goto(`${baseUrl}/customer-invoice/index`);
    await page.getByRole('tab', { name: 'Payments received' }).click();
    await page.getByTestId('receipt-list').waitFor();
    const search = page.getByTestId('receipt-list').getByTestId('order-search').locator('input');
    await search.fill('BOC-E2E-');
    await search.press('Enter');
    await eventually(() => page.getByTestId('receipt-list').locator('tbody tr.ant-table-row').count()).toBe(2);
    expect(await page.getByTestId('receipt-list').getByTestId('summary-row').textContent()).toContain(invoice.total);
    expect(errors).toEqual([]);
  });
});
