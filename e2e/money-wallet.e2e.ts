import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { DEMO_PASSWORD, loginByPhone } from './support/session.js';
import { eventually } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];

async function signedIn(who: 'customer' | 'platform'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-US' });
  contexts.push(context);
  const page = await context.newPage();
  await loginByPhone(page, baseUrl, who);
  return { context, page };
}

/** A wallet figure of the balance card in cents ("¥1,234.50" → 123450). */
async function figure(page: Page, key: 'balance' | 'frozen' | 'withdrawable'): Promise<number> {
  const text = (await page.getByTestId(`wallet-${key}`).textContent()) ?? '';
  const match = /([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${key}: ${text}`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}
const figureOf = (page: Page, key: 'balance' | 'frozen' | 'withdrawable') => () => figure(page, key).catch(() => NaN);

describe.skipIf(!runsHere(import.meta.url))('member wallet in the browser (issue 14)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });

  it('recharges by sandbox, applies for a withdrawal that is frozen, and gets the money and the reason back when the operator rejects it', async () => {
    const { context, page } = await signedIn('customer');
    await page.goto(`${baseUrl}/account-balance/index`);
    await eventually(figureOf(page, 'balance')).not.toBeNaN();
    const balance0 = await figure(page, 'balance');
    const frozen0 = await figure(page, 'frozen');

    // Recharge 100.50 through the sandbox gateway's hosted page, opened in a new tab.
    await page.getByTestId('recharge-button').click();
    await page.getByTestId('recharge-amount').fill('100.505');
    await page.getByTestId('recharge-submit').click();
    await eventually(() => page.getByText('The amount must be a number with at most two decimals').isVisible()).toBe(
      true,
    );
    await page.getByTestId('recharge-amount').fill('100.50');
    const payPage = context.waitForEvent('page');
    await page.getByTestId('recharge-submit').click();
    const checkout = await payPage;
    await checkout.waitForLoadState();
    await checkout.locator('#pay').click();
    await eventually(() => page.getByTestId('recharge-result').textContent(), 30_000).toBe('Paid');
    await page.getByTestId('recharge-close').click();
    await eventually(figureOf(page, 'balance')).toBe(balance0 + 10050);
    // The statement (last month by default) shows it, and the Excel export downloads a workbook of it.
    await eventually(() =>
      page.getByRole('row').filter({ hasText: '+100.50' }).filter({ hasText: 'Recharge' }).count(),
    ).toBeGreaterThan(0);
    const exported = await page.request.get(
      baseUrl + (await page.getByTestId('statement-export').getAttribute('href'))!,
    );
    expect(exported.status()).toBe(200);
    expect(exported.headers()['content-type']).toContain('spreadsheetml');
    await page.getByRole('tab', { name: 'Recharge records' }).click();
    await eventually(() =>
      page.getByRole('row').filter({ hasText: '100.50' }).filter({ hasText: 'Paid' }).count(),
    ).toBeGreaterThan(0);

    // A bank account to be paid to, shown masked.
    await page.goto(`${baseUrl}/bank-account/index`);
    await page.getByTestId('add-bank-account').click();
    await page.getByTestId('bank-holder').fill('Demo Customer');
    await page.getByTestId('bank-name').fill('Bank of China');
    await page.getByTestId('bank-branch').fill('Shenzhen Nanshan');
    await page.getByTestId('bank-card').fill('6222 0200 1234 5678');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await eventually(() => page.getByRole('row').filter({ hasText: '**** **** **** 5678' }).count()).toBeGreaterThan(0);
    expect(await page.getByText('6222020012345678').count()).toBe(0);
    // The owner sees it whole with the password, in the eye button's dialog only.
    const cardRow = page.getByRole('row').filter({ hasText: 'Demo Customer' }).first();
    await cardRow.locator('[data-testid^="reveal-card-"]').click();
    await page.getByTestId('reveal-password').fill(DEMO_PASSWORD);
    await page.getByTestId('reveal-submit').click();
    await eventually(() => page.getByTestId('revealed').textContent()).toContain('6222020012345678');
    await page.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

    // Apply for 30.00: more than the withdrawable amount is refused with the spec's message; the amount is frozen at once.
    await page.goto(`${baseUrl}/withdrawal-application/index`);
    await eventually(figureOf(page, 'withdrawable')).not.toBeNaN();
    const withdrawable = await figure(page, 'withdrawable');
    await page.getByTestId('withdrawal-amount').fill(((withdrawable + 1) / 100).toFixed(2));
    await page.getByTestId('withdrawal-submit').click();
    await eventually(() => page.getByText('A withdrawal cannot exceed the withdrawable amount').isVisible()).toBe(true);
    await page.getByTestId('withdrawal-amount').fill('30');
    await page.getByTestId('withdrawal-bank-account').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '**** **** **** 5678' }).first().click();
    await page.getByTestId('withdrawal-reason').fill('E2E payout');
    await page.getByTestId('withdrawal-submit').click();
    await eventually(() => page.getByTestId('withdrawal-result').textContent()).toMatch(/frozen/);
    const applied = (await page.getByTestId('withdrawal-result').textContent()) ?? '';
    const withdrawalNo = /Withdrawal (\S+):/.exec(applied)?.[1];
    expect(withdrawalNo, applied).toBeTruthy();
    await eventually(figureOf(page, 'frozen')).toBe(frozen0 + 3000);
    await eventually(figureOf(page, 'balance')).toBe(balance0 + 10050 - 3000);

    await page.goto(`${baseUrl}/withdrawal-records/index`);
    const record = page.getByRole('row').filter({ hasText: withdrawalNo! });
    await eventually(() => record.textContent()).toContain('Unprocessed (frozen)');

    // The operator rejects it with a reason on the finance screen.
    const operator = (await signedIn('platform')).page;
    await operator.goto(`${baseUrl}/finance-management/index`);
    await operator.getByTestId('finance-withdrawal-search').locator('input').fill(withdrawalNo!);
    await operator.getByTestId('finance-withdrawal-search').locator('input').press('Enter');
    await operator.getByTestId(`reject-${withdrawalNo}`).click();
    await operator.getByTestId('reject-reason-input').fill('The account holder does not match the enterprise');
    await operator.getByTestId('reject-confirm').click();
    await eventually(() => operator.getByTestId(`reject-${withdrawalNo}`).count()).toBe(0);

    // The member sees the reason, and the money is back.
    await page.reload();
    await eventually(() => record.textContent()).toContain('Rejected');
    expect(await record.getByTestId('reject-reason').textContent()).toBe(
      'The account holder does not match the enterprise',
    );
    expect(await record.getByTestId(`cancel-${withdrawalNo}`).count()).toBe(0);
    await page.goto(`${baseUrl}/account-balance/index`);
    await eventually(figureOf(page, 'balance')).toBe(balance0 + 10050);
    expect(await figure(page, 'frozen')).toBe(frozen0);
  }, 120_000);

  it('shows the reference of a bank transfer, which finance confirms when the money has arrived', async () => {
    const { page } = await signedIn('customer');
    const operator = (await signedIn('platform')).page;
    await page.goto(`${baseUrl}/account-balance/index`);
    await eventually(figureOf(page, 'balance')).not.toBeNaN();
    const balance0 = await figure(page, 'balance');
    await page.getByTestId('recharge-button').click();
    await page.getByTestId('recharge-amount').fill('20');
    await page.getByText('Bank transfer', { exact: true }).click();
    await page.getByTestId('recharge-submit').click();
    await eventually(() => page.getByTestId('recharge-no').textContent()).toMatch(/^RC/);
    const rechargeNo = (await page.getByTestId('recharge-no').textContent())!;
    expect(await page.getByTestId('bank-reference').textContent()).toContain(rechargeNo);
    await page.getByTestId('recharge-close').click();
    await operator.goto(`${baseUrl}/finance-management/index`);
    await operator.getByRole('tab', { name: 'Recharges' }).click();
    await operator.getByTestId(`confirm-${rechargeNo}`).click();
    await operator.getByRole('button', { name: 'OK' }).click();
    await eventually(() => operator.getByTestId(`confirm-${rechargeNo}`).count()).toBe(0);
    await page.reload();
    await eventually(figureOf(page, 'balance')).toBe(balance0 + 2000);
  });
});
