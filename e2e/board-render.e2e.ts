import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { zipFixture } from '../apps/server/src/modules/gerber/test-support/fixtures.js';
import { launchChromium, runsHere } from './support/chromium.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

const poll = <T>(read: () => Promise<T>, timeout = 20_000) => expect.poll(read, { timeout });

/** The picture of one side as the page shows it: its address, whether it loaded, and the SVG behind it. */
async function side(name: 'top' | 'bottom') {
  const image = page.getByTestId(`board-render-${name}`);
  const src = (await image.getAttribute('src')) ?? '';
  const loaded = await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  const svg = await page.evaluate(async (url) => (await fetch(url)).text(), src);
  return { src, loaded, svg };
}

describe.skipIf(!runsHere(import.meta.url))(
  'the picture of the board and how its files were read, on the instant quote (issues 29, 31)',
  () => {
    beforeAll(async () => {
      browser = await launchChromium();
    });
    afterAll(() => browser?.close());
    beforeEach(async () => {
      // A visitor: a fresh context, no cookies.
      context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 1000 } });
      page = await context.newPage();
    });
    afterEach(() => context.close());

    it("shows the top and bottom of an uploaded board, each file's role with its evidence, and recolours it with the solder mask", async () => {
      await page.goto(`${baseUrl}/instant-quote`);
      await poll(() => page.getByTestId('iq-merchant').first().textContent()).toContain('Demo PCB Factory');
      expect(await context.cookies()).toEqual([]);

      await page
        .locator('[data-testid="gerber-drop"] input[type=file], input[type=file]')
        .first()
        .setInputFiles({
          name: 'arduino-uno.zip',
          mimeType: 'application/zip',
          buffer: Buffer.from(zipFixture('arduino-uno')),
        });
      await poll(() => page.getByTestId('cam-size').first().textContent(), 60_000).toBe('68.58 × 53.34 mm');

      for (const name of ['top', 'bottom'] as const) {
        await poll(async () => (await side(name)).loaded).toBe(true);
        const { src, svg } = await side(name);
        expect(src).toMatch(new RegExp(`^/api/instant-quotes/[0-9a-f-]{36}/render/${name}\\?`));
        expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
        expect(svg).toContain(`id="${name}-copper"`);
        expect(svg).toContain('fill="#1f6b3c"'); // the default green mask
      }
      // An image, not markup in the page.
      expect(await page.getByTestId('board-render').locator('svg').count()).toBe(0);

      // How each file was read (issue 31): its role, how sure, what decided it, and the evidence.
      const identification = page.getByTestId('file-identification');
      await identification.getByText(/How each file was read \(7\)/).click();
      await poll(() => identification.getByTestId('identified-role-arduino-uno.gko').textContent()).toBe(
        'Board outline',
      );
      expect(await identification.getByTestId('identified-role-arduino-uno.sol').textContent()).toBe('Copper · bottom');
      const outlineRow = identification.locator('tr', { hasText: 'arduino-uno.gko' });
      expect(await outlineRow.textContent()).toContain('85 %');
      expect(await outlineRow.textContent()).toContain('File name');
      await outlineRow.getByRole('button').first().click();
      await poll(() => identification.getByTestId('evidence-arduino-uno.gko').textContent()).toContain(
        'matches the Eagle (classic) convention',
      );

      const green = (await side('top')).src;
      await page.locator('#param-MASK_COLOR').getByText('Red', { exact: true }).click();
      await poll(async () => (await side('top')).src).not.toBe(green);
      await poll(async () => (await side('top')).loaded).toBe(true);
      const red = await side('top');
      expect(red.src).toContain('mask=RED');
      expect(red.svg).not.toContain('fill="#1f6b3c"');
      expect(red.svg).toContain('fill="#a3182a"');
      expect((await side('bottom')).src).toContain('mask=RED');
    }, 120_000);
  },
);
