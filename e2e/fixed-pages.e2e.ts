import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { horizontalOverflow } from './support/layout.js';
import { loginByPhone } from './support/session.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('PAGE ERROR', error.message));
  return { context, page };
}

/** Opens a page by its address, as a person following a link does. */
async function open(page: Page, path: string, testId: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId(testId).waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
}

describe.skipIf(!runsHere(import.meta.url))('the fixed pages of spec 01 §2.2 and barcode settings (issue 20)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('opens login help, the file list and third-party information without a session, fitting a phone', async () => {
    const { context, page } = await phone();
    await page.goto(`${baseUrl}/login-help/index`);
    await page.getByTestId('login-help-join').waitFor();
    expect(await page.getByText('Forgot or change your password').isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.goto(`${baseUrl}/file-list/index`);
    await page.getByText('Sign in to see your enterprise’s files.').waitFor();
    await page.goto(`${baseUrl}/third-party-customer-information/index`);
    await page.getByText('Sign in to manage or read consents.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/third-party-customer-information/index');
    await context.close();
  });

  it('lets the factory write a barcode rule (an empty form marks its fields), preview it and see it in the list', async () => {
    const { context, page } = await phone();
    await loginByPhone(page, baseUrl, 'factory');
    await open(page, '/barcode-settings/index', 'barcode-rule-list');
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.getByTestId('br-new').click();
    const form = page.getByTestId('barcode-rule-form');
    await form.waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await form.locator('.ant-form-item-explain-error').first().waitFor();
    await form.getByLabel('Name').fill('Carton label (e2e)');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/barcode-settings-detail\/index\?no=BR\d{20}/);
    const view = page.getByTestId('barcode-rule-view');
    await view.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid=br-preview] img, img[data-testid=br-preview]');
      return Boolean(img && img.complete && img.naturalWidth > 0);
    });
    expect(await view.getByText('Code 128').first().isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toEqual([]);
    const pdf = await page.evaluate(
      async (href) => {
        const res = await fetch(href);
        return {
          type: res.headers.get('content-type'),
          head: new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5)),
        };
      },
      (await page.getByTestId('br-preview-pdf').getAttribute('href'))!,
    );
    expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF-' });
    await context.close();
  });

  it('lets the customer share its delivery addresses with a factory, which then sees them', async () => {
    const customer = await phone();
    await loginByPhone(customer.page, baseUrl, 'customer');
    await open(customer.page, '/third-party-customer-information/index', 'customer-consents');
    if ((await customer.page.getByTestId('consent-factory').count()) === 0) {
      await customer.page.getByTestId('consent-add-factory').click();
      await customer.page.keyboard.type('Demo');
      await customer.page.locator('.ant-select-item-option').first().click();
    }
    const factoryCard = customer.page.getByTestId('consent-factory').first();
    await factoryCard.getByTestId('consent-grant-addresses').click();
    await customer.page.getByTestId('consent-form').getByLabel('Shared with').fill('SF Express');
    await customer.page.locator('.ant-modal').getByRole('button', { name: 'Allow sharing' }).click();
    await factoryCard.getByTestId('consent-revoke-addresses').waitFor();
    expect(await horizontalOverflow(customer.page)).toEqual([]);
    await customer.context.close();

    const factory = await phone();
    await loginByPhone(factory.page, baseUrl, 'factory');
    await open(factory.page, '/third-party-customer-information/index', 'factory-shared');
    await factory.page.getByText('Delivery addresses').first().waitFor();
    expect(
      await factory.page
        .getByText(/let .* share its delivery addresses with SF Express/)
        .first()
        .isVisible(),
    ).toBe(true);
    await factory.context.close();
  });
});
