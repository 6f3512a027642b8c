import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { KEY_FILE } from './platform/secrets/index.js';

const run = promisify(execFile);

/** What a backup holds: `manifest.json`, and `database.dump` (pg_dump custom format) + `files/`, or `pglite/` (the data directory). */
export interface BackupManifest {
  format: 'pcb-union-backup/1';
  kind: 'postgresql' | 'pglite';
  createdAt: string;
  /** Rows of the tables a restore is checked against. */
  counts: Record<string, number>;
  files: number;
}

export const COUNTED_TABLES = [
  'orders',
  'ledger_lines',
  'ledger_transactions',
  'stored_files',
  'accounts',
  'enterprises',
] as const;

function filesIn(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, String(f))).isFile()).length;
}

async function countRows(
  query: (text: string) => Promise<{ rows: Array<Record<string, unknown>> }>,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const exists = await query(`select to_regclass('public.${table}') is not null as ok`);
    counts[table] = exists.rows[0]?.ok
      ? Number((await query(`select count(*) as n from "${table}"`)).rows[0]?.n ?? 0)
      : 0;
  }
  return counts;
}

async function withPg<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'pcb-union backup' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function emptyTarget(dir: string, what: string) {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${what} ${dir} is not empty`);
  fs.mkdirSync(dir, { recursive: true });
}

/**
 * Writes a backup into `target` (a new or empty directory).
 * PostgreSQL: `pg_dump --format=custom` of the whole database (consistent while the servers run), and a copy of
 * DATA_DIR/files (the uploaded files of the local-disk storage; with S3 the bucket keeps them, see docs/deploy.md).
 * PGlite: a copy of the data directory (database and files); stop the server first — PGlite is one process's database.
 */
export async function backup(opts: { databaseUrl?: string; dataDir: string; target: string }): Promise<BackupManifest> {
  emptyTarget(opts.target, 'backup directory');
  let manifest: BackupManifest;
  if (opts.databaseUrl) {
    const counts = await withPg(opts.databaseUrl, (client) => countRows((text) => client.query(text)));
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--file',
      path.join(opts.target, 'database.dump'),
      '--dbname',
      opts.databaseUrl,
    ]);
    const files = path.join(opts.dataDir, 'files');
    if (fs.existsSync(files)) fs.cpSync(files, path.join(opts.target, 'files'), { recursive: true });
    manifest = {
      format: 'pcb-union-backup/1',
      kind: 'postgresql',
      createdAt: new Date().toISOString(),
      counts,
      files: filesIn(files),
    };
  } else {
    const copy = path.join(opts.target, 'pglite');
    // The key file stays out: a backup holds sealed secrets only, and its key is kept apart (docs/encryption.md).
    fs.cpSync(opts.dataDir, copy, { recursive: true, filter: (source) => path.basename(source) !== KEY_FILE });
    // The copy must open: a directory copied while a server wrote to it would fail here, not on the day of the restore.
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: copy });
    try {
      const counts = await countRows((text) => db.query<Record<string, unknown>>(text));
      manifest = {
        format: 'pcb-union-backup/1',
        kind: 'pglite',
        createdAt: new Date().toISOString(),
        counts,
        files: filesIn(path.join(copy, 'files')),
      };
    } finally {
      await db.close();
    }
  }
  fs.writeFileSync(path.join(opts.target, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

/**
 * Restores `source` into an empty database (PostgreSQL: no table in it yet; PGlite: an empty or missing DATA_DIR)
 * and an empty DATA_DIR/files, then checks the restored row and file counts against the manifest.
 */
export async function restore(opts: {
  databaseUrl?: string;
  dataDir: string;
  source: string;
}): Promise<BackupManifest> {
  const manifest = JSON.parse(fs.readFileSync(path.join(opts.source, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== 'pcb-union-backup/1') throw new Error(`${opts.source} is not a PCB Union backup`);
  if ((manifest.kind === 'postgresql') !== Boolean(opts.databaseUrl)) {
    throw new Error(
      manifest.kind === 'postgresql'
        ? 'this backup is of PostgreSQL: set DATABASE_URL to the empty database to restore into'
        : 'this backup is of PGlite: unset DATABASE_URL and set DATA_DIR',
    );
  }
  let counts: Record<string, number>;
  let files: number;
  if (opts.databaseUrl) {
    const url = opts.databaseUrl;
    const tables = await withPg(url, async (client) =>
      Number(
        (
          await client.query(
            `select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
          )
        ).rows[0].n,
      ),
    );
    if (tables > 0) throw new Error('the database to restore into is not empty (create a new one: createdb …)');
    const filesDir = path.join(opts.dataDir, 'files');
    emptyTarget(filesDir, 'files directory');
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      '--dbname',
      url,
      path.join(opts.source, 'database.dump'),
    ]);
    if (fs.existsSync(path.join(opts.source, 'files')))
      fs.cpSync(path.join(opts.source, 'files'), filesDir, { recursive: true });
    counts = await withPg(url, (client) => countRows((text) => client.query(text)));
    files = filesIn(filesDir);
  } else {
    emptyTarget(opts.dataDir, 'DATA_DIR');
    fs.cpSync(path.join(opts.source, 'pglite'), opts.dataDir, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: opts.dataDir });
    try {
      counts = await countRows((text) => db.query<Record<string, unknown>>(text));
    } finally {
      await db.close();
    }
    files = filesIn(path.join(opts.dataDir, 'files'));
  }
  const differs = Object.entries(manifest.counts).filter(([table, n]) => counts[table] !== n);
  if (differs.length > 0 || files !== manifest.files) {
    throw new Error(
      `restored counts differ from the backup: ${JSON.stringify({ expected: { ...manifest.counts, files: manifest.files }, restored: { ...counts, files } })}`,
    );
  }
  return manifest;
}
