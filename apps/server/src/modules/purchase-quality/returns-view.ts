import {
  Decimal,
  PURCHASE_RETURN_STATUSES,
  purchaseReturnActions,
  textOfCents,
  type PurchaseReturnStatus,
} from '@pcbunion/core';
import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import {
  purchaseInspections,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
  purchaseReturnLines,
  purchaseReturns,
} from '../../db/schema/index.js';
import type { Language } from '../../http/language.js';
import { businessDayEnd, businessDayStart } from '../../platform/business-day.js';
import { likePattern, offsetOf, orderOf, type Paging } from '../../platform/paging.js';
import type { Executor } from '../../platform/ledger/index.js';
import { dateField } from '../purchase/index.js';
import { lotsQuery, qualityLog, returnedOfLots, type QualityRole } from './returns-context.js';
import { returnStatusWords } from './messages.js';
import { returnOfCaller, type ReturnRow } from './service/returns.js';
import { namesOf, plain } from '../purchase/index.js';

export interface ReturnListQuery extends Paging {
  tab: 'all' | PurchaseReturnStatus;
  keyword?: string;
  from?: string;
  to?: string;
}

const SORTABLE = {
  returnNo: purchaseReturns.returnNo,
  createdAt: purchaseReturns.createdAt,
  total: purchaseReturns.totalCents,
  status: purchaseReturns.status,
  acknowledgedAt: purchaseReturns.acknowledgedAt,
};
const shanghaiStart = businessDayStart;
const shanghaiEnd = (day: string) => new Date(businessDayEnd(day).getTime() - 1);

function sideOf(role: QualityRole, enterpriseUid: string): SQL {
  return role === 'factory'
    ? eq(purchaseReturns.factoryUid, enterpriseUid)
    : eq(purchaseReturns.supplierUid, enterpriseUid);
}

/** Returns of the caller's side: the factory's own, or those addressed to the supplier; search, dates, tabs, sort. */
export async function listReturns(
  tx: Executor,
  role: QualityRole,
  enterpriseUid: string,
  q: ReturnListQuery,
  all = false,
) {
  const where: SQL[] = [sideOf(role, enterpriseUid)];
  if (q.tab !== 'all') where.push(eq(purchaseReturns.status, q.tab));
  if (q.keyword) {
    const like = likePattern(q.keyword);
    where.push(
      or(
        ilike(purchaseReturns.returnNo, like),
        ilike(purchaseOrders.orderNo, like),
        ilike(purchaseReturns.reason, like),
      )!,
    );
  }
  if (q.from) where.push(gte(purchaseReturns.createdAt, shanghaiStart(dateField(q.from, 'from'))));
  if (q.to) where.push(lte(purchaseReturns.createdAt, shanghaiEnd(dateField(q.to, 'to'))));
  const base = tx
    .select({ row: purchaseReturns, orderNo: purchaseOrders.orderNo })
    .from(purchaseReturns)
    .innerJoin(purchaseOrders, eq(purchaseOrders.uid, purchaseReturns.orderUid))
    .where(and(...where))
    .orderBy(orderOf(q, SORTABLE, desc(purchaseReturns.createdAt)), asc(purchaseReturns.returnNo));
  const rows = all ? await base.limit(10_000) : await base.limit(q.page_size).offset(offsetOf(q));
  const [total] = await tx
    .select({ n: count() })
    .from(purchaseReturns)
    .innerJoin(purchaseOrders, eq(purchaseOrders.uid, purchaseReturns.orderUid))
    .where(and(...where));
  const counted = await tx
    .select({ status: purchaseReturns.status, n: count() })
    .from(purchaseReturns)
    .where(sideOf(role, enterpriseUid))
    .groupBy(purchaseReturns.status);
  const names = await namesOf(
    tx,
    rows.flatMap((r) => [r.row.factoryUid, r.row.supplierUid]),
  );
  return {
    data: rows.map((r) => returnSummary(r.row, r.orderNo, names, role)),
    total: total?.n ?? 0,
    counts: Object.fromEntries(
      PURCHASE_RETURN_STATUSES.map((s) => [s, counted.find((c) => c.status === s)?.n ?? 0]),
    ) as Record<PurchaseReturnStatus, number>,
  };
}

