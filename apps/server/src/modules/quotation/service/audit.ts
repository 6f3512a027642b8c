import type { QuotationActor } from '../../quotation-masters/index.js';
import type { Executor } from './types.js';
import { recordAudit } from '../../../platform/audit.js';

export type QuotationLogAction =
  | 'created'
  | 'modified'
  | 'submitted'
  | 'withdrawn'
  | 'audited'
  | 'deapproved'
  | 'returned'
  | 'upgraded'
  | 'copied'
  | 'deleted'
  | 'gerber_bound'
  | 'gerber_unbound';

/** One audit-log row per change of a quotation (entity `quotation`, keyed by its number across versions). */
export async function auditQuotation(
  db: Executor,
  actor: QuotationActor,
  no: string,
  action: QuotationLogAction,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  await recordAudit(db, {
    actorAccountUid: actor.accountUid,
    enterpriseUid: actor.enterpriseUid,
    entity: 'quotation',
    entityUid: no,
    action,
    before,
    after,
    ip: actor.ip,
  });
}
