import { afterEach, beforeEach } from 'vitest';
import { openBrowsers } from './chromium.js';
import { reportErrors, reportPages, runningTest } from './failure-report.js';

/**
 * A browser test gets one retry (vitest.config.ts), and when the retry passes the report shows only "(retry x1)".
 * Print the failed attempt's error and what each page showed at that moment, so that a flaky test can be fixed from
 * the CI log alone. A page whose context a test file closes after each test is described as it closes.
 */
beforeEach(({ task }) => runningTest(task));

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  reportErrors(task);
  for (const browser of openBrowsers) await reportPages(browser.contexts().flatMap((context) => context.pages()));
});
