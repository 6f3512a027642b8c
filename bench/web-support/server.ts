/**
 * Shared by the web benchmarks (not a benchmark itself): a real server with the built web app on a temporary
 * database, the machine's Chromium, and the results file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { loadConfig } from '../../apps/server/src/config.js';
import { startServer, type RunningServer } from '../../apps/server/src/server.js';
import { CHROMIUM, hasChromium, launchChromium } from '../../e2e/support/chromium.js';

const here = import.meta.dirname;
/** The built web app the server serves (WEB_DIST when set, else apps/web/dist). */
const { webDist } = loadConfig();

export interface WebBench {
  server: RunningServer;
  browser: Browser;
  close(): Promise<void>;
}

/** Null (with the reason printed) when the built app or Chromium is missing: the bench then has nothing to measure. */
export async function openWebBench(): Promise<WebBench | null> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    console.log(`SKIPPED: no built web app in ${webDist} (run npm run build first).`);
    return null;
  }
  if (!hasChromium) {
    console.log(`SKIPPED: no Chromium at ${CHROMIUM}.`);
    return null;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-web-bench-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    logLevel: 'warn',
    dataDir,
    databaseUrl: undefined,
    webDist,
  });
  const browser = await launchChromium();
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function writeResult(name: string, result: unknown): string {
  const file = path.join(here, '..', 'results', `${name}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const record = {
    at: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage1m: os.loadavg()[0],
    ...(result as object),
  };
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
