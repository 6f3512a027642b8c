import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { Api, BOARD } from './order-road-api.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { loginByPhone } from './support/session.js';
import { eventually } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** A paid order of the demo customer at the demo factory, released to production as a sales notice of `quantity` pcs. */
async function releasedNotice(
  customer: Api,
  factory: Api,
  addressId: string,
  partNo: string,
  quantity: number,
): Promise<string> {
  const inquiry = await customer.ok<{ no: string }>('POST', '/api/inquiries', { params: BOARD });
  await factory.ok('POST', `/api/inquiries/${inquiry.no}/approve`, {});
  await customer.ok('POST', '/api/cart/items', { inquiryNo: inquiry.no });
  const settled = await customer.ok<{ orders: Array<{ no: string; total: string }> }>(
    'POST',
    '/api/cart/settle',
    { inquiryNos: [inquiry.no], addressId },
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
    revision: 'B',
    quantity,
    deliveryDate: '2099-12-01',
  });
  await factory.ok('POST', `/api/sale-notices/${notice.no}/actions`, { action: 'release' });
  return notice.no;
}

describe.skipIf(!runsHere(import.meta.url))('shipping and delivery delays (issue 20)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('the customer confirms a shipment with one disputed line and agrees to a delay; the factory sees both', async () => {
    const [customer, factory] = await Promise.all([Api.demo(baseUrl, 'customer'), Api.demo(baseUrl, 'factory')]);
    const address = await customer.ok<{ id: string }>('POST', '/api/addresses', {
      recipient: 'Li Lei',
      company: 'Demo Electronics',
      areaCode: '+86',
      phone: '13912345678',
      region: ['44', '4403', '440305'],
      detailAddress: 'Dock 3, No. 1 Keji Road',
    });
    const a = await releasedNotice(customer, factory, address.id, 'E2E-SHIP-A', 40);
    const b = await releasedNotice(customer, factory, address.id, 'E2E-SHIP-B', 60);
    const delivery = await factory.ok<{ no: string }>('POST', '/api/deliveries', {
      plannedDate: '2099-11-20',
      address: 'Dock 3, No. 1 Keji Road, Shenzhen',
      lines: [
        { saleNoticeNo: a, quantity: 40 },
        { saleNoticeNo: b, quantity: 60 },
      ],
    });
    await factory.ok('POST', `/api/deliveries/${delivery.no}/ship`, {
      packages: 3,
      carrier: 'SF Express',
      trackingNo: 'SF-E2E-0001',
    });
    const delay = await factory.ok<{ no: string }>('POST', '/api/delivery-delays', {
      saleNoticeNo: b,
      toDate: '2099-12-09',
      reason: 'Solder mask line down for maintenance',
    });

    // The customer opens the shipment from the list of shipments addressed to it and confirms line 2 with 5 disputed.
    await loginByPhone(page, baseUrl, 'customer');
    await page.goto(`${baseUrl}/shipping-receipt-details/index`);
    await page.getByTestId('shipment-list').getByText(delivery.no).click();
    await page.getByTestId('receipt-form').waitFor();
    await page.getByTestId('receipt-disputed-2').fill('5');
    await page.getByTestId('receipt-confirm').click();
    // 60 shipped: 60 accepted + 5 disputed does not add up, so the line is marked and nothing is sent.
    await page.getByText('Accepted and disputed must add up to the 60 pcs shipped').waitFor();
    await page.getByTestId('receipt-accepted-2').fill('55');
    await page.getByTestId('receipt-confirm').click();
    await page.getByText('Say why the quantity is disputed').waitFor();
    await page.getByTestId('receipt-reason-2').fill('Five boards with scratched solder mask');
    await page.getByTestId('receipt-confirm').click();
    await page.getByTestId('shipment-lines').waitFor();
    await eventually(() => page.getByTestId('shipment-view').innerText()).toContain('Received with a dispute');
    expect(await page.getByTestId('shipment-view').innerText()).toContain(
      'confirmed the receipt: 95 pcs accepted, 5 disputed',
    );

    // The delay, from its bell link: agreed.
    await page.goto(`${baseUrl}/delivery-delay-application-detail/index?no=${delay.no}`);
    await page.getByTestId('delay-agree').click();
    await eventually(() => page.getByTestId('delay-view').innerText()).toContain('Agreed');
    expect(await page.getByTestId('delay-view').innerText()).toContain(`the delivery date of ${b} is now 2099-12-09`);

    // The factory: the shipment shows the dispute, the notice its new date.
    const shipments = await factory.ok<{ data: Array<{ no: string; receipt: string; disputed: number }> }>(
      'GET',
      '/api/shipments?keyword=SF-E2E-0001',
    );
    expect(shipments.data.find((s) => s.no === delivery.no)).toMatchObject({ receipt: 'disputed', disputed: 5 });
    expect((await factory.ok<{ deliveryDate: string }>('GET', `/api/sale-notices/${b}`)).deliveryDate).toBe(
      '2099-12-09',
    );
  });
});
