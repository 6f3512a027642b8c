import { quotationTransition, type QuotationAction } from '@pcbunion/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { quotations } from '../../../db/schema/index.js';
import type { LocalizedText } from '../../../http/messages.js';
import type { QuotationActor } from '../../quotation-masters/index.js';
import { QuotationConflict } from '../errors.js';
import { quotationMessages } from '../messages.js';
import { auditQuotation, type QuotationLogAction } from './audit.js';
import { centsOf, costOf } from './costing.js';
import { loadCurrent, loadLines } from './load.js';
import type { QuotationRow, Tx } from './types.js';

type StateAction = Extract<QuotationAction, 'submit' | 'withdraw' | 'audit' | 'deapprove' | 'return'>;

const FAILURE: Record<StateAction, LocalizedText> = {
  submit: quotationMessages.submitFailed,
  withdraw: quotationMessages.withdrawFailed,
  audit: quotationMessages.auditFailed,
  deapprove: quotationMessages.executionFailed,
  return: quotationMessages.executionFailed,
};

const LOGGED: Record<StateAction, QuotationLogAction> = {
  submit: 'submitted',
  withdraw: 'withdrawn',
  audit: 'audited',
  deapprove: 'deapproved',
  return: 'returned',
};

/**
 * One state change of the table in packages/core as a compare-and-set on the current version:
 * `UPDATE … WHERE is_current AND status IN (from)`. No row → 409 naming the state the quotation is in now
 * (two auditors at once: the second one learns it was reviewed). The audit also recomputes the cost from the
 * lines, in the same transaction, so what is approved is what the engine says today.
 */
export async function changeState(
  db: Database,
  actor: QuotationActor,
  no: string,
  action: StateAction,
  options: { reason?: string; rowVersion?: number } = {},
): Promise<QuotationRow> {
  const transition = quotationTransition(action);
  const to = transition.to as QuotationRow['status'];
  return db.transaction(async (tx) => {
    const now = new Date();
    const changes: Partial<typeof quotations.$inferInsert> = { status: to, updatedAt: now };
    if (action === 'submit') Object.assign(changes, { submittedAt: now, returnReason: null });
    if (action === 'audit')
      Object.assign(changes, { auditedAt: now, auditorAccountUid: actor.accountUid, auditorName: actor.name });
    if (action === 'deapprove') Object.assign(changes, { auditedAt: null });
    if (action === 'return')
      Object.assign(changes, {
        returnReason: options.reason ?? '',
        auditorAccountUid: actor.accountUid,
        auditorName: actor.name,
      });
    const guard = [
      eq(quotations.enterpriseUid, actor.enterpriseUid),
      eq(quotations.quotationNo, no),
      eq(quotations.isCurrent, true),
      inArray(quotations.status, [...transition.from]),
    ];
    if (options.rowVersion !== undefined) guard.push(eq(quotations.rowVersion, options.rowVersion));
    const [row] = await tx
      .update(quotations)
      .set({ ...changes, rowVersion: sql`${quotations.rowVersion} + 1` })
      .where(and(...guard))
      .returning();
    if (!row) {
      const now = await loadCurrent(tx, actor.enterpriseUid, no);
      throw new QuotationConflict(FAILURE[action], now.status, now.version);
    }
    const result = action === 'audit' ? await recompute(tx, row) : row;
    await auditQuotation(
      tx,
      actor,
      no,
      LOGGED[action],
      { status: transition.from.length === 1 ? transition.from[0] : null },
      {
        status: result.status,
        version: result.version,
        ...(options.reason ? { reason: options.reason } : {}),
        ...(action === 'audit' ? { amount: (result.costs as { amountLocal: string }).amountLocal } : {}),
      },
    );
    return result;
  });
}

async function recompute(tx: Tx, row: QuotationRow): Promise<QuotationRow> {
  const { materials, processes } = await loadLines(tx, row.uid);
  const costs = costOf(row, materials, processes);
  const [updated] = await tx
    .update(quotations)
    .set({ costs, amountLocalCents: centsOf(costs.amountLocal), amountOriginalCents: centsOf(costs.amountOriginal) })
    .where(eq(quotations.uid, row.uid))
    .returning();
  return updated!;
}
