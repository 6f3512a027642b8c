/**
 * The shared components of spec 01 that no screen uses fully yet, alone in a real browser: the paged table's single
 * and multiple selection, 合计 row and pagination (§3, §9), and ImageUpload (§4, §9). e2e/harness mounts each with
 * the app's providers; the table's fetch is a fake in the page that keeps what it was asked, and the images go
 * through /api/file/upload of the real server, signed in as a factory enterprise registered for this file.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { notices, png, recordNotices, registerFactory } from './support/components.js';
import { startHarness, type Harness } from './support/harness.js';
import { eventually } from './support/shell.js';

const baseUrl = inject('baseUrl');
const UPLOAD = '/api/file/upload';
let browser: Browser;
let context: BrowserContext;
let page: Page;
let harness: Harness;

const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const names = () =>
  rows()
    .locator('td', { hasText: /^Board / })
    .allTextContents();
const pagination = () => page.locator('ul.ant-pagination');
const summaryCells = () => page.getByTestId('summary-row').locator('td').allTextContents();
const header = (title: string) =>
  page.locator('thead th.ant-table-column-has-sorters', { hasText: new RegExp(`^${title}$`) });
/** What the toolbar action got back from requireOne / requireSelection, one entry per click. */
const picked = () => page.evaluate(() => (window as unknown as { __picked?: unknown[] }).__picked ?? []);
/** The last query the table's fetch received. */
const lastFetch = () => page.evaluate(() => (window as unknown as { __fetches: unknown[] }).__fetches.at(-1));

async function openTable(scenario: string, count: number, lang = 'en') {
  await harness.open(page, scenario, lang);
  await eventually(() => rows().count()).toBe(count);
}

