/**
 * The shared components of spec 01 in a real browser against the real API: the paged table (§3, §9) on the staff
 * management and message centre screens, and the image rules (§4, §9) on the personal profile's avatar upload
 * through /api/file/upload. Staff and avatar belong to a factory enterprise registered for this file (21 staff:
 * its admin and 20 added through the staff API), so the row counts are known and no other test sees them.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from './accounts-api.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { addStaff, listRequest, notices, png, recordNotices, registerFactory } from './support/components.js';
import { loginByPhone } from './support/session.js';
import { eventually, loginWith, openMenu, userMenu } from './support/shell.js';

const baseUrl = inject('baseUrl');
const UPLOAD = '/api/file/upload';
const AVATAR_RULE = 'Images must be JPG or PNG, at most 500 kB';
let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: { phone: string; password: string; api: ApiClient };

/** The screen's first table (the staff list; its "Invitations by phone" table comes after it). */
const firstTable = (p = page) => p.locator('.ant-table-wrapper').first();
const rows = (p = page) => firstTable(p).locator('.ant-table-tbody tr.ant-table-row');
const firstNames = async (n: number) => (await rows().locator('td:nth-child(1)').allTextContents()).slice(0, n);
const pagination = () => firstTable().locator('ul.ant-pagination');
const header = (p: Page, title: string) =>
  firstTable(p).locator('thead th.ant-table-column-has-sorters', { hasText: new RegExp(`^${title}$`) });
const sizeChanger = () => pagination().locator('.ant-pagination-options .ant-select');
const sizeOptions = () => page.locator('.ant-select-dropdown:visible .ant-select-item-option');
const staffRequest = (act: () => Promise<unknown>) => listRequest(page, '/api/staff', act);
/**
 * Refreshes the staff tab (through /redirect, spec 01 §2.7): a new table in its first-page state, without reloading
 * the app. The page also asks once while the address is /redirect/…; the answer is the request made back on the page.
 */
const refreshStaffTab = () =>
  listRequest(
    page,
    '/api/staff',
    async () => {
      await page.getByTestId('tab').filter({ hasText: 'Staff management' }).click({ button: 'right' });
      await page.getByTestId('tag-context-menu').getByRole('menuitem', { name: 'Refresh' }).click();
    },
    () => !page.url().includes('/redirect/'),
  );

async function chooseSize(size: number): Promise<Record<string, string>> {
  // The table a refresh replaced may still be closing its own dropdown: pick from the one open list of 20/60/100.
  await eventually(() => sizeOptions().count()).toBe(0);
  await sizeChanger().click();
  await eventually(() => sizeOptions().count()).toBe(3);
  return staffRequest(() =>
    sizeOptions()
      .filter({ hasText: `${size} /` })
      .click(),
  );
}

