/**
 * The floor of the web-bundle bench: bench/web-floor (a bare antd + React login) built by Vite with the web app's
 * settings — React plugin, es2022, the build-time brotli/gzip copies — and served by the same site module as the app.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';
import { registerCompression } from '../../apps/server/src/platform/site/compression.js';
import { siteRoutes } from '../../apps/server/src/platform/site/routes.js';
import { precompress } from '../../apps/web/build/precompress.js';

export interface FloorSite {
  url: string;
  close(): Promise<void>;
}

export async function buildAndServeFloor(): Promise<FloorSite> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-web-floor-'));
  await build({
    configFile: false,
    root: path.join(import.meta.dirname, '..', 'web-floor'),
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { target: 'es2022', outDir, emptyOutDir: true },
  });
  const app = Fastify();
  await registerCompression(app);
  await app.register(siteRoutes, { webDist: outDir, version: 'floor', projectName: 'floor' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    async close() {
      await app.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
