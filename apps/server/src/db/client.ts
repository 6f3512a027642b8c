import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { startFromTemplate } from './pglite-template.js';
import { queueQueries } from './query-queue.js';
import { applicationName, nameConnectionsByRequest } from './request-context.js';
import * as schema from './schema/index.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgresql';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The connection pool on PostgreSQL (its counts are exported by GET /metrics). */
  pool?: pg.Pool;
  /** Connections carry the request they serve (request-context.ts): the request's work must run in its context. */
  namesRequests?: boolean;
  /** Runs `work` while holding the database-wide migration lock (other server processes wait). */
  withMigrationLock<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const MIGRATION_LOCK_KEY = 2026_11_22;

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir);
}

/** How long opening one connection may take before it fails (`PG_CONNECT_TIMEOUT_MS`, default 1.5 s). */
export const connectTimeoutMs = () => Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 1_500);

/**
 * A pooled connection whose opening gives up after `connectTimeoutMs`: an unreachable PostgreSQL (a dropped
 * network, a host that does not answer) is a quick failure the error handler answers 503, not a hang. The pool's
 * own `connectionTimeoutMillis` bounds the wait for a free connection when all are busy, which is longer.
 * (Its name must not contain "Pool": Drizzle takes a client whose class is named so for a pool.)
 */
class TimedConnectClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: connectTimeoutMs() });
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_MAX ?? 20),
    application_name: applicationName(undefined),
    Client: TimedConnectClient,
    connectionTimeoutMillis: Number(process.env.PG_POOL_WAIT_MS ?? 10_000),
    // A peer that vanished without closing (a crashed host, a dropped route) is found by TCP keep-alive.
    keepAlive: true,
  });
  pool.on('connect', queueQueries);
  // A connection handed out to work can lose its socket too (PostgreSQL crashed or restarted, `read ECONNRESET`):
  // the query running on it fails (the request answers 503) and the pool drops it on release. Without a listener
  // of its own, pg would raise that as an unhandled 'error' event and end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  // One extra statement per pooled connection a request takes; PG_REQUEST_NAMES=0 trades the name for it.
  const namesRequests = process.env.PG_REQUEST_NAMES !== '0';
  if (namesRequests) nameConnectionsByRequest(pool);
  // An idle connection the server ends (restart, failover, a dropped database) must not crash the process:
  // the pool forgets it and opens a new one on the next query.
  pool.on('error', (error) => process.emitWarning(`idle PostgreSQL connection closed: ${error.message}`));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgresql',
    pool,
    namesRequests,
    async withMigrationLock(work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          return await work(drizzleNodePg({ client, schema }) as unknown as Database);
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The embedded database is one portal's data in the server's own memory (WebAssembly, which only grows): its
 * buffers sized for that, not for PostgreSQL's server defaults (128 MB of shared buffers, 64 MB per maintenance).
 */
const PGLITE_SETTINGS = [
  'shared_buffers = 16MB',
  'maintenance_work_mem = 16MB',
  'work_mem = 4MB',
  'temp_buffers = 2MB',
];

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  startFromTemplate(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  // Loaded only for the embedded database: a server on PostgreSQL never holds PGlite's WebAssembly glue.
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create({ dataDir, postgresqlconf: PGLITE_SETTINGS });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection in one process: nothing else can migrate it at the same time.
    withMigrationLock: (work) => work(db),
    close: () => client.close(),
  };
}
