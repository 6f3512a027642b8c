import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { Api, BOARD } from './order-road-api.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { horizontalOverflow, showInApp } from './support/layout.js';
import { loginByPhone } from './support/session.js';
import { eventually } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The records the first two tests made, shown on a phone by the third. */
const made: { change?: string; record?: string } = {};

/** A paid order of the demo customer at the demo factory with a released sales notice of `quantity` pcs, rev A. */
async function paidOrder(
  customer: Api,
  factory: Api,
  partNo: string,
  quantity: number,
): Promise<{ orderNo: string; noticeNo: string }> {
  const address = await customer.ok<{ id: string }>('POST', '/api/addresses', {
    recipient: 'Li Lei',
    company: 'Demo Electronics',
    areaCode: '+86',
    phone: '13912345678',
    region: ['44', '4403', '440305'],
    detailAddress: 'Dock 3, No. 1 Keji Road',
  });
  const inquiry = await customer.ok<{ no: string }>('POST', '/api/inquiries', { params: BOARD });
  await factory.ok('POST', `/api/inquiries/${inquiry.no}/approve`, {});
  await customer.ok('POST', '/api/cart/items', { inquiryNo: inquiry.no });
  const settled = await customer.ok<{ orders: Array<{ no: string; total: string }> }>(
    'POST',
    '/api/cart/settle',
    { inquiryNos: [inquiry.no], addressId: address.id },
    { 'Idempotency-Key': `e2e-settle-${inquiry.no}` },
  );
  const order = settled.orders[0]!;
  const recharge = await customer.ok<{ rechargeNo: string }>(
    'POST',
    '/api/wallet/recharges',
    { amount: order.total, method: 'sandbox' },
    { 'Idempotency-Key': `e2e-recharge-${inquiry.no}` },
  );
  await customer.ok('POST', `/api/payments/sandbox/${recharge.rechargeNo}/pay`, {});
  await customer.ok('POST', `/api/orders/${order.no}/pay`, {}, { 'Idempotency-Key': `e2e-pay-${order.no}` });
  const notice = await factory.ok<{ no: string }>('POST', '/api/sale-notices', {
    orderNo: order.no,
    productName: 'Control board',
    partNo,
    revision: 'A',
    quantity,
    deliveryDate: '2099-12-01',
  });
  await factory.ok('POST', `/api/sale-notices/${notice.no}/actions`, { action: 'release' });
  return { orderNo: order.no, noticeNo: notice.no };
}

