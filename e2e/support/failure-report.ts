import type { Page } from 'playwright-core';
import type { RunnerTestCase as Test } from 'vitest';

const TEXT_CHARS = 1_500;
let current: Test | undefined;
const described = new WeakSet<Page>();

/** The test now running (set by support/failed-attempts.ts before each). */
export function runningTest(test: Test): void {
  current = test;
}

const attemptOf = (test: Test) => `[failed attempt ${(test.result?.retryCount ?? 0) + 1}] ${test.fullName}`;

/** Prints the failed attempt's errors. */
export function reportErrors(test: Test): void {
  for (const error of test.result?.errors ?? []) console.error(`${attemptOf(test)}\n${error.stack ?? error.message}`);
}

/**
 * When the running test has failed, prints what each page showed (its address and visible text), once per page:
 * called before a context closes (support/chromium.ts) and after the test for pages still open.
 */
export async function reportPages(pages: readonly Page[]): Promise<void> {
  const test = current;
  if (test?.result?.state !== 'fail') return;
  for (const page of pages) {
    if (described.has(page) || page.isClosed()) continue;
    described.add(page);
    const text = await page
      .evaluate(() => document.body?.innerText ?? '')
      .then((shown) => shown.replace(/\s*\n\s*/g, '\n').slice(0, TEXT_CHARS))
      .catch((error: unknown) => `(could not be read: ${error instanceof Error ? error.message : String(error)})`);
    console.error(`${attemptOf(test)}: the page at ${page.url()} showed\n${text}\n`);
  }
}
