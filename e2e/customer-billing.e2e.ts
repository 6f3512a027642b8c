import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { Api, BOARD, newCustomerEnterprise, readyToBuy } from './order-road-api.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { horizontalOverflow } from './support/layout.js';
import { loginByPhone } from './support/session.js';
import { eventually } from './support/shell.js';
import { businessMonth } from '../apps/server/src/platform/business-day.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

/**
 * A new customer enterprise's order with the demo factory, paid, released, shipped and received with 5 of 60 pcs
 * disputed; the factory's statement of this month for it (a new customer each time: a retry meets no statement).
 */
async function statementOfNewCustomer(): Promise<{ no: string; orderNo: string; customerUid: string; customer: Api }> {
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
    { 'Idempotency-Key': `e2e-cb-${inquiry.no}` },
  );
  const orderNo = settled.orders[0]!.no;
  await customer.ok('POST', `/api/orders/${orderNo}/pay`, {}, { 'Idempotency-Key': `e2e-cb-pay-${orderNo}` });
  const notice = await factory.ok<{ no: string }>('POST', '/api/sale-notices', {
    orderNo,
    productName: 'E2E board',
    partNo: 'E2E-CB',
    revision: 'A',
    quantity: 60,
    deliveryDate: '2099-12-01',
  });
  await factory.ok('POST', `/api/sale-notices/${notice.no}/actions`, { action: 'release' });
  const delivery = await factory.ok<{ no: string }>('POST', '/api/deliveries', {
    plannedDate: '2099-11-20',
    address: 'Dock 2',
    lines: [{ saleNoticeNo: notice.no, quantity: 60 }],
  });
  await factory.ok('POST', `/api/deliveries/${delivery.no}/ship`, {
    packages: 1,
    carrier: 'SF Express',
    trackingNo: 'SFE2E1',
  });
  const received = await customer.ok<{ customer: { id: string } }>('POST', `/api/deliveries/${delivery.no}/receipt`, {
    lines: [{ position: 1, accepted: 55, disputed: 5, reason: 'scratched' }],
  });
  const period = businessMonth(new Date());
  const statement = await factory.ok<{ no: string }>('POST', '/api/customer-statements', {
    customerUid: received.customer.id,
    period,
  });
  return { no: statement.no, orderNo, customerUid: received.customer.id, customer };
}

