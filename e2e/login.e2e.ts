import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { DEMO_PASSWORD, loginByPhone } from './support/session.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

describe.skipIf(!runsHere(import.meta.url))('login and the workbench', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('sends a visitor of / to the login page, and the factory admin to the workbench', async () => {
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByPlaceholder('Mobile phone number').fill('13800000001');
    await page.getByPlaceholder('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard$/);
    // The workbench's first paint on a cold context (its code and data), not a second: a busy machine takes seconds.
    await expect.poll(() => page.getByText('Welcome, Zhang Wei').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByTestId('navbar-enterprise').textContent()).toBe('Demo PCB Factory');
  });

  it('shows the field rule before calling the server', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByPlaceholder('Mobile phone number').fill('2380000');
    await page.getByPlaceholder('Password').fill('abc');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByText('Please enter the correct phone number').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('You can only enter 6-20 letters, numbers, underscores').isVisible())
      .toBe(true);
  });

  it('shows the server message for a wrong password and stays on the login page', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByPlaceholder('Mobile phone number').fill('13800000001');
    await page.getByPlaceholder('Password').fill('Wrong_pass1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByText('Password error').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('keeps a signed-in user away from the login page', async () => {
    await loginByPhone(page, baseUrl, 'customer');
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(/\/dashboard$/);
  });
});
