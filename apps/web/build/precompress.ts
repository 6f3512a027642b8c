import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser fetches; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(m?js|css|html|svg|json|txt|xml|wasm|map)$/;
/** Below this a file goes as it is: the compressed copy would save less than a round of headers. */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside one file, when they are smaller. */
export async function precompressFile(file: string): Promise<void> {
  const raw = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gz(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
}

/**
 * Compresses the build once, at build time, at the strongest settings (too slow to run per request), so the server
 * sends each file as it is by `Accept-Encoding` (apps/server/src/modules/site/routes.ts).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pcb-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files: string[] = [];
      for await (const file of filesUnder(outDir)) {
        if (COMPRESSIBLE.test(file) && (await stat(file)).size >= PRECOMPRESS_MIN_BYTES) files.push(file);
      }
      await Promise.all(files.map(precompressFile));
    },
  };
}
