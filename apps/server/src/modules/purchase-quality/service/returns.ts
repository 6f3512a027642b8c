import {
  Decimal,
  purchaseLineAmounts,
  purchaseReturnTransition,
  receiptStatus,
  returnableQuantity,
  textOfCents,
  type PurchaseReturnAction,
  type PurchaseReturnStatus,
} from '@pcbunion/core';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
  purchaseReturnLines,
  purchaseReturns,
} from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import type { Clock } from '../../../platform/jobs/index.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { localized } from '../../order/index.js';
import type { PurchaseActor } from '../../purchase/index.js';
import { positive } from '../../purchase/index.js';
import { purchaseMessages } from '../../purchase/index.js';
import type { ReturnBell } from '../returns-bells.js';
import { auditQuality, lotsQuery, returnedOfLots, roleOfActor, type QualityRole } from '../returns-context.js';
import { qualityMessages, returnActionWords, returnStatusWords } from '../messages.js';
import { plain } from '../../purchase/index.js';
import { businessNumber } from '../../../platform/business-numbers.js';

export interface ReturnedBySupplierQuery {
  factoryId: string;
  supplierId: string;
  /** From this instant (inclusive)… */
  from: Date;
  /** …to this instant (exclusive), e.g. the first day of the next month, Shanghai time. */
  to: Date;
}

/** One acknowledged return line, as a supplier statement subtracts it. */
export interface ReturnedLine {
  returnNo: string;
  returnUid: string;
  lineUid: string;
  orderUid: string;
  orderLineUid: string;
  receiptLineUid: string;
  lotNo: string;
  quantity: string;
  unitPrice: string;
  unitPriceCents: bigint;
  taxRate: string;
  amountCents: bigint;
  amountExTaxCents: bigint;
  currency: string;
  acknowledgedAt: Date;
}

/**
 * The returns a supplier acknowledged for a factory in [from, to): the lines a monthly supplier statement subtracts
 * from the receipts. Only acknowledged returns count (a requested one may still be cancelled), dated by
 * `acknowledged_at`. Amounts are cents with tax, rounded half-up per line when the return was made.
 */
export async function returnedBySupplier(
  db: Executor,
  q: ReturnedBySupplierQuery,
): Promise<{ lines: ReturnedLine[]; totalCents: bigint; totalExTaxCents: bigint }> {
  const rows = await db
    .select({
      line: purchaseReturnLines,
      returnNo: purchaseReturns.returnNo,
      currency: purchaseReturns.currency,
      acknowledgedAt: purchaseReturns.acknowledgedAt,
    })
    .from(purchaseReturnLines)
    .innerJoin(purchaseReturns, eq(purchaseReturns.uid, purchaseReturnLines.returnUid))
    .where(
      and(
        eq(purchaseReturns.factoryUid, q.factoryId),
        eq(purchaseReturns.supplierUid, q.supplierId),
        eq(purchaseReturns.status, 'acknowledged'),
        gte(purchaseReturns.acknowledgedAt, q.from),
        lt(purchaseReturns.acknowledgedAt, q.to),
      ),
    )
    .orderBy(purchaseReturns.acknowledgedAt, purchaseReturns.returnNo, sql`${purchaseReturnLines.lotNo}`);
  const lines = rows.map(({ line, returnNo, currency, acknowledgedAt }) => ({
    returnNo,
    returnUid: line.returnUid,
    lineUid: line.uid,
    orderUid: line.orderUid,
    orderLineUid: line.orderLineUid,
    receiptLineUid: line.receiptLineUid,
    lotNo: line.lotNo,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    unitPriceCents: line.unitPriceCents,
    taxRate: line.taxRate,
    amountCents: line.amountCents,
    amountExTaxCents: line.amountExTaxCents,
    currency,
    acknowledgedAt: acknowledgedAt!,
  }));
  return {
    lines,
    totalCents: lines.reduce((s, l) => s + l.amountCents, 0n),
    totalExTaxCents: lines.reduce((s, l) => s + l.amountExTaxCents, 0n),
  };
}

// ——— Returns to the supplier: request (factory), acknowledge (supplier), cancel (factory). ———

export interface ReturnInput {
  reason: string;
  lines: Array<{ receiptLineUid: string; quantity: string | number }>;
}

export type ReturnRow = typeof purchaseReturns.$inferSelect;

const centsOf = (value: Decimal) => BigInt(value.times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));

/** The return as the caller's enterprise sees it (its factory or its supplier); anyone else's is 404. */
export async function returnOfCaller(
  tx: Executor,
  no: string,
  enterpriseUid: string,
): Promise<{ row: ReturnRow; role: QualityRole }> {
  const [row] = await tx.select().from(purchaseReturns).where(eq(purchaseReturns.returnNo, no));
  if (row?.factoryUid === enterpriseUid) return { row, role: 'factory' };
  if (row?.supplierUid === enterpriseUid) return { row, role: 'supplier' };
  throw new AppError(404, qualityMessages.returnNotFound, { no });
}

