import { writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';
import { INSTANT_QUOTE_NAMESPACES, SECTION_NAMESPACES } from './src/pages/instant-quote/namespaces';

/** Writes dist/version.json so running clients can see a new release (spec 01 §7). */
function releaseVersion(): Plugin {
  const version = `${process.env.npm_package_version ?? '0.1.0'}+${new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14)}`;
  let outDir = 'dist';
  return {
    name: 'pcb-release-version',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      writeFileSync(path.join(outDir, 'version.json'), JSON.stringify({ version }));
    },
  };
}

/**
 * The catalogues the login page and the public instant quote load one by one (locales/i18n.ts); every other
 * namespace is loaded all at once before the workbench renders, so a language's are one file, not forty.
 */
const CATALOGUES_LOADED_ALONE = new Set<string>([
  'common',
  'login',
  'shell',
  ...INSTANT_QUOTE_NAMESPACES,
  ...SECTION_NAMESPACES,
]);
const workbenchCatalogues = (id: string): string | null => {
  const [, language, namespace] = /\/src\/locales\/([\w-]+)\/(\w+)\.ts$/.exec(id) ?? [];
  return language && namespace && !CATALOGUES_LOADED_ALONE.has(namespace) ? `locale-${language}` : null;
};

export default defineConfig({
  plugins: [react(), releaseVersion(), routePreloads(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
      '/version.json': 'http://127.0.0.1:8080',
      '/config.json': 'http://127.0.0.1:8080',
    },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules\/(react|scheduler)/ },
            // Only the catalogues themselves: what they import (core's problem texts) stays where the login page finds it.
            { name: workbenchCatalogues, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
