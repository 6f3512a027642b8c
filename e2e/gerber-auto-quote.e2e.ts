import { request, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { zipFixture } from '../apps/server/src/modules/gerber/test-support/fixtures.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { DEMO_PASSWORD, DEMO_PHONES, loginByPhone } from './support/session.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

const text = (testId: string) => page.getByTestId(testId).first().textContent();

/** The customer sends a Gerber zip to the demo factory through the API (as the inquiry form does). */
async function customerUploads(folder: string): Promise<void> {
  const api = await request.newContext({ baseURL: baseUrl });
  try {
    const login = await api.post('/api/service/login', {
      data: {
        login_type: 'phone',
        phone_area_code: '+86',
        login_phone: DEMO_PHONES.customer,
        login_password: DEMO_PASSWORD,
      },
    });
    expect(login.status()).toBe(200);
    const merchants = (await (await api.get('/api/pricing/merchants')).json()) as {
      data: Array<{ uid: string; name: string }>;
    };
    const factory = merchants.data.find((m) => m.name === 'Demo PCB Factory')!;
    const upload = await api.post('/api/gerber/files', {
      multipart: {
        merchant_uid: factory.uid,
        file: { name: `${folder}.zip`, mimeType: 'application/zip', buffer: Buffer.from(zipFixture(folder)) },
      },
    });
    expect(upload.status()).toBe(202);
  } finally {
    await api.dispose();
  }
}

describe.skipIf(!runsHere(import.meta.url))(
  'automatic quotation from a Gerber zip, and the factory’s Gerber file management',
  () => {
    beforeAll(async () => {
      browser = await launchChromium();
    });
    afterAll(() => browser?.close());
    beforeEach(async () => {
      context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 1000 } });
      page = await context.newPage();
    });
    afterEach(() => context.close());

    it('fills the board from the dropped arduino-uno zip, shows what was found beside the preview, and prices it', async () => {
      await loginByPhone(page, baseUrl, 'customer');
      await page.goto(`${baseUrl}/online-inquiry/index`);
      await expect
        .poll(() => page.getByTestId('inquiry-merchant').textContent(), { timeout: 15_000 })
        .toContain('Demo PCB Factory');
      await page
        .locator('[data-testid="gerber-drop"] input[type=file], input[type=file]')
        .first()
        .setInputFiles({
          name: 'arduino-uno.zip',
          mimeType: 'application/zip',
          buffer: Buffer.from(zipFixture('arduino-uno')),
        });
      await expect.poll(() => text('cam-size'), { timeout: 30_000 }).toBe('68.58 × 53.34 mm');
      expect(await text('cam-layers')).toBe('2');
      expect(await text('filled-WIDTH_MM')).toBe('68.58 mm');
      expect(await text('filled-HEIGHT_MM')).toBe('53.34 mm');
      expect(await text('filled-LAYERS')).toBe('2');
      expect(await page.getByTestId('upload-status').first().textContent()).toBe('Uploaded');
      await expect
        .poll(
          () =>
            page
              .getByTestId('gerber-preview-top')
              .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
          { timeout: 10_000 },
        )
        .toBe(true);

      // The quantity has no CAM mapping: the customer enters it, and the price follows with the Gerber values.
      await page.getByTestId('param-QTY').fill('10');
      await expect.poll(() => text('price-total'), { timeout: 15_000 }).toMatch(/^\d+\.\d{2}$/);
      expect(await page.getByTestId('param-WIDTH_MM').getAttribute('placeholder')).toBe('68.58');
      expect(await page.getByTestId('param-HEIGHT_MM').getAttribute('placeholder')).toBe('53.34');
      const fromGerber = await text('price-total');

      // An entered value wins over the one from the Gerber files.
      await page.getByTestId('param-WIDTH_MM').fill('140');
      await expect.poll(() => text('price-total'), { timeout: 10_000 }).not.toBe(fromGerber);
    });

    /** The factory workbench's count of analysed Gerber sets waiting for review, opened from the sidebar. */
    async function gerberToReview(): Promise<number> {
      await page.getByTestId('menu-collaborative-workbench').click();
      await page.waitForURL(/\/dashboard$/);
      const value = page.getByTestId('shortcut-gerber-file-management').locator('.ant-statistic-content-value');
      await expect.poll(() => value.textContent(), { timeout: 10_000 }).toMatch(/^\d+$/);
      return Number(await value.textContent());
    }

    it('shows the customer’s upload to the factory, which approves it', async () => {
      await customerUploads('usbvil');
      await loginByPhone(page, baseUrl, 'factory');
      await page.goto(`${baseUrl}/gerber-file-management/index`);
      const row = page.getByRole('row', { name: /usbvil\.zip/ }).first();
      await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Demo Electronics Customer Co.');
      await expect
        .poll(async () => (await page.reload(), await row.textContent()), { timeout: 20_000, interval: 1_000 })
        .toContain('33.95 × 14.6 mm');
      expect(await row.getByTestId('audit-status').textContent()).toBe('Under review');
      expect(await row.getByTestId('binding-status').textContent()).toBe('Unbound');
      const waiting = await gerberToReview();
      expect(waiting).toBeGreaterThanOrEqual(1);
      await page.locator('[data-testid=tab][data-path="/gerber-file-management/index"]').click();
      await row.getByTestId('gerber-approve').click();
      await expect.poll(() => row.getByTestId('audit-status').textContent(), { timeout: 10_000 }).toBe('Approved');
      await expect.poll(gerberToReview, { timeout: 10_000 }).toBe(waiting - 1);
      await page.locator('[data-testid=tab][data-path="/gerber-file-management/index"]').click();

      await row.getByTestId('gerber-file-name').click();
      const drawer = page.getByTestId('gerber-drawer');
      await expect.poll(() => drawer.getByText('Operation log').isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await drawer.getByTestId('audit-status').first().textContent()).toBe('Approved');
      await expect
        .poll(() => drawer.getByRole('cell', { name: 'Reviewed', exact: true }).isVisible(), { timeout: 10_000 })
        .toBe(true);
    });
  },
);
