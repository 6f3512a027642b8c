import { INVOICE_APPLICATION_STATUSES, ORDER_STATUSES, REFUND_STATUSES } from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';

/**
 * The customer's cart (spec 02 §2 "Shopping cart and settlement"): approved inquiries waiting to be settled.
 * `approvedTotal` is the price the customer saw when adding it; settlement compares it with the inquiry's price then.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    inquiryNo: text('inquiry_no').notNull(),
    merchantUid: uuid('merchant_uid')
      .notNull()
      .references(() => enterprises.uid),
    approvedTotal: bigint('approved_total', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('CNY'),
    addedBy: uuid('added_by').references(() => accounts.uid),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('cart_items_enterprise_inquiry').on(t.enterpriseUid, t.inquiryNo),
    index('cart_items_enterprise_idx').on(t.enterpriseUid, t.addedAt),
  ],
);

/**
 * An order (spec 02 §3, §4): one per merchant of a settlement. Amounts in cents: `paid` went to the platform's escrow,
 * `refunded` came back out of it, `invoiced` was applied for. `customerDeletedAt` is the customer's recycle bin
 * (the factory still sees the order). `refundOpen` is true while a refund request waits for the factory; acceptance
 * and shipment are compare-and-sets on it, so a refund and a shipment never both win.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderNo: text('order_no').notNull().unique(),
    /** The settlement that created it (several orders, one per merchant, share it). */
    settlementNo: text('settlement_no').notNull(),
    customerUid: uuid('customer_uid')
      .notNull()
      .references(() => enterprises.uid),
    merchantUid: uuid('merchant_uid')
      .notNull()
      .references(() => enterprises.uid),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('unpaid'),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    paid: bigint('paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    refunded: bigint('refunded', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    invoiced: bigint('invoiced', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    currency: text('currency').notNull().default('CNY'),
    refundOpen: boolean('refund_open').notNull().default(false),
    /** The shipping address as it was at settlement (recipient, phone, region names, detail). */
    addressId: uuid('address_id'),
    address: jsonb('address').notNull(),
    invoicingInfoId: uuid('invoicing_info_id'),
    invoicingInfo: jsonb('invoicing_info'),
    productionNo: text('production_no'),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    paymentTransactionId: uuid('payment_transaction_id'),
    releaseTransactionId: uuid('release_transaction_id'),
    /** Lower-case text the keyword search looks in: order, inquiry and product numbers, both enterprises' names. */
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    autoConfirmAt: timestamp('auto_confirm_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    customerDeletedAt: timestamp('customer_deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The customer's tabs: one status (or all) of the orders not in the recycle bin, newest first, in a date range.
    index('orders_customer_status_created_idx')
      .on(t.customerUid, t.status, t.createdAt)
      .where(sql`${t.customerDeletedAt} is null`),
    index('orders_customer_created_idx')
      .on(t.customerUid, t.createdAt)
      .where(sql`${t.customerDeletedAt} is null`),
    index('orders_customer_bin_idx')
      .on(t.customerUid, t.createdAt)
      .where(sql`${t.customerDeletedAt} is not null`),
    // The factory's order management.
    index('orders_merchant_status_created_idx').on(t.merchantUid, t.status, t.createdAt),
    index('orders_merchant_created_idx').on(t.merchantUid, t.createdAt),
    index('orders_settlement_idx').on(t.settlementNo),
    check(
      'orders_amounts',
      sql`${t.total} > 0 and ${t.paid} >= 0 and ${t.refunded} >= 0 and ${t.refunded} <= ${t.paid} and ${t.invoiced} >= 0 and ${t.invoiced} <= ${t.paid}`,
    ),
  ],
);

/** A line of an order: the inquiry it came from, with its parameters and price as they were when settled. */
export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    position: integer('position').notNull(),
    inquiryNo: text('inquiry_no').notNull(),
    productNo: text('product_no'),
    /** The inquiry's parameters (board, finish, delivery, lead time). */
    params: jsonb('params').notNull(),
    /** estimated, discounted, full, boardFee, otherFees, total (decimal strings) and deliveryDays at settlement. */
    price: jsonb('price').notNull(),
    quantity: integer('quantity'),
    deliveryDays: integer('delivery_days'),
    total: bigint('total', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.position), index('order_items_inquiry_idx').on(t.inquiryNo)],
);

/** A refund request (spec 02 §3 "refund reason and amount"): at most one open per order. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    refundNo: text('refund_no').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderNo: text('order_no').notNull(),
    customerUid: uuid('customer_uid')
      .notNull()
      .references(() => enterprises.uid),
    merchantUid: uuid('merchant_uid')
      .notNull()
      .references(() => enterprises.uid),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('CNY'),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('requested'),
    rejectReason: text('reject_reason'),
    requestedBy: uuid('requested_by').references(() => accounts.uid),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: uuid('decided_by').references(() => accounts.uid),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    transactionId: uuid('transaction_id'),
  },
  (t) => [
    uniqueIndex('refunds_one_open_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'requested'`),
    index('refunds_order_idx').on(t.orderId, t.requestedAt),
    index('refunds_merchant_idx').on(t.merchantUid, t.status, t.requestedAt),
    index('refunds_customer_idx').on(t.customerUid, t.requestedAt),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** An invoice application (spec 02 §5 Invoicing): the customer asks, the factory marks it issued. */
export const invoiceApplications = pgTable(
  'invoice_applications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    applicationNo: text('application_no').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderNo: text('order_no').notNull(),
    customerUid: uuid('customer_uid')
      .notNull()
      .references(() => enterprises.uid),
    merchantUid: uuid('merchant_uid')
      .notNull()
      .references(() => enterprises.uid),
    invoicingInfoId: uuid('invoicing_info_id'),
    /** The invoicing info (unit name, taxpayer number, address, phone, bank, card, email) as applied for. */
    invoicingInfo: jsonb('invoicing_info').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('CNY'),
    status: text('status', { enum: INVOICE_APPLICATION_STATUSES }).notNull().default('applied'),
    invoiceNo: text('invoice_no'),
    appliedBy: uuid('applied_by').references(() => accounts.uid),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    issuedBy: uuid('issued_by').references(() => accounts.uid),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (t) => [
    index('invoice_applications_order_idx').on(t.orderId, t.appliedAt),
    index('invoice_applications_merchant_idx').on(t.merchantUid, t.status, t.appliedAt),
    index('invoice_applications_customer_idx').on(t.customerUid, t.appliedAt),
    check('invoice_applications_amount_positive', sql`${t.amount} > 0`),
  ],
);
