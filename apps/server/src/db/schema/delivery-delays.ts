import { DELIVERY_DELAY_STATUSES } from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';
import { saleNotices } from './sales.js';

/**
 * A delivery delay application (issue 20): the factory (`merchantUid`) asks its customer (`customerUid`) to move the
 * delivery date of a released sales notice from `fromDate` to `toDate`, with a reason. The customer agrees (the
 * notice's date becomes `toDate` in the same transaction) or refuses with a reason; the factory may withdraw it.
 * One pending request per notice. State changes are compare-and-set on `status` and `rowVersion`.
 */
export const deliveryDelays = pgTable(
  'delivery_delays',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    delayNo: text('delay_no').notNull().unique(),
    merchantUid: uuid('merchant_uid')
      .notNull()
      .references(() => enterprises.uid),
    customerUid: uuid('customer_uid')
      .notNull()
      .references(() => enterprises.uid),
    saleNoticeId: uuid('sale_notice_id')
      .notNull()
      .references(() => saleNotices.id),
    saleNoticeNo: text('sale_notice_no').notNull(),
    orderNo: text('order_no').notNull(),
    partNo: text('part_no').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: DELIVERY_DELAY_STATUSES }).notNull().default('pending'),
    answerReason: text('answer_reason'),
    searchText: text('search_text').notNull().default(''),
    rowVersion: integer('row_version').notNull().default(1),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => accounts.uid),
  },
  (t) => [
    index('delivery_delays_merchant_created_idx').on(t.merchantUid, t.createdAt),
    index('delivery_delays_customer_created_idx').on(t.customerUid, t.createdAt),
    uniqueIndex('delivery_delays_one_pending_idx')
      .on(t.saleNoticeId)
      .where(sql`${t.status} = 'pending'`),
    check('delivery_delays_later', sql`${t.toDate} > ${t.fromDate}`),
  ],
);
