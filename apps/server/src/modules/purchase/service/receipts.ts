import {
  Decimal,
  DEFAULT_RECEIPT_TOLERANCE_PERCENT,
  receiptStatus,
  receivableQuantity,
  type PurchaseRole,
} from '@pcbunion/core';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import {
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
} from '../../../db/schema/index.js';
import { AppError, forbidden } from '../../../http/errors.js';
import { likePattern, offsetOf, orderOf, type Paging } from '../../../platform/paging.js';
import type { Clock } from '../../../platform/jobs/index.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { auditPurchase, businessDay, type PurchaseActor, type PurchaseBell } from '../context.js';
import { dateField, positive } from './lines.js';
import { purchaseMessages } from '../messages.js';
import { orderOfCaller, wrongState } from './orders.js';
import { namesOf, plain } from '../view.js';
import { businessNumber } from '../../../platform/business-numbers.js';

export interface ReceiptInput {
  receivedOn?: string;
  deliveryNoteNo?: string;
  note?: string;
  lines: Array<{ orderLineUid: string; quantity: string | number; lotNo: string }>;
}

/** PURCHASE_RECEIPT_TOLERANCE_PERCENT: how far above the ordered quantity a line may be received (default 5). */
export function receiptTolerance(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.PURCHASE_RECEIPT_TOLERANCE_PERCENT;
  if (raw === undefined || raw === '') return String(DEFAULT_RECEIPT_TOLERANCE_PERCENT);
  if (!/^\d+(\.\d+)?$/.test(raw))
    throw new Error(`PURCHASE_RECEIPT_TOLERANCE_PERCENT must be a percentage, not ${raw}`);
  return raw;
}

/**
 * Goods received against the lines of a confirmed order (a partial delivery or the rest). The order's lines are
 * locked; a quantity above what may still be received (ordered × (1 + tolerance) − received) is refused naming the
 * line, nothing written. The order then moves, as a compare-and-set, to partly received or received.
 */
export async function receiveGoods(
  tx: Executor,
  clock: Clock,
  actor: PurchaseActor,
  no: string,
  input: ReceiptInput,
  tolerance: string,
  bells: PurchaseBell[],
) {
  const { row, role } = await orderOfCaller(tx, no, actor.enterpriseUid);
  if (role !== 'factory') throw forbidden();
  if (row.status !== 'confirmed' && row.status !== 'partly_received') throw wrongState(row, 'receive');
  if (!input.lines.length) throw new AppError(400, purchaseMessages.required, { field: 'lines' }, 0, 'lines');
  const at = clock.now();
  const lines = await tx
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderUid, row.uid))
    .orderBy(asc(purchaseOrderLines.lineNo))
    .for('update');
  const received = new Map(lines.map((l) => [l.uid, new Decimal(l.receivedQuantity)]));
  const checked = input.lines.map((entry, index) => {
    const line = lines.find((l) => l.uid === entry.orderLineUid);
    if (!line)
      throw new AppError(400, purchaseMessages.lineNotOnOrder, { index, no }, 0, `lines.${index}.orderLineUid`);
    const quantity = positive(entry.quantity, `lines.${index}.quantity`, 4);
    const lotNo = entry.lotNo.trim();
    if (!lotNo)
      throw new AppError(400, purchaseMessages.required, { field: `lines.${index}.lotNo` }, 0, `lines.${index}.lotNo`);
    const before = received.get(line.uid)!;
    const receivable = receivableQuantity({ quantity: line.quantity, received: before }, tolerance);
    if (new Decimal(quantity).gt(receivable)) {
      throw new AppError(
        400,
        purchaseMessages.overReceipt,
        {
          index,
          quantity,
          lineNo: line.lineNo,
          receivable: receivable.toFixed(),
          ordered: plain(line.quantity),
          tolerance,
        },
        0,
        `lines.${index}.quantity`,
      );
    }
    received.set(line.uid, before.plus(quantity));
    return { line, quantity, lotNo };
  });
  const [receipt] = await tx
    .insert(purchaseReceipts)
    .values({
      receiptNo: await businessNumber(tx, 'GR', at),
      orderUid: row.uid,
      factoryUid: row.factoryUid,
      supplierUid: row.supplierUid,
      receivedOn: input.receivedOn ? dateField(input.receivedOn, 'receivedOn') : businessDay(at),
      deliveryNoteNo: input.deliveryNoteNo ?? '',
      note: input.note ?? '',
      createdBy: actor.accountUid,
      createdAt: at,
    })
    .returning();
  await tx.insert(purchaseReceiptLines).values(
    checked.map((c) => ({
      receiptUid: receipt!.uid,
      orderLineUid: c.line.uid,
      quantity: c.quantity,
      lotNo: c.lotNo,
    })),
  );
  for (const line of lines) {
    const total = received.get(line.uid)!;
    if (!total.eq(line.receivedQuantity))
      await tx
        .update(purchaseOrderLines)
        .set({ receivedQuantity: total.toFixed() })
        .where(eq(purchaseOrderLines.uid, line.uid));
  }
  const status = receiptStatus(lines.map((l) => ({ quantity: l.quantity, received: received.get(l.uid)! })));
  const [after] = await tx
    .update(purchaseOrders)
    .set({ status, updatedAt: at, ...(status === 'received' ? { receivedAt: at } : {}) })
    .where(and(eq(purchaseOrders.uid, row.uid), inArray(purchaseOrders.status, ['confirmed', 'partly_received'])))
    .returning();
  if (!after) throw wrongState((await orderOfCaller(tx, no, actor.enterpriseUid)).row, 'receive');
  await auditPurchase(
    tx,
    actor,
    role,
    no,
    'receive',
    { status: row.status },
    { status, receipt: receipt!.receiptNo, version: row.version },
    at,
  );
  bells.push({ enterpriseUid: row.supplierUid, event: 'receive', no, version: row.version, screen: 'purchase-order' });
  return { receiptNo: receipt!.receiptNo, status };
}

