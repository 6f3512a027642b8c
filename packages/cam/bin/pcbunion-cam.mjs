#!/usr/bin/env node
// Runs the CLI compiled: dist/cli.mjs, one esbuild bundle of src/cli.ts with its dependencies, built on demand
// (the first run after a change to src/ builds it in ~0.2 s; later runs start in plain node, without tsx).
// Nothing generated is committed (dist/ is git-ignored), so `npm ci` and the tests work on a fresh clone.
// Without esbuild (a production install without dev dependencies), the TypeScript runs through tsx.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'dist', 'cli.mjs');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

async function load() {
  const fresh = existsSync(bundle) && statSync(bundle).mtimeMs >= newestSource(join(root, 'src'));
  if (!fresh) {
    try {
      const { build } = await import('esbuild');
      const output = await build({
        entryPoints: [join(root, 'src', 'cli.ts')],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        write: false,
        logLevel: 'error',
      });
      // Written aside, then renamed: two first runs at once never read half a file.
      mkdirSync(dirname(bundle), { recursive: true });
      const temporary = `${bundle}.${process.pid}.tmp`;
      writeFileSync(temporary, output.outputFiles[0].contents);
      renameSync(temporary, bundle);
    } catch {
      const { register } = await import('tsx/esm/api');
      register();
      return import('../src/cli.ts');
    }
  }
  return import(pathToFileURL(bundle).href);
}

const { main } = await load();
process.exitCode = await main(process.argv.slice(2));