const wrongReturnState = (row: ReturnRow, action: PurchaseReturnAction) =>
  new AppError(
    409,
    localized(qualityMessages.returnState, {
      no: row.returnNo,
      status: returnStatusWords[row.status],
      action: returnActionWords[action],
    }),
    {},
    0,
    'status',
  );

/**
 * A return of received lots to the supplier (factory only). All lots belong to one order of the caller's; the
 * order's lines are locked so two returns of one lot cannot both pass the check. A quantity above what the lot can
 * still return (received − on returns not cancelled) is refused naming the line, nothing written.
 */
export async function requestReturn(
  tx: Executor,
  clock: Clock,
  actor: PurchaseActor,
  input: ReturnInput,
  bells: ReturnBell[],
  inspectionUid: string | null = null,
): Promise<ReturnRow> {
  if (roleOfActor(actor) !== 'factory') throw new AppError(403, qualityMessages.factoryOnly);
  if (!input.lines.length) throw new AppError(400, purchaseMessages.required, { field: 'lines' }, 0, 'lines');
  const reason = input.reason.trim();
  if (!reason) throw new AppError(400, purchaseMessages.required, { field: 'reason' }, 0, 'reason');
  const lots = await lotsQuery(tx).where(
    and(
      inArray(
        purchaseReceiptLines.uid,
        input.lines.map((l) => l.receiptLineUid),
      ),
      eq(purchaseReceipts.factoryUid, actor.enterpriseUid),
    ),
  );
  const first = lots.find((l) => l.receiptLineUid === input.lines[0]!.receiptLineUid);
  if (!first)
    throw new AppError(
      400,
      qualityMessages.lotNotFound,
      { field: 'lines.0.receiptLineUid' },
      0,
      'lines.0.receiptLineUid',
    );
  await tx
    .select({ uid: purchaseOrderLines.uid })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderUid, first.orderUid))
    .for('update');
  const returned = await returnedOfLots(
    tx,
    lots.map((l) => l.receiptLineUid),
  );
  const seen = new Set<string>();
  const checked = input.lines.map((entry, index) => {
    const lot = lots.find((l) => l.receiptLineUid === entry.receiptLineUid);
    const field = `lines.${index}.receiptLineUid`;
    if (!lot) throw new AppError(400, qualityMessages.lotNotFound, { field }, 0, field);
    if (lot.orderUid !== first.orderUid)
      throw new AppError(400, qualityMessages.oneOrder, { index, no: first.orderNo }, 0, field);
    if (seen.has(lot.receiptLineUid))
      throw new AppError(400, qualityMessages.duplicateLot, { index, lotNo: lot.lotNo }, 0, field);
    seen.add(lot.receiptLineUid);
    const quantity = positive(entry.quantity, `lines.${index}.quantity`, 4);
    const already = returned.get(lot.receiptLineUid) ?? new Decimal(0);
    const returnable = returnableQuantity({ received: lot.received, returned: already });
    if (new Decimal(quantity).gt(returnable)) {
      throw new AppError(
        400,
        qualityMessages.overReturn,
        {
          index,
          quantity,
          lotNo: lot.lotNo,
          returnable: returnable.toFixed(),
          received: plain(lot.received),
          returned: already.toFixed(),
        },
        0,
        `lines.${index}.quantity`,
      );
    }
    const amounts = purchaseLineAmounts({ quantity, unitPrice: lot.unitPrice, taxRate: lot.taxRate });
    return { lot, quantity, amounts };
  });
  const at = clock.now();
  const [row] = await tx
    .insert(purchaseReturns)
    .values({
      returnNo: await businessNumber(tx, 'RT', at),
      factoryUid: actor.enterpriseUid,
      supplierUid: first.supplierUid,
      orderUid: first.orderUid,
      inspectionUid,
      reason,
      currency: first.currency,
      totalCents: checked.reduce((s, c) => s + c.amounts.amountCents, 0n),
      totalExTaxCents: checked.reduce((s, c) => s + c.amounts.amountExTaxCents, 0n),
      createdBy: actor.accountUid,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await tx.insert(purchaseReturnLines).values(
    checked.map(({ lot, quantity, amounts }) => ({
      returnUid: row!.uid,
      factoryUid: actor.enterpriseUid,
      supplierUid: lot.supplierUid,
      orderUid: lot.orderUid,
      orderLineUid: lot.orderLineUid,
      receiptLineUid: lot.receiptLineUid,
      lotNo: lot.lotNo,
      quantity,
      unitPrice: lot.unitPrice,
      unitPriceCents: centsOf(new Decimal(lot.unitPrice)),
      taxRate: lot.taxRate,
      amountCents: amounts.amountCents,
      amountExTaxCents: amounts.amountExTaxCents,
    })),
  );
  await auditQuality(
    tx,
    actor,
    'purchase_return',
    row!.returnNo,
    'request',
    null,
    { status: 'requested', reason, order: first.orderNo, total: textOfCents(row!.totalCents) },
    at,
  );
  bells.push({ enterpriseUid: first.supplierUid, event: 'request', no: row!.returnNo });
  return row!;
}

/**
 * The supplier acknowledges a return (compare-and-set from requested). The returned quantities then flow back to
 * the order: each line's received quantity goes down by what was returned, so it is open to receive again, and a
 * received order becomes partly received (a closed or cancelled order keeps its state).
 */
export async function acknowledgeReturn(
  tx: Executor,
  clock: Clock,
  actor: PurchaseActor,
  no: string,
  supplierNote: string | undefined,
  bells: ReturnBell[],
): Promise<ReturnRow> {
  const { row, role } = await returnOfCaller(tx, no, actor.enterpriseUid);
  if (role !== 'supplier') throw new AppError(403, qualityMessages.supplierOnly);
  if (!canApplyReturn('acknowledge', row.status)) throw wrongReturnState(row, 'acknowledge');
  const at = clock.now();
  const [after] = await tx
    .update(purchaseReturns)
    .set({
      status: 'acknowledged',
      acknowledgedAt: at,
      acknowledgedBy: actor.accountUid,
      supplierNote: supplierNote?.trim() ?? row.supplierNote,
      updatedAt: at,
    })
    .where(and(eq(purchaseReturns.uid, row.uid), eq(purchaseReturns.status, 'requested')))
    .returning();
  if (!after) throw wrongReturnState((await returnOfCaller(tx, no, actor.enterpriseUid)).row, 'acknowledge');
  const orderLines = await tx
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderUid, row.orderUid))
    .for('update');
  const lines = await tx.select().from(purchaseReturnLines).where(eq(purchaseReturnLines.returnUid, row.uid));
  const received = new Map(orderLines.map((l) => [l.uid, new Decimal(l.receivedQuantity)]));
  for (const line of lines)
    received.set(line.orderLineUid, Decimal.max(received.get(line.orderLineUid)!.minus(line.quantity), 0));
  for (const line of orderLines) {
    const total = received.get(line.uid)!;
    if (!total.eq(line.receivedQuantity))
      await tx
        .update(purchaseOrderLines)
        .set({ receivedQuantity: total.toFixed() })
        .where(eq(purchaseOrderLines.uid, line.uid));
  }
  const status = receiptStatus(orderLines.map((l) => ({ quantity: l.quantity, received: received.get(l.uid)! })));
  if (status === 'partly_received')
    await tx
      .update(purchaseOrders)
      .set({ status, receivedAt: null, updatedAt: at })
      .where(and(eq(purchaseOrders.uid, row.orderUid), eq(purchaseOrders.status, 'received')));
  await auditQuality(
    tx,
    actor,
    'purchase_return',
    no,
    'acknowledge',
    { status: row.status },
    { status: 'acknowledged', supplierNote: after.supplierNote },
    at,
  );
  bells.push({ enterpriseUid: row.factoryUid, event: 'acknowledge', no });
  return after;
}

