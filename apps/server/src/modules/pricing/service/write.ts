import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { pricingBooks } from '../../../db/schema/index.js';
import { conflict } from '../../../http/errors.js';
import type { PricingActor } from '../access.js';
import type { BookCache } from './book-cache.js';
import { loadBookData, type BookData, type Tx } from './load.js';
import { recordAudit } from '../../../platform/audit.js';

export interface WriteContext {
  db: Database;
  cache: BookCache;
  platformUid: string | null;
}

export interface BookWrite {
  tx: Tx;
  data: BookData;
  /** Appends an audit_log row in the same transaction. */
  audit(entity: string, entityUid: string, action: string, before: unknown, after: unknown): Promise<void>;
}

/**
 * Every change to pricing data runs here, in one transaction: it raises the owner's book version (creating the
 * book row on the first change), which also locks that row so writers of one book queue up and each checks the
 * rules against the data as it is; then loads the data, lets `work` check and write, and audits. After the
 * commit the owner's compiled book leaves this instance's cache (the platform's change leaves all of them);
 * other instances see the new version on their next check.
 */
export async function writeBook<T>(
  ctx: WriteContext,
  actor: PricingActor,
  work: (write: BookWrite) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(pricingBooks)
      .values({ enterpriseUid: actor.enterpriseUid })
      .onConflictDoUpdate({
        target: pricingBooks.enterpriseUid,
        set: { version: sql`${pricingBooks.version} + 1`, updatedAt: sql`now()` },
      });
    const data = await loadBookData(tx, actor.enterpriseUid, ctx.platformUid);
    const audit = async (entity: string, entityUid: string, action: string, before: unknown, after: unknown) => {
      await recordAudit(tx, {
        actorAccountUid: actor.accountUid,
        enterpriseUid: actor.enterpriseUid,
        entity,
        entityUid,
        action,
        before: before ?? null,
        after: after ?? null,
        ip: actor.ip,
      });
    };
    return work({ tx, data, audit });
  });
  if (actor.level === 'platform') ctx.cache.clear();
  else ctx.cache.invalidate(actor.enterpriseUid);
  return result;
}

/** Compare-and-set: the row version the caller edited must still be the stored one (409 otherwise). */
export function assertRowVersion(stored: { rowVersion: number }, given: number | undefined): void {
  if (given !== undefined && given !== stored.rowVersion) throw conflict();
}
