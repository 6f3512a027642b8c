/**
 * The component harness (e2e/harness) served by Vite's dev server, for e2e/components-harness.e2e.ts: apps/web's
 * React plugin, a free port, and /api passed to the real test server so uploads reach the file service.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Page } from 'playwright-core';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('../harness', import.meta.url));

export interface Harness {
  url: string;
  /** Opens a scenario (`case` in e2e/harness) in a language and waits until it is drawn. */
  open: (page: Page, scenario: string, lang?: string) => Promise<void>;
  close: () => Promise<void>;
}

export async function startHarness(api: string): Promise<Harness> {
  // A cache of its own: another run on the machine may be optimising its dependencies at the same moment.
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-harness-'));
  const server = await createServer({
    configFile: false,
    root,
    cacheDir,
    logLevel: 'error',
    plugins: [react()],
    // Every dependency found before the first page asks for one, so no late discovery reloads a page mid-test.
    optimizeDeps: { entries: ['main.tsx'] },
    server: { host: '127.0.0.1', port: 0, hmr: false, watch: null, proxy: { '/api': api } },
  });
  await server.listen();
  const address = server.httpServer!.address();
  if (!address || typeof address === 'string') throw new Error('the harness server has no port');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    open: async (page, scenario, lang = 'en') => {
      // The dev server compiles the harness's modules on the first visit: on a busy machine that takes over 30 s.
      await page.goto(`${url}/?case=${encodeURIComponent(scenario)}&lang=${encodeURIComponent(lang)}`, {
        timeout: 90_000,
      });
      await page.locator(`[data-testid=harness][data-case="${scenario}"]`).waitFor({ timeout: 60_000 });
    },
    close: async () => {
      await server.close();
      fs.rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}
