import fs from 'node:fs';
import path from 'node:path';

/** Written by the web build (apps/web/build/route-preloads.ts): per landing path, the page code its HTML names. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** `/instant-quote`, `/instant-quote/` and `/instant-quote/index` are one page (as the web app's router has it). */
export const landingPath = (url: string) => url.replace(/\/index$/, '').replace(/(.)\/$/, '$1');

/**
 * index.html for each landing path, with `<link rel="modulepreload">` for the page's own code: a first visit fetches
 * it beside the app's entry rather than after the entry has run. Empty when the build wrote no preload list.
 */
export function landingPages(webDist: string, indexHtml: string): Map<string, string> {
  const file = path.join(webDist, ROUTE_PRELOADS_FILE);
  if (!fs.existsSync(file)) return new Map();
  const preloads = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  const html = fs.readFileSync(indexHtml, 'utf8');
  return new Map(
    Object.entries(preloads).map(([route, files]) => {
      const links = files.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n    ');
      return [route, html.replace('</head>', `    ${links}\n  </head>`)];
    }),
  );
}
