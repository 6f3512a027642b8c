import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { DEMO_PHONES } from './support/session.js';
import { loginWith, openMenu } from './support/shell.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;

/** Every CSP violation the page reports: the console's messages and the securitypolicyviolation events. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation(text: string): void }).__cspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return seen;
}

describe.skipIf(!runsHere(import.meta.url))('Content-Security-Policy of the built app (issue 12)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext({ locale: 'en-US' });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('serves the app under the CSP with frame protection, and login, workbench and a screen run without a violation', async () => {
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const answer = await page.goto(`${baseUrl}/login`);
    const csp = answer!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer!.headers()['x-frame-options']).toBe('DENY');
    await loginWith(page, baseUrl, { phone: DEMO_PHONES.factory });
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId('sidebar').waitFor();
    await openMenu(page, 'Staff', 'staff-management');
    await page.getByTestId('add-staff').click();
    await page.getByRole('dialog').waitFor();
    expect(violations).toEqual([]);
  });
});
