/// <reference lib="dom" />
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __navTimer?: Promise<number>;
  }
}

/**
 * Arms the page: window.__navTimer resolves with the ms from the next click to the frame after the page of `path` is
 * displayed with no loading spinner in its place. Sent as source text, so the bundler's helpers never reach the page.
 */
function armTimer(page: Page, path: string) {
  return page.evaluate(`
    window.__navTimer = new Promise((resolve) => {
      let clickedAt = 0;
      document.addEventListener('click', (e) => { clickedAt = e.timeStamp; }, { capture: true, once: true });
      function check() {
        const el = document.querySelector('[data-testid=routed-page][data-path="${path}"]');
        const shown = el && el.offsetParent !== null && !el.querySelector(':scope > .ant-spin');
        if (clickedAt && shown) requestAnimationFrame(() => resolve(performance.now() - clickedAt));
        else requestAnimationFrame(check);
      }
      check();
    });
    undefined;
  `);
}

/** Clicks a sidebar entry (opening its group first) and answers the ms from the click to its page painted. */
export async function timeMenuClick(page: Page, packageUrl: string, group: string | null): Promise<number> {
  const entry = page.getByTestId(`menu-${packageUrl}`);
  if (group && !(await entry.isVisible())) {
    await page
      .getByTestId('sidebar')
      .locator('.ant-menu-submenu-title')
      .filter({ has: page.getByText(group, { exact: true }) })
      .click();
    await entry.waitFor({ state: 'visible' });
    await page.waitForTimeout(350);
  }
  await armTimer(page, `/${packageUrl}/index`);
  await entry.click();
  return page.evaluate(() => window.__navTimer!);
}
