import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { showInApp } from './support/layout.js';
import { loginByPhone } from './support/session.js';
import { eventually } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** A small PDF: enough for the server to know it by its first bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe.skipIf(!runsHere(import.meta.url))('supplier qualification documents (issue 30)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  afterEach(() => context.close());

  it('uploads a certificate with its file and sees it listed with its expiry and file link', async () => {
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    await loginByPhone(page, baseUrl, 'factory');
    await showInApp(page, '/potential-suppliers-management/index');
    await page.getByTestId('supplier-S0005').click();
    await page.getByTestId('supplier-detail').waitFor();
    await page.getByTestId('supplier-add-document').click();
    await page.getByTestId('supplier-document-kind').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'ISO 14001' }).click();
    await page.getByTestId('supplier-document-no').fill('EMS-E2E-001');
    await page
      .getByTestId('supplier-document-file')
      .locator('xpath=ancestor::span[contains(@class,"ant-upload")]')
      .locator('input[type=file]')
      .setInputFiles({ name: 'iso14001.pdf', mimeType: 'application/pdf', buffer: PDF });
    await eventually(() => page.getByTestId('supplier-document-form').textContent()).toContain('iso14001.pdf');
    await page.getByRole('button', { name: 'Save' }).click();
    const table = page.getByTestId('supplier-documents');
    await eventually(() => table.textContent()).toContain('EMS-E2E-001');
    await eventually(() =>
      table.getByTestId('supplier-document-link').filter({ hasText: 'iso14001.pdf' }).count(),
    ).toBe(1);
    await eventually(() => table.textContent()).toContain('No expiry');
  }, 90_000);
});
