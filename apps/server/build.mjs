// Builds the server to JavaScript for `npm start`: one ES module bundle of the server with our own packages
// (core, cam) inside and every npm dependency left to node_modules, the Gerber worker beside it, source maps
// pointing at the .ts lines. Development keeps running the sources (tsx watch).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(serverRoot, 'dist');

/** Bare imports stay imports, except our workspace packages, which are TypeScript sources and are bundled. */
const npmDependenciesExternal = {
  name: 'npm-dependencies-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pcbunion/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    'migrate-cli': 'src/migrate-cli.ts',
    'backup-cli': 'src/backup-cli.ts',
    'simulate-devices': 'src/simulate-devices.ts',
    // pool.ts starts `./worker-entry.mjs` beside itself: in the sources a tsx shim, here the built worker.
    'worker-entry': 'src/modules/gerber/analysis/worker.ts',
  },
  absWorkingDir: serverRoot,
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [npmDependenciesExternal],
});
console.log(`server built to ${path.relative(process.cwd(), outdir) || 'dist'} in ${Date.now() - started} ms`);
