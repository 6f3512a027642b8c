import { statusesOfTab, type QuotationStatus } from '@pcbunion/core';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { quotations } from '../../../db/schema/index.js';
import type { ListQuery } from '../schemas.js';
import { isQuotationStatus } from '../messages.js';
import { shownHeader, today } from './load.js';
import type { Executor } from './types.js';

const SORTABLE = {
  quotationNo: quotations.quotationNo,
  quotationDate: quotations.quotationDate,
  customerName: quotations.customerName,
  customerNo: quotations.customerNo,
  status: quotations.status,
  type: quotations.type,
  quantity: quotations.quantity,
  layers: quotations.layers,
  amountLocal: quotations.amountLocalCents,
  version: quotations.version,
  updatedAt: quotations.updatedAt,
} as const;

/**
 * The current versions of a factory's quotations under an approval tab, searched, filtered (status, validity, type),
 * sorted and paged in SQL, with the type tabs' counts (all / platform / internal) in one query under the same filters
 * apart from the type itself.
 */
export async function listQuotations(db: Executor, enterpriseUid: string, query: ListQuery) {
  const statuses = statusesOfTab(query.tab).filter(
    (s) => !query.status || !isQuotationStatus(query.status) || s === query.status,
  );
  const conditions: SQL[] = [
    eq(quotations.enterpriseUid, enterpriseUid),
    eq(quotations.isCurrent, true),
    inArray(quotations.status, statuses as QuotationStatus[]),
  ];
  const needle = query.search?.trim();
  if (needle) {
    const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(quotations.quotationNo, pattern),
        ilike(quotations.customerName, pattern),
        ilike(quotations.customerNo, pattern),
        ilike(quotations.customerModel, pattern),
        ilike(quotations.factoryNo, pattern),
        ilike(quotations.inquiryNo, pattern),
      )!,
    );
  }
  const day = today();
  const overdue = sql`(${quotations.quotationDate} + (greatest(${quotations.validityDays}, 1) - 1)) < ${day}::date`;
  if (query.validity === 'overdue') conditions.push(overdue);
  if (query.validity === 'normal') conditions.push(sql`not ${overdue}`);
  // The tab counts take every filter but the type; the page takes the type too.
  const counted = and(...conditions);
  const where = query.type ? and(counted, eq(quotations.type, query.type)) : counted;
  const column =
    query.field && Object.hasOwn(SORTABLE, query.field)
      ? SORTABLE[query.field as keyof typeof SORTABLE]
      : quotations.updatedAt;
  const direction = query.field && query.sort === 'asc' ? asc : desc;
  const [rows, [total], [counts]] = await Promise.all([
    db
      .select()
      .from(quotations)
      .where(where)
      .orderBy(direction(column), desc(quotations.quotationNo))
      .limit(query.page_size)
      .offset((query.page_no - 1) * query.page_size),
    db.select({ total: count() }).from(quotations).where(where),
    db
      .select({
        all: count(),
        platform: sql<number>`count(*) filter (where ${quotations.type} = 'platform')`.mapWith(Number),
        internal: sql<number>`count(*) filter (where ${quotations.type} = 'internal')`.mapWith(Number),
      })
      .from(quotations)
      .where(counted),
  ]);
  return {
    data: rows.map((row) => {
      const { costs: _c, ...rest } = shownHeader(row, day);
      return rest;
    }),
    total: total?.total ?? 0,
    counts: { all: counts?.all ?? 0, platform: counts?.platform ?? 0, internal: counts?.internal ?? 0 },
  };
}
