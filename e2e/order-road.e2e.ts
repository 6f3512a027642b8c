import { Decimal, toCents } from '@pcbunion/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { extractPdfText } from '../apps/server/test/support/pdf-text.js';
import { Api, balanceCents, BOARD, ledgerCheck, newCustomerEnterprise, readyToBuy } from './order-road-api.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { loginByPhone } from './support/session.js';
import { eventually, loginWith } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];
let buyer: { phone: string; password: string; name: string };
let customerApi: Api;
let factoryApi: Api;
let operator: Api;
let customer: Page;
let factory: Page;

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  contexts.push(context);
  return context.newPage();
}

/** The customer prices the board on the online quotation (the estimate the inquiry is made from). */
async function estimate(page: Page): Promise<string> {
  await page.goto(`${baseUrl}/online-quotation-management-quotation/index`);
  await page.locator('#param-LAYERS').getByText('2', { exact: true }).click();
  await page.getByTestId('param-WIDTH_MM').fill(String(BOARD.WIDTH_MM));
  await page.getByTestId('param-HEIGHT_MM').fill(String(BOARD.HEIGHT_MM));
  await page.getByTestId('param-QTY').fill(String(BOARD.QTY));
  await page.getByTestId('server-agrees').waitFor({ timeout: 15_000 });
  return (await page.getByTestId('price-total').textContent()) ?? '';
}

/** Through the API (the inquiry screens are driven in the first road): an inquiry of the board, approved at `total` with a reason, in the cart. */
async function approvedInCart(total: string): Promise<string> {
  const inquiry = await customerApi.ok<{ no: string }>('POST', '/api/inquiries', { params: BOARD });
  await factoryApi.ok('POST', `/api/inquiries/${inquiry.no}/approve`, {
    total,
    reason: '板材涨价 (laminate price rose)',
  });
  await customerApi.ok('POST', '/api/cart/items', { inquiryNo: inquiry.no });
  return inquiry.no;
}

/** Settles the cart line of `inquiryNo` in the browser and answers the order number /sure shows. */
async function settleInBrowser(inquiryNo: string, doubleClick = false): Promise<string> {
  await customer.goto(`${baseUrl}/shopping-cart/index`);
  const row = customer.getByRole('row').filter({ hasText: inquiryNo });
  await row.waitFor();
  await row.getByRole('checkbox').check();
  await customer.getByTestId('cart-settle').click();
  const dialog = customer.getByTestId('settlement');
  await eventually(() => dialog.getByTestId('settle-address').textContent()).toContain('王买家');
  if (doubleClick) await customer.getByTestId('settle-submit').dblclick();
  else await customer.getByTestId('settle-submit').click();
  await customer.waitForURL(/\/sure/);
  await customer.getByTestId('sure-order-no').first().waitFor();
  const numbers = await customer.getByTestId('sure-order-no').allTextContents();
  expect(numbers).toHaveLength(1);
  return numbers[0]!;
}

async function expectLedgerBalanced() {
  expect(await ledgerCheck(operator)).toMatchObject({ balanced: true, difference: '0.00', problems: [] });
}

