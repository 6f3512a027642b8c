import { request, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { extractPdfText } from '../apps/server/test/support/pdf-text.js';
import { zipFixture } from '../apps/server/src/modules/gerber/test-support/fixtures.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { DEMO_PASSWORD, DEMO_PHONES, loginByPhone } from './support/session.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** The customer sends a Gerber zip to the demo factory (as the inquiry form does) and waits for its analysis. */
async function customerSendsGerber(folder: string): Promise<void> {
  const api = await request.newContext({ baseURL: baseUrl });
  try {
    await api.post('/api/service/login', {
      data: {
        login_type: 'phone',
        phone_area_code: '+86',
        login_phone: DEMO_PHONES.customer,
        login_password: DEMO_PASSWORD,
      },
    });
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
    await expect
      .poll(
        async () =>
          (
            (await (await api.get('/api/gerber/my-uploads')).json()) as {
              data: { data: Array<{ file_name: string; upload_status: string }> };
            }
          ).data.data.find((f) => f.file_name === `${folder}.zip`)?.upload_status,
        { timeout: 60_000 },
      )
      .toBe('success');
  } finally {
    await api.dispose();
  }
}

/** Picks an option of an antd Select by typing (searchable) or by its text. */
async function choose(testId: string, text: string, search = false) {
  await page.getByTestId(testId).click();
  if (search) await page.keyboard.type(text);
  // Each Select's list is added to the page when first opened: the newest visible one is this Select's.
  await page
    .locator('.ant-select-dropdown:visible')
    .last()
    .locator('.ant-select-item-option', { hasText: text })
    .first()
    .click();
}

async function confirm() {
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
}

async function selectRow(no: string) {
  await page.getByRole('row').filter({ hasText: no }).locator('input[type=radio]').check();
}

describe.skipIf(!runsHere(import.meta.url))(
  'factory quotation: build, bind a Gerber, submit, return, fix, audit, print',
  () => {
    beforeAll(async () => {
      browser = await launchChromium();
    }, 60_000);
    afterAll(async () => {
      await context?.close();
      await browser?.close();
    });

    it('goes from the engineer to the approver and back, and prints the PDF with the Chinese customer name', async () => {
      await context?.close();
      context = await browser.newContext({ locale: 'en-US', viewport: { width: 1600, height: 1100 } });
      page = await context.newPage();
      await customerSendsGerber('arduino-uno');
      await loginByPhone(page, baseUrl, 'factory');
      // The engineer adds a quotation: manufacturer, then product category.
      await page.goto(`${baseUrl}/quotation-management/index`);
      await page.getByTestId('quotation-add').click();
      await choose('add-manufacturer', 'Demo PCB Factory');
      await choose('add-category', 'FR4');
      await page.getByTestId('add-ok').click();
      await page.getByTestId('quotation-editor').waitFor();
      const title = (await page.getByTestId('quotation-editor').locator('strong').first().textContent()) ?? '';
      const no = title.split(' ')[0]!;
      expect(no).toMatch(/^QT\d{12}$/);

      // Customer, a material from the material file, the product's process flow, a Gerber file.
      await choose('customer-select', 'C-1001', true);
      await page.getByTestId('add-material').click();
      await choose('material-0', 'M-CCL-1.6', true);
      await choose('load-flow', 'FR4-4L');
      await choose('gerber-choose', 'arduino-uno.zip');
      await page.getByTestId('gerber-bind').click();
      await page.getByTestId('section-gerber').getByText('arduino-uno.zip').first().waitFor();
      await page.getByTestId('quotation-save').click();
      await page.getByText('Saved.').first().waitFor();
      expect(await page.getByTestId('amount-local').textContent()).toMatch(/^CNY \d+\.\d{2}$/);
      await page.getByTestId('editor-submit').click();
      await confirm();
      await expect
        .poll(() => page.getByTestId('quotation-status').first().textContent(), { timeout: 15_000 })
        .toBe('To be reviewed');

      // The approver returns it with a reason.
      await page.goto(`${baseUrl}/online-quotation-approval/index`);
      await page.getByTestId('quotation-approval').getByRole('row').filter({ hasText: no }).waitFor();
      await selectRow(no);
      await page.getByTestId('quotation-return').click();
      await page.getByTestId('return-reason').fill('Use the Shengyi laminate for this customer');
      await page.getByTestId('return-ok').click();
      await page.getByText('Returned.').first().waitFor();

      // The engineer sees the reason, fixes the quantity and submits again.
      await page.goto(`${baseUrl}/quotation-management/index`);
      await page.getByTestId(`open-${no}`).click();
      expect(await page.getByTestId('return-reason-shown').textContent()).toContain(
        'Use the Shengyi laminate for this customer',
      );
      await page.getByLabel('Order quantity (PCS)').fill('2000');
      await page.getByTestId('quotation-save').click();
      await page.getByText('Saved.').first().waitFor();
      await page.getByTestId('editor-submit').click();
      await confirm();
      await expect
        .poll(() => page.getByTestId('quotation-status').first().textContent(), { timeout: 15_000 })
        .toBe('To be reviewed');

      // The approver audits it and prints it.
      await page.goto(`${baseUrl}/online-quotation-approval/index`);
      await page.getByTestId('quotation-approval').getByRole('row').filter({ hasText: no }).waitFor();
      await selectRow(no);
      await page.getByTestId('quotation-audit').click();
      await confirm();
      await page.getByText('Audited.').first().waitFor();
      await page.getByTestId('tab-approved').click();
      await page.getByTestId('quotation-approval').getByRole('row').filter({ hasText: no }).waitFor();
      await selectRow(no);
      await page.getByTestId('quotation-print').click();
      await page.getByTestId('print-template-internal').click();
      await page.getByTestId('print-preview').getByText('深圳市华星电子有限公司').first().waitFor();
      // Print puts the document alone on paper: under print media the app behind and the dialog's chrome are hidden.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('#root').isVisible()).toBe(false);
      expect(await page.getByTestId('print-template').isVisible()).toBe(false);
      expect(await page.getByTestId('print-now').isVisible()).toBe(false);
      expect(await page.getByTestId('print-preview').getByText('深圳市华星电子有限公司').first().isVisible()).toBe(
        true,
      );
      expect(await page.getByTestId('print-preview').evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(40);
      await page.emulateMedia({ media: 'screen' });
      expect(await page.locator('#root').isVisible()).toBe(true);
      const pdf = await page.request.get(`${baseUrl}/api/quotations/${no}/pdf?template=internal`);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const text = extractPdfText(Buffer.from(await pdf.body()));
      expect(text).toContain('深圳市华星电子有限公司');
      expect(text).toContain(no);
    }, 180_000);
  },
);
