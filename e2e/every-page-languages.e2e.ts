import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, runsHere } from './support/chromium.js';
import { DEMO_ACCOUNTS, openInApp, sidebarPathsOf, visibleText, type DemoAccount } from './support/every-page.js';
import { loginByPhone } from './support/session.js';
import { eventually } from './support/shell.js';

const baseUrl = inject('baseUrl');
const LANGUAGES = [
  ['en', 'English'],
  ['zh-CN', '简体中文'],
  ['zh-TW', '繁體中文'],
  ['es', 'Español'],
  ['ja', '日本語'],
] as const;
let browser: Browser;
/** Each screen once, under the first demo account whose sidebar shows it. */
const screensOf = new Map<DemoAccount, string[]>();

/** The all-caps codes with an underscore of the demo factory's price book (parameters, options, projects, factors). */
async function priceBookCodes(page: Page): Promise<{ codes: Set<string>; merchant: string }> {
  const book = await page.evaluate(async () => {
    const body = (await (await fetch('/api/pricing/book')).json()) as {
      data: {
        merchant: { uid: string };
        book: {
          parameters: Array<{ code: string; valueList?: Array<{ value: string }> }>;
          projects: Array<{ code: string; factor?: { code: string } }>;
        };
      };
    };
    return body.data;
  });
  const codes = [
    ...book.book.parameters.flatMap((p) => [p.code, ...(p.valueList ?? []).map((o) => o.value)]),
    ...book.book.projects.flatMap((p) => [p.code, p.factor?.code ?? '']),
    ...['AREA_M2', 'AREA_FT2', 'PNL_QTY', 'BATCH_TIER', 'BASE_PRICE', 'GROSS_MARGIN'],
  ];
  return {
    codes: new Set(codes.filter((code) => /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(code))),
    merchant: book.merchant.uid,
  };
}

/** Switches the language the way a person does (the navbar's language menu), without a reload. */
async function switchLanguage(page: Page, label: string): Promise<void> {
  // Back to the top left first: a wide page scrolled sideways slides the navbar under the fixed sidebar.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.querySelectorAll('main, .ant-layout-content').forEach((el) => el.scrollTo?.(0, 0));
  });
  await page.locator('button:has(.anticon-global)').first().click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/**
 * A test renders every page in all five languages (issue 13): each screen of each demo account's sidebar (read at
 * run time) and the online quotation's steps, switching the language in place. It fails on a key no catalogue has
 * (i18next's missingKeyHandler), on a code of the price book in the visible text (`<code>` aside), and on an API
 * call answering 4xx/5xx while the screens open (the quotation form must not ask for a price it cannot get).
 */
describe.skipIf(!runsHere(import.meta.url))('every page in all five languages: no missing key, no raw code', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    const checked = new Set<string>();
    for (const account of DEMO_ACCOUNTS) {
      const paths = (await sidebarPathsOf(browser, baseUrl, account)).filter((path) => !checked.has(path));
      paths.forEach((path) => checked.add(path));
      screensOf.set(account, paths);
    }
  });
  afterAll(() => browser?.close());

  // The factory reaches about 100 screens, each opened in five languages: over 2 minutes on a loaded CI machine.
  for (const account of DEMO_ACCOUNTS) {
    it(`shows the ${account}'s screens in English, 简体中文, 繁體中文, Español and 日本語`, async () => {
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
      await context.addInitScript(() => {
        (window as unknown as { __PCB_MISSING_KEYS__: string[] }).__PCB_MISSING_KEYS__ = [];
      });
      const page = await context.newPage();
      const failed: string[] = [];
      page.on('response', (res) => {
        if (res.status() >= 400 && new URL(res.url()).pathname.startsWith('/api/'))
          failed.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
      });
      await loginByPhone(page, baseUrl, account);
      const { codes, merchant } = await priceBookCodes(page);
      const paths = [...screensOf.get(account)!];
      if (account === 'customer') {
        paths.push(
          '/online-quotation-management-three/index',
          '/online-quotation-management-add/index?classification=FR4',
          `/online-quotation-management-quotation/index?merchant=${merchant}&product=FR4-RIGID`,
          '/online-quotation-management-combination/index?classification=FR4',
        );
      }
      const problems: string[] = [];
      for (const [language, label] of LANGUAGES) {
        if (language !== 'en') await switchLanguage(page, label);
        await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        for (const path of paths) {
          await openInApp(page, path, language === 'en');
          const text = await visibleText(page, path);
          const raw = [
            ...new Set((text.match(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g) ?? []).filter((token) => codes.has(token))),
          ];
          if (raw.length) problems.push(`${language} ${path}: raw codes ${raw.join(', ')}`);
          const missing = await page.evaluate(() =>
            (window as unknown as { __PCB_MISSING_KEYS__: string[] }).__PCB_MISSING_KEYS__.splice(0),
          );
          if (missing.length) problems.push(`${language} ${path}: missing keys ${[...new Set(missing)].join(', ')}`);
          if (failed.length) problems.push(`${language} ${path}: ${failed.splice(0).join(', ')}`);
        }
      }
      await context.close();
      // Joined, so a failure prints every problem rather than the first few.
      expect(problems.join('\n')).toBe('');
    }, 300_000);
  }
});
