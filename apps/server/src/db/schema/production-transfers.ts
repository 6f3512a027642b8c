import { PRODUCTION_TRANSFER_STATUSES } from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';
import { orders } from './orders.js';

/**
 * A production transfer (outsourcing, issue 20): the order's factory (`fromUid`) moves the order's production to
 * another factory on the platform (`toUid`), which accepts or declines with a reason. The order itself keeps its
 * contracting factory and state; the customer is told by the bell. One pending transfer per order.
 */
export const productionTransfers = pgTable(
  'production_transfers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    transferNo: text('transfer_no').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderNo: text('order_no').notNull(),
    customerUid: uuid('customer_uid')
      .notNull()
      .references(() => enterprises.uid),
    fromUid: uuid('from_uid')
      .notNull()
      .references(() => enterprises.uid),
    toUid: uuid('to_uid')
      .notNull()
      .references(() => enterprises.uid),
    quantity: integer('quantity').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: PRODUCTION_TRANSFER_STATUSES }).notNull().default('pending'),
    answerReason: text('answer_reason'),
    searchText: text('search_text').notNull().default(''),
    rowVersion: integer('row_version').notNull().default(1),
    createdBy: uuid('created_by').references(() => accounts.uid),
    answeredBy: uuid('answered_by').references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('production_transfers_from_created_idx').on(t.fromUid, t.createdAt),
    index('production_transfers_to_created_idx').on(t.toUid, t.createdAt),
    index('production_transfers_customer_idx').on(t.customerUid),
    uniqueIndex('production_transfers_one_pending_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
