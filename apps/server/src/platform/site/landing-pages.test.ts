import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingPath } from './landing-pages.js';
import { siteRoutes } from './routes.js';

const INDEX = [
  '<!doctype html><html><head><title>PCB Union</title>',
  '<link rel="modulepreload" crossorigin href="/assets/entry-1.js">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');
const PRELOADS = {
  '/instant-quote': ['/assets/StandalonePage-a.js', '/assets/instant-quote-b.js'],
  '/login': ['/assets/login-c.js'],
};

let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-landing-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(PRELOADS));
  app = Fastify();
  await app.register(siteRoutes, { webDist: dist, version: 'v-test', projectName: 'PCB Union' });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const preloaded = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe("a landing page's HTML names the page's own code", () => {
  it.each(['/instant-quote', '/instant-quote/', '/instant-quote/index', '/instant-quote?quote=IQ1'])(
    '%s: the entry, then the standalone page and the instant quote, never cached',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(preloaded(res.body)).toEqual(['/assets/entry-1.js', ...PRELOADS['/instant-quote']]);
      expect(res.body.indexOf('instant-quote-b.js')).toBeLessThan(res.body.indexOf('</head>'));
    },
  );

  it('the login page gets its own list; any other client route the plain index.html', async () => {
    expect(preloaded((await app.inject({ method: 'GET', url: '/login' })).body)).toEqual([
      '/assets/entry-1.js',
      '/assets/login-c.js',
    ]);
    for (const url of ['/', '/workbench', '/instant-quotes', '/login/other']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    }
  });

  it('one page, three spellings', () => {
    expect(['/instant-quote', '/instant-quote/', '/instant-quote/index'].map(landingPath)).toEqual([
      '/instant-quote',
      '/instant-quote',
      '/instant-quote',
    ]);
    expect(landingPath('/')).toBe('/');
  });
});
