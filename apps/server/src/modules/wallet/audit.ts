import type { Executor } from '../../platform/ledger/index.js';
import { recordAudit } from '../../platform/audit.js';

/** One audit-log row for a money state change (DESIGN.md § Data), in the transaction of the change. */
export async function auditMoney(
  tx: Executor,
  entry: {
    actor: string | null;
    enterpriseUid: string;
    entity: 'recharge' | 'withdrawal';
    no: string;
    action: string;
    before?: unknown;
    after: unknown;
    at: Date;
  },
) {
  await recordAudit(tx, {
    at: entry.at,
    actorAccountUid: entry.actor,
    enterpriseUid: entry.enterpriseUid,
    entity: entry.entity,
    entityUid: entry.no,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after,
  });
}
