import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { loginByPhone } from './support/session.js';
import { eventually, loginWith } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

describe.skipIf(!runsHere(import.meta.url))('the login screen (spec 01 §2.4, §5, §8)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('signs in by e-mail', async () => {
    await loginWith(page, baseUrl, { email: 'customer@demo.pcbunion.test' });
    await page.waitForURL(/\/dashboard$/);
    expect(await page.getByTestId('navbar-enterprise').textContent()).toBe('Demo Electronics Customer Co.');
  });

  it('signs in by job number F0001 as the factory admin', async () => {
    await loginWith(page, baseUrl, { jobNumber: 'F0001' });
    await page.waitForURL(/\/dashboard$/);
    expect(await page.getByTestId('navbar-staff').textContent()).toBe('Zhang Wei');
  });

  it('signs in by phone and goes back to the redirect', async () => {
    await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent('/staff-management/index')}`);
    await page.getByPlaceholder('Mobile phone number').fill('13800000001');
    await page.getByPlaceholder('Password').fill('Pcb_Demo2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/staff-management\/index$/);
  });

  it('offers the five area codes', async () => {
    await page.goto(`${baseUrl}/login`);
    const select = page.getByRole('combobox', { name: 'area code' });
    await select.waitFor();
    const options = await select.locator('option').allTextContents();
    expect(options).toEqual(['+86', '+852', '+886', '+853', '+82']);
  });

  it('says what is wrong with each field before calling the server', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await eventually(() => page.getByText('Cannot be empty').count()).toBe(2);
    await page.getByText('E-mail', { exact: true }).click();
    await page.getByPlaceholder('E-mail address').fill('not-an-address');
    await page.getByRole('button', { name: 'Log in' }).click();
    await eventually(() => page.getByText('Please check the correct mailbox').isVisible()).toBe(true);
    await page.getByText('Job number', { exact: true }).click();
    await page.getByRole('button', { name: 'Log in' }).click();
    await eventually(() => page.getByText('Cannot be empty').first().isVisible()).toBe(true);
  });

  it('shows a refused login for 2 seconds', async () => {
    await loginWith(page, baseUrl, { jobNumber: 'F0001', password: 'Wrong_pass1' });
    const toast = page.locator('.ant-message-notice');
    await eventually(() => toast.count()).toBe(1);
    const shownAt = Date.now();
    await eventually(() => toast.count(), 5_000).toBe(0);
    expect(Date.now() - shownAt).toBeGreaterThan(1_200);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('switches the card to registration and keeps the invitation parameters', async () => {
    await page.goto(`${baseUrl}/login?enterpriseuid=E1&flag=2&tenantid=T9&type=supplier&usertype=1&other=x`);
    const link = page.getByTestId('register-link');
    const href = new URL((await link.getAttribute('href'))!, baseUrl);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      enterpriseuid: 'E1',
      flag: '2',
      tenantid: 'T9',
      type: 'supplier',
      usertype: '1',
      to_regist: '1',
    });
    await link.click();
    await page.waitForURL(/to_regist=1/);
    await eventually(() => page.getByText('Register', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByPlaceholder('Mobile phone number').count()).toBe(0);
  });

  it('lets public pages open without a session', async () => {
    await page.goto(`${baseUrl}/login-help/index`);
    await eventually(() => page.getByText('Login help').isVisible()).toBe(true);
    await page.waitForTimeout(800);
    expect(new URL(page.url()).pathname).toBe('/login-help/index');
    // /text-ceshi, the spec's public test page, opens in the production build too.
    await page.goto(`${baseUrl}/text-ceshi`);
    await page.getByTestId('test-page').waitFor();
    expect(await page.getByTestId('test-page').textContent()).toContain('not signed in');
    expect(new URL(page.url()).pathname).toBe('/text-ceshi');
  });

  it('sends a visitor of a guarded page to login after the expiry message', async () => {
    await page.goto(`${baseUrl}/staff-management/index`);
    await page.waitForURL(/\/login\?redirect=%2Fstaff-management%2Findex/);
    await eventually(() => page.getByText('Login status invalid, redirecting to the login page').isVisible()).toBe(
      true,
    );
  });

  it('sends a signed-in user opening /login to /', async () => {
    await loginByPhone(page, baseUrl, 'customer');
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(/\/dashboard$/);
  });
});
