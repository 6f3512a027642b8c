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
}

/** Appends one row to the audit log; call it inside the transaction of the change it records. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorAccountUid: entry.actorAccountUid,
    enterpriseUid: entry.enterpriseUid,
    entity: entry.entity,
    entityUid: entry.entityUid,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
