import { customerStatementTotals, textOfCents } from '@pcbunion/core';
import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { customerChanges, customerStatementLines, customerStatements } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { auditBilling, type BillingCaller } from '../context.js';
import { billingMessages } from '../messages.js';
import { businessDay, businessMonth } from '../../../platform/business-day.js';

type Change = typeof customerChanges.$inferSelect;

/** The Shanghai month (YYYY-MM) of an instant. */
export const periodOf = businessMonth;

/**
 * The accepted customer changes of one customer with a price impact that no live statement bills yet, accepted before
 * `until` (the end of the statement's month), locked so two statements made at once never both bill one.
 */
export async function unbilledChanges(
  tx: Executor,
  merchantUid: string,
  customerUid: string,
  until: Date,
): Promise<Change[]> {
  return tx
    .select()
    .from(customerChanges)
    .where(
      and(
        eq(customerChanges.merchantUid, merchantUid),
        eq(customerChanges.customerUid, customerUid),
        eq(customerChanges.status, 'accepted'),
        isNull(customerChanges.billedStatementId),
        isNotNull(customerChanges.amountDelta),
        ne(customerChanges.amountDelta, 0n),
        lt(customerChanges.decidedAt, until),
      ),
    )
    .orderBy(asc(customerChanges.decidedAt), asc(customerChanges.changeNo))
    .for('update');
}

/** The statement line of an accepted change: an adjustment of its price impact, described by the change and its order. */
export function changeLine(change: Change, position: number) {
  return {
    position,
    kind: 'adjustment' as const,
    changeNo: change.changeNo,
    orderNo: change.orderNo,
    day: change.decidedAt ? businessDay(change.decidedAt) : null,
    amountCents: change.amountDelta!,
    description: `${change.changeNo}: ${change.description}`.slice(0, 300),
  };
}

/**
 * Marks the changes billed on a statement: a compare-and-set on "billed nowhere", so a change is billed once; a change
 * billed meanwhile by another statement → 409 (nothing is written).
 */
export async function markBilled(tx: Executor, statementId: string, changes: readonly Change[]): Promise<void> {
  if (!changes.length) return;
  const marked = await tx
    .update(customerChanges)
    .set({ billedStatementId: statementId })
    .where(
      and(
        inArray(
          customerChanges.id,
          changes.map((c) => c.id),
        ),
        isNull(customerChanges.billedStatementId),
      ),
    )
    .returning({ id: customerChanges.id });
  if (marked.length !== changes.length) throw new AppError(409, billingMessages.changeBilledMeanwhile, {}, 0, 'period');
}

/** A cancelled statement releases the changes it billed; the next statement bills them. */
export async function releaseBilledChanges(tx: Executor, statementId: string): Promise<void> {
  await tx
    .update(customerChanges)
    .set({ billedStatementId: null })
    .where(eq(customerChanges.billedStatementId, statementId));
}

/**
 * A change accepted (in the same transaction) while the factory's statement of that month for the customer is still a
 * draft: its price impact is added to that draft at once. Otherwise (no statement yet, or already sent) the next
 * statement made for the customer bills it.
 */
export async function billChangeOnDraft(
  tx: Executor,
  caller: BillingCaller,
  changeId: string,
  now: Date,
): Promise<string | null> {
  const [change] = await tx.select().from(customerChanges).where(eq(customerChanges.id, changeId));
  if (!change || change.status !== 'accepted' || change.billedStatementId || !change.amountDelta || !change.decidedAt)
    return null;
  const [draft] = await tx
    .select()
    .from(customerStatements)
    .where(
      and(
        eq(customerStatements.merchantUid, change.merchantUid),
        eq(customerStatements.customerUid, change.customerUid),
        eq(customerStatements.period, periodOf(change.decidedAt)),
        eq(customerStatements.status, 'draft'),
      ),
    )
    .for('update');
  if (!draft) return null;
  const lines = await tx
    .select({
      kind: customerStatementLines.kind,
      amountCents: customerStatementLines.amountCents,
      position: customerStatementLines.position,
    })
    .from(customerStatementLines)
    .where(eq(customerStatementLines.statementId, draft.id));
  const line = changeLine(change, Math.max(0, ...lines.map((l) => l.position)) + 1);
  const totals = customerStatementTotals([...lines, line]);
  await tx.insert(customerStatementLines).values({ ...line, statementId: draft.id });
  await tx
    .update(customerStatements)
    .set({
      ...totals,
      searchText: sql`${customerStatements.searchText} || ' ' || ${change.changeNo.toLowerCase()}`,
      rowVersion: sql`${customerStatements.rowVersion} + 1`,
      updatedAt: now,
    })
    .where(and(eq(customerStatements.id, draft.id), eq(customerStatements.status, 'draft')));
  await markBilled(tx, draft.id, [change]);
  await auditBilling(
    tx,
    caller,
    'customer_statement',
    draft.statementNo,
    'bill_change',
    {
      change: change.changeNo,
      amount: `${draft.currency} ${textOfCents(change.amountDelta)}`,
      total: `${draft.currency} ${textOfCents(totals.totalCents)}`,
    },
    now,
  );
  return draft.statementNo;
}