export interface ReceiptListQuery extends Paging {
  keyword?: string;
  from?: string;
  to?: string;
}

const SORTABLE = {
  receiptNo: purchaseReceipts.receiptNo,
  receivedOn: purchaseReceipts.receivedOn,
  createdAt: purchaseReceipts.createdAt,
};

/** Receipts of the caller's side (the factory's own, or those of orders addressed to the supplier). */
export async function listReceipts(
  tx: Executor,
  role: PurchaseRole,
  enterpriseUid: string,
  q: ReceiptListQuery,
  all = false,
) {
  const where: SQL[] = [
    role === 'factory'
      ? eq(purchaseReceipts.factoryUid, enterpriseUid)
      : eq(purchaseReceipts.supplierUid, enterpriseUid),
  ];
  if (q.keyword) {
    const like = likePattern(q.keyword);
    where.push(
      or(
        ilike(purchaseReceipts.receiptNo, like),
        ilike(purchaseOrders.orderNo, like),
        ilike(purchaseReceipts.deliveryNoteNo, like),
      )!,
    );
  }
  if (q.from) where.push(gte(purchaseReceipts.receivedOn, dateField(q.from, 'from')));
  if (q.to) where.push(lte(purchaseReceipts.receivedOn, dateField(q.to, 'to')));
  const base = tx
    .select({ receipt: purchaseReceipts, orderNo: purchaseOrders.orderNo, currency: purchaseOrders.currency })
    .from(purchaseReceipts)
    .innerJoin(purchaseOrders, eq(purchaseOrders.uid, purchaseReceipts.orderUid))
    .where(and(...where))
    .orderBy(orderOf(q, SORTABLE, desc(purchaseReceipts.createdAt)), asc(purchaseReceipts.receiptNo));
  const rows = all ? await base.limit(10_000) : await base.limit(q.page_size).offset(offsetOf(q));
  const [total] = await tx
    .select({ n: count() })
    .from(purchaseReceipts)
    .innerJoin(purchaseOrders, eq(purchaseOrders.uid, purchaseReceipts.orderUid))
    .where(and(...where));
  return { data: await receiptViews(tx, rows), total: total?.n ?? 0 };
}

async function receiptViews(
  tx: Executor,
  rows: Array<{ receipt: typeof purchaseReceipts.$inferSelect; orderNo: string }>,
) {
  const uids = rows.map((r) => r.receipt.uid);
  const lines = uids.length
    ? await tx
        .select({
          receiptUid: purchaseReceiptLines.receiptUid,
          quantity: purchaseReceiptLines.quantity,
          lotNo: purchaseReceiptLines.lotNo,
          lineNo: purchaseOrderLines.lineNo,
          materialNo: purchaseOrderLines.materialNo,
          materialName: purchaseOrderLines.materialName,
          unitName: purchaseOrderLines.unitName,
          ordered: purchaseOrderLines.quantity,
        })
        .from(purchaseReceiptLines)
        .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.uid, purchaseReceiptLines.orderLineUid))
        .where(inArray(purchaseReceiptLines.receiptUid, uids))
        .orderBy(asc(purchaseOrderLines.lineNo))
    : [];
  const names = await namesOf(
    tx,
    rows.flatMap((r) => [r.receipt.factoryUid, r.receipt.supplierUid]),
  );
  return rows.map(({ receipt, orderNo }) => ({
    no: receipt.receiptNo,
    orderNo,
    factory: { uid: receipt.factoryUid, name: names.get(receipt.factoryUid) ?? null },
    supplier: { uid: receipt.supplierUid, name: names.get(receipt.supplierUid) ?? null },
    receivedOn: receipt.receivedOn,
    deliveryNoteNo: receipt.deliveryNoteNo,
    note: receipt.note,
    createdAt: receipt.createdAt.toISOString(),
    lines: lines
      .filter((l) => l.receiptUid === receipt.uid)
      .map((l) => ({
        lineNo: l.lineNo,
        materialNo: l.materialNo,
        materialName: l.materialName,
        unitName: l.unitName,
        ordered: plain(l.ordered),
        quantity: plain(l.quantity),
        lotNo: l.lotNo,
      })),
  }));
}

/** One receipt, for either side of its order; anyone else's is 404. */
export async function receiptDetail(tx: Executor, no: string, enterpriseUid: string) {
  const rows = await tx
    .select({ receipt: purchaseReceipts, orderNo: purchaseOrders.orderNo })
    .from(purchaseReceipts)
    .innerJoin(purchaseOrders, eq(purchaseOrders.uid, purchaseReceipts.orderUid))
    .where(
      and(
        eq(purchaseReceipts.receiptNo, no),
        or(eq(purchaseReceipts.factoryUid, enterpriseUid), eq(purchaseReceipts.supplierUid, enterpriseUid)),
      ),
    );
  if (!rows.length) throw new AppError(404, 'notFound');
  return (await receiptViews(tx, rows))[0]!;
}
