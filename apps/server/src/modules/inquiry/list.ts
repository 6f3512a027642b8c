import { inquiryStatusesOfTab, presetFrom, type InquiryListQuery, type InquirySide } from '@pcbunion/core';
import { aliasedTable, and, type AnyColumn, asc, count, desc, eq, gte, ilike, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprises, inquiries, inquiryVersions } from '../../db/schema/index.js';
import { likePattern } from '../../platform/paging.js';
import { presentInquiry, type VersionRow } from './present.js';
import type { Caller } from './types.js';

const customerEnt = aliasedTable(enterprises, 'customer_enterprise');
const merchantEnt = aliasedTable(enterprises, 'merchant_enterprise');

/** GET /api/inquiries: the caller's side's inquiries under a tab, searched, dated, sorted and paged. */
export async function listInquiries(
  db: Database,
  caller: Caller,
  q: InquiryListQuery & { side?: InquirySide },
  now: Date,
) {
  const side: InquirySide = q.side ?? (caller.enterpriseKind === 'factory' ? 'factory' : 'customer');
  const i = inquiries;
  const v = inquiryVersions;
  const pattern = q.keyword ? likePattern(q.keyword) : null;
  const from = q.preset ? presetFrom(q.preset, now) : q.from ? new Date(`${q.from}T00:00:00Z`) : null;
  const to = q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000) : null;
  const where = and(
    side === 'customer'
      ? eq(i.customerEnterpriseUid, caller.enterpriseUid)
      : eq(i.merchantEnterpriseUid, caller.enterpriseUid),
    eq(i.deleted, false),
    q.tab === 'all' ? undefined : inArray(i.status, [...inquiryStatusesOfTab(q.tab)]),
    pattern
      ? or(
          ilike(i.inquiryNo, pattern),
          ilike(customerEnt.name, pattern),
          ilike(merchantEnt.name, pattern),
          ilike(i.productNo, pattern),
        )
      : undefined,
    from ? gte(i.createdAt, from) : undefined,
    to ? lt(i.createdAt, to) : undefined,
  );
  const sortable: Record<string, AnyColumn> = {
    created_at: i.createdAt,
    createdAt: i.createdAt,
    updated_at: i.updatedAt,
    updatedAt: i.updatedAt,
    inquiry_no: i.inquiryNo,
    no: i.inquiryNo,
    total: i.totalCents,
    status: i.status,
    delivery_days: i.deliveryDays,
    deliveryDays: i.deliveryDays,
  };
  const column = q.field && Object.hasOwn(sortable, q.field) ? sortable[q.field] : undefined;
  const order = column ? (q.sort === 'asc' ? asc(column) : desc(column)) : desc(i.createdAt);
  const base = db
    .select({ row: i, customerName: customerEnt.name, merchantName: merchantEnt.name, current: v })
    .from(i)
    .innerJoin(customerEnt, eq(customerEnt.uid, i.customerEnterpriseUid))
    .innerJoin(merchantEnt, eq(merchantEnt.uid, i.merchantEnterpriseUid))
    .innerJoin(v, and(eq(v.inquiryUid, i.uid), eq(v.version, i.currentVersion)))
    .where(where);
  const [rows, [total]] = await Promise.all([
    base
      .orderBy(order, desc(i.inquiryNo))
      .limit(q.page_size)
      .offset((q.page_no - 1) * q.page_size),
    db
      .select({ n: count() })
      .from(i)
      .innerJoin(customerEnt, eq(customerEnt.uid, i.customerEnterpriseUid))
      .innerJoin(merchantEnt, eq(merchantEnt.uid, i.merchantEnterpriseUid))
      .where(where),
  ]);
  // The request version differs from the current one only once the factory priced it.
  const requests = new Map<string, VersionRow>();
  const priced = rows.filter((r) => r.row.requestVersion !== r.row.currentVersion);
  if (priced.length) {
    const found = await db
      .select()
      .from(v)
      .where(or(...priced.map((r) => and(eq(v.inquiryUid, r.row.uid), eq(v.version, r.row.requestVersion)))));
    for (const f of found) requests.set(f.inquiryUid, f);
  }
  return {
    data: rows.map((r) => presentInquiry(r.row, r, r.current, requests.get(r.row.uid) ?? r.current, side)),
    total: total!.n,
    side,
  };
}
