import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { horizontalOverflow, showInApp } from './support/layout.js';
import { DEMO_PASSWORD, loginByPhone } from './support/session.js';
import { eventually } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

describe.skipIf(!runsHere(import.meta.url))('tooling and its transfer between factories (issue 20)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterEach(() => context.close());

  it('a stencil is recorded for the demo customer, sent to the partner factory and signed for there', async () => {
    await loginByPhone(page, baseUrl, 'factory');
    await showInApp(page, '/tooling-collaboration/index');
    await eventually(() => page.getByTestId('tooling-link').count()).toBeGreaterThan(0);
    await showInApp(page, '/tooling-collaboration-add/index');
    await page.getByTestId('tooling-save').click();
    await eventually(() => page.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
    await page.getByTestId('tooling-name').fill('Browser stencil BT-1');
    await page.getByTestId('tooling-customer').fill('E0002');
    await page.getByTestId('tooling-cost').fill('1200');
    await page.getByTestId('tooling-over').fill('4');
    await page.getByTestId('tooling-save').click();
    await page.waitForURL(/tooling-collaboration\/index\?no=TL/);
    await page.getByTestId('tooling-transfer').click();
    await page.getByTestId('tooling-to').fill('E0004');
    await page.getByRole('button', { name: 'OK' }).click();
    await eventually(() => page.getByTestId('tooling-view').textContent()).toContain('Awaiting signature');

    const partner = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    const other = await partner.newPage();
    await other.goto(`${baseUrl}/login`);
    await other.getByPlaceholder('Mobile phone number').fill('13800000004');
    await other.getByPlaceholder('Password').fill(DEMO_PASSWORD);
    await other.getByRole('button', { name: 'Log in' }).click();
    await other.waitForURL(/\/dashboard$/);
    await showInApp(other, '/tooling-transfer-management/index');
    await eventually(() => other.getByTestId('tool-transfer-link').count()).toBeGreaterThan(0);
    await other.getByTestId('tool-transfer-link').first().click();
    await other.getByTestId('tool-transfer-receive').click();
    await other.getByRole('button', { name: 'OK' }).click();
    await eventually(() => other.getByTestId('tool-transfer-view').textContent()).toMatch(
      /Received[\s\S]*signed for it at Demo Partner PCB Factory/,
    );
    await partner.close();
    expect(errors).toEqual([]);
  }, 120_000);

  it('the six pages fit a 390 px phone; the new production transfer form marks its empty fields', async () => {
    await loginByPhone(page, baseUrl, 'factory');
    await showInApp(page, '/transfer-management-add/index');
    await page.getByTestId('pt-save').click();
    await eventually(() => page.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [
      '/tooling-collaboration/index',
      '/tooling-collaboration-add/index',
      '/tooling-transfer-management/index',
      '/tooling-transfer-management-details/index',
      '/transfer-management/index',
      '/transfer-management-add/index',
    ]) {
      await showInApp(page, path);
      expect(await horizontalOverflow(page), path).toEqual([]);
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
