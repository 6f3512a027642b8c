import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { hasAuthCode, maskFromAuthCodes } from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from '../../test/pg-databases.js';
import { authCodeOf } from '../platform/access/catalogue-index.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { migrationsFolder } from './migrate.js';

/**
 * Migration 0034 (issue 20) on a database as it stood after 0033: the quotation's factory_customers list is folded
 * into the customer master, and the administrators of customer enterprises registered before menus 305 and 306 get
 * them. The database is migrated to 0033, filled the old way, then migrated on (PGlite, or PostgreSQL with DATABASE_URL).
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
    const name = `migration_0034_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE "${name}"`);
    handle = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: '' });
    cleanup = () => adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-migration-'));
    handle = await openDatabase({ dataDir: dir });
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  await migrateTo(migrationsBefore('0034_customer_master'));
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await cleanup?.();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('migration 0034: one customer master, menus 305 and 306 for old customer enterprises', () => {
  it('merges the quotation list into the master, grants the menus, and drops the old table', async () => {
    // The screens' auth codes the migration writes (a catalogue position never changes).
    expect([authCodeOf('customer-statement'), authCodeOf('customer-invoice')]).toEqual([20, 21]);
    const oldCustomerMask = maskFromAuthCodes([1, 19, 22, 70]);
    const [account] = await rows<{ uid: string }>(
      sql`insert into accounts (user_no, name) values ('U-MIG-1', 'Old registrant') returning uid`,
    );
    const [staffAccount] = await rows<{ uid: string }>(
      sql`insert into accounts (user_no, name) values ('U-MIG-2', 'Old staff') returning uid`,
    );
    const [factory] = await rows<{ uid: string }>(
      sql`insert into enterprises (enterprise_no, name, kind) values ('E-MIG-F', 'Old factory', 'factory') returning uid`,
    );
    const [other] = await rows<{ uid: string }>(
      sql`insert into enterprises (enterprise_no, name, kind) values ('E-MIG-G', 'Other factory', 'factory') returning uid`,
    );
    const [customer] = await rows<{ uid: string }>(
      sql`insert into enterprises (enterprise_no, name, kind) values ('E-MIG-C', 'Old customer', 'customer') returning uid`,
    );
    await handle.db
      .execute(sql`insert into staff (enterprise_uid, account_uid, staff_name, is_admin, permission_mask) values
      (${customer!.uid}, ${account!.uid}, 'Old registrant', true, ${oldCustomerMask}),
      (${customer!.uid}, ${staffAccount!.uid}, 'Old staff', false, '1'),
      (${factory!.uid}, ${account!.uid}, 'Factory admin', true, '1')`);
    // The master already has C-1 (no contact yet) at the factory; the list has C-1 too, and C-2, C-3 (and another factory's C-1).
    await handle.db.execute(
      sql`insert into customers (enterprise_uid, customer_no, name, level, note, row_version)
        values (${factory!.uid}, 'C-1', 'Master name', 'strategic', 'Pays on time', 3)`,
    );
    const [listC2] = await rows<{
      uid: string;
    }>(sql`insert into factory_customers (enterprise_uid, customer_no, name, level, contact, phone, remarks, created_at) values
      (${factory!.uid}, 'C-2', 'Second', 'A', 'Li Min', '0755-1', 'Gold', '2026-01-02T03:04:05Z') returning uid`);
    await handle.db
      .execute(sql`insert into factory_customers (enterprise_uid, customer_no, name, level, contact, phone, remarks) values
      (${factory!.uid}, 'C-1', 'List name', 'D', 'Wang Qiang', '0769-2', 'Needs ENIG'),
      (${factory!.uid}, 'C-3', 'Third', 'C', null, null, null),
      (${factory!.uid}, 'C-4', 'Fourth', 'D', null, '0512-4', null),
      (${other!.uid}, 'C-1', 'Other list', 'B', 'Sato', null, null)`);

    await migrateTo(migrationsFolder);

    const master = await rows<{
      enterprise_uid: string;
      uid: string;
      customer_no: string;
      name: string;
      level: string;
      contacts: unknown;
      note: string;
      row_version: number;
      created_at: Date | string;
    }>(
      sql`select enterprise_uid, uid, customer_no, name, level, contacts, note, row_version, created_at from customers
        where enterprise_uid in (${factory!.uid}, ${other!.uid}) order by enterprise_uid = ${other!.uid}, customer_no`,
    );
    expect(
      master.map((r) => [
        r.enterprise_uid === factory!.uid ? 'F' : 'G',
        r.customer_no,
        r.name,
        r.level,
        r.contacts,
        r.note,
        r.row_version,
      ]),
    ).toEqual([
      // The clash keeps the master row (name, level) and takes the list's contact and remarks in.
      [
        'F',
        'C-1',
        'Master name',
        'strategic',
        [{ name: 'Wang Qiang', phone: '0769-2', primary: true }],
        'Pays on time\nNeeds ENIG',
        4,
      ],
      ['F', 'C-2', 'Second', 'strategic', [{ name: 'Li Min', phone: '0755-1', primary: true }], 'Gold', 1],
      ['F', 'C-3', 'Third', 'regular', [], '', 1],
      ['F', 'C-4', 'Fourth', 'occasional', [{ name: '', phone: '0512-4', primary: true }], '', 1],
      ['G', 'C-1', 'Other list', 'key', [{ name: 'Sato', primary: true }], '', 1],
    ]);
    // A copied row keeps its uid and its dates.
    const second = master.find((r) => r.customer_no === 'C-2')!;
    expect(second.uid).toBe(listC2!.uid);
    expect(new Date(second.created_at).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    const log = await rows<{ action: string; after: { no: string } }>(
      sql`select action, after from audit_log where entity = 'customer' and enterprise_uid = ${factory!.uid} order by id`,
    );
    expect(log.map((l) => [l.action, l.after.no]).sort()).toEqual([
      ['from_quotation_list', 'C-2'],
      ['from_quotation_list', 'C-3'],
      ['from_quotation_list', 'C-4'],
      ['merge_quotation_list', 'C-1'],
    ]);
    expect(await rows(sql`select to_regclass('public.factory_customers') as t`)).toEqual([{ t: null }]);

    // Menus 305 and 306: the old customer enterprise's administrator has them, keeping every bit held before;
    // other staff and factories are untouched.
    const masks = await rows<{ staff_name: string; permission_mask: string }>(
      sql`select staff_name, permission_mask from staff where account_uid in (${account!.uid}, ${staffAccount!.uid}) order by staff_name`,
    );
    expect(masks).toEqual([
      { staff_name: 'Factory admin', permission_mask: '1' },
      { staff_name: 'Old registrant', permission_mask: maskFromAuthCodes([1, 19, 20, 21, 22, 70]) },
      { staff_name: 'Old staff', permission_mask: '1' },
    ]);
    expect(hasAuthCode(masks[1]!.permission_mask, 20) && hasAuthCode(masks[1]!.permission_mask, 21)).toBe(true);
  });

  it('grants the menus idempotently: running the grant again changes nothing', async () => {
    const text = fs.readFileSync(path.join(migrationsFolder, '0034_customer_master.sql'), 'utf8');
    const grant = text.split('--> statement-breakpoint').at(-1)!;
    expect(grant).toContain('UPDATE "staff"');
    const before = await rows(sql`select uid, permission_mask from staff order by uid`);
    await handle.db.execute(sql.raw(grant));
    expect(await rows(sql`select uid, permission_mask from staff order by uid`)).toEqual(before);
  });
});
