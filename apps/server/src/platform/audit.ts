import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export interface AuditEntry {
  actorAccountUid: string | null;
  enterpriseUid: string | null;
  entity: string;
  entityUid: string;
  action: string;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  /** The business clock's time of the change; the database's now() when absent. */
  at?: Date;
}

/** The database or the transaction of the change. */
type Executor = Pick<Database, 'insert'>;

const rowOf = (entry: AuditEntry) => ({
  ...(entry.at && { at: entry.at }),
  actorAccountUid: entry.actorAccountUid,
  enterpriseUid: entry.enterpriseUid,
  entity: entry.entity,
  entityUid: entry.entityUid,
  action: entry.action,
  before: entry.before ?? null,
  after: entry.after ?? null,
  ip: entry.ip ?? null,
});

/**
 * Appends rows to the audit log; call it inside the transaction of the change it records. The database chains each
 * row to its enterprise's previous one (trigger `audit_log_chain`, docs/audit.md): an append waits for another
 * transaction appending to the same enterprise's chain to end, so record late in a long transaction.
 */
export async function recordAudit(db: Executor, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length) await db.insert(auditLog).values(entries.map(rowOf));
}
