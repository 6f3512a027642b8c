import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, registerByApi } from './accounts-api.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { DEMO_PASSWORD, DEMO_PHONES } from './support/session.js';
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
    // The navbar's switch-enterprise list is fetched again: the factory is there without signing in again.
    await member.getByTestId('user-menu').click();
    await member.getByRole('menuitem', { name: 'Switch enterprise' }).click();
    const switchDialog = member.getByRole('dialog').filter({ hasText: 'Switch enterprise' });
    await eventually(() => switchDialog.getByRole('cell', { name: 'Demo PCB Factory' }).count()).toBe(1);
    await member.keyboard.press('Escape');

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
  it('a staff member (satff_member 1) without /want-consult: the bell shows 99+ and opens the work-order centre, not 404', async () => {
    const person = await registerByApi(baseUrl, 'Bellman');
    const factory = new ApiClient(baseUrl);
    const signIn = await factory.call<{ joined_enterprise_info: { enterprise_uid: string }[] }>(
      'POST',
      '/api/service/login',
      { login_type: 'phone', phone_area_code: '+86', login_phone: DEMO_PHONES.factory, login_password: DEMO_PASSWORD },
    );
    const factoryUid = signIn.data.joined_enterprise_info[0]!.enterprise_uid;
    const invited = await factory.call('POST', '/api/staff', {
      phone_area_code: '+86',
      phone: person.phone,
      staff_name: 'Bellman',
      staff_member: 1,
    });
    expect(invited.code).toBe(1);
    const member = await ApiClient.login(baseUrl, person.phone, person.password);
    const invitations = await member.call<{ data: { uid: string }[] }>('GET', '/api/my/staff-invitations');
    const accepted = await member.call('POST', `/api/my/staff-invitations/${invitations.data.data[0]!.uid}/accept`, {});
    expect(accepted, accepted.msg).toMatchObject({ code: 1 });
    const staffUid = (
      await factory.call<{ data: { staff_uid: string }[] }>('GET', `/api/staff?keyword=${person.phone}`)
    ).data.data[0]!.staff_uid;
    const tree = await factory.call<{ menus: { package_url: string | null; auth_code: number }[] }>(
      'GET',
      `/api/staff/${staffUid}/permissions`,
    );
    const codes = tree.data.menus
      .filter((m) => m.package_url === 'collaborative-workbench' || m.package_url === 'work-order-center')
      .map((m) => m.auth_code);
    expect(codes).toHaveLength(2);
    expect((await factory.call('PUT', `/api/staff/${staffUid}/permissions`, { auth_codes: codes })).code).toBe(1);

    // 100 consultations to the factory: each rings its staff members, this one among them.
    const customer = await ApiClient.login(baseUrl, DEMO_PHONES.customer);
    for (let i = 0; i < 100; i++) {
      const filed = await customer.call('POST', '/api/work-orders', {
        kind: 'consult',
        type: 'invoice',
        title: `Bell ${i}`,
        content: 'Counting the bell',
        merchantId: factoryUid,
      });
      expect(filed.code).toBe(1);
    }

    const page = await newPage();
    await loginWith(page, baseUrl, { phone: person.phone, password: person.password });
    await page.getByRole('dialog').getByRole('cell', { name: 'Demo PCB Factory' }).click();
    await page.waitForURL(/\/dashboard$/);
    const badge = page.getByTestId('bell-badge').locator('.ant-badge-count');
    await eventually(() => badge.textContent()).toBe('99+');
    await page.getByTestId('bell').click();
    await page.waitForURL(/\/work-order-center\/index$/);
    expect(await page.getByText('404').count()).toBe(0);
  }, 120_000);
});
