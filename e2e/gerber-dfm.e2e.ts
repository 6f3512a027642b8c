import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { zipFixture } from '../apps/server/src/modules/gerber/test-support/fixtures.js';
import { launchChromium, runsHere } from './support/chromium.js';
import { loginByPhone } from './support/session.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

const text = (testId: string) => page.getByTestId(testId).first().textContent();

describe.skipIf(!runsHere(import.meta.url))(
  'an OrCAD board in the quote form: six layers, design-rule findings, a corrected role',
  () => {
    beforeAll(async () => {
      browser = await launchChromium();
      context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 1000 } });
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
      await browser?.close();
    });

    it('reads six copper layers from the films, checks them against the factory, and reprices after a role is corrected', async () => {
      await loginByPhone(page, baseUrl, 'customer');
      await page.goto(`${baseUrl}/online-inquiry/index`);
      await expect
        .poll(() => page.getByTestId('inquiry-merchant').textContent(), { timeout: 15_000 })
        .toContain('Demo PCB Factory');
      await page
        .locator('[data-testid="gerber-drop"] input[type=file], input[type=file]')
        .first()
        .setInputFiles({
          name: 'orcad.zip',
          mimeType: 'application/zip',
          buffer: Buffer.from(zipFixture('orcad')),
        });
      await expect.poll(() => text('cam-layers'), { timeout: 60_000 }).toBe('6');

      // The design-rule findings against the demo factory's table: 6 layers and a 0.33 mm hole are fine there.
      const findings = page.getByTestId('dfm-findings');
      await expect
        .poll(() => findings.getByTestId('dfm-maxLayers').textContent(), { timeout: 15_000 })
        .toContain('Fine');
      expect(await findings.getByTestId('dfm-maxLayers').getByTestId('dfm-measured').textContent()).toBe('6');
      expect(await findings.getByTestId('dfm-minPlatedHole').getByTestId('dfm-measured').textContent()).toBe('0.33 mm');
      expect(await findings.getByTestId('dfm-overall').textContent()).toMatch(
        /Fine|Needs an upgrade|Cannot be made here/,
      );

      await page.getByTestId('param-QTY').fill('10');
      await expect.poll(() => text('price-total'), { timeout: 15_000 }).toMatch(/^\d+\.\d{2}$/);
      const before = await text('price-total');

      // Assembly.art, the drawing whose closed contour gave the board, is marked "not a layer": the analysis reruns at
      // once, the board is then the contour the copper films draw (a little smaller), and the price follows.
      const size = await text('cam-size');
      await page.getByTestId('role-Assembly.art').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Not a layer' }).click();
      await page.getByTestId('roles-apply').click();
      await expect.poll(() => text('cam-size'), { timeout: 120_000 }).not.toBe(size);
      expect(await text('cam-layers')).toBe('6');
      await expect.poll(() => text('price-total'), { timeout: 30_000 }).not.toBe(before);
      expect(await text('price-total')).toMatch(/^\d+\.\d{2}$/);
      expect(await page.getByTestId('role-Assembly.art').textContent()).toContain('Not a layer');
    }, 300_000);
  },
);
