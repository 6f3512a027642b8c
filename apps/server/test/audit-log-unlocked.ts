import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `work` in one transaction with the audit log's append-only trigger off, as the table's owner could: for
 * tests that stage old rows, clear a slate or tamper with a chain to see it detected (docs/audit.md).
 */
export async function withAuditLogUnlocked<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    const result = await work(tx);
    await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    return result;
  });
}