describe.skipIf(!runsHere(import.meta.url))(
  'shared components alone in the browser: the component harness (spec 01 §3, §4, §9)',
  () => {
    beforeAll(async () => {
      [browser, harness] = await Promise.all([launchChromium(), startHarness(baseUrl)]);
      context = await browser.newContext({ locale: 'en-US' });
      page = await context.newPage();
      // The first page makes Vite bundle the dependencies: done here, not within a test's time.
      await harness.open(page, 'one-page');
    });
    afterAll(async () => {
      await context?.close();
      await browser?.close();
      await harness?.close();
    });

    describe('paged table with single selection', () => {
      it('says "Please select one data" when the action runs with nothing selected, then answers the one row selected', async () => {
        await openTable('single-select', 3);
        await recordNotices(page);
        const open = page.getByRole('button', { name: 'Open one' });

        await open.click();
        await eventually(() => notices(page, 'Please select one data')).toBe(1);
        await eventually(() => picked()).toEqual([null]);

        await rows().nth(1).locator('.ant-radio-input').check();
        await open.click();
        await eventually(() => picked()).toEqual([null, 'Board 02']);

        await rows().nth(2).locator('.ant-radio-input').check();
        expect(await rows().nth(1).locator('.ant-radio-input').isChecked()).toBe(false);
        await open.click();
        await eventually(() => picked()).toEqual([null, 'Board 02', 'Board 03']);
        expect(await notices(page, 'Please select one data')).toBe(1);
      });

      it('says 请选择一条数据 in Simplified Chinese', async () => {
        await openTable('single-select', 3, 'zh-CN');
        await recordNotices(page);
        await page.getByRole('button', { name: 'Open one' }).click();
        await eventually(() => notices(page, '请选择一条数据')).toBe(1);
        await eventually(() => picked()).toEqual([null]);
      });
    });

    describe('paged table with multiple selection', () => {
      it('says "Please select one data" with nothing selected, then answers every row selected', async () => {
        await openTable('multi-select', 3);
        await recordNotices(page);
        const use = page.getByRole('button', { name: 'Use selected' });

        await use.click();
        await eventually(() => notices(page, 'Please select one data')).toBe(1);

        await rows().nth(0).locator('.ant-checkbox-input').check();
        await rows().nth(2).locator('.ant-checkbox-input').check();
        await use.click();
        await eventually(() => picked()).toEqual([null, ['Board 01', 'Board 03']]);

        await page.locator('thead .ant-checkbox-input').check();
        await use.click();
        // Selecting all adds Board 02 after the two already selected: the rows come in the order they were selected.
        await eventually(() => picked()).toEqual([
          null,
          ['Board 01', 'Board 03'],
          ['Board 01', 'Board 03', 'Board 02'],
        ]);
        expect(await notices(page, 'Please select one data')).toBe(1);
      });
    });

    describe('paged table summary row', () => {
      it('shows Total, the sums of numeric columns and N/A for text (0.1 + 0.2 shows 0.3)', async () => {
        await openTable('summary', 2);
        await eventually(() => summaryCells()).toEqual(['Total', '6', '0.3', 'N/A']);
      });

      it('labels it 合计 in Simplified Chinese', async () => {
        await openTable('summary', 2, 'zh-CN');
        await eventually(() => summaryCells()).toEqual(['合计', '6', '0.3', 'N/A']);
      });

      it('sums to the cent at billions: 3000000000.07 + "0.01" shows 3000000000.08', async () => {
        await openTable('summary-large', 2);
        await eventually(() => summaryCells()).toEqual(['Total', '14', '3000000000.08', 'N/A']);
      });

      it('puts the label in the selection column and shows N/A for a column with one value that is not a number', async () => {
        await openTable('summary-selectable', 2);
        await eventually(() => summaryCells()).toEqual(['Total', 'N/A', '4', 'N/A', 'N/A']);
      });
    });

    describe('paged table pagination and what its fetch is asked', () => {
      it('hides the pagination when all 5 rows fit on one page', async () => {
        await openTable('one-page', 5);
        expect(await pagination().count()).toBe(0);
      });

      it('shows it anyway when alwaysShowPagination is set', async () => {
        await openTable('one-page-always', 5);
        await eventually(() => pagination().getByText('5 items in all').isVisible()).toBe(true);
        expect(await pagination().locator('.ant-pagination-options .ant-select').innerText()).toMatch(/^20 \//);
      });

      it('asks for page_no 1 and page_size 20 first, without field or sort', async () => {
        await openTable('paging', 20);
        expect(await lastFetch()).toEqual({ page_no: 1, page_size: 20 });
        expect(await pagination().getByText('45 items in all').isVisible()).toBe(true);
      });

      it('asks for page_no 2 on the next page and shows what it answered', async () => {
        await pagination().locator('.ant-pagination-item-2').click();
        await eventually(() => lastFetch()).toEqual({ page_no: 2, page_size: 20 });
        await eventually(() => names().then((n) => n.slice(0, 2))).toEqual(['Board 21', 'Board 22']);
      });

      it('sends field and sort: asc, then desc, then neither (antd keeps the page)', async () => {
        const name = header('Name');
        await name.click();
        await eventually(() => lastFetch()).toEqual({ page_no: 2, page_size: 20, field: 'name', sort: 'asc' });
        await name.click();
        await eventually(() => lastFetch()).toEqual({ page_no: 2, page_size: 20, field: 'name', sort: 'desc' });
        await eventually(() => names().then((n) => n.slice(0, 2))).toEqual(['Board 25', 'Board 24']);
        await name.click();
        await eventually(() => lastFetch()).toEqual({ page_no: 2, page_size: 20 });
        await header('Layers').click();
        await eventually(() => lastFetch()).toEqual({ page_no: 2, page_size: 20, field: 'layers', sort: 'asc' });
      });

      it('asks for page 1 of 60 when 60 is chosen, and hides the pagination once all 45 fit', async () => {
        await pagination().locator('.ant-pagination-options .ant-select').click();
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '60 /' }).click();
        await eventually(() => lastFetch()).toEqual({ page_no: 1, page_size: 60, field: 'layers', sort: 'asc' });
        await eventually(() => rows().count()).toBe(45);
        await eventually(() => pagination().count()).toBe(0);
      });
    });

    describe('image upload', () => {
      const fileInput = () => page.locator('[data-testid=harness] input[type=file]');
      const items = (status: 'done' | 'error' | 'uploading') => page.locator(`.ant-upload-list-item-${status}`);
      const outcomes = () =>
        page.evaluate(
          () =>
            (
              window as unknown as {
                __outcomes?: Array<{ complete: boolean; files: string[]; failed: { name: string; status?: string }[] }>;
              }
            ).__outcomes ?? [],
        );
      const lastOutcome = () => outcomes().then((o) => o.at(-1));
      let uploads = 0;
      const add = (name: string, mimeType: string, buffer: Buffer) =>
        fileInput().setInputFiles({ name, mimeType, buffer });
      /** A JPEG as the server's check knows one: its start-of-image marker and a JFIF segment. */
      const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
      /** A PNG of exactly `bytes` bytes (png() pads with a chunk of 12 bytes more than the padding asked for). */
      const pngOfSize = (bytes: number) => {
        const image = png(48, [0, 160, 0], bytes - 12);
        expect(image.length).toBe(bytes);
        return image;
      };

      beforeAll(async () => {
        const admin = await registerFactory(baseUrl, 'Harness Factory');
        // Signed in through the harness's own address (its /api is the real server), so the page's uploads carry the cookie.
        const login = await context.request.post(`${harness.url}/api/service/login`, {
          data: {
            login_type: 'phone',
            phone_area_code: '+86',
            login_phone: admin.phone,
            login_password: admin.password,
            clienttype: 7,
          },
        });
        expect((await login.json()).code).toBe(1);
        page.on('request', (r) => {
          if (new URL(r.url()).pathname === UPLOAD) uploads++;
        });
      });

      it('refuses a GIF and a PNG over 500 kB in the browser with their messages, and sends nothing', async () => {
        await harness.open(page, 'upload');
        await recordNotices(page);
        await add('moving.gif', 'image/gif', Buffer.from('GIF89a'));
        await eventually(() => notices(page, 'Only JPG or PNG images can be uploaded')).toBe(1);
        await add('big.png', 'image/png', pngOfSize(500 * 1024 + 1));
        await eventually(() => notices(page, 'The image cannot be larger than 500 kB')).toBe(1);

        expect(uploads).toBe(0);
        expect(await page.locator('.ant-upload-list-item').count()).toBe(0);
        expect(await outcomes()).toEqual([]);
        expect(await page.getByTestId('outcome').innerText()).toBe('nothing yet');
      });

      it('reports completion when every file succeeded: a PNG, a PNG of exactly 500 kB and a JPG', async () => {
        await harness.open(page, 'upload');
        await add('small.png', 'image/png', png(16, [24, 144, 255]));
        await eventually(() => items('done').count()).toBe(1);
        await add('exact.png', 'image/png', pngOfSize(500 * 1024));
        await eventually(() => items('done').count()).toBe(2);
        await add('photo.jpg', 'image/jpeg', jpeg());
        await eventually(() => items('done').count()).toBe(3);

        await eventually(() => lastOutcome()).toEqual({
          complete: true,
          files: ['small.png', 'exact.png', 'photo.jpg'],
          failed: [],
        });
        expect(await page.getByTestId('outcome').getAttribute('data-complete')).toBe('true');
        const whileUploading = (await outcomes()).filter((o) => o.failed.some((f) => f.status === 'uploading'));
        expect(whileUploading.length).toBeGreaterThan(0);
        expect(whileUploading.every((o) => !o.complete)).toBe(true);
      });

      it('does not report completion while one of several files failed on the server, and does once that file is removed', async () => {
        await harness.open(page, 'upload');
        await add('first.png', 'image/png', png(16, [24, 144, 255]));
        await eventually(() => items('done').count()).toBe(1);
        // Said to be a PNG, so the browser's check passes it; the server reads the bytes and refuses it (400).
        await add('not-really.png', 'image/png', Buffer.from('not an image\n'));
        await eventually(() => items('error').count()).toBe(1);
        await add('last.jpg', 'image/jpeg', jpeg());
        await eventually(() => items('done').count()).toBe(2);

        const failedAt = (await outcomes()).findIndex((o) =>
          o.failed.some((f) => f.name === 'not-really.png' && f.status === 'error'),
        );
        expect(failedAt).toBeGreaterThan(0);
        expect((await outcomes()).slice(failedAt).every((o) => !o.complete)).toBe(true);
        expect(await lastOutcome()).toMatchObject({
          complete: false,
          files: ['first.png', 'last.jpg'],
          failed: [{ name: 'first.png' }, { name: 'not-really.png', status: 'error' }, { name: 'last.jpg' }],
        });
        expect(await page.getByTestId('outcome').getAttribute('data-complete')).toBe('false');

        await items('error').hover();
        await items('error')
          .getByRole('button', { name: /delete|remove/i })
          .click();
        await eventually(() => lastOutcome()).toEqual({ complete: true, files: ['first.png', 'last.jpg'], failed: [] });
      });

      it('counts an answer of 200 with code 0 as a failure (intercepted), so the list is not complete', async () => {
        await page.route(
          (url) => url.pathname === UPLOAD,
          (route) =>
            route.request().postDataBuffer()?.includes('filename="refused.png"')
              ? route.fulfill({ status: 200, json: { code: 0, msg: 'storage is full', data: null } })
              : route.continue(),
        );
        try {
          await harness.open(page, 'upload');
          await add('one.png', 'image/png', png(16, [24, 144, 255]));
          await eventually(() => items('done').count()).toBe(1);
          await add('refused.png', 'image/png', png(16, [255, 0, 0]));
          await eventually(() => items('error').count()).toBe(1);
          await add('three.png', 'image/png', png(16, [0, 160, 0]));
          await eventually(() => items('done').count()).toBe(2);

          await eventually(() => lastOutcome()).toMatchObject({ complete: false, files: ['one.png', 'three.png'] });
          expect((await lastOutcome())?.failed.map((f) => `${f.name} ${f.status}`)).toEqual([
            'one.png done',
            'refused.png error',
            'three.png done',
          ]);
        } finally {
          await page.unrouteAll();
        }
      });
    });
  },
);