describe.skipIf(!runsHere(import.meta.url))('customer statements and invoices (issue 20)', () => {
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

  it('a statement adjusted, sent, disputed on a line, reopened, confirmed and invoiced; an invoice beyond delivered refused on its line', async () => {
    const s = await statementOfNewCustomer();
    await loginByPhone(page, baseUrl, 'factory');
    await page.goto(`${baseUrl}/customer-statement/index`);
    await page.getByTestId('statement-list').waitFor();
    await page.getByTestId('order-search').locator('input').fill(s.no);
    await page.getByTestId('order-search').locator('input').press('Enter');
    await page.getByText(s.no).click();
    await page.getByTestId('statement-detail').waitFor();
    await page.getByTestId('cs-adjust').click();
    await page.getByTestId('cs-adj-0-description').fill('Freight credit');
    await page.getByTestId('cs-adj-0-amount').fill('-20.00');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await eventually(() => page.getByTestId('statement-detail').textContent()).toContain('-20.00');
    await page.getByTestId('cs-send').click();
    await eventually(() => page.getByTestId('statement-detail').textContent()).toContain('Awaiting the customer');

    const lines = (
      await s.customer.ok<{ lines: Array<{ position: number }> }>('GET', `/api/customer-statements/${s.no}`)
    ).lines;
    await s.customer.ok('POST', `/api/customer-statements/${s.no}/answer`, {
      lines: lines.map((l) => ({
        position: l.position,
        answer: l.position === 1 ? 'disputed' : 'confirmed',
        reason: l.position === 1 ? 'Price agreed lower' : undefined,
      })),
    });
    await page.reload();
    await eventually(() => page.getByTestId('cs-lines').textContent()).toContain('Price agreed lower');
    await page.getByTestId('cs-reopen').click();
    await page.getByTestId('cs-send').click();
    await eventually(() => page.getByTestId('statement-detail').textContent()).toContain('Awaiting the customer');
    await s.customer.ok('POST', `/api/customer-statements/${s.no}/answer`, {
      lines: lines.map((l) => ({ position: l.position, answer: 'confirmed' })),
    });
    await page.reload();
    await page.getByTestId('cs-invoice').click();
    await page.getByTestId('invoice-form').waitFor();
    expect(await page.getByTestId('ci-statement').inputValue()).toBe(s.no);
    await page.getByTestId('ci-save').click();
    await page.getByTestId('invoice-detail').waitFor();
    await page.getByTestId('ci-issue').click();
    await page.getByTestId('ci-tax-invoice-no').fill('44030001');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await eventually(() => page.getByTestId('invoice-detail').textContent()).toContain('44030001');
    await page.getByTestId('ci-send').click();
    await eventually(() => page.getByTestId('invoice-detail').textContent()).toContain('Sent');

    await page.goto(`${baseUrl}/customer-invoice-add/index?orderNo=${s.orderNo}&customerUid=${s.customerUid}`);
    await page.getByTestId('invoice-form').waitFor();
    await page.getByTestId('ci-line-0-quantity').fill('1');
    await page.getByTestId('ci-save').click();
    await eventually(() => page.locator('.ant-form-item-explain-error').first().textContent()).toContain(
      'at most 0 pcs',
    );
    expect(errors).toEqual([]);
  });

  it('an empty new statement is marked, not sent; the statement and the lists fit a 390 px phone', async () => {
    const s = await statementOfNewCustomer();
    await loginByPhone(page, baseUrl, 'factory');
    await page.goto(`${baseUrl}/customer-statement/index`);
    await page.getByTestId('cs-new').click();
    await page.getByTestId('cs-create').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/customer-statement-detail/index?no=${s.no}`);
    await page.getByTestId('statement-detail').waitFor();
    expect(await horizontalOverflow(page)).toEqual([]);
    for (const [path, testId] of [
      ['customer-statement', 'statement-list'],
      ['customer-invoice', 'invoice-list'],
      ['customer-invoice-add', 'invoice-form'],
      ['customer-invoice-new', 'application-list'],
    ] as const) {
      await page.goto(`${baseUrl}/${path}/index`);
      await page.getByTestId(testId).waitFor();
      expect(await horizontalOverflow(page), path).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it('the demo customer disputes a line of its statement in the browser, with the reason', async () => {
    const customer = await Api.demo(baseUrl, 'customer');
    const factory = await Api.demo(baseUrl, 'factory');
    await readyToBuy(customer, '20000');
    const inquiry = await customer.ok<{ no: string }>('POST', '/api/inquiries', { params: BOARD });
    await factory.ok('POST', `/api/inquiries/${inquiry.no}/approve`, {});
    await customer.ok('POST', '/api/cart/items', { inquiryNo: inquiry.no });
    const address = await customer.ok<{ id: string }>('POST', '/api/addresses', {
      recipient: 'Li Na',
      company: 'Demo Electronics',
      areaCode: '+86',
      phone: '13912345678',
      region: ['44', '4403', '440305'],
      detailAddress: 'No. 1 Keji Road',
    });
    const settled = await customer.ok<{ orders: Array<{ no: string }> }>(
      'POST',
      '/api/cart/settle',
      { inquiryNos: [inquiry.no], addressId: address.id },
      { 'Idempotency-Key': `e2e-cb-${inquiry.no}` },
    );
    const orderNo = settled.orders[0]!.no;
    await customer.ok('POST', `/api/orders/${orderNo}/pay`, {}, { 'Idempotency-Key': `e2e-cb-pay-${orderNo}` });
    const notice = await factory.ok<{ no: string }>('POST', '/api/sale-notices', {
      orderNo,
      productName: 'E2E board',
      partNo: 'E2E-DEMO',
      quantity: 20,
      deliveryDate: '2099-12-01',
    });
    await factory.ok('POST', `/api/sale-notices/${notice.no}/actions`, { action: 'release' });
    const delivery = await factory.ok<{ no: string }>('POST', '/api/deliveries', {
      plannedDate: '2099-11-20',
      address: 'Dock 2',
      lines: [{ saleNoticeNo: notice.no, quantity: 20 }],
    });
    await factory.ok('POST', `/api/deliveries/${delivery.no}/ship`, {
      packages: 1,
      carrier: 'SF Express',
      trackingNo: 'SFE2E2',
    });
    const received = await customer.ok<{ customer: { id: string } }>('POST', `/api/deliveries/${delivery.no}/receipt`, {
      lines: [{ position: 1, accepted: 20, disputed: 0 }],
    });
    const period = businessMonth(new Date());
    // This month's statement of the demo customer: made now, or (a retry) the one made before, brought to "sent".
    const made = await factory.call<{ no: string }>('POST', '/api/customer-statements', {
      customerUid: received.customer.id,
      period,
    });
    const listed = await factory.ok<{ data: Array<{ no: string; status: string; customer: { id: string } }> }>(
      'GET',
      `/api/customer-statements?period=${period}&page_size=100`,
    );
    const mine = listed.data.find((x) => x.customer.id === received.customer.id && x.status !== 'cancelled')!;
    const no = made.status === 200 ? made.data.no : mine.no;
    if (mine.status === 'disputed' || mine.status === 'confirmed') return;
    if (mine.status === 'draft') await factory.ok('POST', `/api/customer-statements/${no}/send`, {});

    await loginByPhone(page, baseUrl, 'customer');
    await page.goto(`${baseUrl}/customer-statement-detail/index?no=${no}`);
    await page.getByTestId('cs-answer').click();
    await page.getByTestId('cs-answer-1').getByText('Disputed').click();
    await page.getByTestId('cs-answer-submit').click();
    await eventually(() => page.locator('.ant-message').textContent()).toContain('Line 1');
    await page.getByTestId('cs-reason-1').fill('Quantity short by 2');
    await page.getByTestId('cs-answer-submit').click();
    await eventually(() => page.getByTestId('statement-detail').textContent()).toContain('Quantity short by 2');
    expect(await page.getByTestId('statement-detail').textContent()).toContain('Disputed');
    expect(errors).toEqual([]);
  });
});