/** The factory withdraws a return the supplier has not acknowledged (compare-and-set from requested). */
export async function cancelReturn(
  tx: Executor,
  clock: Clock,
  actor: PurchaseActor,
  no: string,
  reason: string,
  bells: ReturnBell[],
): Promise<ReturnRow> {
  const { row, role } = await returnOfCaller(tx, no, actor.enterpriseUid);
  if (role !== 'factory') throw new AppError(403, qualityMessages.factoryOnly);
  if (!canApplyReturn('cancel', row.status)) throw wrongReturnState(row, 'cancel');
  const at = clock.now();
  const [after] = await tx
    .update(purchaseReturns)
    .set({ status: 'cancelled', cancelReason: reason, cancelledAt: at, updatedAt: at })
    .where(and(eq(purchaseReturns.uid, row.uid), eq(purchaseReturns.status, 'requested')))
    .returning();
  if (!after) throw wrongReturnState((await returnOfCaller(tx, no, actor.enterpriseUid)).row, 'cancel');
  await auditQuality(
    tx,
    actor,
    'purchase_return',
    no,
    'cancel',
    { status: row.status },
    { status: 'cancelled', reason },
    at,
  );
  bells.push({ enterpriseUid: row.supplierUid, event: 'cancel', no });
  return after;
}

const canApplyReturn = (action: PurchaseReturnAction, status: PurchaseReturnStatus) =>
  purchaseReturnTransition(action).from.includes(status);
