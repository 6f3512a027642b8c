import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from '../../test/pg-databases.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { migrationsFolder } from './migrate.js';
import { recordAudit } from '../platform/audit.js';
import { checkAuditChains } from '../platform/audit-chain.js';

/**
 * Migration 0048 (issue 33) on a database as it stood before it: the audit rows already written are chained per
 * enterprise in id order (the rows with no enterprise form the platform's chain), and appends go on from each
 * chain's tail. Migrated to 0047, filled the old way, then migrated on (PGlite, or PostgreSQL with DATABASE_URL).
 */
let handle: DatabaseHandle;
let cleanup: () => Promise<void>;
const folders: string[] = [];

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-migrations-'));
  folders.push(dir);
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function migrateTo(folder: string) {
  if (handle.kind === 'pglite')
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  else await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `migration_0048_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE "${name}"`);
    handle = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: '' });
    cleanup = () => adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-migration-'));
    handle = await openDatabase({ dataDir: dir });
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  await migrateTo(migrationsBefore('0048_audit_chain'));
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await cleanup?.();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('migration 0048: the audit log in chains', () => {
  it('chains the existing rows per enterprise in id order, then appends from each tail', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    for (const [enterprise, n] of [
      [a, 1],
      [null, 1],
      [b, 1],
      [a, 2],
      [a, 3],
      [null, 2],
      [b, 2],
    ] as const)
      await handle.db.execute(
        sql`insert into audit_log (enterprise_uid, entity, entity_uid, action, after)
            values (${enterprise}, 'order', ${`O${n}`}, 'create', ${JSON.stringify({ n })}::jsonb)`,
      );
    await migrateTo(migrationsFolder);
    const chained = await rows<{ enterprise_uid: string | null; entity_uid: string; seq: string }>(
      sql`select enterprise_uid, entity_uid, seq from audit_log order by id`,
    );
    expect(chained.map((r) => [r.enterprise_uid, r.entity_uid, Number(r.seq)])).toEqual([
      [a, 'O1', 1],
      [null, 'O1', 1],
      [b, 'O1', 1],
      [a, 'O2', 2],
      [a, 'O3', 3],
      [null, 'O2', 2],
      [b, 'O2', 2],
    ]);
    expect(await checkAuditChains(handle.db, 'all')).toEqual({ intact: true, rows: 7, chains: 3, breaks: [] });
    await recordAudit(handle.db, {
      actorAccountUid: null,
      enterpriseUid: a,
      entity: 'order',
      entityUid: 'O4',
      action: 'update',
    });
    const [tail] = await rows<{ seq: string }>(sql`select seq from audit_log where entity_uid = 'O4'`);
    expect(Number(tail!.seq)).toBe(4);
    expect((await checkAuditChains(handle.db, a)).intact).toBe(true);
  });
});
