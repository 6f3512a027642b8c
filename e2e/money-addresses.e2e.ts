import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { DEMO_PASSWORD, loginByPhone } from './support/session.js';
import { eventually } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** The message antd shows under one form item, found by the item's label or by a control inside it. */
const fieldError = (item: Locator) => item.locator('.ant-form-item-explain-error').first().textContent();
const formItem = (scope: Locator, testId: string) =>
  scope.locator('.ant-form-item', { has: scope.page().getByTestId(testId) }).last();

async function chooseRegion(p: Page, names: string[]) {
  await p.getByTestId('address-region').click();
  for (const name of names)
    await p
      .locator('.ant-cascader-menu-item')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .click();
}

describe.skipIf(!runsHere(import.meta.url))('shipping addresses and invoicing info (issue 14)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext({ locale: 'en-US' });
    page = await context.newPage();
    await loginByPhone(page, baseUrl, 'customer');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('adds, checks, edits, makes default, searches and deletes shipping addresses', async () => {
    const tag = `E2E${Date.now() % 1_000_000}`; // a retry works on rows of its own
    await page.goto(`${baseUrl}/shipping-address/index`);
    await page.getByTestId('add-address').click();
    const dialog = page.getByRole('dialog');
    await page.getByTestId('address-save').click();
    await eventually(() => fieldError(formItem(dialog, 'address-recipient'))).toBe('Required');
    expect(await fieldError(formItem(dialog, 'address-region'))).toBe('Required');

    await page.getByTestId('address-recipient').fill(`${tag} Li Lei`);
    await page.getByTestId('address-phone').fill('1391234');
    await chooseRegion(page, ['广东省', '深圳市', '南山区']);
    await page.getByTestId('address-detail').fill('No. 1 Keji Road');
    await page.getByTestId('address-save').click();
    // +86 takes 11 digits starting with 1 (spec 02 §9): the message stands on the phone field.
    await eventually(() => fieldError(formItem(dialog, 'address-phone'))).toBe('Please enter the correct phone number');
    await page.getByTestId('address-phone').fill('13912345678');
    // The demo customer already has a default address (the sales demo ships to it); this one takes the flag.
    await page.getByTestId('address-default').check();
    await page.getByTestId('address-save').click();
    await eventually(() => page.getByText('Address saved').isVisible()).toBe(true);
    const first = page.getByRole('row').filter({ hasText: `${tag} Li Lei` });
    await eventually(() => first.textContent()).toContain('广东省 深圳市 南山区');
    expect(await first.getByTestId('default-tag').count()).toBe(1);

    // A second address, made the default from its form; the first one loses the flag.
    await page.getByTestId('add-address').click();
    await page.getByTestId('address-recipient').fill(`${tag} Han Meimei`);
    await page.getByTestId('address-area-code').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^\+852$/ })
      .click();
    await page.getByTestId('address-phone').fill('91234567');
    await chooseRegion(page, ['北京市', '市辖区', '海淀区']);
    await page.getByTestId('address-detail').fill('Zhongguancun Street 8');
    await page.getByTestId('address-default').check();
    await page.getByTestId('address-save').click();
    const second = page.getByRole('row').filter({ hasText: `${tag} Han Meimei` });
    await eventually(() => second.getByTestId('default-tag').count()).toBe(1);
    await eventually(() => first.getByTestId('default-tag').count()).toBe(0);
    expect(await second.textContent()).toContain('+852 91234567');

    // Edit the first, then give it the default back from the list.
    await first.getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('address-recipient').fill(`${tag} Li Lei Edited`);
    await page.getByTestId('address-save').click();
    const edited = page.getByRole('row').filter({ hasText: `${tag} Li Lei Edited` });
    await eventually(() => edited.count()).toBe(1);
    await edited.getByRole('button', { name: 'Set as default' }).click();
    await eventually(() => edited.getByTestId('default-tag').count()).toBe(1);
    await eventually(() => second.getByTestId('default-tag').count()).toBe(0);

    const search = page.getByPlaceholder('Recipient, company, phone or address');
    await search.fill('海淀');
    await search.press('Enter');
    await eventually(() => page.getByRole('row').filter({ hasText: tag }).count()).toBe(1);
    await search.fill('');
    await search.press('Enter');

    await second.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await eventually(() =>
      page
        .getByRole('row')
        .filter({ hasText: `${tag} Han Meimei` })
        .count(),
    ).toBe(0);
  });

  it('edits invoicing info one row at a time, each message on its own field', async () => {
    const tag = `E2E${Date.now() % 1_000_000}`;
    await page.goto(`${baseUrl}/member-information/index`);
    const card = page.getByTestId('invoicing-info');
    await card.getByTestId('add-invoicing').click();
    const row = page.getByTestId('invoicing-new-row');
    await row.getByTestId('invoicing-save').click();
    await eventually(() => fieldError(formItem(row, 'invoicing-unitName'))).toBe('Required');
    expect(await fieldError(formItem(row, 'invoicing-bankCardNo'))).toBe('Required');

    const values: Record<string, string> = {
      unitName: `${tag} Electronics Co.`,
      taxpayerNo: '91440300MA5F0ABC12',
      address: 'Shenzhen',
      detailAddress: 'No. 1 Keji Road',
      phone: '0755-12345678',
      bank: 'Bank of China',
      bankCardNo: '6222020012345678',
      email: 'not-an-address',
    };
    for (const [field, value] of Object.entries(values)) await row.getByTestId(`invoicing-${field}`).fill(value);
    await row.getByTestId('invoicing-save').click();
    await eventually(() => fieldError(formItem(row, 'invoicing-email'))).toBe('Please check the correct mailbox');
    expect(await formItem(row, 'invoicing-unitName').locator('.ant-form-item-explain-error').count()).toBe(0);
    await row.getByTestId('invoicing-email').fill('billing@example.com');
    await row.getByTestId('invoicing-save').click();
    await eventually(() => page.getByText('Invoicing info saved').isVisible()).toBe(true);
    const listed = card.getByRole('row').filter({ hasText: `${tag} Electronics Co.` });
    await eventually(() => listed.count()).toBe(1);
    expect(await listed.textContent()).toContain('Valid');
    // The row by its key: while edited, its text sits in inputs.
    const saved = card.locator(`tr[data-row-key="${await listed.getAttribute('data-row-key')}"]`);

    // Editing a row, another edit or a new row is refused until it is saved or cancelled (spec 02 §5).
    await saved.getByRole('button', { name: 'Edit' }).click();
    await card.getByTestId('add-invoicing').click();
    await eventually(() =>
      page.getByText('Only one row can be edited at a time: save or cancel it first').isVisible(),
    ).toBe(true);
    expect(await page.getByTestId('invoicing-new-row').count()).toBe(0);
    await saved.getByTestId('invoicing-unitName').fill(`${tag} Electronics Edited`);
    await saved.getByTestId('invoicing-save').click();
    const renamed = card.getByRole('row').filter({ hasText: `${tag} Electronics Edited` });
    await eventually(() => renamed.count()).toBe(1);
    expect(await renamed.locator('input').count()).toBe(0);

    // The numbers are masked; the eye button shows them in full after the password, a wrong one refused by name.
    expect(await renamed.textContent()).not.toContain('91440300MA5F0ABC12');
    await page.getByTestId(`reveal-taxpayerNo-${await renamed.getAttribute('data-row-key')}`).click();
    await page.getByTestId('reveal-password').fill('not-my-password');
    await page.getByTestId('reveal-submit').click();
    await eventually(() =>
      page.getByText('Password: the password is wrong, so the taxpayer number stays hidden').isVisible(),
    ).toBe(true);
    await page.getByTestId('reveal-password').fill(DEMO_PASSWORD);
    await page.getByTestId('reveal-submit').click();
    await eventually(() => page.getByTestId('revealed').textContent()).toContain('91440300MA5F0ABC12');
    expect(await page.getByTestId('revealed').textContent()).toContain('6222020012345678');
    await page.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await eventually(() => page.getByTestId('revealed').count()).toBe(0);

    await renamed.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await eventually(() => card.getByRole('row').filter({ hasText: tag }).count()).toBe(0);
  });

  it('shows the spec 02 §8 balance message, never 0.00, when the wallet cannot be read', async () => {
    // Every call carries productid, spaceid and systemid (spec 01 §7): a read, in its query.
    const wallet = (url: URL) => url.pathname === '/api/wallet';
    await page.route(wallet, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 0, msg: 'boom', data: null }),
      }),
    );
    try {
      await page.goto(`${baseUrl}/member-information/index`);
      await eventually(() => page.getByTestId('balance-error').textContent()).toBe(
        'Balance: service exception, contact the system administrator',
      );
      expect(await page.getByTestId('balance-card').textContent()).not.toContain('0.00');
      expect(await page.getByTestId('recharge-button').isDisabled()).toBe(true);
    } finally {
      await page.unroute(wallet);
    }
  });
});
