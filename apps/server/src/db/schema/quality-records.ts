import { QUALITY_RECORD_STATUSES } from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';
import { deliveries, deliveryLines } from './sales.js';

/**
 * A poor quality record (issue 20): the customer's complaint on one line of a received delivery — defect type,
 * quantity (at most the line's delivered quantity), photos (ids of the customer's stored files), lot — and the
 * factory's 8D answer (containment, root cause, corrective action, verification); closed or reopened by the customer.
 * Compare-and-set on `status` and `rowVersion`.
 */
export const qualityRecords = pgTable(
  'quality_records',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    recordNo: text('record_no').notNull().unique(),
    merchantUid: uuid('merchant_uid')
      .notNull()
      .references(() => enterprises.uid),
    customerUid: uuid('customer_uid')
      .notNull()
      .references(() => enterprises.uid),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => deliveries.id),
    deliveryNo: text('delivery_no').notNull(),
    deliveryLineId: bigint('delivery_line_id', { mode: 'number' })
      .notNull()
      .references(() => deliveryLines.id),
    position: integer('position').notNull(),
    saleNoticeNo: text('sale_notice_no').notNull(),
    orderNo: text('order_no').notNull(),
    partNo: text('part_no').notNull(),
    delivered: integer('delivered').notNull(),
    status: text('status', { enum: QUALITY_RECORD_STATUSES }).notNull().default('open'),
    defectType: text('defect_type').notNull(),
    quantity: integer('quantity').notNull(),
    lot: text('lot'),
    description: text('description').notNull(),
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default([]),
    containment: text('containment'),
    rootCause: text('root_cause'),
    correctiveAction: text('corrective_action'),
    verification: text('verification'),
    reopenReason: text('reopen_reason'),
    reopenCount: integer('reopen_count').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    rowVersion: integer('row_version').notNull().default(1),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('quality_records_merchant_created_idx').on(t.merchantUid, t.createdAt),
    index('quality_records_customer_created_idx').on(t.customerUid, t.createdAt),
    check('quality_records_quantity', sql`${t.quantity} > 0 and ${t.quantity} <= ${t.delivered}`),
  ],
);
