import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { reportPages } from './failure-report.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = fs.existsSync(CHROMIUM);

/**
 * Whether this run takes the browser file `fileUrl` (its import.meta.url): Chromium is here and, when CI's two
 * database passes share the browser files (PCB_E2E_CLAIMS names a directory both see), no other pass took it
 * first. A file is claimed as it is about to run, so a pass that is free takes the next file: the two passes
 * finish together whatever their server tests cost, and each file still runs exactly once.
 */
export function runsHere(fileUrl: string): boolean {
  if (!hasChromium) return false;
  const claims = process.env.PCB_E2E_CLAIMS;
  if (!claims) return true;
  try {
    fs.writeFileSync(path.join(claims, `${path.basename(fileURLToPath(fileUrl))}.claim`), `${process.pid}\n`, {
      flag: 'wx',
    });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The browsers launched and not yet closed: their pages are described when a test fails (support/failed-attempts.ts). */
export const openBrowsers = new Set<Browser>();

/**
 * The machine's Chromium, headless, with the flags this sandbox needs (no outside network). A context closing while
 * the running test has failed first has its pages described — test files close theirs in afterEach, before the
 * setup file's afterEach runs.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    const close = context.close.bind(context);
    context.close = async (closeOptions) => {
      await reportPages(context.pages());
      return close(closeOptions);
    };
    return context;
  };
  return browser;
}
