import { unzipSync, strFromU8 } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { loginByPhone } from './support/session.js';
import { eventually } from './support/shell.js';

/**
 * Issue 33: the factory's admin opens the audit log, narrows it to one record, one action and the last month (a
 * Shanghai-day preset), exports what it shows to Excel and checks the chain.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

interface AuditRow {
  record: string;
  action: string;
  actionName: string;
  summary: string;
}

const screen = () => page.getByTestId('audit-log');
const rows = () => screen().locator('.ant-table-tbody tr.ant-table-row');

/** The rows the API gives under a query (the same session as the page). */
async function apiRows(query: string): Promise<{ data: AuditRow[]; total: number }> {
  const res = await page.request.get(`${baseUrl}/api/admin/audit?${query}`);
  return ((await res.json()) as { data: { data: AuditRow[]; total: number } }).data;
}

/** The texts of an .xlsx's cells (its shared strings). */
const workbookTexts = (bytes: Buffer) => strFromU8(unzipSync(new Uint8Array(bytes))['xl/sharedStrings.xml']!);

describe.skipIf(!runsHere(import.meta.url))('the audit log screen', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('filters by record, action and a date preset, exports the same rows and checks the chain', async () => {
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1600, height: 1100 } });
    page = await context.newPage();
    await loginByPhone(page, baseUrl, 'factory');
    await page.goto(`${baseUrl}/audit-log/index`);
    await rows().first().waitFor();
    await screen().getByRole('columnheader', { name: 'Before → after' }).waitFor();

    const [latest] = (await apiRows('page_size=1')).data;
    expect(latest).toBeDefined();
    await screen().getByPlaceholder('Record id or number').fill(latest!.record);
    await screen().getByPlaceholder('Record id or number').press('Enter');
    const byRecord = await apiRows(`page_size=100&record=${encodeURIComponent(latest!.record)}`);
    await eventually(() => rows().count()).toBe(Math.min(byRecord.total, 20));
    for (const text of await rows().allTextContents()) expect(text).toContain(latest!.record);

    // The action, chosen by its name in words.
    await screen().getByTestId('audit-action').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(latest!.actionName, { exact: true }).click();
    const byAction = await apiRows(
      `page_size=100&record=${encodeURIComponent(latest!.record)}&action=${encodeURIComponent(latest!.action)}`,
    );
    await eventually(() => rows().count()).toBe(Math.min(byAction.total, 20));
    for (const text of await rows().allTextContents()) expect(text).toContain(latest!.actionName);

    // Last month, as whole Shanghai days: the export link carries the same search.
    await screen().getByText('Last month', { exact: true }).click();
    const href = (await screen().getByTestId('audit-export').getAttribute('href'))!;
    expect(href).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    expect(href).toContain(`action=${encodeURIComponent(latest!.action)}`);
    const shown = await apiRows(`page_size=100&${href.split('?')[1]}`);
    await eventually(() => rows().count()).toBe(Math.min(shown.total, 20));

    const exported = await page.request.get(baseUrl + href);
    expect(exported.status()).toBe(200);
    expect(exported.headers()['content-type']).toContain('spreadsheetml');
    const texts = workbookTexts(await exported.body());
    expect(texts).toContain('Before → after');
    if (shown.total > 0) expect(texts).toContain(latest!.record);

    await screen().getByTestId('audit-verify').click();
    await eventually(() => screen().getByTestId('audit-check').textContent()).toMatch(/^The log is intact/);
  }, 120_000);
});
