import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, codeFromOutbox, freshPhone } from './accounts-api.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { eventually, loginWith } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** A new person registered through the API (their own customer enterprise), with an address and a bank card. */
async function registeredPerson(name: string) {
  const phone = freshPhone();
  const password = 'E2e_privacy1';
  const api = new ApiClient(baseUrl);
  const sent = await api.call('POST', '/api/service/alimessagecode', {
    phone_area_code: '+86',
    phone_num: phone,
    template_type: 'register',
  });
  if (sent.code !== 1) throw new Error(`code refused: ${sent.msg}`);
  const registered = await api.call('POST', '/api/service/userregister', {
    phone_area_code: '+86',
    register_phonenum: phone,
    register_password: password,
    register_username: name,
    verify_code: await codeFromOutbox(baseUrl, `+86 ${phone}`),
  });
  if (registered.code !== 1) throw new Error(`registration refused: ${registered.msg}`);
  const own = await ApiClient.login(baseUrl, phone, password);
  const address = await own.call('POST', '/api/addresses', {
    recipient: name,
    areaCode: '+86',
    phone,
    region: ['44', '4403', '440305'],
    detailAddress: 'No. 8 Keji Road',
  });
  if (address.code !== 1) throw new Error(`address refused: ${address.msg}`);
  const card = await own.call('POST', '/api/wallet/bank-accounts', {
    holder: name,
    bank: 'Bank of China',
    branch: 'Nanshan',
    cardNumber: '6222020012349876543',
  });
  if (card.code !== 1) throw new Error(`bank account refused: ${card.msg}`);
  return { phone, password };
}

describe.skipIf(!runsHere(import.meta.url))('personal data export and erasure (issue 33)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  afterEach(() => context?.close());

  it('downloads the archive of a new account, opens it, deletes the account, and the sign-in is then refused', async () => {
    const person = await registeredPerson('Pia Vacy');
    context = await browser.newContext({
      locale: 'en-US',
      acceptDownloads: true,
      viewport: { width: 1400, height: 900 },
    });
    page = await context.newPage();
    await loginWith(page, baseUrl, person);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));

    await page.goto(`${baseUrl}/personal-Information/index`);
    const card = page.getByTestId('privacy-card');
    await card.getByTestId('data-export-request').click();
    // The durable job prepares it; the screen follows its state.
    await eventually(() => card.getByTestId('data-export-state').textContent(), 30_000).toBe('Ready');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByTestId('data-export-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pcb-union-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!));
    expect(json('account.json')).toMatchObject({ phone: person.phone, name: 'Pia Vacy' });
    expect(json('addresses.json')).toEqual([expect.objectContaining({ detail_address: 'No. 8 Keji Road' })]);
    expect(json('bank-accounts.json')).toEqual([
      expect.objectContaining({ card_number_masked: '**** **** **** 6543' }),
    ]);
    expect(json('sign-in-history.json').length).toBeGreaterThan(0);
    expect(Object.values(files).some((bytes) => strFromU8(bytes).includes('6222020012349876543'))).toBe(false);

    await card.getByTestId('erase-open').click();
    const dialog = page.getByTestId('erase-dialog');
    await eventually(() => dialog.getByTestId('erase-kept').textContent()).toContain('ledger');
    await dialog.getByTestId('erase-send-code').click();
    const code = await codeFromOutbox(baseUrl, `+86 ${person.phone}`);
    await dialog.getByTestId('erase-password').fill(person.password);
    await dialog.getByTestId('erase-code').fill(code);
    await dialog.getByTestId('erase-confirm').click();
    await page.waitForURL(/\/login$/);

    await loginWith(page, baseUrl, person);
    await eventually(() => page.locator('.ant-message').textContent()).toMatch(/\S/);
    await page.waitForTimeout(1000);
    expect(page.url()).toMatch(/\/login$/);
    await expect(ApiClient.login(baseUrl, person.phone, person.password)).rejects.toThrow(/API login failed/);
  });
});
