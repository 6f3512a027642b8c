import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';

/**
 * Tables a refused request may legitimately touch, left out of the "nothing changed" check: sessions and their
 * grants (signing in again), rate-limit and throttle windows (counting refusals is their job), the background
 * job queue, the audit of sign-in attempts and drizzle's own migrations table.
 */
export const BOOKKEEPING_TABLES =
  /^(sessions|session_grants|rate_limit.*|.*throttle.*|.*attempts?|jobs|login_tickets|__drizzle.*)$/;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The business tables of the database (all public tables but the bookkeeping ones). */
export async function businessTables(db: Database): Promise<string[]> {
  const rows = rowsOf<{ tablename: string }>(
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  );
  return rows.map((row) => row.tablename).filter((name) => !BOOKKEEPING_TABLES.test(name));
}

/** One line per table: its row count and the sum of its rows' hashes (any insert, update or delete changes it). */
export async function checksum(db: Database, tables: readonly string[]): Promise<Map<string, string>> {
  const parts = tables.map(
    (table) =>
      `select '${table}' as t, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as c from "${table}" x`,
  );
  const rows = rowsOf<{ t: string; c: string }>(await db.execute(sql.raw(parts.join(' union all '))));
  return new Map(rows.map((row) => [row.t, row.c]));
}

/**
 * A mark that moves whenever anything is written anywhere in the database: the next transaction id PostgreSQL
 * will hand out (every write takes one; reading takes none). The same mark twice means nothing was written in
 * between, which spares the checksum of every table — the check a batch of refusals needs almost always.
 */
export async function writeMark(db: Database): Promise<string> {
  return rowsOf<{ mark: string }>(
    await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`),
  )[0]!.mark;
}

/** The tables whose checksum differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before.keys()].filter((table) => before.get(table) !== after.get(table));
}
