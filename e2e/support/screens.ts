import type { Page } from 'playwright-core';

export interface Screen {
  packageUrl: string;
  /** The sidebar group it sits in (opened by clicking), or null for a top-level entry. */
  group: string | null;
}

/** Every screen of the sidebar, in menu order, with the group it sits in (groups open one at a time). */
export async function sidebarScreens(page: Page): Promise<Screen[]> {
  const found: Screen[] = [];
  const sidebar = page.getByTestId('sidebar');
  await sidebar.locator('[data-top="1"]').first().waitFor();
  const top = await sidebar
    .locator('.ant-menu-root > .ant-menu-item [data-top="1"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('menu-'.length)));
  for (const packageUrl of top) found.push({ packageUrl, group: null });
  const groups = await sidebar.locator('.ant-menu-submenu-title [data-top="1"]').allTextContents();
  for (const group of groups) {
    const title = sidebar.locator('.ant-menu-submenu-title').filter({ has: page.getByText(group, { exact: true }) });
    if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
    const entries = sidebar.locator('.ant-menu-submenu-open > .ant-menu-sub [data-testid^="menu-"]');
    await entries.first().waitFor();
    const ids = await entries.evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-testid')!.slice('menu-'.length)),
    );
    for (const packageUrl of ids) found.push({ packageUrl, group });
  }
  return found;
}
