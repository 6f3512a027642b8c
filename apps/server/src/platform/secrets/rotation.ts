import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { hashWith, openWith, sealWith } from './envelope.js';
import { sealedFields, type SealedField } from './fields.js';
import type { Keyring } from './keyring.js';

const id = sql.identifier;

/** Values not sealed with the current key: what rotation still has to do. */
export async function staleCount(db: Database, keyring: Keyring): Promise<number> {
  let n = 0;
  for (const f of sealedFields) {
    const [row] = rows<{ n: number | string }>(
      await db.execute(
        sql`select count(*) as n from ${id(f.table)}
          where ${id(f.sealed)} is not null and split_part(${id(f.sealed)}, '.', 2) <> ${keyring.current.id}`,
      ),
    );
    n += Number(row?.n ?? 0);
  }
  return n;
}

/**
 * Re-seals one batch of a field's values with the current key, in one short transaction. Rows are claimed with
 * SKIP LOCKED and written back only if unchanged since read, so a row a member edits meanwhile is left as they wrote it.
 */
async function resealBatch(db: Database, keyring: Keyring, f: SealedField, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const batch = rows<{ key: string; sealed: string }>(
      await tx.execute(
        sql`select ${id(f.key)}::text as key, ${id(f.sealed)} as sealed from ${id(f.table)}
          where ${id(f.sealed)} is not null and split_part(${id(f.sealed)}, '.', 2) <> ${keyring.current.id}
          limit ${limit} for update skip locked`,
      ),
    );
    for (const row of batch) {
      const plain = openWith(keyring, f.kind, row.sealed);
      const hash = f.hash ? sql`, ${id(f.hash)} = ${hashWith(keyring.current, f.kind, plain)}` : sql``;
      await tx.execute(
        sql`update ${id(f.table)} set ${id(f.sealed)} = ${sealWith(keyring.current, f.kind, plain)}${hash}
          where ${id(f.key)}::text = ${row.key} and ${id(f.sealed)} = ${row.sealed}`,
      );
    }
    return batch.length;
  });
}

/**
 * Re-seals values of older keys with the current one, batch after batch, until none is left or `budgetMs` is spent.
 * Answers how many were re-sealed and whether any remain (then the job queues a next round).
 */
export async function resealStale(
  db: Database,
  keyring: Keyring,
  opts: { batch?: number; budgetMs?: number } = {},
): Promise<{ resealed: number; done: boolean }> {
  const until = Date.now() + (opts.budgetMs ?? 60_000);
  let resealed = 0;
  for (const f of sealedFields) {
    for (;;) {
      if (Date.now() > until) return { resealed, done: false };
      const n = await resealBatch(db, keyring, f, opts.batch ?? 200);
      resealed += n;
      if (n === 0) break;
    }
  }
  return { resealed, done: (await staleCount(db, keyring)) === 0 };
}