describe.skipIf(!runsHere(import.meta.url))('the whole buying road in the browser (issue 15)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    buyer = await newCustomerEnterprise(baseUrl);
    customerApi = await Api.login(baseUrl, buyer.phone, buyer.password);
    factoryApi = await Api.demo(baseUrl, 'factory');
    operator = await Api.demo(baseUrl, 'platform');
    await readyToBuy(customerApi, '20000.00');
    customer = await newPage();
    await loginWith(customer, baseUrl, { phone: buyer.phone, password: buyer.password });
    await customer.waitForURL(/\/dashboard$/);
    factory = await newPage();
    await loginByPhone(factory, baseUrl, 'factory');
  }, 120_000);
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });

  const road =
    'estimate → inquiry → factory approves a changed price → cart → settle (a double click makes one order) → ' +
    'pay → accept → ship → receipt → factory credited';
  it(road, { timeout: 180_000 }, async () => {
    // The customer prices the board and makes an inquiry of it to the demo factory.
    const estimated = (await estimate(customer)).trim();
    expect(estimated).toMatch(/^\d+\.\d{2}$/);
    await customer.getByTestId('make-inquiry').click();
    await customer.getByTestId('submit-inquiry').click();
    await customer.waitForURL(/\/online-inquiry-details\/index\?no=XJ/);
    const inquiryNo = new URL(customer.url()).searchParams.get('no')!;

    // The factory approves it at a higher price, with the reason.
    const price = new Decimal(estimated).plus('12.34').toFixed(2);
    await factory.goto(`${baseUrl}/inquiry-management/index`);
    await factory.getByTestId('inquiry-search').locator('input').fill(inquiryNo);
    await factory.getByTestId('inquiry-search').locator('input').press('Enter');
    await factory.getByRole('cell', { name: inquiryNo }).waitFor();
    await factory.getByTestId('inquiry-review').click();
    await factory.getByTestId('review-total').fill(price);
    await factory.getByTestId('review-reason').fill('板材涨价 (laminate price rose)');
    await factory.getByTestId('review-approve').click();
    await factory.getByTestId('inquiry-tab-approved').click();
    await factory.getByRole('cell', { name: inquiryNo }).waitFor();

    // The customer sees the factory's price and puts the inquiry in the cart.
    await customer.reload();
    await eventually(() => customer.getByTestId('inquiry-detail-total').textContent()).toBe(`CNY ${price}`);
    await customer.getByTestId('inquiry-add-to-cart').click();
    await eventually(() => customer.getByTestId('inquiry-add-to-cart').count()).toBe(0);
    const balance0 = await balanceCents(customerApi);

    // Settle with nothing selected: "please select one data".
    await customer.goto(`${baseUrl}/shopping-cart/index`);
    await customer.getByRole('row').filter({ hasText: inquiryNo }).waitFor();
    await customer.getByTestId('cart-settle').click();
    await eventually(() => customer.getByText('Please select one data').isVisible()).toBe(true);
    // The factory's price is the one in the cart, summed for the factory.
    await customer.getByRole('row').filter({ hasText: inquiryNo }).getByRole('checkbox').check();
    await eventually(() => customer.getByTestId('grand-total').textContent()).toBe(`CNY ${price}`);

    const orderNo = await settleInBrowser(inquiryNo, true);
    const unpaid = await customerApi.ok<{ data: { no: string }[]; total: number }>(
      'GET',
      `/api/orders?tab=unpaid&keyword=${inquiryNo}`,
    );
    expect(unpaid.data.map((o) => o.no)).toEqual([orderNo]);

    // Pay now on /sure: the money leaves the wallet for the platform's escrow.
    await customer.getByTestId(`pay-now-${orderNo}`).click();
    await eventually(() => customer.getByTestId('sure-all-paid').isVisible()).toBe(true);
    expect(await balanceCents(customerApi)).toBe(balance0 - toCents(price));
    await expectLedgerBalanced();

    // The factory accepts with a production number, then ships with carrier and tracking number.
    await factory.goto(`${baseUrl}/order-management/index`);
    await factory.getByTestId('tab-paid').click();
    await factory.getByTestId(`accept-${orderNo}`).click();
    await factory.getByTestId('accept-submit').click();
    await eventually(() => factory.getByText('Please enter the production number').isVisible()).toBe(true);
    await factory.getByTestId('accept-productionNo').fill('MO-E2E-001');
    await factory.getByTestId('accept-submit').click();
    await factory.getByTestId('tab-pending_shipment').click();
    await factory.getByTestId(`ship-${orderNo}`).click();
    await factory.getByTestId('ship-carrier').fill('SF Express 顺丰');
    await factory.getByTestId('ship-trackingNo').fill('SF1234567890');
    await factory.getByTestId('ship-submit').click();
    await factory.getByTestId('tab-pending_receipt').click();
    await eventually(() => factory.getByRole('row').filter({ hasText: orderNo }).textContent()).toContain(
      'SF1234567890',
    );

    // The customer confirms receipt on My order; the order is completed.
    await customer.goto(`${baseUrl}/my-order/index`);
    await customer.getByTestId('tab-pending_receipt').click();
    await customer.getByTestId(`confirm_receipt-${orderNo}`).click();
    await customer.getByTestId('confirm-ok').click();
    await customer.getByTestId('tab-completed').click();
    await eventually(() => customer.getByRole('row').filter({ hasText: orderNo }).textContent()).toContain('Completed');
    // The list's 合计 row (spec 01 §9): this buyer's one completed order, its total and paid to the cent, N/A elsewhere.
    const summary = customer.getByTestId('summary-row');
    await eventually(() => summary.textContent()).toContain(`${price}${price}0.00`);
    expect(await summary.textContent()).toMatch(/^Total(N\/A)+/);

    // The factory's side: the escrow was released to its wallet (its operation log says so, in words).
    await factory.getByTestId('tab-completed').click();
    await factory.getByTestId(`order-no-${orderNo}`).click();
    await eventually(() => factory.getByTestId('order-log').textContent()).toContain(
      `confirmed receipt; ${price} released to the factory`,
    );
    await expectLedgerBalanced();

    // The factory's admin sees the released money in its own wallet: GET /api/wallet answers it (the account
    // balance screen is granted to the factory), and its statement on /account-balance lists the order's income.
    expect(await balanceCents(factoryApi)).toBeGreaterThanOrEqual(toCents(price));
    const income = await factoryApi.ok<{ data: { reference: string | null; amount: string }[] }>(
      'GET',
      '/api/wallet/statement?kind=payment&page_size=100',
    );
    expect(income.data.filter((line) => line.reference === orderNo).map((line) => line.amount)).toEqual([price]);
    await factory.goto(`${baseUrl}/account-balance/index`);
    await factory.getByTestId('wallet-balance').waitFor();
    await eventually(() => factory.getByRole('row').filter({ hasText: orderNo }).textContent()).toContain(`+${price}`);

    // The order prints as a PDF with the Chinese text embedded.
    const pdf = await customer.request.get(`${baseUrl}/api/orders/${orderNo}/pdf?template=customer`);
    expect(pdf.status()).toBe(200);
    const text = extractPdfText(await pdf.body());
    expect(text).toContain(buyer.name);
    expect(text).toContain('广东省 深圳市 南山区 科技园南区一号');

    // Print from My order needs a selected row and a template; the print page shows the order.
    await customer.getByTestId('order-print').click();
    await eventually(() => customer.getByText('Please select one data').isVisible()).toBe(true);
    await customer.getByRole('row').filter({ hasText: orderNo }).getByRole('radio').check();
    await customer.getByTestId('order-print').click();
    await eventually(() => customer.getByTestId('print-open').isDisabled()).toBe(true);
    await customer.getByTestId('print-template-delivery').click();
    const printPage = customer.context().waitForEvent('page');
    await customer.getByTestId('print-open').click();
    const printed = await printPage;
    await eventually(() => printed.getByTestId('print-preview').textContent()).toContain('Delivery note');
    await printed.close();
    await customer.keyboard.press('Escape');

    // A completed order goes to the recycle bin and comes back; reorder makes a new inquiry at today's prices.
    await customer.getByTestId(`delete-${orderNo}`).click();
    await customer.getByTestId('confirm-ok').click();
    await eventually(() => customer.getByTestId(`delete-${orderNo}`).count()).toBe(0);
    await customer.goto(`${baseUrl}/recycle-bin/index`);
    await customer.getByTestId(`restore-${orderNo}`).click();
    await customer.getByTestId('confirm-ok').click();
    await eventually(() => customer.getByTestId(`restore-${orderNo}`).count()).toBe(0);
    await customer.goto(`${baseUrl}/my-order/index`);
    await customer.getByTestId(`reorder-${orderNo}`).click();
    await customer.getByTestId('confirm-ok').click();
    await eventually(() => customer.getByText(/^New inquiry XJ\d+ made/).isVisible()).toBe(true);

    // An invoice for the whole amount; the factory marks it issued with the invoice number.
    await customer.getByTestId(`apply_invoice-${orderNo}`).click();
    await customer.getByTestId('invoice-submit').click();
    await eventually(() => customer.getByText('Invoicing needs selected invoice info').isVisible()).toBe(true);
    await customer.getByTestId('invoice-info').click();
    await customer.locator('.ant-select-item-option').filter({ hasText: '深圳买家电子有限公司' }).click();
    expect(await customer.getByTestId('invoice-amount').inputValue()).toBe(price);
    await customer.getByTestId('invoice-submit').click();
    await eventually(() => customer.getByText('Invoice applied for').isVisible()).toBe(true);
    await factory.goto(`${baseUrl}/order-management/index`);
    await factory.getByTestId('factory-invoices').click();
    await factory.getByTestId(`invoice-issue-${orderNo}`).click();
    await factory.getByTestId('invoice-no').fill('INV-2026-0001');
    await factory.getByTestId('confirm-ok').click();
    await eventually(() => factory.getByTestId(`invoice-issue-${orderNo}`).count()).toBe(0);
    expect((await customerApi.ok<{ invoiced: string }>('GET', `/api/orders/${orderNo}`)).invoiced).toBe(price);
    await expectLedgerBalanced();
  });

  it('cancels an unpaid order from My order: nothing was paid, nothing moves', async () => {
    const inquiryNo = await approvedInCart('99.90');
    const orderNo = await settleInBrowser(inquiryNo);
    const before = await balanceCents(customerApi);
    await customer.goto(`${baseUrl}/my-order/index`);
    await customer.getByTestId('tab-unpaid').click();
    await customer.getByTestId(`cancel-${orderNo}`).click();
    await customer.getByTestId('confirm-ok').click();
    await customer.getByTestId('tab-cancelled').click();
    await eventually(() => customer.getByRole('row').filter({ hasText: orderNo }).textContent()).toContain('Cancelled');
    expect(await customer.getByTestId(`pay-${orderNo}`).count()).toBe(0);
    expect(await balanceCents(customerApi)).toBe(before);
    await expectLedgerBalanced();
  }, 120_000);

  it('the refund road: paid, refund requested in My order, approved by the factory, money back in the wallet', async () => {
    const inquiryNo = await approvedInCart('321.00');
    const orderNo = await settleInBrowser(inquiryNo);
    await customer.getByTestId(`pay-now-${orderNo}`).click();
    await eventually(() => customer.getByTestId('sure-all-paid').isVisible()).toBe(true);
    const paidBalance = await balanceCents(customerApi);

    await customer.goto(`${baseUrl}/my-order/index`);
    await customer.getByTestId('tab-paid').click();
    await customer.getByTestId(`request_refund-${orderNo}`).click();
    await customer.getByTestId('refund-amount').fill('400');
    await customer.getByTestId('refund-reason').fill('不需要了 (no longer needed)');
    await customer.getByTestId('refund-submit').click();
    await eventually(() => customer.getByText('The amount cannot exceed 321.00').isVisible()).toBe(true);
    await customer.getByTestId('refund-amount').fill('321.00');
    await customer.getByTestId('refund-submit').click();
    await eventually(() => customer.getByRole('row').filter({ hasText: orderNo }).textContent()).toContain(
      'Refund requested',
    );
    await expectLedgerBalanced();

    await factory.goto(`${baseUrl}/order-management/index`);
    await factory.getByTestId('tab-paid').click();
    // An open refund holds the order: no accept until it is decided.
    await factory.getByTestId(`refund-approve-${orderNo}`).waitFor();
    expect(await factory.getByTestId(`accept-${orderNo}`).count()).toBe(0);
    await factory.getByTestId(`refund-approve-${orderNo}`).click();
    await factory.getByTestId('confirm-ok').click();
    await eventually(() => factory.getByTestId(`refund-approve-${orderNo}`).count()).toBe(0);

    await eventually(() => balanceCents(customerApi)).toBe(paidBalance + 32_100n);
    await customer.reload();
    await customer.getByTestId('tab-all').click();
    await eventually(() => customer.getByRole('row').filter({ hasText: orderNo }).textContent()).toContain('Cancelled');
    await expectLedgerBalanced();
  }, 180_000);
});
