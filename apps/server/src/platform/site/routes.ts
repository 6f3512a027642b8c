import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { landingPages, landingPath } from './landing-pages.js';

export interface SiteOptions {
  webDist: string;
  version: string;
  projectName: string;
  parameterExtractionUrl?: string | null;
}

/** Built files whose name carries their content hash: a new release has new names, so a browser keeps them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * `/version.json` and `/config.json` of spec 01 §7 (fetched with a timestamp, never cached), and the built
 * web app at `/` with every client route falling back to index.html.
 *
 * Delivery: the build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each compressible file (see
 * apps/web/vite.config.ts); the file matching the request's `Accept-Encoding` is sent with `Vary: Accept-Encoding`,
 * the plain file to a client that takes neither. Hashed assets (`/assets/…`) are immutable for a year; everything
 * else, index.html first, is `no-cache` (revalidated each time, so a release shows at once).
 */
export const siteRoutes: FastifyPluginAsync<SiteOptions> = async (
  app,
  { webDist, version, projectName, parameterExtractionUrl = null },
) => {
  app.get('/version.json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { version };
  });

  app.get('/config.json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { faviconIcon: '/favicon.svg', faviconSmallIcon: '/favicon.svg', projectName, parameterExtractionUrl };
  });

  const indexHtml = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    app.log.warn({ webDist }, 'web app not built: only the API is served (run npm run build)');
    return;
  }
  const assets = path.join(webDist, 'assets') + path.sep;
  const landings = landingPages(webDist, indexHtml);
  await app.register(fastifyStatic, {
    root: webDist,
    serve: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE_CACHE : 'no-cache');
    },
  });
  // Files go precompressed or not at all: compressing them again per request would only spend CPU.
  app.get('/*', { schema: { hide: true }, compress: false }, async (request, reply) => {
    const url = request.url.split('?')[0]!;
    if (url.startsWith('/api/')) return reply.callNotFound();
    const file = path.normalize(path.join(webDist, url));
    if (
      file.startsWith(webDist) &&
      url !== '/' &&
      !/\.(br|gz)$/.test(file) &&
      fs.existsSync(file) &&
      fs.statSync(file).isFile()
    ) {
      return reply.sendFile(path.relative(webDist, file));
    }
    const landing = landings.get(landingPath(url));
    if (landing) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(landing);
    return reply.sendFile('index.html');
  });
};
