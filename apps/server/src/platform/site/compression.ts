import { constants } from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** API answers smaller than this go as they are: compressing them saves less than its headers cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compression of the answers built per request (the API): brotli or gzip by `Accept-Encoding`, with
 * `Vary: Accept-Encoding`, above 1 kB. Brotli at quality 4 — near gzip's speed, smaller output — since each answer is
 * compressed as it is sent. The built web app is not compressed here: its files are compressed once, at build time
 * (apps/web/vite.config.ts), and served as they are (routes.ts). Registered before every route, so it reaches all.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  const options: FastifyCompressOptions = {
    global: true,
    // Request bodies are read as sent: an inflated body would escape the body limit.
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  };
  await app.register(fastifyCompress, options);
}
