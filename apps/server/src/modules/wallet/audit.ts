import { auditLog } from '../../db/schema/index.js';
import type { Executor } from '../ledger/index.js';

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
  await tx.insert(auditLog).values({
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
