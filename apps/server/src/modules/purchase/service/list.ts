import { PURCHASE_ORDER_STATUSES, type PurchaseOrderTab, type PurchaseRole } from '@pcbunion/core';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL } from 'drizzle-orm';
import { enterprises, purchaseOrders } from '../../../db/schema/index.js';
import { likePattern, offsetOf, orderOf, type Paging } from '../../../platform/paging.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { dateField } from './lines.js';
import { namesOf, orderSummary } from '../view.js';

export interface PurchaseListQuery extends Paging {
  tab: PurchaseOrderTab;
  keyword?: string;
  /** Order dates, whole days (YYYY-MM-DD); the screen's presets (last month … one year) send these. */
  from?: string;
  to?: string;
}

const SORTABLE = {
  orderNo: purchaseOrders.orderNo,
  orderDate: purchaseOrders.orderDate,
  total: purchaseOrders.totalCents,
  status: purchaseOrders.status,
  createdAt: purchaseOrders.createdAt,
  version: purchaseOrders.version,
};

/** The side a caller's enterprise reads: a supplier enterprise its incoming orders (sent ones), anyone else its own. */
export function listFilter(
  role: PurchaseRole,
  enterpriseUid: string,
  q: PurchaseListQuery,
  supplierMatches: string[],
): SQL {
  const where: SQL[] = [
    role === 'factory'
      ? eq(purchaseOrders.factoryUid, enterpriseUid)
      : and(eq(purchaseOrders.supplierUid, enterpriseUid), ne(purchaseOrders.status, 'draft'))!,
  ];
  if (q.tab !== 'all') where.push(eq(purchaseOrders.status, q.tab));
  if (q.keyword) {
    const like = likePattern(q.keyword);
    const alternatives = [
      ilike(purchaseOrders.orderNo, like),
      ilike(purchaseOrders.supplierReference, like),
      ilike(purchaseOrders.note, like),
    ];
    if (supplierMatches.length)
      alternatives.push(
        inArray(role === 'factory' ? purchaseOrders.supplierUid : purchaseOrders.factoryUid, supplierMatches),
      );
    where.push(or(...alternatives)!);
  }
  if (q.from) where.push(gte(purchaseOrders.orderDate, dateField(q.from, 'from')));
  if (q.to) where.push(lte(purchaseOrders.orderDate, dateField(q.to, 'to')));
  return and(...where)!;
}

/** Enterprises whose name matches the search (the other party of the list). */
async function partiesMatching(tx: Executor, keyword: string | undefined): Promise<string[]> {
  if (!keyword) return [];
  const rows = await tx
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(ilike(enterprises.name, likePattern(keyword)))
    .limit(50);
  return rows.map((r) => r.uid);
}

export async function listOrders(
  tx: Executor,
  role: PurchaseRole,
  enterpriseUid: string,
  q: PurchaseListQuery,
  all = false,
) {
  const where = listFilter(role, enterpriseUid, q, await partiesMatching(tx, q.keyword));
  const base = tx
    .select()
    .from(purchaseOrders)
    .where(where)
    .orderBy(orderOf(q, SORTABLE, desc(purchaseOrders.createdAt)), asc(purchaseOrders.orderNo));
  const rows = all ? await base.limit(10_000) : await base.limit(q.page_size).offset(offsetOf(q));
  const [total] = await tx.select({ n: count() }).from(purchaseOrders).where(where);
  const names = await namesOf(
    tx,
    rows.flatMap((r) => [r.factoryUid, r.supplierUid]),
  );
  return { data: rows.map((r) => orderSummary(r, names, role)), total: total?.n ?? 0 };
}

/** Counts per state for the tabs. */
export async function countsByStatus(
  tx: Executor,
  role: PurchaseRole,
  enterpriseUid: string,
): Promise<Record<string, number>> {
  const side =
    role === 'factory'
      ? eq(purchaseOrders.factoryUid, enterpriseUid)
      : and(eq(purchaseOrders.supplierUid, enterpriseUid), ne(purchaseOrders.status, 'draft'));
  const rows = await tx
    .select({ status: purchaseOrders.status, n: count() })
    .from(purchaseOrders)
    .where(side)
    .groupBy(purchaseOrders.status);
  return Object.fromEntries(PURCHASE_ORDER_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]));
}
