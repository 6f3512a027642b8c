import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { loginByPhone } from './support/session.js';
import { eventually, forceSessionChecks, openMenu, tabTitles, userMenu } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

describe.skipIf(!runsHere(import.meta.url))('the session (spec 01 §4, §8)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    // These tests install a fake page clock; antd's message, with motion off, never appears under it, so the
    // conflict message is checked with the motion on (the other browser files ask for reduced motion).
    context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1400, height: 900 },
      reducedMotion: 'no-preference',
    });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('logs the first browser out within 60 s when the account signs in elsewhere', async () => {
    await forceSessionChecks(context);
    await page.clock.install();
    await loginByPhone(page, baseUrl, 'customer');
    await openMenu(page, 'Online ordering', 'shopping-cart');

    const elsewhere = await browser.newContext({ locale: 'en-US' });
    await loginByPhone(await elsewhere.newPage(), baseUrl, 'customer');

    await page.clock.fastForward(61_000);
    await page.waitForURL(/\/login/);
    await eventually(() =>
      page.getByText('This account has signed in on another endpoint, please sign in again!').isVisible(),
    ).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('pcb_uniontrans_sessionid'))).toBeNull();
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(/\/login/);
    expect(await tabTitles(page)).toEqual([]);
    await elsewhere.close();
  });

  it('shows the conflict message in Chinese for a zh-CN user', async () => {
    await forceSessionChecks(context);
    await context.addInitScript(() => localStorage.setItem('language', 'zh-CN'));
    await page.clock.install();
    await page.goto(`${baseUrl}/login`);
    await page.getByPlaceholder('手机号码').fill('13800000000');
    await page.getByPlaceholder('密码').fill('Pcb_Demo2026');
    await page
      .getByRole('button', { name: '登 录' })
      .or(page.getByRole('button', { name: '登录' }))
      .click();
    await page.waitForURL(/\/dashboard$/);
    const elsewhere = await browser.newContext({ locale: 'en-US' });
    await loginByPhone(await elsewhere.newPage(), baseUrl, 'platform');
    await page.clock.fastForward(61_000);
    await eventually(() => page.getByText('该账号已在其他端点登录，请重新登录！').isVisible()).toBe(true);
    await elsewhere.close();
  });

  it('logs out: session, tabs and routes cleared, back on the login page', async () => {
    await loginByPhone(page, baseUrl, 'factory');
    await openMenu(page, 'Quotation', 'quotation-management');
    // Spec 01 §3: the session values under their own names, the session id under a key derived from the space id.
    const kept = await page.evaluate(() => ({
      sessionid: localStorage.getItem('pcb_uniontrans_sessionid'),
      tenant: localStorage.getItem('scf_tenantid'),
      enterprise: localStorage.getItem('enterprise_uid'),
      timerId: sessionStorage.getItem('timerId'),
    }));
    expect(kept.sessionid).toBeTruthy();
    expect(kept.tenant).toBe(kept.enterprise);
    expect(kept.timerId).toMatch(/^\d+$/);
    await userMenu(page, 'Log out');
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('pcb_uniontrans_sessionid'))).toBeNull();
    // Logout stops the timer (spec 01 §4): its id is gone with it.
    expect(await page.evaluate(() => sessionStorage.getItem('timerId'))).toBeNull();
    const status = await page.evaluate(() =>
      fetch('/api/atom/auth-info1', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }).then((r) => r.status),
    );
    expect(status).toBe(401);
    await page.goto(`${baseUrl}/quotation-management/index`);
    await page.waitForURL(/\/login\?redirect=/);
  });

  it('sends a reloaded page whose server session has gone to login with the error', async () => {
    await loginByPhone(page, baseUrl, 'factory');
    await page.evaluate(() =>
      fetch('/api/atom/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    );
    await page.goto(`${baseUrl}/staff-management/index`);
    await page.waitForURL(/\/login\?redirect=%2Fstaff-management%2Findex/);
    await eventually(() => page.locator('.ant-message-error').count()).toBeGreaterThan(0);
  });

  it('keeps the signed-in view across a reload (roles loaded again by the guard)', async () => {
    await loginByPhone(page, baseUrl, 'supplier');
    await page.reload();
    await page.waitForURL(/\/dashboard$/);
    await eventually(() => page.getByTestId('navbar-enterprise').textContent()).toBe('Demo Laminate Supplier Ltd.');
  });
});
