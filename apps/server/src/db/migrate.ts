import path from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { serverRoot } from '../config.js';
import type { Database, DatabaseKind } from './client.js';

export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** Applies every migration in `drizzle/` not yet applied (drizzle's journal in `drizzle.__drizzle_migrations`). */
export async function applyMigrations(db: Database, kind: DatabaseKind): Promise<void> {
  if (kind === 'pglite') await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  else await migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder });
}
