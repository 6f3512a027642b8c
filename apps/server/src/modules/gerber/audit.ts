import type { Database } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';

type Executor = Pick<Database, 'insert'>;

export interface GerberAuditEntry {
  actorAccountUid: string | null;
  enterpriseUid: string;
  fileUid: string;
  action:
    | 'uploaded'
    | 'analysed'
    | 'analysis-failed'
    | 'reviewed'
    | 'recheck'
    | 'bound'
    | 'unbound'
    | 'validity'
    | 'remarks'
    | 'roles-corrected';
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string | null;
}

/** One audit-log row per state change of a Gerber file (entity `gerber_file`). */
export async function auditGerber(db: Executor, entry: GerberAuditEntry): Promise<void> {
  await recordAudit(db, {
    actorAccountUid: entry.actorAccountUid,
    enterpriseUid: entry.enterpriseUid,
    entity: 'gerber_file',
    entityUid: entry.fileUid,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
