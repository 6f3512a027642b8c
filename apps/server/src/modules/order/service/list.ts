import type { OrderTab } from '@pcbunion/core';
import { and, count, desc, eq } from 'drizzle-orm';
import { invoiceApplications, refunds } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { businessDayEnd, businessDayStart, type DatePreset } from '../../../platform/business-day.js';
import { offsetOf, type Paging } from '../../../platform/paging.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { dateMessages } from '../messages.js';
import { refundView, applicationView } from '../view.js';

export { DATE_PRESETS, presetStart } from '../../../platform/business-day.js';

export interface OrderListQuery extends Paging {
  tab: OrderTab;
  keyword?: string;
  from?: string;
  to?: string;
  preset?: DatePreset;
}

/**
 * A date bound: "2026-01-31" is that day in Asia/Shanghai (the platform's business day), an ISO date-time is taken
 * as it is; `to` includes its whole day. Anything else: 400 naming the field.
 */
export function dateBound(value: string | undefined, field: 'from' | 'to'): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const at = dateOnly ? businessDayStart(value) : new Date(value);
  if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value))
    throw new AppError(400, dateMessages.badDate, { field }, 0, field);
  return dateOnly && field === 'to' ? businessDayEnd(value) : at;
}

/** Refund requests of the caller's side (the factory's to decide, the customer's own), newest first. */
export async function listRefunds(
  db: Executor,
  side: 'customer' | 'factory',
  enterpriseUid: string,
  q: Paging & { status?: (typeof refunds.$inferSelect)['status'] },
) {
  const where = and(
    side === 'factory' ? eq(refunds.merchantUid, enterpriseUid) : eq(refunds.customerUid, enterpriseUid),
    q.status ? eq(refunds.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(refunds)
      .where(where)
      .orderBy(desc(refunds.requestedAt), desc(refunds.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(refunds).where(where),
  ]);
  return { data: rows.map((r) => refundView(r, side)), total: total!.n };
}

/** Invoice applications of the caller's side, newest first. */
export async function listApplications(
  db: Executor,
  side: 'customer' | 'factory',
  enterpriseUid: string,
  q: Paging & { status?: (typeof invoiceApplications.$inferSelect)['status'] },
) {
  const a = invoiceApplications;
  const where = and(
    side === 'factory' ? eq(a.merchantUid, enterpriseUid) : eq(a.customerUid, enterpriseUid),
    q.status ? eq(a.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(a).where(where).orderBy(desc(a.appliedAt), desc(a.id)).limit(q.page_size).offset(offsetOf(q)),
    db.select({ n: count() }).from(a).where(where),
  ]);
  return { data: rows.map(applicationView), total: total!.n };
}