describe.skipIf(!runsHere(import.meta.url))('shared components in the browser (spec 01 §3, §4, §5, §9)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    admin = await registerFactory(baseUrl, 'Components Factory');
    await addStaff(baseUrl, admin.api, 'Paging', 20);
    context = await browser.newContext({ locale: 'en-US' });
    page = await context.newPage();
    await loginWith(page, baseUrl, { phone: admin.phone, password: admin.password });
    await page.waitForURL(/\/dashboard$/);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  describe('paged table on staff management', () => {
    let query: Record<string, string>;
    beforeAll(async () => {
      query = await staffRequest(() => openMenu(page, 'Staff', 'staff-management'));
    });

    it('asks for page 1 of 20 and offers the page sizes 20 / 60 / 100', async () => {
      expect(query).toMatchObject({ page_no: '1', page_size: '20' });
      expect(query).not.toHaveProperty('field');
      expect(query).not.toHaveProperty('sort');
      await eventually(() => rows().count()).toBe(20);
      expect(await pagination().getByText('21 items in all').isVisible()).toBe(true);
      expect(await sizeChanger().innerText()).toMatch(/^20 \//);
      await sizeChanger().click();
      // The dropdown opens after the click returns: read its options once they are there.
      await eventually(async () => (await sizeOptions().allTextContents()).map((o) => parseInt(o, 10))).toEqual([
        20, 60, 100,
      ]);
      await page.keyboard.press('Escape');
      await eventually(() => sizeOptions().count()).toBe(0);
    });

    it('asks for the next page by page_no', async () => {
      expect(await staffRequest(() => pagination().locator('.ant-pagination-item-2').click())).toMatchObject({
        page_no: '2',
        page_size: '20',
      });
      await eventually(() => rows().count()).toBe(1);
    });

    it('starts a new page size at page 1, and hides the pagination once everything fits on one page', async () => {
      expect(await chooseSize(60)).toMatchObject({ page_no: '1', page_size: '60' });
      await eventually(() => rows().count()).toBe(21);
      await eventually(() => pagination().count()).toBe(0);
    });

    it('asks for 100 rows when 100 is chosen', async () => {
      expect(await refreshStaffTab()).toMatchObject({ page_no: '1', page_size: '20' });
      await eventually(() => pagination().isVisible()).toBe(true);
      expect(await chooseSize(100)).toMatchObject({ page_no: '1', page_size: '100' });
      await eventually(() => rows().count()).toBe(21);
      await eventually(() => pagination().count()).toBe(0);
    });

    it('sorts on the server: field and asc, then desc, then neither', async () => {
      await refreshStaffTab();
      await eventually(() => rows().count()).toBe(20);

      const name = header(page, 'Name');
      expect(await staffRequest(() => name.click())).toMatchObject({
        page_no: '1',
        page_size: '20',
        field: 'staff_name',
        sort: 'asc',
      });
      await eventually(() => firstNames(2)).toEqual(['Paging 01', 'Paging 02']);

      expect(await staffRequest(() => name.click())).toMatchObject({
        page_no: '1',
        page_size: '20',
        field: 'staff_name',
        sort: 'desc',
      });
      await eventually(() => firstNames(2)).toEqual(['Zoe Admin', 'Paging 20']);

      const none = await staffRequest(() => name.click());
      expect(none).toMatchObject({ page_no: '1', page_size: '20' });
      expect(none).not.toHaveProperty('field');
      expect(none).not.toHaveProperty('sort');
      await eventually(() => firstNames(2)).toEqual(['Zoe Admin', 'Paging 01']);
    });

    it('keeps the page on a sort change (antd): sorted on page 2, it asks for page 2 of the new order', async () => {
      await staffRequest(() => pagination().locator('.ant-pagination-item-2').click());
      expect(await staffRequest(() => header(page, 'Job number').click())).toMatchObject({
        page_no: '2',
        page_size: '20',
        field: 'job_number',
        sort: 'asc',
      });
    });
  });

  describe('paged table with multiple selection on the message centre (demo factory, nothing changed)', () => {
    let demo: BrowserContext;
    let centre: Page;
    let first: Record<string, string>;
    beforeAll(async () => {
      demo = await browser.newContext({ locale: 'en-US' });
      centre = await demo.newPage();
      await loginByPhone(centre, baseUrl, 'factory');
      // The workbench asks for its five latest messages too: the request wanted is the one made on the message centre.
      first = await listRequest(
        centre,
        '/api/messages',
        () => userMenu(centre, 'Message centre'),
        () => centre.url().includes('/message-centre/'),
      );
      await rows(centre).first().waitFor();
    });
    afterAll(() => demo?.close());

    it('asks for page 1 of 20 and sends the sort of its Time column', async () => {
      expect(first).toMatchObject({ page_no: '1', page_size: '20' });
      // Other browser tests leave the factory messages, so the page holds up to 20 of them.
      expect(await rows(centre).count()).toBeLessThanOrEqual(20);
      const time = header(centre, 'Time');
      expect(await listRequest(centre, '/api/messages', () => time.click())).toMatchObject({
        page_no: '1',
        field: 'created_at',
        sort: 'asc',
      });
      expect(await listRequest(centre, '/api/messages', () => time.click())).toMatchObject({
        page_no: '1',
        field: 'created_at',
        sort: 'desc',
      });
    });

    it('keeps its action disabled until a row is selected (so "please select one data" cannot show here)', async () => {
      const markRead = centre.getByRole('button', { name: 'Mark as read' });
      expect(await markRead.isDisabled()).toBe(true);
      await rows(centre).first().locator('.ant-checkbox-input').check();
      await eventually(() => markRead.isEnabled()).toBe(true);
    });
  });

  describe('avatar upload on the personal profile (image rules through /api/file/upload)', () => {
    const uploads: Request[] = [];
    let avatarCalls = 0;
    const avatarImg = () => page.locator('[data-testid=personal-information] .ant-avatar img');
    const fileInput = () => page.locator('[data-testid=personal-information] input[type=file]');

    beforeAll(() => {
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === UPLOAD) uploads.push(r);
        if (new URL(r.url()).pathname === '/api/profile/avatar' && r.method() === 'POST') avatarCalls++;
      });
    });

    it('uploads a PNG under 500 kB as kind=image, saves it as the avatar and shows it', async () => {
      await userMenu(page, 'Personal profile');
      await page.waitForURL(/\/personal-Information\/index$/);
      await fileInput().waitFor({ state: 'attached' });
      const before = (await avatarImg().count()) ? await avatarImg().getAttribute('src') : null;

      const image = png(48, [24, 144, 255]);
      const [answer] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === UPLOAD),
        fileInput().setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: image }),
      ]);
      expect(Object.fromEntries(new URL(answer.url()).searchParams)).toMatchObject({
        productid: 'pcb_uniontrans',
        kind: 'image',
        purpose: 'avatar',
      });
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toMatchObject({
        code: 1,
        data: {
          name: 'avatar.png',
          size: image.length,
          type: 'image/png',
          url: expect.stringMatching(/^\/api\/file\/getfile\?productid=pcb_uniontrans&id=[\w-]+&download=0$/),
        },
      });

      await eventually(() => page.getByText('Avatar changed').isVisible()).toBe(true);
      await eventually(() => avatarImg().getAttribute('src')).toMatch(/^\/api\/profile\/avatar\/[\w-]+\?v=[\w-]+$/);
      expect(await avatarImg().getAttribute('src')).not.toBe(before);
      await eventually(() => avatarImg().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(
        48,
      );
    });

    it('refuses a PNG over 500 kB and a text file with the message, sends nothing and keeps the avatar', async () => {
      const before = await avatarImg().getAttribute('src');
      const sent = uploads.length;
      const saved = avatarCalls;
      await recordNotices(page);

      await fileInput().setInputFiles({
        name: 'big.png',
        mimeType: 'image/png',
        buffer: png(48, [255, 0, 0], 600 * 1024),
      });
      await eventually(() => notices(page, AVATAR_RULE)).toBe(1);
      await fileInput().setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not an image\n'),
      });
      await eventually(() => notices(page, AVATAR_RULE)).toBe(2);

      await page.waitForTimeout(300);
      expect(uploads.length).toBe(sent);
      expect(avatarCalls).toBe(saved);
      expect(await notices(page, 'Avatar changed')).toBe(0);
      expect(await avatarImg().getAttribute('src')).toBe(before);
    });

    it('the server applies the same rule to an image posted directly with kind=image', async () => {
      const post = (query: string, name: string, mimeType: string, buffer: Buffer) =>
        context.request.post(`${baseUrl}${UPLOAD}?productid=pcb_uniontrans${query}`, {
          multipart: { file: { name, mimeType, buffer } },
          headers: { 'accept-language': 'en' },
        });
      const big = png(48, [255, 0, 0], 600 * 1024);

      const tooLarge = await post('&kind=image&purpose=avatar', 'big.png', 'image/png', big);
      expect(tooLarge.status()).toBe(413);
      expect(await tooLarge.json()).toMatchObject({ code: 0, msg: expect.stringContaining('500 kB') });
      const notImage = await post(
        '&kind=image&purpose=avatar',
        'notes.png',
        'image/png',
        Buffer.from('not an image\n'),
      );
      expect(notImage.status()).toBe(400);
      expect((await notImage.json()).code).toBe(0);

      // Without kind=image the upload is a plain file (up to 20 MB): that is why the client must send the kind,
      // and the avatar call refuses such a file.
      const plain = await post('', 'big.png', 'image/png', big);
      expect(plain.status()).toBe(200);
      const id = (await plain.json()).data.id as string;
      const setAvatar = await context.request.post(`${baseUrl}/api/profile/avatar`, {
        data: { file_id: id },
        headers: { 'accept-language': 'en' },
      });
      expect(setAvatar.status()).toBe(400);
      expect((await setAvatar.json()).msg).toContain('500 kB');
    });
  });
});
