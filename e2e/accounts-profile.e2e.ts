import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { ApiClient, codeFromOutbox, freshPhone, registerByApi } from './accounts-api.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { DEMO_PHONES } from './support/session.js';
import { eventually, loginWith, userMenu } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

describe.skipIf(!runsHere(import.meta.url))('modify phone and join a company (spec 02 §4, §8)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('checks the password, then changes the phone with a code sent to the new number', async () => {
    const user = await registerByApi(baseUrl, 'Phone Fan');
    await loginWith(page, baseUrl, { phone: user.phone, password: user.password });
    await page.waitForURL(/\/dashboard$/);
    await userMenu(page, 'Modify phone');
    const dialog = page.getByTestId('modify-phone');
    await dialog.getByLabel('Current password').fill('Wrong_pass9');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await eventually(() => page.getByText('Password error').isVisible()).toBe(true);
    await dialog.getByLabel('Current password').fill(user.password);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByPlaceholder('New mobile phone number').fill('2345');
    await dialog.getByRole('button', { name: 'Change phone number' }).click();
    await eventually(() => dialog.getByText('Phone format error').isVisible()).toBe(true);
    await dialog.getByPlaceholder('New mobile phone number').fill(DEMO_PHONES.factory);
    await dialog.getByTestId('get-code').click();
    await eventually(() => page.getByText('This phone number is already bound to another account').isVisible()).toBe(
      true,
    );
    const newPhone = freshPhone();
    await dialog.getByPlaceholder('New mobile phone number').fill(newPhone);
    await dialog.getByTestId('get-code').click();
    await dialog.getByPlaceholder('Verification code').fill(await codeFromOutbox(baseUrl, `+86 ${newPhone}`));
    await dialog.getByRole('button', { name: 'Change phone number' }).click();
    await eventually(() => page.getByText('The phone number has been changed').isVisible()).toBe(true);
    await page.goto(`${baseUrl}/personal-Information/index`);
    await eventually(() => page.getByText(`+86 ${newPhone}`).isVisible()).toBe(true);
    const relogin = await ApiClient.login(baseUrl, newPhone, user.password);
    expect((await relogin.call('POST', '/api/atom/auth-info1', {})).code).toBe(1);
  });

  it('joins an inviting company with its enterprise number and a code, then can switch to it', async () => {
    const user = await registerByApi(baseUrl, 'Join Jo');
    const factory = await ApiClient.login(baseUrl, DEMO_PHONES.factory);
    await loginWith(page, baseUrl, { phone: user.phone, password: user.password });
    await page.waitForURL(/\/dashboard$/);
    await userMenu(page, 'Join a company');
    const dialog = page.getByTestId('join-company');
    await dialog.getByPlaceholder('E0001').fill('E0001');
    await dialog.getByTestId('get-code').click();
    await dialog.getByPlaceholder('Verification code').fill(await codeFromOutbox(baseUrl, `+86 ${user.phone}`));
    await dialog.getByRole('button', { name: 'Join' }).click();
    await eventually(() => page.getByText('No invitation for this user was found, check the input').isVisible()).toBe(
      true,
    );

    expect(
      (
        await factory.call('POST', '/api/staff/invitations', {
          phone_area_code: '+86',
          phone: user.phone,
          department: 'Planning',
        })
      ).code,
    ).toBe(1);
    // The code was right (only the invitation was missing), so it still works once the invitation exists.
    await dialog.getByRole('button', { name: 'Join' }).click();
    await eventually(() => page.getByText('You have joined Demo PCB Factory').isVisible()).toBe(true);
    await page.goto(`${baseUrl}/personal-Information/index`);
    await eventually(() => page.getByRole('cell', { name: 'Demo PCB Factory' }).isVisible()).toBe(true);
  });
});
