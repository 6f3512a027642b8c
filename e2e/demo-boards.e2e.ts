import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { loginByPhone } from './support/session.js';

/** Spec 01 §7: what the browser fetches itself carries the call identity. */
const CALL_IDENTITY = 'productid=pcb_uniontrans&spaceid=pcb_uniontrans&systemid=10201';

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];

const poll = <T>(read: () => Promise<T>, timeout = 20_000) => expect.poll(read, { timeout });

async function signedIn(who: 'factory' | 'customer'): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 1000 } });
  contexts.push(context);
  const page = await context.newPage();
  await loginByPhone(page, baseUrl, who);
  return page;
}

/** The picture of one side as the page shows it: its address, whether it loaded, and the SVG behind it. */
async function side(page: Page, name: 'top' | 'bottom') {
  const image = page.getByTestId(`board-render-${name}`).first();
  const src = (await image.getAttribute('src')) ?? '';
  const loaded = await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  const svg = await page.evaluate(async (url) => (await fetch(url)).text(), src);
  return { src, loaded, svg };
}

describe.skipIf(!runsHere(import.meta.url))('the demo boards on the inquiry and the order (issue 29)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('shows the demo customer its inquiry’s board, top and bottom, drawn from the bound Gerber file', async () => {
    const customer = await signedIn('customer');
    // The customer's own demo uploads name the inquiry the factory bound each to. Other browser files of the pass
    // upload the same set; the demo's is bound to the earliest inquiry.
    const uploads = await customer.evaluate(async () =>
      (await fetch('/api/gerber/my-uploads?page_no=1&page_size=100')).json(),
    );
    const arduino = (uploads.data.data as Array<{ file_name: string; inquiry_no: string | null; uid: string }>)
      .filter((file) => file.file_name === 'arduino-uno.zip' && file.inquiry_no)
      .sort((a, b) => a.inquiry_no!.localeCompare(b.inquiry_no!))[0];
    expect(arduino?.inquiry_no).toMatch(/^XJ/);

    await customer.goto(`${baseUrl}/online-inquiry-details/index?no=${arduino!.inquiry_no}`);
    await customer.getByTestId('inquiry-board').waitFor();
    for (const name of ['top', 'bottom'] as const) {
      await poll(async () => (await side(customer, name)).loaded).toBe(true);
      const { src, svg } = await side(customer, name);
      expect(src).toBe(`/api/gerber/files/${arduino!.uid}/render/${name}?${CALL_IDENTITY}`);
      expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
      expect(svg).toContain(`id="${name}-copper"`);
      expect(svg).toContain('fill="#1f6b3c"'); // the board's green mask
    }
    // An image, not markup in the page.
    expect(await customer.getByTestId('inquiry-board').locator('svg').count()).toBe(0);

    // The same board on the order placed from it.
    await customer.goto(`${baseUrl}/my-order/index`);
    await customer.getByTestId('tab-all').click();
    const orders = await customer.evaluate(async () =>
      (await fetch('/api/orders?page_no=1&page_size=100&tab=all')).json(),
    );
    const order = (orders.data.data as Array<{ no: string; items: Array<{ inquiryNo: string }> }>).find((o) =>
      o.items.some((item) => item.inquiryNo === arduino!.inquiry_no),
    );
    expect(order).toBeTruthy();
    // Other browser files of the pass add orders before it: the search finds the demo's.
    await customer.getByTestId('order-search').locator('input').fill(order!.no);
    await customer.getByTestId('order-search').locator('input').press('Enter');
    // Spec 02 §3 Order: the line's product name on the list; item number, name, version, area and fees in the detail.
    const item = (order as unknown as { items: Array<Record<string, string | number | null>> }).items[0]!;
    const listed = customer.locator('.ant-table-row', { has: customer.getByTestId(`order-no-${order!.no}`) });
    expect(await listed.textContent()).toContain(String(item.productName));
    await customer.getByTestId(`order-no-${order!.no}`).click();
    await customer.getByTestId('order-board').waitFor();
    const price = item.price as unknown as Record<string, string>;
    const cells = await customer
      .getByTestId('order-lines')
      .locator('.ant-table-row')
      .first()
      .locator('td')
      .allTextContents();
    expect(cells).toEqual(
      expect.arrayContaining(
        ['1', item.productName, item.version, item.areaM2, price.boardFee, price.otherFees].map(String),
      ),
    );
    await poll(async () => (await side(customer, 'top')).loaded).toBe(true);
    expect((await side(customer, 'top')).src).toBe(`/api/gerber/files/${arduino!.uid}/render/top?${CALL_IDENTITY}`);
  }, 120_000);

  it('lists the demo uploads on the factory’s Gerber file management screen', async () => {
    const factory = await signedIn('factory');
    await factory.goto(`${baseUrl}/gerber-file-management/index`);
    for (const name of ['arduino-uno.zip', 'simplefoc-mini.zip', 'pinephone-flex-breakout.zip'])
      await factory.getByRole('cell', { name }).first().waitFor({ timeout: 20_000 });
  }, 60_000);
});
