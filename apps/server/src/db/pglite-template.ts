import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built server ships an embedded database already created and migrated (`dist/pglite-template`, made by
 * build.mjs with this PGlite and these migrations). A fresh data directory starts as a copy of it: creating a
 * cluster inside WebAssembly (initdb) takes most of a first start and grows the process by half a gigabyte that
 * WebAssembly never gives back. From the sources (no template beside the code) the cluster is created as before;
 * either way the migrations then run, so a template older than the code is brought up to date.
 */
export const PGLITE_TEMPLATE_DIR = 'pglite-template';

/** The template beside the built code, when there is one. */
export function shippedTemplate(): string | null {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), PGLITE_TEMPLATE_DIR);
  return fs.existsSync(path.join(dir, 'PG_VERSION')) ? dir : null;
}

/** Copies the template into `dataDir` when the directory holds no cluster yet; true when it did. */
export function startFromTemplate(dataDir: string, template: string | null = shippedTemplate()): boolean {
  if (!template || fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return false;
  // Copied beside the target and renamed, so a start stopped half-way never leaves half a cluster.
  const partial = `${dataDir}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(template, partial, { recursive: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.renameSync(partial, dataDir);
  return true;
}
