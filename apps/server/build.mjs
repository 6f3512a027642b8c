// Builds the server to JavaScript for `npm start`: one ES module bundle of the server with our own packages
// (core, cam) inside and every npm dependency left to node_modules, the Gerber worker beside it, source maps
// pointing at the .ts lines. Development keeps running the sources (tsx watch).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
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

await shipPgliteTemplate();

/**
 * The embedded database, created and migrated once (dist/pglite-template, see src/db/pglite-template.ts). It is
 * kept in node_modules/.cache under a key of the PGlite version and the migrations, so a build makes it only when
 * one of them changed.
 */
async function shipPgliteTemplate() {
  const began = Date.now();
  const pgliteManifest = path.join(serverRoot, '../../node_modules/@electric-sql/pglite/package.json');
  const migrations = path.join(serverRoot, 'drizzle');
  const hash = createHash('sha256').update(fs.readFileSync(pgliteManifest));
  for (const file of fs.readdirSync(migrations, { recursive: true }).map(String).sort()) {
    const full = path.join(migrations, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const cached = path.join(
    serverRoot,
    '../../node_modules/.cache/pcb-pglite-template',
    hash.digest('hex').slice(0, 16),
  );
  if (!fs.existsSync(path.join(cached, 'PG_VERSION'))) {
    const making = `${cached}.making-${process.pid}`;
    fs.rmSync(making, { recursive: true, force: true });
    const made = spawnSync(process.execPath, [path.join(outdir, 'migrate-cli.mjs')], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: making, SEED_DEMO: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (made.status !== 0) throw new Error(`the embedded database template could not be made (exit ${made.status})`);
    // Each installation makes its own data key on first start (docs/encryption.md): none is shipped.
    fs.rmSync(path.join(making, 'data-key'), { force: true });
    fs.rmSync(cached, { recursive: true, force: true });
    fs.renameSync(making, cached);
  }
  fs.cpSync(cached, path.join(outdir, 'pglite-template'), { recursive: true });
  console.log(`embedded database template shipped in ${Date.now() - began} ms`);
}
