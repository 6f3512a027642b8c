import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { loginByPhone } from './support/session.js';
import { eventually, openMenu } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

const sidebarWidth = (p: Page) =>
  p.getByTestId('sidebar').evaluate((el) => Math.round(el.getBoundingClientRect().width));

describe.skipIf(!runsHere(import.meta.url))(
  'the layout: languages, sidebar, navbar, notices (spec 01 §1, §2.6–2.8, §7)',
  () => {
    beforeAll(async () => {
      browser = await launchChromium();
    });
    afterAll(() => browser?.close());
    beforeEach(async () => {
      context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
      page = await context.newPage();
    });
    afterEach(() => context.close());

    it('switches to simplified Chinese without a reload, and remembers it', async () => {
      await loginByPhone(page, baseUrl, 'factory');
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitem', { name: '简体中文' }).click();
      await eventually(() => page.getByText('系统到期日期: 2027-12-31').isVisible()).toBe(true);
      await eventually(() => page.locator('[data-testid=sidebar]').getByText('协同工作台').isVisible()).toBe(true);
      expect(await page.getByTestId('breadcrumb').innerText()).toContain('协同工作台');
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
      await page.reload();
      await eventually(() => page.getByText('欢迎，Zhang Wei').isVisible()).toBe(true);
    });

    it('takes the browser language when nothing is stored (Traditional Chinese for zh-TW)', async () => {
      const tw = await browser.newContext({ locale: 'zh-TW' });
      const p = await tw.newPage();
      await p.goto(`${baseUrl}/login`);
      await eventually(() => p.getByPlaceholder('手機號碼').isVisible()).toBe(true);
      await tw.close();
    });

    it('collapses the sidebar on a 390 px wide phone, and closes it again after a menu choice', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await loginByPhone(page, baseUrl, 'factory');
      await eventually(() => sidebarWidth(page)).toBe(0);
      await page.getByTestId('hamburger').click();
      await eventually(() => sidebarWidth(page)).toBe(210);
      await openMenu(page, 'Staff', 'staff-management');
      await eventually(() => sidebarWidth(page)).toBe(0);
    });

    it('keeps the desktop sidebar state in the sidebarStatus cookie', async () => {
      await loginByPhone(page, baseUrl, 'factory');
      expect(await sidebarWidth(page)).toBe(210);
      await page.getByTestId('hamburger').click();
      await eventually(async () => (await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
      await page.reload();
      await eventually(() => sidebarWidth(page)).toBeLessThan(100);
      await page.getByTestId('hamburger').click();
      await eventually(async () => (await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('1');
    });

    it('shows the bell with the unread count and sends a non-staff user to the work-order centre', async () => {
      await loginByPhone(page, baseUrl, 'supplier');
      const badge = page.getByTestId('bell-badge').locator('.ant-scroll-number');
      await eventually(() => badge.count()).toBeGreaterThan(0);
      expect(Number(await badge.first().getAttribute('title'))).toBeGreaterThan(0);
      await page.getByTestId('bell').click();
      await page.waitForURL(/\/work-order-center\/index$/);
    });

    it('shows the supplier the bidding notice; an item opens its detail and closing reports the items', async () => {
      await loginByPhone(page, baseUrl, 'supplier');
      const card = page.getByTestId('bidding-notice');
      await eventually(() => card.isVisible()).toBe(true);
      await card.locator('.ant-list-item').first().click();
      await page.waitForURL(/\/purchasing-manage-detail\/index\?uid=[^&]+&standard_request_details_no=/);
      const closed: unknown[] = [];
      await page.route('**/api/busiservice.pcbuniontrans.biddingmessageclose', async (route) => {
        closed.push(route.request().postDataJSON());
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"code":1,"msg":"ok","data":null}',
        });
      });
      await card.getByText('Close', { exact: true }).click();
      await eventually(() => card.count()).toBe(0);
      expect(closed).toHaveLength(1);
      expect((closed[0] as { data: { todowork_uid: string }[] }).data.length).toBeGreaterThan(0);
    });

    it('shows no bidding notice to a factory without the bidding menu', async () => {
      await loginByPhone(page, baseUrl, 'customer');
      await page.waitForTimeout(1_000);
      expect(await page.getByTestId('bidding-notice').count()).toBe(0);
    });

    it('offers the new version when version.json changes, and the button reloads', async () => {
      const firstCheck = page.waitForResponse((r) => r.url().includes('/version.json'));
      await page.goto(`${baseUrl}/login`);
      await firstCheck;
      await page.route('**/version.json*', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"version":"9.9.9"}' }),
      );
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      const dialog = page.getByRole('dialog', { name: 'System update' });
      await eventually(() => dialog.getByText('You have a new version to update').isVisible()).toBe(true);
      await page.mouse.click(5, 5);
      expect(await dialog.isVisible()).toBe(true);
      await page.unroute('**/version.json*');
      await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Refresh' }).click()]);
    });

    it('names the tab and the sidebar logo after config.json, and falls back when it fails', async () => {
      await page.route('**/config.json*', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"projectName":"Acme PCB Portal","faviconIcon":"/favicon.svg","faviconSmallIcon":"/favicon.svg"}',
        }),
      );
      await loginByPhone(page, baseUrl, 'factory');
      await eventually(() => page.title()).toBe('Collaboration workbench - Acme PCB Portal');
      const logo = page.getByTestId('sidebar-logo');
      expect(await logo.innerText()).toBe('Acme PCB Portal');
      expect(await logo.locator('img').getAttribute('src')).toBe('/favicon.svg');
      await openMenu(page, 'Staff', 'staff-management');
      await logo.click();
      await eventually(() => new URL(page.url()).pathname).toBe('/dashboard');
      await page.route('**/config.json*', (route) => route.fulfill({ status: 500, body: 'down' }));
      await page.reload();
      await eventually(() => page.title()).toBe('Collaboration workbench - Supply-chain collaboration platform');
      expect(await logo.innerText()).toBe('PCB Union');
      expect(await logo.locator('img').count()).toBe(0);
      expect(
        await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel=icon]')?.getAttribute('href')),
      ).toBe('/favicon.svg');
    });

    it('remembers the page settings in the browser', async () => {
      await loginByPhone(page, baseUrl, 'factory');
      await page.getByTestId('open-settings').click();
      await page.getByTestId('setting-tagsView').click();
      await eventually(() => page.getByTestId('tags-view').count()).toBe(0);
      await page.reload();
      await eventually(() => page.getByTestId('navbar-staff').isVisible()).toBe(true);
      expect(await page.getByTestId('tags-view').count()).toBe(0);
    });
  },
);
