import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { newFactoryStaff } from './support/checks.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { eventually, loginWith, userMenu } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** What the authenticator app shows `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

describe.skipIf(!runsHere(import.meta.url))('two-factor sign-in (issue 33)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  const logOut = async () => {
    await userMenu(page, 'Log out');
    await page.waitForURL(/\/login$/);
  };

  it('turns it on from the profile, signs in with a code from the app, and takes a recovery code once', async () => {
    const person = await newFactoryStaff(baseUrl, 'Otto Otp');
    await loginWith(page, baseUrl, person);
    await page.waitForURL(/\/dashboard$/);

    await page.goto(`${baseUrl}/personal-Information/index`);
    const card = page.getByTestId('two-factor-card');
    await eventually(() => card.getByTestId('two-factor-state').textContent()).toBe('Off');
    await card.getByTestId('two-factor-on').click();
    const secret = (await page.getByTestId('two-factor-secret').locator('code').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByTestId('two-factor-confirm-code').fill(codeOf(secret));
    await page.getByTestId('two-factor-confirm').click();
    const codes = page.getByTestId('recovery-codes').locator('code');
    await eventually(() => codes.count()).toBe(10);
    const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
    await page.getByTestId('recovery-codes-kept').click();
    await eventually(() => card.getByTestId('two-factor-state').textContent()).toBe('On');
    await logOut();

    // The password alone no longer signs in: the code step asks for the app's code (the next step's, as the
    // enrolment used this one's).
    await loginWith(page, baseUrl, person);
    await page.getByTestId('two-factor-code').fill(codeOf(secret, 1));
    await page.getByTestId('two-factor-submit').click();
    await page.waitForURL(/\/dashboard$/);
    await logOut();

    await loginWith(page, baseUrl, person);
    await page.getByTestId('use-recovery-code').click();
    await page.getByTestId('recovery-code').fill(recoveryCodes[0]!);
    await page.getByTestId('two-factor-submit').click();
    await page.waitForURL(/\/dashboard$/);
    await logOut();

    await loginWith(page, baseUrl, person);
    await page.getByTestId('use-recovery-code').click();
    await page.getByTestId('recovery-code').fill(recoveryCodes[0]!);
    await page.getByTestId('two-factor-submit').click();
    await eventually(() =>
      page.getByText('Recovery code: the recovery code is wrong or has already been used').isVisible(),
    ).toBe(true);
    expect(page.url()).toMatch(/\/login$/);
  });
});
