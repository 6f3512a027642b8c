import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { sidebarScreens } from './support/screens.js';
import { loginByPhone } from './support/session.js';
import { eventually, openMenu } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** How far the tab of `path` sticks out of the strip's visible frame, in whole px (0 = fully in view). */
const outOfView = (page: Page, path: string) =>
  page.evaluate((path) => {
    const frame = (document.querySelector('[data-testid=tabs-pane]') ??
      document.querySelector('[data-testid=tags-view]'))!.getBoundingClientRect();
    const tab = Array.from(document.querySelectorAll<HTMLElement>('[data-testid=tab]')).find(
      (t) => t.dataset.path === path,
    );
    if (!tab) return Infinity;
    const r = tab.getBoundingClientRect();
    return Math.floor(Math.max(0, frame.left - r.left, r.right - frame.right));
  }, path);

const paneScroll = (page: Page) => page.getByTestId('tabs-pane').evaluate((el) => el.scrollLeft);

/** The strip's scroll position once it has stopped moving (a smooth scroll takes a few frames). */
async function restingScroll(page: Page): Promise<number> {
  let last = -1;
  for (;;) {
    const now = await paneScroll(page);
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(100);
  }
}

describe.skipIf(!runsHere(import.meta.url))(
  'the tab strip keeps the active tab in view (spec 01 §2.7, issue 13)',
  () => {
    beforeAll(async () => {
      browser = await launchChromium();
    });
    afterAll(() => browser?.close());
    beforeEach(async () => {
      context = await browser.newContext({ locale: 'en-US', viewport: { width: 1000, height: 800 } });
      page = await context.newPage();
    });
    afterEach(() => context.close());

    // It opens every screen of the factory's sidebar (about 100) one after another: over a minute on a busy CI machine.
    it('scrolls each newly opened tab into view, an earlier one back when opened again, and pages by wheel and arrows', async () => {
      await loginByPhone(page, baseUrl, 'factory');
      const screens = (await sidebarScreens(page)).filter((s) => s.packageUrl !== 'collaborative-workbench');
      expect(screens.length).toBeGreaterThan(8);
      for (const { packageUrl, group } of screens) {
        await openMenu(page, group, packageUrl);
        await eventually(() => outOfView(page, `/${packageUrl}/index`)).toBe(0);
      }
      const strip = page.getByTestId('tabs-pane');
      expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

      const first = screens[0]!;
      expect(await outOfView(page, `/${first.packageUrl}/index`)).toBeGreaterThan(0);
      await openMenu(page, first.group, first.packageUrl);
      await eventually(() => outOfView(page, `/${first.packageUrl}/index`)).toBe(0);

      // The strip now shows its start: a vertical wheel turn over it moves the tabs sideways...
      await page.getByTestId('tabs-on').waitFor();
      const start = await restingScroll(page);
      const box = (await strip.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, 200);
      await eventually(() => paneScroll(page)).toBeGreaterThan(start);
      await page.getByTestId('tabs-back').waitFor();

      // ...and once that has come to rest, the "later tabs" arrow pages further on.
      const rested = await restingScroll(page);
      await page.getByTestId('tabs-on').click();
      await eventually(() => paneScroll(page)).toBeGreaterThan(rested);
    }, 120_000);
  },
);
