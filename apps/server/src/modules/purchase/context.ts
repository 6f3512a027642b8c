import type { PurchaseRole } from '@pcbunion/core';
import type { Executor } from '../../platform/ledger/index.js';
import type { OrderActor } from '../order/index.js';
import { recordAudit } from '../../platform/audit.js';

export type PurchaseActor = OrderActor;

/** A bell to ring on the other side once the change is committed. */
export interface PurchaseBell {
  enterpriseUid: string;
  event: string;
  no: string;
  version: number;
  /** The screen the bell opens. */
  screen: 'purchase-order' | 'purchasing-receiving';
}

export { businessDay } from '../../platform/business-day.js';

/** One audit-log row of a purchase order, in the change's transaction; `by` keeps the actor's name for the log in words. */
export async function auditPurchase(
  tx: Executor,
  actor: PurchaseActor,
  role: PurchaseRole,
  no: string,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await recordAudit(tx, {
    at,
    actorAccountUid: actor.accountUid,
    enterpriseUid: actor.enterpriseUid,
    entity: 'purchase_order',
    entityUid: no,
    action,
    before,
    after: { ...after, by: actor.name, role },
    ip: actor.ip,
  });
}
