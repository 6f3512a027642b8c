import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { zipFixture } from '../apps/server/src/modules/gerber/test-support/fixtures.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { loginByPhone } from './support/session.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];

async function signedIn(who: 'factory' | 'customer'): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  contexts.push(context);
  const page = await context.newPage();
  await loginByPhone(page, baseUrl, who);
  return page;
}

describe.skipIf(!runsHere(import.meta.url))(
  'inquiry: estimate → inquiry → the factory changes the price with a reason → the customer sees the difference',
  () => {
    beforeAll(async () => {
      browser = await launchChromium();
    });
    afterAll(async () => {
      for (const context of contexts) await context.close();
      await browser?.close();
    });

    it('makes an inquiry from the estimate form, the factory approves it lower with a reason, the customer sees the price marked as changed', async () => {
      const customer = await signedIn('customer');
      await customer.goto(`${baseUrl}/online-quotation-management-quotation/index`);
      await customer.locator('#param-LAYERS').getByText('2', { exact: true }).click();
      await customer.getByTestId('param-WIDTH_MM').fill('100');
      await customer.getByTestId('param-HEIGHT_MM').fill('80');
      await customer.getByTestId('param-QTY').fill('50');
      await customer.getByTestId('server-agrees').waitFor({ timeout: 15_000 });
      const estimate = ((await customer.getByTestId('price-total').textContent()) ?? '').trim();
      expect(estimate).toMatch(/^\d+\.\d{2}$/);

      await customer.getByTestId('make-inquiry').click();
      await customer.getByTestId('submit-inquiry').click();
      await customer.waitForURL(/\/online-inquiry-details\/index\?no=XJ/);
      const no = new URL(customer.url()).searchParams.get('no')!;
      await customer.getByTestId('inquiry-detail-no').waitFor();
      expect(await customer.getByTestId('inquiry-status').first().textContent()).toBe('To be reviewed');
      expect(await customer.getByTestId('inquiry-detail-total').textContent()).toBe(`CNY ${estimate}`);

      const factory = await signedIn('factory');
      await factory.goto(`${baseUrl}/inquiry-management/index`);
      await factory.getByTestId('inquiry-search').locator('input').fill(no);
      await factory.getByTestId('inquiry-search').locator('input').press('Enter');
      await factory.getByRole('cell', { name: no }).waitFor();
      await factory
        .getByRole('row', { name: new RegExp(no) })
        .getByTestId('inquiry-review')
        .click();
      const lower = (Number(estimate) - 5).toFixed(2);
      await factory.getByTestId('review-total').fill(lower);
      // A changed price without a reason is refused by the server; the dialog stays.
      await factory.getByTestId('review-approve').click();
      await factory.getByText('reason: give the reason for changing the price or the lead time').waitFor();
      await factory.getByTestId('review-reason').fill('Repeat customer discount');
      await factory.getByTestId('review-approve').click();
      await factory.getByTestId('inquiry-tab-approved').click();
      await factory.getByRole('cell', { name: no }).waitFor();

      await customer.reload();
      await customer.getByTestId('inquiry-detail-no').waitFor();
      await customer.getByTestId('diff-changed-total').waitFor();
      expect(await customer.getByTestId('inquiry-status').first().textContent()).toBe('Approved');
      expect(await customer.getByTestId('inquiry-detail-total').textContent()).toBe(`CNY ${lower}`);
      expect(await customer.getByTestId('inquiry-detail-reason').textContent()).toBe('Repeat customer discount');
      const changed = await customer.getByTestId('diff-changed-total').textContent();
      expect(changed).toContain(estimate);
      expect(changed).toContain(lower);
      expect(changed).toContain('changed');
      expect(await customer.getByTestId('diff-same-LAYERS').count()).toBe(1);
      expect(await customer.getByTestId('inquiry-log').textContent()).toContain('Repeat customer discount');
    });

    it('an inquiry made from a Gerber upload shows the board’s design-rule findings against the factory’s table', async () => {
      const customer = await signedIn('customer');
      await customer.goto(`${baseUrl}/online-inquiry/index`);
      await expect
        .poll(() => customer.getByTestId('inquiry-merchant').textContent(), { timeout: 15_000 })
        .toContain('Demo PCB Factory');
      await customer
        .locator('[data-testid="gerber-drop"] input[type=file], input[type=file]')
        .first()
        .setInputFiles({
          name: 'arduino-uno.zip',
          mimeType: 'application/zip',
          buffer: Buffer.from(zipFixture('arduino-uno')),
        });
      await expect.poll(() => customer.getByTestId('cam-layers').first().textContent(), { timeout: 60_000 }).toBe('2');
      await customer.getByTestId('param-QTY').fill('10');
      await expect
        .poll(() => customer.getByTestId('price-total').first().textContent(), { timeout: 15_000 })
        .toMatch(/^\d+\.\d{2}$/);
      await customer.getByTestId('make-inquiry').click();
      await customer.getByTestId('submit-inquiry').click();
      await customer.waitForURL(/\/online-inquiry-details\/index\?no=XJ/);
      // The server's findings (stored analysis × the demo factory's table), in the quote form's component.
      const findings = customer.getByTestId('inquiry-dfm').getByTestId('dfm-findings');
      await findings.getByTestId('dfm-maxLayers').waitFor({ timeout: 15_000 });
      expect(await findings.getByTestId('dfm-maxLayers').getByTestId('dfm-measured').textContent()).toBe('2');
      expect(await findings.getByTestId('dfm-maxLayers').getByTestId('dfm-verdict').textContent()).toBe('Fine');
      expect(await findings.getByTestId('dfm-minPlatedHole').getByTestId('dfm-measured').textContent()).toMatch(
        /^\d+(\.\d+)? mm$/,
      );
      expect(await findings.getByTestId('dfm-overall').textContent()).toMatch(
        /Fine|Needs an upgrade|Cannot be made here/,
      );
      expect(await findings.getByTestId('dfm-copper').textContent()).toMatch(/^\d+(\.\d+)? oz copper$/);
    }, 180_000);

    it('the online-quotation start page says where a priced board goes next and opens the inquiries and the cart', async () => {
      const customer = await signedIn('customer');
      await customer.goto(`${baseUrl}/online-quotation-management/index`);
      const notice = customer.getByTestId('quotation-next-steps');
      await notice.waitFor();
      expect(await notice.textContent()).toContain('Once the factory approves it, put it in your cart');
      expect(await notice.textContent()).not.toContain('comes with the inquiry screens');
      await notice.getByTestId('next-inquiries').click();
      await customer.waitForURL(/\/online-inquiry-management\/index$/);
      await customer.goto(`${baseUrl}/online-quotation-management/index`);
      await customer.getByTestId('next-cart').click();
      await customer.waitForURL(/\/shopping-cart\/index$/);
    });
  },
);
