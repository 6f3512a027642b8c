import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { ApiClient, registerByApi } from './accounts-api.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { eventually, loginWith } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

const codeOf = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) });

describe.skipIf(!runsHere(import.meta.url))('two-factor policy and sign-in history (issue 33)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('leads a person a policy covers to set up two-factor after the password, then shows the sign-ins', async () => {
    // A new account is the admin of its own enterprise: it turns the enterprise's policy on, which covers itself.
    const person = await registerByApi(baseUrl, 'Pia Policy');
    const admin = await ApiClient.login(baseUrl, person.phone, person.password);
    const policy = await admin.call('PUT', '/api/two-factor-policy', { enabled: true });
    expect(policy.data).toMatchObject({ enabled: true });

    await loginWith(page, baseUrl, { ...person, password: 'Wrong_pass9' });
    await eventually(() => page.getByText('password error', { exact: false }).isVisible()).toBe(true);
    await loginWith(page, baseUrl, person);
    await eventually(() => page.getByTestId('two-factor-setup-step').isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/login/);
    // No session yet: the API answers 401 to this browser.
    const before = await page.evaluate(() => fetch('/api/profile/sign-ins').then((r) => r.status));
    expect(before).toBe(401);

    const secret = (await page.getByTestId('two-factor-secret').locator('code').textContent())!.trim();
    await page.getByTestId('two-factor-confirm-code').fill(codeOf(secret));
    await page.getByTestId('two-factor-confirm').click();
    await eventually(() => page.getByTestId('recovery-codes').locator('code').count()).toBe(10);
    await page.getByTestId('recovery-codes-kept').click();
    await page.waitForURL(/\/dashboard$/);

    await page.goto(`${baseUrl}/personal-Information/index`);
    const history = page.getByTestId('sign-in-history');
    await eventually(() => history.getByTestId('sign-in-result').count()).toBeGreaterThanOrEqual(3);
    const results = await history.getByTestId('sign-in-result').allTextContents();
    expect(results.slice(0, 3)).toEqual(['Signed in', 'Password right; two-factor setup asked', 'Wrong password']);
    await eventually(() => page.getByTestId('two-factor-state').textContent()).toBe('On');
  });
});
