import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { ApiClient, codeFromOutbox, freshPhone } from './accounts-api.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { DEMO_PHONES } from './support/session.js';
import { eventually, loginWith } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** Clicks "Get code" and reads the code the platform operator sees in the outbox. */
async function getCode(destination: string): Promise<string> {
  await page.getByTestId('get-code').click();
  await eventually(() => page.getByTestId('get-code').textContent()).toMatch(/Resend in \d+ s/);
  return codeFromOutbox(baseUrl, destination);
}

describe.skipIf(!runsHere(import.meta.url))('registration (spec 01 §3, §5, §7)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('registers a new user with the code from the outbox, then logs in', async () => {
    const phone = freshPhone();
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('register-link').click();
    await page.waitForURL(/to_regist=1/);
    const form = page.getByTestId('user-register-form');
    await form.getByPlaceholder('Mobile number').fill(phone);
    await form.getByRole('button', { name: 'Register' }).click();
    await eventually(() => form.getByText('Cannot be empty').count()).toBeGreaterThan(0);
    await form.getByPlaceholder('Verification code').fill(await getCode(`+86 ${phone}`));
    await form.getByPlaceholder('Name').fill('E2E User');
    await form.getByPlaceholder('Password', { exact: true }).fill('E2e_pass1');
    await form.getByPlaceholder('Confirm password').fill('E2e_pass2');
    await form.getByRole('button', { name: 'Register' }).click();
    await eventually(() => form.getByText('The two passwords must be consistent').isVisible()).toBe(true);
    await form.getByPlaceholder('Confirm password').fill('E2e_pass1');
    await form.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && !url.searchParams.has('to_regist'));
    await loginWith(page, baseUrl, { phone, password: 'E2e_pass1' });
    await page.waitForURL(/\/dashboard$/);
    expect(await page.getByTestId('navbar-staff').textContent()).toBe('E2E User');
  });

  it('shows the server message for a phone that is already registered', async () => {
    await page.goto(`${baseUrl}/login?to_regist=1`);
    const form = page.getByTestId('user-register-form');
    await form.getByPlaceholder('Mobile number').fill(DEMO_PHONES.customer);
    const code = await getCode(`+86 ${DEMO_PHONES.customer}`);
    await form.getByPlaceholder('Verification code').fill(code);
    await form.getByPlaceholder('Name').fill('Again');
    await form.getByPlaceholder('Password', { exact: true }).fill('E2e_pass1');
    await form.getByPlaceholder('Confirm password').fill('E2e_pass1');
    await form.getByRole('button', { name: 'Register' }).click();
    await eventually(() => page.getByText('You are registered, please log in directly').isVisible()).toBe(true);
  });

  it('registers a supplier enterprise whose administrator then logs in', async () => {
    const phone = freshPhone();
    await page.goto(`${baseUrl}/login?to_regist=1&view=business`);
    const form = page.getByTestId('business-register-form');
    await form.getByText('Supplier', { exact: true }).click();
    await form.getByPlaceholder('Company name').fill(`E2E Laminates ${phone}`);
    await form.getByPlaceholder('Registration number or unified social credit code').fill(`E2E${phone}`);
    await form.getByPlaceholder('Mobile number').fill(phone);
    await form.getByPlaceholder('Verification code').fill(await getCode(`+86 ${phone}`));
    await form.getByPlaceholder('Name', { exact: true }).fill('Sup Boss');
    await form.getByPlaceholder('Password', { exact: true }).fill('E2e_pass1');
    await form.getByRole('button', { name: 'Register enterprise' }).click();
    await eventually(() => page.getByText('Please check and agree to the enterprise use agreement').isVisible()).toBe(
      true,
    );
    await form.getByText('I have read and agree to the enterprise use agreement').click();
    await form.getByRole('button', { name: 'Register enterprise' }).click();
    await eventually(() => page.getByText(/^Enterprise E\d+ registered$/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Go to login' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && !url.searchParams.has('to_regist'));
    await loginWith(page, baseUrl, { phone, password: 'E2e_pass1' });
    await page.waitForURL(/\/dashboard$/);
    expect(await page.getByTestId('navbar-enterprise').textContent()).toBe(`E2E Laminates ${phone}`);
  });

  it('registers a member from a factory invite link', async () => {
    const factory = await ApiClient.login(baseUrl, DEMO_PHONES.factory);
    const link = await factory.call<{ register_path: string }>('POST', '/api/community/invite-links', {
      purpose: 'staff',
      expires_in_days: 1,
      max_uses: 1,
    });
    expect(link.code).toBe(1);
    const phone = freshPhone();
    await page.goto(baseUrl + link.data.register_path);
    await eventually(() => page.getByText('Demo PCB Factory invites you to join its staff').isVisible()).toBe(true);
    const form = page.getByTestId('user-register-form');
    await form.getByPlaceholder('Mobile number').fill(phone);
    await form.getByPlaceholder('Verification code').fill(await getCode(`+86 ${phone}`));
    await form.getByPlaceholder('Name').fill('Invited');
    await form.getByPlaceholder('Password', { exact: true }).fill('E2e_pass1');
    await form.getByPlaceholder('Confirm password').fill('E2e_pass1');
    await form.getByRole('button', { name: 'Register as member' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && !url.searchParams.has('to_regist'));
    await loginWith(page, baseUrl, { phone, password: 'E2e_pass1' });
    await page.waitForURL(/\/dashboard$/);
    expect(await page.getByTestId('navbar-enterprise').textContent()).toBe('Demo PCB Factory');
  });
});