export function returnSummary(row: ReturnRow, orderNo: string, names: Map<string, string>, role: QualityRole) {
  return {
    no: row.returnNo,
    orderNo,
    status: row.status,
    factory: { uid: row.factoryUid, name: names.get(row.factoryUid) ?? null },
    supplier: { uid: row.supplierUid, name: names.get(row.supplierUid) ?? null },
    reason: row.reason,
    currency: row.currency,
    total: textOfCents(row.totalCents),
    totalExTax: textOfCents(row.totalExTaxCents),
    supplierNote: row.supplierNote,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    role,
    actions: purchaseReturnActions(row.status, role),
  };
}

/** One return with its lines, the inspection that started it and the operation log in words. */
export async function returnDetail(tx: Executor, no: string, enterpriseUid: string, language: Language) {
  const { row, role } = await returnOfCaller(tx, no, enterpriseUid);
  const [[order], lines, inspection, names, log] = await Promise.all([
    tx.select({ orderNo: purchaseOrders.orderNo }).from(purchaseOrders).where(eq(purchaseOrders.uid, row.orderUid)),
    lotsQuery(tx)
      .innerJoin(purchaseReturnLines, eq(purchaseReturnLines.receiptLineUid, purchaseReceiptLines.uid))
      .where(eq(purchaseReturnLines.returnUid, row.uid)),
    row.inspectionUid
      ? tx
          .select({ no: purchaseInspections.inspectionNo })
          .from(purchaseInspections)
          .where(eq(purchaseInspections.uid, row.inspectionUid))
      : Promise.resolve([]),
    namesOf(tx, [row.factoryUid, row.supplierUid]),
    qualityLog(tx, 'purchase_return', no, language, returnStatusWords),
  ]);
  const returnLines = lines.length
    ? await tx.select().from(purchaseReturnLines).where(eq(purchaseReturnLines.returnUid, row.uid))
    : [];
  return {
    ...returnSummary(row, order?.orderNo ?? '', names, role),
    inspectionNo: inspection[0]?.no ?? null,
    lines: returnLines.map((l) => {
      const lot = lines.find((x) => x.receiptLineUid === l.receiptLineUid)!;
      return {
        receiptLineUid: l.receiptLineUid,
        receiptNo: lot.receiptNo,
        lotNo: l.lotNo,
        materialNo: lot.materialNo,
        materialName: lot.materialName,
        specification: lot.specification,
        unitName: lot.unitName,
        received: plain(lot.received),
        quantity: plain(l.quantity),
        unitPrice: plain(l.unitPrice),
        taxRate: plain(l.taxRate),
        amount: textOfCents(l.amountCents),
        amountExTax: textOfCents(l.amountExTaxCents),
      };
    }),
    log,
  };
}

/** The receipt lots of the factory that can still be returned (the New return dialog), newest first. */
export async function returnableLots(tx: Executor, factoryUid: string, keyword: string | undefined) {
  const where: SQL[] = [eq(purchaseReceipts.factoryUid, factoryUid)];
  if (keyword) {
    const like = likePattern(keyword);
    where.push(
      or(
        ilike(purchaseOrders.orderNo, like),
        ilike(purchaseReceipts.receiptNo, like),
        ilike(purchaseReceiptLines.lotNo, like),
      )!,
    );
  }
  const lots = await lotsQuery(tx)
    .where(and(...where))
    .orderBy(desc(purchaseReceipts.createdAt))
    .limit(200);
  const returned = await returnedOfLots(
    tx,
    lots.map((l) => l.receiptLineUid),
  );
  const names = await namesOf(
    tx,
    lots.map((l) => l.supplierUid),
  );
  return lots
    .map((l) => {
      const already = returned.get(l.receiptLineUid) ?? new Decimal(0);
      return {
        receiptLineUid: l.receiptLineUid,
        lotNo: l.lotNo,
        receiptNo: l.receiptNo,
        receivedOn: l.receivedOn,
        orderNo: l.orderNo,
        supplier: names.get(l.supplierUid) ?? null,
        materialNo: l.materialNo,
        materialName: l.materialName,
        unitName: l.unitName,
        received: plain(l.received),
        returned: already.toFixed(),
        returnable: Decimal.max(new Decimal(l.received).minus(already), 0).toFixed(),
      };
    })
    .filter((l) => new Decimal(l.returnable).gt(0));
}
