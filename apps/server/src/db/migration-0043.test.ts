import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from '../../test/pg-databases.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { migrationsFolder } from './migrate.js';

/**
 * Migration 0043 (issue 30 #8) on a database as it stood after 0042: the quotation type, hand-set until then, follows
 * from the inquiry link — a version whose reference number is an online inquiry to the same factory is linked to it
 * and platform, every other version internal. Migrated to 0042, filled the old way, then migrated on (PGlite, or
 * PostgreSQL with DATABASE_URL).
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
    const name = `migration_0043_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE "${name}"`);
    handle = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: '' });
    cleanup = () => adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-migration-'));
    handle = await openDatabase({ dataDir: dir });
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  await migrateTo(migrationsBefore('0043_quotation_type_from_inquiry'));
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await cleanup?.();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('migration 0043: the quotation type follows from the inquiry link', () => {
  it('links versions whose reference number is an inquiry to the same factory, and sets every type from the link', async () => {
    const [account] = await rows<{ uid: string }>(
      sql`insert into accounts (user_no, name) values ('U-MIG43-1', 'Old buyer') returning uid`,
    );
    const [factory] = await rows<{ uid: string }>(
      sql`insert into enterprises (enterprise_no, name, kind) values ('E-MIG43-F', 'Old factory', 'factory') returning uid`,
    );
    const [other] = await rows<{ uid: string }>(
      sql`insert into enterprises (enterprise_no, name, kind) values ('E-MIG43-G', 'Other factory', 'factory') returning uid`,
    );
    const [customer] = await rows<{ uid: string }>(
      sql`insert into enterprises (enterprise_no, name, kind) values ('E-MIG43-C', 'Old customer', 'customer') returning uid`,
    );
    const [inquiry] = await rows<{ uid: string }>(
      sql`insert into inquiries (inquiry_no, customer_enterprise_uid, customer_account_uid, merchant_enterprise_uid,
          product_no, currency, total_cents, delivery_days)
        values ('XJ-MIG43-1', ${customer!.uid}, ${account!.uid}, ${factory!.uid}, 'P-1', 'CNY', 1000, 5) returning uid`,
    );
    await handle.db.execute(sql`insert into inquiries (inquiry_no, customer_enterprise_uid, customer_account_uid,
        merchant_enterprise_uid, product_no, currency, total_cents, delivery_days)
      values ('XJ-MIG43-2', ${customer!.uid}, ${account!.uid}, ${other!.uid}, 'P-1', 'CNY', 1000, 5)`);
    const quotation = (enterprise: string, no: string, version: number, current: boolean, type: string, ref: string) =>
      handle.db
        .execute(sql`insert into quotations (enterprise_uid, quotation_no, version, is_current, type, reference_no,
          layers, panel_width, panel_height, quantity, currency, original_currency, exchange_rate, quotation_date,
          scrap_rate, gross_margin, business_rate, tax_rate)
        values (${enterprise}, ${no}, ${version}, ${current}, ${type}, ${ref}, 2, 100, 100, 1, 'CNY', 'CNY', 1,
          '2026-01-05', 3, 20, 2, 13)`);
    // Both versions of QT-A name the factory's inquiry (one was set to internal by hand); QT-B was set to platform by
    // hand with no inquiry; QT-C names another factory's inquiry; QT-D belongs to the other factory and names its own.
    await quotation(factory!.uid, 'QT-A', 1, false, 'internal', 'XJ-MIG43-1');
    await quotation(factory!.uid, 'QT-A', 2, true, 'platform', 'XJ-MIG43-1');
    await quotation(factory!.uid, 'QT-B', 1, true, 'platform', 'customer PO 77');
    await quotation(factory!.uid, 'QT-C', 1, true, 'platform', 'XJ-MIG43-2');
    await quotation(other!.uid, 'QT-D', 1, true, 'internal', 'XJ-MIG43-2');

    await migrateTo(migrationsFolder);

    const after = await rows<{
      owner: string;
      quotation_no: string;
      version: number;
      type: string;
      inquiry_no: string | null;
      linked: boolean;
    }>(
      sql`select case when enterprise_uid = ${factory!.uid} then 'F' else 'G' end as owner, quotation_no, version, type,
          inquiry_no, inquiry_uid = ${inquiry!.uid} as linked
        from quotations where enterprise_uid in (${factory!.uid}, ${other!.uid}) order by quotation_no, version`,
    );
    expect(after.map((r) => [r.owner, r.quotation_no, r.version, r.type, r.inquiry_no])).toEqual([
      ['F', 'QT-A', 1, 'platform', 'XJ-MIG43-1'],
      ['F', 'QT-A', 2, 'platform', 'XJ-MIG43-1'],
      ['F', 'QT-B', 1, 'internal', null],
      ['F', 'QT-C', 1, 'internal', null],
      ['G', 'QT-D', 1, 'platform', 'XJ-MIG43-2'],
    ]);
    expect(after[0]!.linked).toBe(true);

    // From now on the database itself keeps the type in step with the link.
    await expect(
      handle.db.execute(sql`update quotations set type = 'platform' where quotation_no = 'QT-B'`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`update quotations set inquiry_uid = null, inquiry_no = null where quotation_no = 'QT-A'`),
    ).rejects.toThrow();
  });
});
