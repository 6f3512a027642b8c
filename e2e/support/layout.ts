import type { Page } from 'playwright-core';
import { SUB_PAGES } from '../../apps/web/src/shell/routes/sub-pages.js';
import { DASHBOARD_PATH, SHELL_PAGES, WORKBENCH_MENU } from '../../apps/web/src/shell/routes/fixed-routes.js';

interface GrantedMenu {
  menu_no: number;
  parent_no: number;
  package_url: string | null;
}

/**
 * Every page a signed-in account can open, read at run time from what the app itself uses: the menus the server
 * grants (auth-info1), the sub-pages their screens open (shell/routes/sub-pages.ts) and the shell's own pages
 * (shell/routes/fixed-routes.ts). A new screen or sub-page is covered as soon as it is granted or registered.
 */
export async function grantedPages(page: Page): Promise<string[]> {
  const menus = await page.evaluate(async () => {
    const res = await fetch('/api/atom/auth-info1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clienttype: 3 }),
    });
    return ((await res.json()) as { data: { menus: GrantedMenu[] } }).data.menus;
  });
  const parents = new Set(menus.map((m) => m.parent_no));
  const screens = menus
    .filter((m) => m.package_url && !/^https?:/i.test(m.package_url) && !parents.has(m.menu_no))
    .map((m) => m.package_url!);
  const granted = new Set(screens);
  const subPages = [...SUB_PAGES.values()].filter((s) => s.parents.some((p) => granted.has(p))).map((s) => s.segment);
  const paths = [...screens, ...subPages, ...SHELL_PAGES].map((segment) =>
    segment === WORKBENCH_MENU ? DASHBOARD_PATH : `/${segment}/index`,
  );
  return [...new Set([DASHBOARD_PATH, ...paths])];
}

/** Shows a path inside the running app (the router follows history), then waits for its page to be painted and loaded. */
export async function showInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const routed = page.locator(`[data-testid=routed-page][data-path="${path}"]`);
  await routed.waitFor({ state: 'visible' });
  await page.waitForFunction(
    (path) => {
      const el = Array.from(document.querySelectorAll<HTMLElement>('[data-testid=routed-page]')).find(
        (e) => e.dataset.path === path,
      );
      return el && !el.querySelector('.ant-spin-spinning, .ant-skeleton-active');
    },
    path,
    { timeout: 15_000 },
  );
}

/**
 * What sticks out of the window sideways: the page's own horizontal overflow, and each visible element whose right
 * edge passes the window's — unless an element between it and the page scrolls sideways itself and fits (a wide
 * table scrolling inside its frame is allowed; the page scrolling sideways is not). Measured once the page's
 * animations have ended: a drawer sliding in from the right passes the edge until it has arrived.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  // Spinners loop forever: only animations with an end are waited for; antd marks an element entering with a motion class.
  const settled = () =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity) &&
    !document.querySelector('[class*="-motion-"][class*="-appear"], [class*="-motion-"][class*="-enter"]');
  await page.waitForFunction(settled, undefined, { timeout: 5_000 }).catch(() => {});
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
    const scrollsInside = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (/(auto|scroll|hidden|clip)/.test(style.overflowX) && p.getBoundingClientRect().right <= width + 1)
          return true;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.right <= width + 1) continue;
      if (getComputedStyle(el).visibility === 'hidden' || scrollsInside(el)) continue;
      // Still sliding in (a drawer whose motion never got its frame): where it stops is not measured yet.
      if (el.closest('[class*="-motion-"][class*="-appear"], [class*="-motion-"][class*="-enter"]')) continue;
      const text = (el as HTMLElement).innerText?.trim().slice(0, 40) ?? '';
      found.push(
        `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 2).join('.')} reaches ${Math.round(r.right)} px "${text}"`,
      );
      if (found.length >= 8) break;
    }
    return found;
  });
}
