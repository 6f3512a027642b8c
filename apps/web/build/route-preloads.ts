import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Where the server finds, per path, the page code to announce in that path's index.html. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The pages a visitor lands on cold, by the path they arrive at, and the modules each renders first. The app's entry
 * asks for these only once it has run; named in the HTML they download beside the entry instead. English catalogues
 * are loaded in every language (the fallback), so the page's own are always wanted. (The login page is left out:
 * named in its HTML, its code competes with the entry for the first connections, and its budget is the tighter.)
 */
const LANDING_PAGES: Record<string, string[]> = {
  '/instant-quote': [
    'src/shell/layout/StandalonePage.tsx',
    'src/pages/instant-quote/index.tsx',
    'src/locales/en/instantQuote.ts',
    'src/locales/en/pricing.ts',
  ],
};

const isChunk = (file: OutputBundle[string] | undefined): file is OutputChunk => file?.type === 'chunk';

/** A chunk's file and every chunk it imports statically, transitively. */
function closure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (isChunk(chunk)) for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

/**
 * Writes `route-preloads.json`: for each landing path, the page's chunks (with what they import) that the HTML does
 * not already preload, in the order the page needs them. The server adds them to that path's index.html as
 * `<link rel="modulepreload">`, so a first visit fetches the page's code while the entry still loads.
 */
export function routePreloads(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'pcb-route-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      const byModule = new Map(chunks.flatMap((c) => (c.facadeModuleId ? [[c.facadeModuleId, c.fileName]] : [])));
      const inHtml = new Set<string>();
      for (const entry of chunks.filter((c) => c.isEntry)) closure(bundle, entry.fileName, inHtml);
      const preloads: Record<string, string[]> = {};
      for (const [route, modules] of Object.entries(LANDING_PAGES)) {
        const files = new Set<string>();
        for (const module of modules) {
          const fileName = byModule.get(path.resolve(root, module));
          if (!fileName) this.error(`route-preloads: ${module} (for ${route}) is not the start of a chunk`);
          closure(bundle, fileName, files);
        }
        preloads[route] = [...files].filter((f) => !inHtml.has(f)).map((f) => `${base}${f}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
