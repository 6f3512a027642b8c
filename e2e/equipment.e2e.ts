import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { loginByPhone } from './support/session.js';
import { eventually } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

describe.skipIf(!runsHere(import.meta.url))('equipment pages (issue 18, spec 01 §2.3)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('asks a visitor to sign in, and shows the factory its devices with the on/off switch and a device chart', async () => {
    await page.goto(`${baseUrl}/eq-module`);
    await eventually(() => page.getByTestId('equipment-sign-in').isVisible()).toBe(true);

    await loginByPhone(page, baseUrl, 'factory');
    await page.goto(`${baseUrl}/eq-module`);
    const row = page.getByTestId('device-M-005');
    await eventually(() => row.isVisible()).toBe(true);
    expect(await row.innerText()).toContain('Solder mask coater');
    const power = page.getByTestId('power-M-005');
    const wasOn = (await power.getAttribute('aria-checked')) === 'true';
    await power.click();
    await eventually(() => power.getAttribute('aria-checked')).toBe(wasOn ? 'false' : 'true');
    await power.click();
    await eventually(() => power.getAttribute('aria-checked')).toBe(wasOn ? 'true' : 'false');

    await row.getByRole('link', { name: 'M-005' }).click();
    await page.waitForURL(/\/eq-module-detail\?uid=/);
    await eventually(() => page.getByTestId('device-chart').locator('canvas').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('eq-module-detail').innerText()).toContain('Last hour');
    await page.screenshot({ path: '/tmp/eq-detail.png' });
  });
});
