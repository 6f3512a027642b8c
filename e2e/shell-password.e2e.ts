import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { DEMO_PASSWORD, DEMO_PHONES, loginByPhone } from './support/session.js';
import { eventually, loginWith, userMenu } from './support/shell.js';

const baseUrl = inject('baseUrl');
const NEW_PASSWORD = 'Supplier_New2026';
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function fillPasswords(p: Page, current: string, next: string, repeat: string) {
  const dialog = p.getByRole('dialog', { name: 'Modify password' });
  await dialog.getByLabel('Current password').fill(current);
  await dialog.getByLabel('New password', { exact: true }).fill(next);
  await dialog.getByLabel('Repeat the new password').fill(repeat);
  await dialog.getByRole('button', { name: 'OK' }).click();
}

async function changePassword(p: Page, from: string, to: string) {
  await userMenu(p, 'Modify password');
  await fillPasswords(p, from, to, to);
}

describe.skipIf(!runsHere(import.meta.url))('modify password (spec 01 §5, §8)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('checks the three rules, then refuses a wrong current password', async () => {
    await loginByPhone(page, baseUrl, 'supplier');
    await userMenu(page, 'Modify password');
    const dialog = page.getByRole('dialog', { name: 'Modify password' });
    await eventually(async () => (await dialog.boundingBox())?.width).toBe(480);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await eventually(() => dialog.getByText('Required information cannot be empty!').isVisible()).toBe(true);

    await fillPasswords(page, DEMO_PASSWORD, 'short1A', 'short1A');
    await eventually(() =>
      dialog
        .getByText('The password must have at least 8 characters and contain upper- and lowercase letters and digits!')
        .isVisible(),
    ).toBe(true);

    await fillPasswords(page, DEMO_PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await eventually(() => dialog.getByText('The passwords entered do not match!').isVisible()).toBe(true);

    await fillPasswords(page, 'Not_the_password1', NEW_PASSWORD, NEW_PASSWORD);
    await eventually(() => page.getByText('The original password is incorrect!').isVisible()).toBe(true);

    await page.route('**/api/busiservice.pcbuniontrans.updatepassword', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ code: 0, msg: 'no user', data: null }),
      }),
    );
    await fillPasswords(page, DEMO_PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
    await eventually(() => page.getByText('No signed-in user information was found!').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('changes it, logs out to /login?redirect=<here>, and the new password works (then it is restored)', async () => {
    await loginByPhone(page, baseUrl, 'supplier');
    await page.goto(`${baseUrl}/supplier-statement/index`);
    await page.waitForURL(/\/supplier-statement\/index$/);
    await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD);
    try {
      await page.waitForURL(/\/login\?redirect=%2Fsupplier-statement%2Findex$/);
      await eventually(() => page.getByText('Password changed successfully!').isVisible()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('pcb_uniontrans_sessionid'))).toBeNull();

      await loginWith(page, baseUrl, { phone: DEMO_PHONES.supplier, password: DEMO_PASSWORD });
      await eventually(() => page.locator('.ant-message-error').count()).toBe(1);
      await loginWith(page, baseUrl, { phone: DEMO_PHONES.supplier, password: NEW_PASSWORD });
      await page.waitForURL(/\/dashboard$/);
    } finally {
      if (!new URL(page.url()).pathname.startsWith('/dashboard')) {
        await loginWith(page, baseUrl, { phone: DEMO_PHONES.supplier, password: NEW_PASSWORD });
        await page.waitForURL(/\/dashboard$/);
      }
      await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
      await page.waitForURL(/\/login\?redirect=/);
    }
    await loginByPhone(page, baseUrl, 'supplier');
  });
});
