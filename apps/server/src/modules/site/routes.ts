import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export interface SiteOptions {
  webDist: string;
  version: string;
  projectName: string;
  parameterExtractionUrl?: string | null;
}

/**
 * `/version.json` and `/config.json` of spec 01 §7 (fetched with a timestamp, never cached), and the built
 * web app at `/` with every client route falling back to index.html.
 */
export const siteRoutes: FastifyPluginAsync<SiteOptions> = async (app, { webDist, version, projectName, parameterExtractionUrl = null }) => {
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
  await app.register(fastifyStatic, {
    root: webDist,
    serve: false,
    index: false,
    setHeaders: (reply, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0]!;
    if (url.startsWith('/api/')) return reply.callNotFound();
    const file = path.normalize(path.join(webDist, url));
    if (file.startsWith(webDist) && url !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(webDist, file));
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
};
