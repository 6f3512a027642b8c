import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { zipFixture } from '../apps/server/src/modules/gerber/test-support/fixtures.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { horizontalOverflow } from './support/layout.js';
import { DEMO_PASSWORD, DEMO_PHONES } from './support/session.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

const poll = <T>(read: () => Promise<T>, timeout = 20_000) => expect.poll(read, { timeout });
const text = (testId: string) => page.getByTestId(testId).first().textContent();
const FACTORIES = ['Demo PCB Factory', 'Precision HDI Works', 'Swift Proto PCB Co.'];

const rows = () => page.getByTestId('compare-table').locator('tr.ant-table-row');
const row = (factory: string) => rows().filter({ hasText: factory });

/** Each row as the visitor reads it: the factory, its total, its verdict. */
async function comparison() {
  return rows().evaluateAll((trs) =>
    trs.map((tr) => {
      const cell = (id: string) => tr.querySelector(`[data-testid=${id}]`);
      return {
        factory: cell('compare-factory')?.textContent ?? '',
        total: cell('compare-total')?.textContent ?? '',
        verdict: cell('compare-verdict')?.getAttribute('data-verdict') ?? '',
        delivery: cell('compare-delivery')?.textContent ?? '',
        shipping: cell('compare-shipping')?.textContent ?? null,
      };
    }),
  );
}

describe.skipIf(!runsHere(import.meta.url))('every factory side by side on the instant quote (issue 29)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    // A visitor: a fresh context, no cookies.
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 1000 } });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('prices the board in every factory, checks the upload, fits a phone, and continues to an inquiry with the chosen one', async () => {
    const compared: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/pricing/compare')) compared.push(request.postData() ?? '');
    });
    await page.goto(`${baseUrl}/instant-quote`);
    await poll(() => text('iq-merchant')).toContain('Demo PCB Factory');
    expect(await context.cookies()).toEqual([]);
    await poll(() => text('price-total')).toMatch(/^\d+\.\d{2}$/);
    // The first price is not held back: nothing is compared before the visitor asks.
    expect(compared).toEqual([]);

    await page.getByTestId('iq-compare-open').click();
    await poll(async () => (await comparison()).map((r) => r.factory).sort()).toEqual(FACTORIES);
    const first = await comparison();
    for (const r of first) {
      expect(r.total, r.factory).toMatch(/^[A-Z]{3}\s[\d,]+\.\d{2}$/);
      // The default board, checked by its size and layers only, is within every factory's rules.
      expect(r.verdict, r.factory).toBe('fine');
    }
    expect(first.find((r) => r.factory === 'Demo PCB Factory')!.total).toMatch(/^CNY/);
    expect(first.find((r) => r.factory === 'Precision HDI Works')!.total).toMatch(/^EUR/);
    expect(await row('Precision HDI Works').getByTestId('compare-comparable').textContent()).toMatch(/^≈ USD/);
    expect(await page.getByTestId('compare-checked').getAttribute('data-checked')).toBe('board');
    expect(await row('Demo PCB Factory').getByText('Your factory now').count()).toBe(1);

    // Sorted by the build time, shortest first.
    await page.getByTestId('compare-table').getByRole('columnheader', { name: 'Build time' }).click();
    const days = (await comparison()).map((r) => Number.parseInt(r.delivery, 10));
    expect(days).toEqual([...days].sort((a, b) => a - b));

    // Shipping to a destination: each factory's cheapest carrier.
    await page.getByTestId('compare-country').click();
    await page.keyboard.type('Germany');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Germany' }).click();
    await poll(async () => (await comparison()).every((r) => /\d+ days/.test(r.shipping ?? ''))).toBe(true);
    expect(await rows().getByTestId('compare-arrival').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\d+ days$/)]),
    );

    // The Gerber upload: the comparison checks its design rules.
    await page
      .locator('[data-testid="gerber-drop"] input[type=file], input[type=file]')
      .first()
      .setInputFiles({
        name: 'arduino-uno.zip',
        mimeType: 'application/zip',
        buffer: Buffer.from(zipFixture('arduino-uno')),
      });
    await poll(() => text('cam-size'), 60_000).toBe('68.58 × 53.34 mm');
    await poll(() => page.getByTestId('compare-checked').getAttribute('data-checked')).toBe('gerber');
    const sent = JSON.parse(compared.at(-1)!) as { dfm?: { copperLayers: number }; destination?: unknown };
    expect(sent.dfm?.copperLayers).toBe(2);
    expect(sent.destination).toEqual({ country: 'DE', province: null });
    // Its 0.099 mm trace: beyond the prototype shop, an upgrade at the volume factory, fine for the HDI specialist.
    await poll(async () => Object.fromEntries((await comparison()).map((r) => [r.factory, r.verdict]))).toEqual({
      'Demo PCB Factory': 'upgrade',
      'Swift Proto PCB Co.': 'cannot',
      'Precision HDI Works': 'fine',
    });
    expect(await row('Swift Proto PCB Co.').getByTestId('compare-reason').textContent()).toContain('Minimum trace');
    // On a 390 × 844 phone the same view scrolls inside its card, never the page.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 1000 });
    const quoteId = new URL(page.url()).searchParams.get('quote');
    expect(quoteId).toMatch(/^[0-9a-f-]{36}$/);

    // Continue with the HDI specialist: the quote switches to it, keeps the upload, and asks the visitor to sign in.
    await row('Precision HDI Works').getByTestId('compare-choose').click();
    await poll(() => text('iq-merchant')).toContain('Precision HDI Works');
    await poll(() => page.getByTestId('iq-login').isVisible()).toBe(true);
    expect(await page.getByTestId('param-WIDTH_MM').inputValue()).toBe('68.58');
    await page.getByTestId('iq-login').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByPlaceholder('Mobile phone number').fill(DEMO_PHONES.customer);
    await page.getByPlaceholder('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/instant-quote' && url.searchParams.get('quote') === quoteId, {
      timeout: 20_000,
    });

    // Back on the same quote, with the chosen factory and the upload; the inquiry goes to that factory.
    await poll(() => page.getByTestId('iq-restored').isVisible()).toBe(true);
    await poll(() => text('iq-merchant')).toContain('Precision HDI Works');
    expect(await text('iq-file')).toContain('arduino-uno.zip');
    await poll(() => text('price-total')).toMatch(/^\d+\.\d{2}$/);
    await page.getByTestId('iq-inquiry').click();
    await poll(
      async () =>
        (await page.getByTestId('iq-inquiry-made').count()) + (await page.getByTestId('iq-inquiry-error').count()),
      60_000,
    ).toBeGreaterThan(0);
    expect(await page.getByTestId('iq-inquiry-error').count()).toBe(0);
    const made = (await text('iq-inquiry-made')) ?? '';
    expect(made).toMatch(/^Inquiry \S+ sent to Precision HDI Works/);
    const no = /^Inquiry (\S+)/.exec(made)![1]!;
    const inquiry = await page.evaluate(async (no) => {
      const answer = (await (await fetch(`/api/inquiries/${no}`)).json()) as {
        data: { merchant: { name: string }; gerberFileId: string | null; quoteId: string | null };
      };
      const file = answer.data.gerberFileId
        ? ((await (await fetch(`/api/gerber/files/${answer.data.gerberFileId}`)).json()) as {
            data: { file_name: string };
          })
        : null;
      return { ...answer.data, fileName: file?.data.file_name ?? null };
    }, no);
    expect(inquiry).toMatchObject({ merchant: { name: 'Precision HDI Works' }, quoteId, fileName: 'arduino-uno.zip' });
  }, 120_000);
});
