import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Api, BOARD } from './order-road-api.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { loginByPhone } from './support/session.js';
import { eventually } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];

/** A real 8 × 8 PNG (red), so the thumbnail and the viewer show an image. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4YGCAFTEMLQkA2ntMAeuWKpoAAAAASUVORK5CYII=',
  'base64',
);

/** One order of the demo customer with the demo factory: an inquiry the factory approves, settled from the cart. */
async function demoOrder(): Promise<string> {
  const customer = await Api.demo(baseUrl, 'customer');
  const factory = await Api.demo(baseUrl, 'factory');
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
    { 'Idempotency-Key': `e2e-wo-${inquiry.no}` },
  );
  return settled.orders[0]!.no;
}

async function signedIn(who: 'customer' | 'factory'): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await loginByPhone(page, baseUrl, who);
  return page;
}

const bellCount = async (page: Page) =>
  Number(
    (await page
      .getByTestId('bell-badge')
      .locator('.ant-badge-count')
      .getAttribute('title')
      .catch(() => null)) ?? 0,
  );

describe.skipIf(!runsHere(import.meta.url))('work orders in the browser (issue 18)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('a customer files a complaint with a photo; the factory sees its bell go up and replies; the customer sees the reply', async () => {
    const orderNo = await demoOrder();
    const factory = await signedIn('factory');
    const customer = await signedIn('customer');
    await eventually(() => factory.getByTestId('bell').isVisible()).toBe(true);
    const bellBefore = await bellCount(factory);

    // The customer files the complaint from the complaint list, with a photo.
    await customer.goto(`${baseUrl}/complaint-list/index`);
    await customer.getByTestId('new-complaint').click();
    const dialog = customer.getByTestId('new-work-order');
    await customer.locator('#type').click();
    await customer.locator('.ant-select-item-option').filter({ hasText: 'Quality' }).first().click();
    await customer.locator('#orderNo').fill(orderNo);
    await customer.locator('#title').fill('Scratched boards');
    await customer.locator('#content').fill('Half of the boards arrived with scratches on the solder mask.');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'scratch.png', mimeType: 'image/png', buffer: PHOTO });
    await eventually(() => dialog.locator('.ant-upload-list-item').count()).toBe(1);
    await customer.getByRole('button', { name: 'Submit' }).click();
    const drawer = customer.getByTestId('work-order-drawer');
    await eventually(() => drawer.getByTestId('work-order-content').textContent()).toContain('Half of the boards');
    const title = (await drawer.locator('.ant-drawer-title').textContent()) ?? '';
    const no = title.split(' · ')[0]!.trim();
    expect(no).toMatch(/^WO\d{14}$/);
    await eventually(() => drawer.getByTestId('work-order-thumbnail').count()).toBe(1);

    // The factory's bell goes up live, without a reload; the bell opens the work-order centre.
    await eventually(() => bellCount(factory), 15_000).toBe(bellBefore + 1);
    await factory.getByTestId('bell').click();
    await factory.waitForURL(/\/work-order-center/);
    const row = factory.locator('tr', { has: factory.getByText(no, { exact: true }) });
    await eventually(() => row.count()).toBe(1);
    await eventually(() => row.getByTestId('work-order-thumbnail').count()).toBe(1);
    await row.getByTestId('work-order-no').click();
    const staffDrawer = factory.getByTestId('work-order-drawer');
    await eventually(() => staffDrawer.getByTestId('work-order-content').textContent()).toContain('Half of the boards');
    // A click on the photo opens the viewer.
    await staffDrawer.getByTestId('work-order-thumbnail').first().click();
    await eventually(() => factory.locator('.ant-image-preview-img').first().isVisible()).toBe(true);
    await factory.keyboard.press('Escape');
    await eventually(() => factory.locator('.ant-image-preview-img').count()).toBe(0);
    // Opening it read the message: the bell is back down.
    await eventually(() => bellCount(factory)).toBe(bellBefore);
    await staffDrawer
      .getByTestId('work-order-reply-body')
      .fill('Sorry about that: we are sending replacement boards tomorrow.');
    await staffDrawer.getByTestId('work-order-send').click();
    await eventually(() => staffDrawer.getByTestId('work-order-thread').textContent()).toContain('replacement boards');

    // The customer sees the reply in the open work order, pushed over the WebSocket, and the bell counts it.
    await eventually(() => drawer.getByTestId('work-order-thread').textContent(), 15_000).toContain(
      'replacement boards',
    );
    await eventually(() => bellCount(customer)).toBeGreaterThan(0);
  });
});
