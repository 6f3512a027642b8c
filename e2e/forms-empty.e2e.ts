import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { DEMO_ACCOUNTS, openInApp, sidebarPathsOf, type DemoAccount } from './support/every-page.js';
import { loginByPhone } from './support/session.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
const pathsOf = new Map<DemoAccount, string[]>();
/** How many empty forms each account's walk submitted. */
const submittedBy = new Map<DemoAccount, number>();

const DIALOG = '.ant-modal-wrap:visible .ant-modal, .ant-drawer-open .ant-drawer-content';
/** Buttons that open an empty form: "+ Add …", "New …", "Create …" (not a table row's own action, not a dangerous one). */
const OPENER_TEXT = /^\s*(\+\s*)?(add|new|create)\b/i;

/** Lets the page finish what a click started: two frames, then a macrotask (validation and its rejection are async). */
function settle(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 30)))),
  );
}

/** A form whose visible text fields are all empty as shown (submitting it changes nothing if it is refused). */
function isEmptyForm(form: Locator): Promise<boolean> {
  return form.evaluate((el) =>
    Array.from(
      el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea',
      ),
    )
      .filter((f) => f.checkVisibility() && !f.readOnly && !f.disabled)
      .every((f) => f.value === ''),
  );
}

/** Clicks the submit button of each empty form under `root`; true when one was clicked. */
async function submitEmptyForms(page: Page, root: Locator): Promise<number> {
  let clicked = 0;
  for (const form of await root.locator('form:visible').all()) {
    const submit = form.locator('button[type=submit]:visible:enabled').first();
    if (!(await submit.count()) || !(await isEmptyForm(form))) continue;
    await submit.click();
    clicked++;
  }
  if (clicked) await settle(page);
  return clicked;
}

/**
 * Issue 13: every screen of each demo account's sidebar (read at run time: other areas add screens), as that
 * account, every form on it submitted empty — the screen's own empty forms and the dialog its "Add"/"New" buttons
 * open, by its OK button — and not one uncaught error (`pageerror`) nor console error. Forms shown filled (a
 * profile) are not submitted: that would save demo data the other browser tests read.
 *
 * Console: a refused request (4xx: the field errors come back from the server) is the product's answer, shown in
 * the form; the only console line it causes is Chromium's own "Failed to load resource … 4xx", which no page can
 * silence, so that one line is not counted. Everything the app itself logs as an error counts, and a 5xx counts.
 */
describe.skipIf(!runsHere(import.meta.url))(
  'every form of every screen submitted empty: no uncaught error (issue 13)',
  () => {
    beforeAll(async () => {
      browser = await launchChromium();
      // Read before any page signs in: an API sign-in of the same account would end that page's session.
      for (const account of DEMO_ACCOUNTS) pathsOf.set(account, await sidebarPathsOf(browser, baseUrl, account));
    });
    afterAll(() => browser?.close());

    for (const account of DEMO_ACCOUNTS) {
      it(`as the ${account}`, async () => {
        const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
        const page = await context.newPage();
        page.setDefaultTimeout(5_000);
        const errors: string[] = [];
        let where = 'login';
        page.on('pageerror', (error) => errors.push(`${where}: uncaught ${error.message}`));
        page.on('console', (message) => {
          const text = message.text();
          if (
            message.type() === 'error' &&
            !/Failed to load resource: the server responded with a status of 4\d\d/.test(text)
          )
            errors.push(`${where}: console ${text.slice(0, 300)}`);
        });
        await loginByPhone(page, baseUrl, account);
        const paths = pathsOf.get(account)!;
        let submitted = 0;
        for (const path of paths) {
          where = path;
          await openInApp(page, path);
          const root = page.locator(`[data-testid=routed-page][data-path="${path}"]`);
          submitted += await submitEmptyForms(page, root);
          const openers = root
            .locator('button:visible:enabled:not(.ant-btn-dangerous)')
            .filter({ hasText: OPENER_TEXT });
          const count = await openers.count();
          for (let index = 0; index < count; index++) {
            const opener = openers.nth(index);
            if (!(await opener.isVisible()) || (await opener.evaluate((b) => !!b.closest('tr, .ant-modal')))) continue;
            where = `${path} "${(await opener.innerText()).trim()}"`;
            // The pointer left over a sortable column header shows its tooltip over the buttons above the table.
            await page.mouse.move(0, 0);
            await opener.click();
            const dialog = page.locator(DIALOG).last();
            const opened = await dialog.waitFor({ state: 'visible', timeout: 2_000 }).then(
              () => true,
              () => false,
            );
            if (opened) {
              const ok = dialog
                .locator('.ant-modal-footer button.ant-btn-primary:enabled, button[type=submit]:visible:enabled')
                .first();
              if ((await ok.count()) && (await isEmptyForm(dialog))) {
                await ok.click();
                submitted++;
                await settle(page);
              }
              await page.keyboard.press('Escape');
              await page
                .locator(DIALOG)
                .first()
                .waitFor({ state: 'hidden', timeout: 3_000 })
                .catch(() => undefined);
            }
            // A button that went to another screen (a step of a flow): back for the next one.
            if (new URL(page.url()).pathname !== path.split('?')[0]) await openInApp(page, path);
          }
        }
        await settle(page);
        await context.close();
        submittedBy.set(account, submitted);
        expect(errors).toEqual([]);
        // The factory's sidebar holds about a hundred screens since procurement and sales (issues 19, 20).
      }, 300_000);
    }

    it('reached forms at all (a selector gone stale would make the walk pass on nothing)', () => {
      expect(submittedBy.get('platform')).toBeGreaterThan(0);
      expect(submittedBy.get('factory')).toBeGreaterThan(0);
    });
  },
);
