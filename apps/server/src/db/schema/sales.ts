import { DELIVERY_STATUSES, SALE_NOTICE_STATUSES } from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';
import { orders } from './orders.js';

/**
 * A sales notice (issue 20): the factory (`merchantUid`) releases its customer's (`customerUid`) confirmed order to
 * production with the product, the customer's part number and revision, quantity, delivery date and special
 * requirements; production acknowledges it. Both enterprises see it, nobody else. State changes are
 * compare-and-set on `status` and `rowVersion`.
 */
export const saleNotices = pgTable(
  'sale_notices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    noticeNo: text('notice_no').notNull().unique(),
    merchantUid: uuid('merchant_uid')
      .notNull()
      .references(() => enterprises.uid),
    customerUid: uuid('customer_uid')
      .notNull()
      .references(() => enterprises.uid),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderNo: text('order_no').notNull(),
    status: text('status', { enum: SALE_NOTICE_STATUSES }).notNull().default('draft'),
    productName: text('product_name').notNull(),
    productNo: text('product_no'),
    partNo: text('part_no').notNull(),
    revision: text('revision'),
    quantity: integer('quantity').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    requirements: text('requirements'),
    cancelReason: text('cancel_reason'),
    /** Lower-case text the keyword search looks in: notice, order and product numbers, part number, product name, customer. */
    searchText: text('search_text').notNull().default(''),
    rowVersion: integer('row_version').notNull().default(1),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: uuid('released_by').references(() => accounts.uid),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => accounts.uid),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('sale_notices_merchant_created_idx').on(t.merchantUid, t.createdAt),
    index('sale_notices_merchant_status_idx').on(t.merchantUid, t.status, t.createdAt),
    index('sale_notices_customer_created_idx')
      .on(t.customerUid, t.createdAt)
      .where(sql`${t.status} <> 'draft'`),
    index('sale_notices_order_idx').on(t.orderId),
    // Credit used (modules/customer/credit.ts): one factory's business with one customer, per file of the customer list.
    index('sale_notices_merchant_customer_status_idx').on(t.merchantUid, t.customerUid, t.status),
  ],
);

/**
 * A delivery notice (issue 20): what the factory delivers to one customer, when (`plannedDate`) and where
 * (`address`), drawn from released sales notices (its lines). Shipping it records the packages, carrier and tracking
 * (the shipping notice); the customer's receipt confirms each line's quantity accepted or disputed.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    deliveryNo: text('delivery_no').notNull().unique(),
    merchantUid: uuid('merchant_uid')
      .notNull()
      .references(() => enterprises.uid),
    customerUid: uuid('customer_uid')
      .notNull()
      .references(() => enterprises.uid),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('planned'),
    plannedDate: date('planned_date', { mode: 'string' }).notNull(),
    address: text('address').notNull(),
    note: text('note'),
    packages: integer('packages'),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    receiptNote: text('receipt_note'),
    searchText: text('search_text').notNull().default(''),
    rowVersion: integer('row_version').notNull().default(1),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: uuid('received_by').references(() => accounts.uid),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('deliveries_merchant_created_idx').on(t.merchantUid, t.createdAt),
    index('deliveries_customer_created_idx').on(t.customerUid, t.createdAt),
    // Credit used (modules/customer/credit.ts): one factory's business with one customer, per file of the customer list.
    index('deliveries_merchant_customer_status_idx').on(t.merchantUid, t.customerUid, t.status),
    check('deliveries_packages', sql`${t.packages} is null or ${t.packages} > 0`),
  ],
);

/** A line of a delivery: part of one sales notice; `accepted` + `disputed` = `quantity` once the customer confirms. */
export const deliveryLines = pgTable(
  'delivery_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => deliveries.id),
    position: integer('position').notNull(),
    saleNoticeId: uuid('sale_notice_id')
      .notNull()
      .references(() => saleNotices.id),
    saleNoticeNo: text('sale_notice_no').notNull(),
    orderNo: text('order_no').notNull(),
    partNo: text('part_no').notNull(),
    quantity: integer('quantity').notNull(),
    accepted: integer('accepted'),
    disputed: integer('disputed'),
    disputeReason: text('dispute_reason'),
  },
  (t) => [
    index('delivery_lines_delivery_idx').on(t.deliveryId, t.position),
    index('delivery_lines_notice_idx').on(t.saleNoticeId),
    check(
      'delivery_lines_quantities',
      sql`${t.quantity} > 0 and (${t.accepted} is null or (${t.accepted} >= 0 and ${t.disputed} >= 0 and ${t.accepted} + ${t.disputed} = ${t.quantity}))`,
    ),
  ],
);
