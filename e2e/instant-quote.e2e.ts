import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { zipFixture } from '../apps/server/src/modules/gerber/test-support/fixtures.js';
import { codeFromOutbox, freshPhone } from './accounts-api.js';
import { launchChromium, runsHere } from './support/chromium.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

const text = (testId: string) => page.getByTestId(testId).first().textContent();
const poll = <T>(read: () => Promise<T>, timeout = 20_000) => expect.poll(read, { timeout });

/** Picks an option of an antd Select by typing (the list is virtual). */
async function choose(testId: string, typed: string, option: string | RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(typed);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

/** The layer option chosen in the form's Layers buttons. */
const layersChosen = () => page.locator('#param-LAYERS .ant-radio-button-wrapper-checked').textContent();

async function dropArduino(): Promise<void> {
  await page
    .locator('[data-testid="gerber-drop"] input[type=file], input[type=file]')
    .first()
    .setInputFiles({
      name: 'arduino-uno.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zipFixture('arduino-uno')),
    });
}

async function carriers(): Promise<string[]> {
  await poll(() => page.getByTestId('shipping-carrier').count()).toBeGreaterThan(0);
  return page.getByTestId('shipping-carrier').allTextContents();
}

describe.skipIf(!runsHere(import.meta.url))('the public instant quote (issue 22)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 1000 } });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('prices a dropped arduino-uno zip without signing in, keeps everything through registration, and makes the inquiry from it', async () => {
    await page.goto(`${baseUrl}/instant-quote`);
    await poll(() => text('iq-merchant')).toContain('Demo PCB Factory');

    // The Gerber drop zone: layers and size fill in.
    await dropArduino();
    await poll(() => text('cam-size'), 60_000).toBe('68.58 × 53.34 mm');
    expect(await text('cam-layers')).toBe('2');
    await poll(async () => new URL(page.url()).searchParams.get('quote')).toMatch(/^[0-9a-f-]{36}$/);
    const quoteId = new URL(page.url()).searchParams.get('quote')!;

    // The upload fills the form you see: each value in its own control, marked, with its reason on hover.
    await poll(() => page.getByTestId('param-WIDTH_MM').inputValue()).toBe('68.58');
    expect(await page.getByTestId('param-HEIGHT_MM').inputValue()).toBe('53.34');
    expect(await layersChosen()).toBe('2');
    for (const code of ['LAYERS', 'WIDTH_MM', 'HEIGHT_MM'])
      expect(await text(`from-gerber-${code}`)).toBe('From the Gerber files');
    await page.getByTestId('from-gerber-WIDTH_MM').hover();
    await poll(() => page.locator('.ant-tooltip:visible').allTextContents()).toContain(
      'Measured from the board outline: 68.58 × 53.34 mm',
    );
    await page.getByTestId('from-gerber-LAYERS').hover();
    await poll(() => page.locator('.ant-tooltip:visible').allTextContents()).toContain('2 copper layers found');
    // The quantity keeps the default, and the price shows with no further input.
    expect(await page.getByTestId('param-QTY').inputValue()).toBe('10');

    // The live price and its explanation, then the matrix.
    await poll(() => text('price-total')).toMatch(/^\d+\.\d{2}$/);
    expect(await page.getByTestId('param-WIDTH_MM').getAttribute('placeholder')).toBe('68.58');
    expect(await page.getByTestId('param-HEIGHT_MM').getAttribute('placeholder')).toBe('53.34');
    expect(await page.getByTestId('explain-BASE').count()).toBeGreaterThan(0);
    await poll(() => page.getByTestId('matrix-qty').count()).toBeGreaterThanOrEqual(5);
    const quantities = (await page.getByTestId('matrix-qty').allTextContents()).map((q) => q.replace(/\D.*$/, ''));
    expect(quantities).toContain('10');
    const standard10 = await page
      .getByTestId('matrix-cell-10-standard')
      .locator('[data-testid="matrix-total"]')
      .textContent();
    await poll(() => text('price-total')).toBe(standard10);

    // Picking a cell: the form follows (quantity and lead time), and so does the price.
    const other = quantities.find((q) => q !== '10')!;
    const fastest = await page
      .getByTestId(`matrix-cell-${other}-fastest`)
      .locator('[data-testid="matrix-total"]')
      .textContent();
    await page.getByTestId(`matrix-cell-${other}-fastest`).click();
    await poll(() => page.getByTestId('param-QTY').inputValue()).toBe(other);
    await poll(() => text('price-total')).toBe(fastest);

    // Shipping to three destinations.
    await choose('shipping-country', 'United States', 'United States');
    expect(await carriers()).toEqual(
      expect.arrayContaining(['DHL Express', 'FedEx International Priority', 'UPS Worldwide Saver', 'China Post EMS']),
    );
    await choose('shipping-country', 'Germany', 'Germany');
    await poll(() => page.getByTestId('shipping-parcel').textContent()).toMatch(/kg/);
    expect((await carriers()).length).toBe(4);
    await choose('shipping-country', 'China', /^China \(CN\)$/);
    await choose('shipping-province', 'Guangdong', 'Guangdong');
    await poll(() => carriers()).toEqual(['JD Logistics', 'SF Express']);
    await page.getByTestId('shipping-options').getByRole('button', { name: 'Choose' }).click();
    const sf = await page
      .getByTestId('shipping-options')
      .locator('tr', { hasText: 'SF Express' })
      .getByTestId('shipping-price')
      .textContent();
    await poll(() => text('shipping-total')).toContain(`SF Express ${sf} =`);
    const totalLine = await text('shipping-total');

    // The stencil and assembly part prices the same upload; the visitor turns the stencil off.
    await poll(() => text('stencil-lines-total'), 30_000).toMatch(/\d+\.\d{2}/);
    await poll(() => text('assembly-lines-total'), 30_000).toMatch(/\d+\.\d{2}/);
    const assemblyTotal = await text('assembly-lines-total');
    await page.getByTestId('want-stencil').click();
    await poll(() => page.getByTestId('want-stencil').getAttribute('aria-checked')).toBe('false');

    // Asking for an inquiry needs an account: register, sign in, and come back to the same quote.
    await page.getByTestId('iq-inquiry').click();
    await poll(() => page.getByTestId('iq-register').isVisible()).toBe(true);
    await page.getByTestId('iq-register').click();
    await page.waitForURL(/to_regist=1/);
    const phone = freshPhone();
    const form = page.getByTestId('user-register-form');
    await form.getByPlaceholder('Mobile number').fill(phone);
    await page.getByTestId('get-code').click();
    await poll(() => page.getByTestId('get-code').textContent()).toMatch(/Resend in \d+ s/);
    await form.getByPlaceholder('Verification code').fill(await codeFromOutbox(baseUrl, `+86 ${phone}`));
    await form.getByPlaceholder('Name').fill('IQ Buyer');
    await form.getByPlaceholder('Password', { exact: true }).fill('E2e_pass1');
    await form.getByPlaceholder('Confirm password').fill('E2e_pass1');
    await form.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/login' && !url.searchParams.has('to_regist') && url.searchParams.has('redirect'),
    );
    await page.getByPlaceholder('Mobile phone number').fill(phone);
    await page.getByPlaceholder('Password').fill('E2e_pass1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/instant-quote' && url.searchParams.get('quote') === quoteId, {
      timeout: 20_000,
    });

    // Nothing lost: the upload, the board, the picked cell, the destination and the carrier.
    await poll(() => page.getByTestId('iq-restored').isVisible()).toBe(true);
    await poll(() => text('cam-size')).toBe('68.58 × 53.34 mm');
    expect(await text('iq-file')).toContain('arduino-uno.zip');
    await poll(() => page.getByTestId('param-WIDTH_MM').inputValue()).toBe('68.58');
    expect(await layersChosen()).toBe('2');
    await poll(() => page.getByTestId('param-QTY').inputValue()).toBe(other);
    await poll(() => text('price-total')).toBe(fastest);
    await poll(() => text('shipping-total')).toBe(totalLine);
    await poll(() => page.getByTestId('want-stencil').getAttribute('aria-checked')).toBe('false');
    await poll(() => text('assembly-lines-total')).toBe(assemblyTotal);

    // The inquiry, made from the quote.
    await page.getByTestId('iq-inquiry').click();
    await poll(
      async () =>
        (await page.getByTestId('iq-inquiry-made').count()) + (await page.getByTestId('iq-inquiry-error').count()),
      60_000,
    ).toBeGreaterThan(0);
    const error = (await page.getByTestId('iq-inquiry-error').count()) > 0 ? await text('iq-inquiry-error') : null;
    expect(error).toBeNull();
    expect(await text('iq-inquiry-made')).toMatch(/^Inquiry \S+ sent to Demo PCB Factory/);
  });

  it('keeps a value the visitor typed, before the upload or after it', async () => {
    await page.goto(`${baseUrl}/instant-quote`);
    await poll(() => text('iq-merchant')).toContain('Demo PCB Factory');
    await poll(() => page.getByTestId('param-WIDTH_MM').inputValue()).toBe('100');
    await page.getByTestId('param-WIDTH_MM').fill('90');
    await dropArduino();
    await poll(() => text('cam-size'), 60_000).toBe('68.58 × 53.34 mm');
    await poll(() => page.getByTestId('param-HEIGHT_MM').inputValue()).toBe('53.34');
    expect(await page.getByTestId('param-WIDTH_MM').inputValue()).toBe('90');
    expect(await page.getByTestId('from-gerber-WIDTH_MM').count()).toBe(0);
    expect(await page.getByTestId('from-gerber-HEIGHT_MM').count()).toBe(1);

    // Changing a filled value: the typed value stays, and its mark goes away.
    await page.getByTestId('param-HEIGHT_MM').fill('70');
    await poll(() => page.getByTestId('from-gerber-HEIGHT_MM').count()).toBe(0);
    await poll(() => text('price-total')).toMatch(/^\d+\.\d{2}$/);
    await page.waitForTimeout(1_000);
    expect(await page.getByTestId('param-HEIGHT_MM').inputValue()).toBe('70');
    expect(await page.getByTestId('param-WIDTH_MM').inputValue()).toBe('90');
    expect(await page.getByTestId('param-QTY').inputValue()).toBe('10');
  });

  it('is usable at 390 px: no sideways scrolling of the page, the matrix scrolls inside its card', async () => {
    await context.close();
    context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
    await page.goto(`${baseUrl}/instant-quote`);
    await poll(() => text('iq-merchant')).toContain('Demo PCB Factory');
    await page.locator('#param-LAYERS').getByText('2', { exact: true }).click();
    await page.getByTestId('param-WIDTH_MM').fill('100');
    await page.getByTestId('param-HEIGHT_MM').fill('80');
    await page.getByTestId('param-QTY').fill('20');
    await poll(() => page.getByTestId('matrix-qty').count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('speaks the five languages: the page and its matrix in the reader’s language, no key shown', async () => {
    const titles: Record<string, [string, string]> = {
      'en-US': ['Instant PCB quote', 'Price by quantity and lead time'],
      'zh-CN': ['PCB 即时报价', '按数量和交期的价格'],
      'zh-TW': ['PCB 即時報價', '按數量和交期的價格'],
      'es-ES': ['Cotización instantánea de PCB', 'Precio por cantidad y plazo'],
      'ja-JP': ['PCB 即時見積', '数量と納期ごとの価格'],
    };
    for (const [locale, [title, matrix]] of Object.entries(titles)) {
      await context.close();
      context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
      page = await context.newPage();
      await page.goto(`${baseUrl}/instant-quote`);
      await poll(() => page.getByTestId('instant-quote').textContent()).toContain(title);
      await page.locator('#param-LAYERS').getByText('2', { exact: true }).click();
      await page.getByTestId('param-WIDTH_MM').fill('100');
      await page.getByTestId('param-HEIGHT_MM').fill('80');
      await page.getByTestId('param-QTY').fill('20');
      await poll(() => page.getByTestId('matrix-qty').count()).toBeGreaterThan(0);
      const visible = await page.getByTestId('instant-quote').innerText();
      expect(visible).toContain(matrix);
      expect(visible, locale).not.toMatch(/\b(matrix|shipping|signIn|upload|actions|settings)\.[a-zA-Z]+/);
    }
  });
});
