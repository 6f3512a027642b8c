import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, freshPhone } from './accounts-api.js';
import { hasChromium, launchChromium } from './support/chromium.js';
import { DEMO_PHONES } from './support/session.js';
import { eventually, loginWith, sidebarEntries } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  contexts.push(context);
  return context.newPage();
}

describe.skipIf(!hasChromium)('staff management (issue 5)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });

  it('adds staff on the screen, and a permission change shows in the member sidebar without a new login', async () => {
    const admin = await newPage();
    await loginWith(admin, baseUrl, { phone: DEMO_PHONES.factory });
    await admin.waitForURL(/\/dashboard$/);
    await admin.goto(`${baseUrl}/staff-management/index`);
    await admin.getByTestId('add-staff').click();
    const dialog = admin.getByRole('dialog');
    const phone = freshPhone();
    await dialog.getByPlaceholder('Mobile phone').fill(phone);
    await dialog.getByLabel('Name').fill('Sam Side');
    await dialog.getByLabel('Department').fill('E2E');
    await dialog.getByRole('button', { name: 'OK' }).click();
    const password = (await admin.getByTestId('initial-password').locator('code').textContent())!.trim();
    expect(password).toMatch(/^\w{12}$/);
    await admin.getByRole('button', { name: 'OK' }).last().click();

    const member = await newPage();
    await loginWith(member, baseUrl, { phone, password });
    await member.waitForURL(/\/dashboard$/);
    expect(await sidebarEntries(member)).toEqual(['Collaboration workbench']);

    await admin.getByPlaceholder('Name, job number, phone, e-mail or department').fill(phone);
    await admin.getByPlaceholder('Name, job number, phone, e-mail or department').press('Enter');
    await eventually(() => admin.getByRole('row').filter({ hasText: 'Sam Side' }).count()).toBe(1);
    await admin.getByRole('row').filter({ hasText: 'Sam Side' }).getByRole('button', { name: 'Permissions' }).click();
    await admin.waitForURL(/\/staff-management-staffing\/index\?uid=/);
    const tree = admin.getByTestId('staff-permissions');
    await tree.getByText('Quotations', { exact: true }).waitFor();
    await tree.locator('.ant-tree-treenode').filter({ hasText: /^Quotations$/ }).locator('.ant-tree-checkbox').click();
    await admin.getByTestId('save-permissions').click();
    await eventually(() => admin.getByText('Permissions saved').isVisible()).toBe(true);

    await member.reload();
    await eventually(() => sidebarEntries(member)).toEqual(['Collaboration workbench', 'Quotation']);
    const factory = await ApiClient.login(baseUrl, DEMO_PHONES.factory);
    const listed = await factory.call<{ data: { staff_name: string }[] }>('GET', `/api/staff?keyword=${phone}`);
    expect(listed.data.data.map((r) => r.staff_name)).toEqual(['Sam Side']);
  });
});
