import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_PHONES } from './session.js';

/** Forces the periodic session checks on, even on 127.0.0.1 (spec 01 §9 skips development hosts). */
export async function forceSessionChecks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    (window as unknown as { __PCB_CHECKS__: boolean }).__PCB_CHECKS__ = true;
  });
}

/** Logs in with a password through the login form, by phone, e-mail or job number. */
export async function loginWith(
  page: Page,
  baseUrl: string,
  how: { phone?: string; email?: string; jobNumber?: string; password?: string },
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  if (how.email) {
    await page.getByText('E-mail', { exact: true }).click();
    await page.getByPlaceholder('E-mail address').fill(how.email);
  } else if (how.jobNumber) {
    await page.getByText('Job number', { exact: true }).click();
    await page.getByPlaceholder('Job number').fill(how.jobNumber);
  } else {
    await page.getByPlaceholder('Mobile phone number').fill(how.phone ?? DEMO_PHONES.factory);
  }
  await page.getByPlaceholder('Password').fill(how.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Opens a sidebar entry: its group first (one submenu open at a time), then the entry. A route change just before
 * may still be folding the entry's group away (the sidebar follows the route), so a click the fold swallowed is
 * tried again once the menu has stopped moving.
 */
export async function openMenu(page: Page, group: string | null, packageUrl: string): Promise<void> {
  const entry = page.getByTestId(`menu-${packageUrl}`);
  const folding = page.locator('[data-testid=sidebar] .ant-motion-collapse');
  for (let attempt = 1; ; attempt++) {
    await folding
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
    if (group && !(await entry.isVisible())) {
      await page
        .getByTestId('sidebar')
        .locator('.ant-menu-submenu-title')
        .filter({ has: page.getByText(group, { exact: true }) })
        .click();
    }
    try {
      await entry.click({ timeout: attempt < 3 ? 5_000 : undefined });
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
  await page.waitForURL(new RegExp(`/${packageUrl}/index`));
}

export const tabTitles = (page: Page) => page.getByTestId('tab').allTextContents();

/** The top-level sidebar entries, once the menus are drawn. */
export async function sidebarEntries(page: Page): Promise<string[]> {
  const entries = page.locator('[data-testid=sidebar] [data-top="1"]');
  await entries.first().waitFor();
  return entries.allTextContents();
}

/** Opens the user menu in the navbar and picks an entry. */
export async function userMenu(page: Page, entry: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** expect.poll with room for a loaded machine (vitest's default gives up after 1 s). */
export const eventually = <T>(read: () => T | Promise<T>, timeout = 10_000) => expect.poll(read, { timeout });
