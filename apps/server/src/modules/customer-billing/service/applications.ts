import { textOfCents } from '@pcbunion/core';
import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { enterprises, invoiceApplications } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { dayRange, presetStart } from '../../../platform/business-day.js';
import { likePattern, offsetOf, orderOf } from '../../../platform/paging.js';
import type { Clock } from '../../../platform/jobs/index.js';
import { type BillingCaller, type Side } from '../context.js';
import type { ApplicationListQuery } from '../schemas.js';

const a = invoiceApplications;
type Row = typeof a.$inferSelect;

const view = (row: Row, customer: string | null, factory: string | null, side: Side) => ({
  id: row.id,
  no: row.applicationNo,
  orderNo: row.orderNo,
  side,
  status: row.status,
  customer: { id: row.customerUid, name: customer },
  factory: { id: row.merchantUid, name: factory },
  invoicingInfo: row.invoicingInfo as Record<string, string | null>,
  amount: textOfCents(row.amount),
  currency: row.currency,
  invoiceNo: row.invoiceNo,
  appliedAt: row.appliedAt,
  issuedAt: row.issuedAt,
});

const names = {
  customer: sql<string | null>`(select name from ${enterprises} where uid = ${a.customerUid})`,
  factory: sql<string | null>`(select name from ${enterprises} where uid = ${a.merchantUid})`,
};

/**
 * The customers' invoice applications of the order module (spec 02 §5), read for the customer-invoicing screens with
 * search, dates, sort and export; marking one issued stays the order module's `POST /api/invoice-applications/{id}/issue`.
 */
export function applicationReader(db: Database, clock: Clock) {
  return {
    async list(caller: BillingCaller, side: Side, q: ApplicationListQuery, all = false) {
      const where: SQL[] = [
        side === 'factory' ? eq(a.merchantUid, caller.enterpriseUid) : eq(a.customerUid, caller.enterpriseUid),
      ];
      if (q.status) where.push(eq(a.status, q.status));
      const keyword = q.keyword?.trim();
      if (keyword) {
        const like = likePattern(keyword);
        where.push(
          or(
            ilike(a.applicationNo, like),
            ilike(a.orderNo, like),
            ilike(sql`${a.invoicingInfo}->>'unitName'`, like),
            ilike(sql`coalesce(${a.invoiceNo}, '')`, like),
          )!,
        );
      }
      if (q.preset) {
        const start = presetStart(q.preset, clock.now());
        where.push(gte(a.appliedAt, start));
      }
      where.push(...dayRange(a.appliedAt, q.from, q.to));
      const sortable = {
        appliedAt: a.appliedAt,
        amount: a.amount,
        orderNo: a.orderNo,
        status: a.status,
        issuedAt: a.issuedAt,
      };
      const page = db
        .select({ row: a, ...names })
        .from(a)
        .where(and(...where))
        .orderBy(orderOf(q, sortable, desc(a.appliedAt)), desc(a.id));
      const [rows, [total]] = await Promise.all([
        all ? page.limit(5000) : page.limit(q.page_size).offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(a)
          .where(and(...where)),
      ]);
      return { data: rows.map((r) => view(r.row, r.customer, r.factory, side)), total: total?.n ?? 0 };
    },

    /** One application by its number, the caller's as either side; anyone else's → 404. */
    async detail(caller: BillingCaller, no: string) {
      const [found] = await db
        .select({ row: a, ...names })
        .from(a)
        .where(
          and(
            eq(a.applicationNo, no),
            or(eq(a.merchantUid, caller.enterpriseUid), eq(a.customerUid, caller.enterpriseUid)),
          ),
        );
      if (!found) throw new AppError(404, 'notFound', { no });
      return view(
        found.row,
        found.customer,
        found.factory,
        found.row.merchantUid === caller.enterpriseUid ? 'factory' : 'customer',
      );
    },
  };
}
