/// <reference lib="dom" />
import type { Browser } from 'playwright-core';

/** A page that has not shown the element by then fails the bench (naming the element) rather than hang. */
const SHOWN_WITHIN_MS = 20_000;

/** What a cold load waits for: the element painted, with text that matches `text` when given. */
export interface Shown {
  selector: string;
  text?: RegExp;
}

export interface ColdLoad {
  /** From the navigation's start (the page's time origin) to the frame after the one that showed the element. */
  ms: number;
  /** Requests started before then (scripts, catalogues, API calls), and the bytes of their answers on the wire. */
  requests: number;
  scripts: number;
  wireBytes: number;
  /** The API calls among them: path, start and end (ms from the time origin). */
  calls: Array<{ path: string; start: number; end: number }>;
}

/**
 * Installed before any of the page's own scripts: checks every frame for the element and keeps the time of the frame
 * after the first one that shows it. Sent as source text, so the bundler's helpers never reach the page.
 */
const watcher = (shown: Shown) => `
  window.__shownAt = new Promise((resolve) => {
    const text = ${shown.text ? shown.text.toString() : 'null'};
    function check() {
      const el = document.querySelector(${JSON.stringify(shown.selector)});
      const visible = el && el.getClientRects().length > 0 && (!text || text.test(el.textContent.trim()));
      if (visible) requestAnimationFrame(() => resolve(performance.now()));
      else requestAnimationFrame(check);
    }
    check();
  });
`;

/**
 * Loads `url` in a new browser context — empty cache, no cookies, nothing stored: a first-time visitor — and answers
 * the ms until `shown` is painted, with what was asked for until then (Resource Timing).
 */
export async function coldLoad(browser: Browser, url: string, shown: Shown): Promise<ColdLoad> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(watcher(shown));
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(shown.selector).first().waitFor({ timeout: SHOWN_WITHIN_MS });
    const ms = await page.evaluate(() => (window as unknown as { __shownAt: Promise<number> }).__shownAt);
    const entries = await page.evaluate((until) => {
      const all = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return all
        .filter((e) => e.startTime <= until)
        .map((e) => ({
          path: new URL(e.name).pathname + new URL(e.name).search,
          script: e.initiatorType === 'script' || e.initiatorType === 'other' || e.name.endsWith('.js'),
          wire: e.transferSize,
          start: Math.round(e.startTime),
          end: Math.round(e.responseEnd),
        }));
    }, ms);
    return {
      ms: Math.round(ms),
      requests: entries.length,
      scripts: entries.filter((e) => e.script && e.path.endsWith('.js')).length,
      wireBytes: entries.reduce((sum, e) => sum + e.wire, 0),
      calls: entries.filter((e) => e.path.startsWith('/api/')).map(({ path, start, end }) => ({ path, start, end })),
    };
  } finally {
    await context.close();
  }
}
