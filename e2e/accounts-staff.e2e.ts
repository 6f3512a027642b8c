import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, registerByApi } from './accounts-api.js';
import { launchChromium, runsHere } from './support/chromium.js';
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

describe.skipIf(!runsHere(import.meta.url))('staff management (issue 5)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });

  it('adds staff by an invitation the person accepts (bell, profile page); then a permission change shows without a new login', async () => {
    const person = await registerByApi(baseUrl, 'Sam');
    const phone = person.phone;
    const admin = await newPage();
    await loginWith(admin, baseUrl, { phone: DEMO_PHONES.factory });
    await admin.waitForURL(/\/dashboard$/);
    await admin.goto(`${baseUrl}/staff-management/index`);
    await admin.getByTestId('add-staff').click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByPlaceholder('Mobile phone').fill(phone);
    await dialog.getByLabel('Name').fill('Sam Side');
    await dialog.getByLabel('Department').fill('E2E');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await eventually(() => admin.getByTestId('invitation-sent').textContent()).toContain(`+86 ${phone}`);
    await admin.getByRole('button', { name: 'OK' }).last().click();
    // The invitation waits; nothing of the person is in the staff list before they accept.
    await eventually(() =>
      admin.getByRole('row').filter({ hasText: phone }).filter({ hasText: 'Pending' }).count(),
    ).toBe(1);
    const factory = await ApiClient.login(baseUrl, DEMO_PHONES.factory);
    expect((await factory.call<{ total: number }>('GET', `/api/staff?keyword=${phone}`)).data.total).toBe(0);

    const member = await newPage();
    await loginWith(member, baseUrl, { phone, password: person.password });
    await member.waitForURL(/\/dashboard$/);
    await eventually(() => member.getByTestId('bell-badge').locator('.ant-badge-count').isVisible()).toBe(true);
    await member.goto(`${baseUrl}/personal-Information/index`);
    const invitations = member.getByTestId('staff-invitations');
    await invitations.getByRole('cell', { name: 'Demo PCB Factory' }).waitFor();
    await invitations.getByRole('button', { name: 'Accept' }).click();
    await eventually(() => member.getByText('You have joined Demo PCB Factory').isVisible()).toBe(true);

    // Signing in again, the person chooses the factory and works there with the workbench only.
    await member.context().clearCookies();
    await loginWith(member, baseUrl, { phone, password: person.password });
    await member.getByRole('dialog').getByRole('cell', { name: 'Demo PCB Factory' }).click();
    await member.waitForURL(/\/dashboard$/);
    expect(await sidebarEntries(member)).toEqual(['Collaboration workbench']);

    await admin.reload();
    const search = admin.getByPlaceholder('Name, job number, phone, e-mail or department');
    await search.fill(phone);
    await search.press('Enter');
    const staffRow = admin
      .getByRole('row')
      .filter({ hasText: phone })
      .filter({ has: admin.getByRole('button', { name: 'Permissions' }) });
    await eventually(() => staffRow.count()).toBe(1);
    expect(await staffRow.textContent()).toContain('Sam Side');
    await staffRow.getByRole('button', { name: 'Permissions' }).click();
    await admin.waitForURL(/\/staff-management-staffing\/index\?uid=/);
    const tree = admin.getByTestId('staff-permissions');
    await tree.getByText('Quotations', { exact: true }).waitFor();
    await tree
      .locator('.ant-tree-treenode')
      .filter({ hasText: /^Quotations$/ })
      .locator('.ant-tree-checkbox')
      .click();
    await admin.getByTestId('save-permissions').click();
    await eventually(() => admin.getByText('Permissions saved').isVisible()).toBe(true);

    await member.reload();
    await eventually(() => sidebarEntries(member)).toEqual(['Collaboration workbench', 'Quotation']);
    const listed = await factory.call<{ data: { staff_name: string }[] }>('GET', `/api/staff?keyword=${phone}`);
    expect(listed.data.data.map((r) => r.staff_name)).toEqual(['Sam Side']);
  });
});
