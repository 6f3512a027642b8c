import type { Browser, Page } from 'playwright-core';
import { eventually } from './shell.js';

export type DemoAccount = 'platform' | 'factory' | 'customer' | 'supplier';
export const DEMO_ACCOUNTS: readonly DemoAccount[] = ['platform', 'factory', 'customer', 'supplier'];

/** The screens every signed-in user has beside the menus (spec 01 §2.5: personal profile; the message centre). */
const SHELL_SCREENS = ['personal-Information', 'message-centre'];

const DEMO_PHONES: Record<DemoAccount, string> = {
  platform: '13800000000',
  factory: '13800000001',
  customer: '13800000002',
  supplier: '13800000003',
};

/** The paths of the screens a menu list shows in the sidebar (is_show, internal package_url), plus the shell's own. */
function pathsOf(menus: Array<{ package_url: string | null; is_show: boolean }>): string[] {
  const urls = menus
    .filter((m) => m.is_show && m.package_url && !/^https?:/.test(m.package_url))
    .map((m) => m.package_url!);
  return [...new Set([...urls, ...SHELL_SCREENS])].map((url) =>
    url === 'collaborative-workbench' ? '/dashboard' : `/${url}/index`,
  );
}

/**
 * The screens each demo account's sidebar shows, read at run time from the menus the sidebar is drawn from
 * (`atom/auth-info1` after an API login): other areas add screens while this runs.
 */
export async function sidebarPathsOf(browser: Browser, baseUrl: string, account: DemoAccount): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const login = await context.request.post(`${baseUrl}/api/service/login`, {
      data: {
        login_type: 'phone',
        phone_area_code: '+86',
        login_phone: DEMO_PHONES[account],
        login_password: 'Pcb_Demo2026',
      },
    });
    if (!login.ok()) throw new Error(`demo login ${account}: ${login.status()}`);
    const info = (await (
      await context.request.post(`${baseUrl}/api/atom/auth-info1`, { data: { clienttype: 3 } })
    ).json()) as {
      data: { menus: Array<{ package_url: string | null; is_show: boolean }> };
    };
    return pathsOf(info.data.menus);
  } finally {
    await context.close();
  }
}

/**
 * Opens a route inside the running app, as a menu click does (history push, no reload), and waits until its page
 * has painted: the routed page is there and (`settle`) nothing in it is loading any more. A page shown again (its
 * tab kept) already holds its data: `settle: false` only waits for it to show.
 */
export async function openInApp(page: Page, path: string, settle = true): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const pathname = path.split('?')[0]!;
  const routed = page.locator(`[data-testid=routed-page][data-path="${pathname}"]`);
  await routed.waitFor({ state: 'visible', timeout: 15_000 });
  if (settle)
    await eventually(() => routed.locator('.ant-spin-spinning, .ant-skeleton-active').count(), 15_000).toBe(0);
}

/**
 * The visible text of the page shown: every text node on screen (not a closed <details>, not a hidden tab, not a
 * collapsed panel), without what it shows as code on purpose (`<code>`, `<kbd>`: a formula, a code column).
 */
export async function visibleText(page: Page, path: string): Promise<string> {
  const pathname = path.split('?')[0]!;
  return page.locator(`[data-testid=routed-page][data-path="${pathname}"]`).evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('code, kbd') || !parent.checkVisibility({ visibilityProperty: true })) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
}