async function pickDate(testId: string, date: string) {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

describe.skipIf(!runsHere(import.meta.url))('customer changes and poor quality records (issue 20)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('the factory offers its impact on a customer change (the empty offer marked first) and the customer accepts it', async () => {
    const [customer, factory] = await Promise.all([Api.demo(baseUrl, 'customer'), Api.demo(baseUrl, 'factory')]);
    const { orderNo, noticeNo } = await paidOrder(customer, factory, 'E2E-ECO', 100);
    const change = await customer.ok<{ no: string }>('POST', '/api/customer-changes', {
      orderNo,
      description: 'Move the mounting hole 2 mm',
      newRevision: 'B',
      newQuantity: 120,
    });
    made.change = change.no;

    await loginByPhone(page, baseUrl, 'factory');
    await page.goto(`${baseUrl}/customer-change/index`);
    await page.getByTestId('change-list').getByText(change.no).click();
    await page.getByTestId('change-offer').click();
    await page.locator('.ant-modal:visible').getByRole('button', { name: /OK/ }).click();
    await page.locator('.ant-modal:visible .ant-form-item-explain-error').first().waitFor();
    await page.getByTestId('change-amount').fill('1250');
    await pickDate('change-impact-date', '2099-12-12');
    await page.locator('.ant-modal:visible').getByRole('button', { name: /OK/ }).click();
    await eventually(() => page.getByTestId('change-view').innerText()).toContain('Awaiting the customer');
    await context.close();

    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    await loginByPhone(page, baseUrl, 'customer');
    await page.goto(`${baseUrl}/customer-change-detail/index?no=${change.no}`);
    expect(await page.getByTestId('change-view').innerText()).toContain('+1250.00');
    await page.getByTestId('change-accept').click();
    await eventually(() => page.getByTestId('change-view').innerText()).toContain('Accepted');
    expect(await page.getByTestId('change-view').innerText()).toContain(`the change is on sales notices ${noticeNo}`);
    expect(
      await factory.ok<{ revision: string; quantity: number; deliveryDate: string }>(
        'GET',
        `/api/sale-notices/${noticeNo}`,
      ),
    ).toMatchObject({ revision: 'B', quantity: 120, deliveryDate: '2099-12-12' });
  });

  it('the factory answers a quality complaint 8D-style and the customer closes it', async () => {
    const [customer, factory] = await Promise.all([Api.demo(baseUrl, 'customer'), Api.demo(baseUrl, 'factory')]);
    const { noticeNo } = await paidOrder(customer, factory, 'E2E-8D', 50);
    const delivery = await factory.ok<{ no: string }>('POST', '/api/deliveries', {
      plannedDate: '2099-11-20',
      address: 'Dock 3, No. 1 Keji Road, Shenzhen',
      lines: [{ saleNoticeNo: noticeNo, quantity: 50 }],
    });
    await factory.ok('POST', `/api/deliveries/${delivery.no}/ship`, {
      packages: 1,
      carrier: 'SF Express',
      trackingNo: 'SF-E2E-8D',
    });
    await customer.ok('POST', `/api/deliveries/${delivery.no}/receipt`, {
      lines: [{ position: 1, accepted: 50, disputed: 0 }],
    });
    const record = await customer.ok<{ no: string }>('POST', '/api/quality-records', {
      deliveryNo: delivery.no,
      position: 1,
      defectType: 'solder_mask',
      quantity: 6,
      lot: 'L-E2E-8D',
      description: 'Solder mask peeling near U3',
    });
    made.record = record.no;

    await loginByPhone(page, baseUrl, 'factory');
    await page.goto(`${baseUrl}/poor-quality-record/index`);
    await page.getByTestId('record-list').getByText(record.no).click();
    await page.getByTestId('record-answer').click();
    await page.getByTestId('record-containment').fill('Sorted the stock; 14 held');
    await page.locator('.ant-modal:visible').getByRole('button', { name: /OK/ }).click();
    await page.locator('.ant-modal:visible .ant-form-item-explain-error').first().waitFor();
    await page.getByTestId('record-rootCause').fill('Exposure energy drifted on line 2');
    await page.getByTestId('record-correctiveAction').fill('Daily step-wedge check');
    await page.getByTestId('record-verification').fill('Three lots since without the defect');
    await page.locator('.ant-modal:visible').getByRole('button', { name: /OK/ }).click();
    await eventually(() => page.getByTestId('record-view').innerText()).toContain('Answered');
    await context.close();

    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    await loginByPhone(page, baseUrl, 'customer');
    await page.goto(`${baseUrl}/poor-quality-record-detail/index?no=${record.no}`);
    expect(await page.getByTestId('record-view').innerText()).toContain('Exposure energy drifted on line 2');
    await page.getByTestId('record-close').click();
    await eventually(() => page.getByTestId('record-view').innerText()).toContain('Closed');
    expect(await page.getByTestId('record-view').innerText()).toContain('closed the record');
  });

  it('shows the four pages on a 390 px phone without sideways overflow, to the factory and to the customer', async () => {
    for (const account of ['factory', 'customer'] as const) {
      await context.close();
      context = await browser.newContext({
        locale: 'en-US',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      page = await context.newPage();
      await loginByPhone(page, baseUrl, account);
      const paths =
        account === 'factory'
          ? ['/customer-change/index', '/poor-quality-record/index']
          : ['/customer-change-detail/index', '/poor-quality-record-detail/index'];
      for (const path of paths) {
        await showInApp(page, path);
        expect(await horizontalOverflow(page), `${account} ${path}`).toEqual([]);
      }
      await page.goto(`${baseUrl}/customer-change-detail/index?no=${made.change}`);
      await page.getByTestId('change-view').waitFor();
      expect(await horizontalOverflow(page), `${account} change`).toEqual([]);
      await page.goto(`${baseUrl}/poor-quality-record-detail/index?no=${made.record}`);
      await page.getByTestId('record-view').waitFor();
      expect(await horizontalOverflow(page), `${account} record`).toEqual([]);
    }
  }, 120_000);
});
