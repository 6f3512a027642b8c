import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.js';
import { IMMUTABLE_CACHE, siteRoutes } from './routes.js';

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i, label: `row ${i}` })))};\n`;
const INDEX = `<!doctype html><html><head><title>PCB Union</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const SMALL = 'export const one = 1;\n';

let app: FastifyInstance;
let dist: string;

/** A built web app as the build leaves it: each compressible file with its `.br` and `.gz` copies beside it. */
function writeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-site-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, text: string, compressed: boolean) => {
    fs.writeFileSync(path.join(dir, name), text);
    if (!compressed) return;
    fs.writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  };
  write('index.html', INDEX, true);
  write('assets/login-AbC123.js', SCRIPT, true);
  write('assets/tiny-XyZ789.js', SMALL, false);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  return dir;
}

beforeAll(async () => {
  dist = writeDist();
  app = Fastify();
  await registerCompression(app);
  app.get('/api/big', async () => ({
    code: 1,
    msg: 'ok',
    data: Array.from({ length: 200 }, (_, i) => ({ uid: `u-${i}`, name: `name ${i}` })),
  }));
  app.get('/api/small', async () => ({ code: 1, msg: 'ok', data: { uid: 'u-1' } }));
  await app.register(siteRoutes, { webDist: dist, version: 'v-test', projectName: 'PCB Union' });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app is sent compressed at build time, by Accept-Encoding', () => {
  it('sends the brotli copy to a browser that takes brotli, with Vary and a year of immutable cache', async () => {
    const res = await get('/assets/login-AbC123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await get('/assets/login-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/login-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a small file without a compressed copy as it is, not compressed again per request', async () => {
    const res = await get('/assets/tiny-XyZ789.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SMALL);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it('sends index.html compressed and no-cache, at / and at any client route', async () => {
    for (const url of ['/', '/login', '/staff-management/index?x=1']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('revalidates files without a hash in their name (no-cache)', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never hands out a compressed copy by its own name', async () => {
    const res = await get('/assets/login-AbC123.js.br', 'br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('API answers are compressed above 1 kB', () => {
  it('compresses a large answer with brotli or gzip as the caller accepts, with Vary', async () => {
    const br = await get('/api/big', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data).toHaveLength(200);
    const gz = await get('/api/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).data).toHaveLength(200);
  });

  it('sends a small answer, or one to a caller that accepts no encoding, as it is', async () => {
    expect((await get('/api/small', 'br')).headers['content-encoding']).toBeUndefined();
    const plain = await get('/api/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toHaveLength(200);
  });

  it('keeps /version.json uncached', async () => {
    expect((await get('/version.json?t=1', 'br')).headers['cache-control']).toBe('no-store');
  });
});
