import { CUSTOMER_INVOICE_STATUSES, CUSTOMER_STATEMENT_LINE_KINDS, CUSTOMER_STATEMENT_STATUSES } from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';

/**
 * A customer statement (issue 20): what one customer (`customerUid`) owes the factory (`merchantUid`) for one month
 * (`period`, YYYY-MM): the deliveries received in it (quantity shipped × the order's unit price), minus what was
 * disputed on receipt, plus or minus the factory's adjustments. Amounts in cents. The customer confirms or disputes
 * it line by line. One live statement per customer and month (a cancelled one may be made again).
 */
export const customerStatements = pgTable(
  'customer_statements',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    statementNo: text('statement_no').notNull().unique(),
    merchantUid: uuid('merchant_uid')
      .notNull()
      .references(() => enterprises.uid),
    customerUid: uuid('customer_uid')
      .notNull()
      .references(() => enterprises.uid),
    period: text('period').notNull(),
    status: text('status', { enum: CUSTOMER_STATEMENT_STATUSES }).notNull().default('draft'),
    currency: text('currency').notNull().default('CNY'),
    deliveredCents: bigint('delivered_cents', { mode: 'bigint' }).notNull(),
    disputedCents: bigint('disputed_cents', { mode: 'bigint' }).notNull(),
    adjustmentCents: bigint('adjustment_cents', { mode: 'bigint' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'bigint' }).notNull(),
    note: text('note'),
    answerNote: text('answer_note'),
    cancelReason: text('cancel_reason'),
    searchText: text('search_text').notNull().default(''),
    rowVersion: integer('row_version').notNull().default(1),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => accounts.uid),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customer_statements_one_live')
      .on(t.merchantUid, t.customerUid, t.period)
      .where(sql`${t.status} <> 'cancelled'`),
    index('customer_statements_merchant_created_idx').on(t.merchantUid, t.createdAt),
    index('customer_statements_customer_created_idx')
      .on(t.customerUid, t.createdAt)
      .where(sql`${t.status} <> 'draft'`),
  ],
);

/**
 * A statement line: a delivery line (+), its disputed part (−) or an adjustment (±, described; an accepted change's
 * price impact names the change), with the customer's answer.
 */
export const customerStatementLines = pgTable(
  'customer_statement_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => customerStatements.id),
    position: integer('position').notNull(),
    kind: text('kind', { enum: CUSTOMER_STATEMENT_LINE_KINDS }).notNull(),
    deliveryLineId: bigint('delivery_line_id', { mode: 'number' }),
    deliveryNo: text('delivery_no'),
    orderNo: text('order_no'),
    partNo: text('part_no'),
    day: date('day', { mode: 'string' }),
    quantity: integer('quantity'),
    unitPrice: numeric('unit_price', { precision: 18, scale: 6 }),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    description: text('description'),
    /** An adjustment that bills an accepted customer change's price impact: the change's number (kept by the factory's own adjustments). */
    changeNo: text('change_no'),
    answer: text('answer', { enum: ['confirmed', 'disputed'] }),
    answerReason: text('answer_reason'),
  },
  (t) => [index('customer_statement_lines_statement_idx').on(t.statementId, t.position)],
);

/**
 * A customer invoice (issue 20): issued by the factory against a confirmed statement or against orders, never for
 * more than was accepted on receipt (each order's quantity invoiced by live invoices ≤ accepted). Amounts include
 * tax; `invoicingInfo` is the customer's invoicing info as on its order. draft → issued → sent, void with a reason;
 * then partly paid, paid or written off as customer payments are allocated to it (issue 30).
 */
export const customerInvoices = pgTable(
  'customer_invoices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    invoiceNo: text('invoice_no').notNull().unique(),
    merchantUid: uuid('merchant_uid')
      .notNull()
      .references(() => enterprises.uid),
    customerUid: uuid('customer_uid')
      .notNull()
      .references(() => enterprises.uid),
    basis: text('basis', { enum: ['statement', 'orders'] }).notNull(),
    statementId: uuid('statement_id').references(() => customerStatements.id),
    statementNo: text('statement_no'),
    status: text('status', { enum: CUSTOMER_INVOICE_STATUSES }).notNull().default('draft'),
    currency: text('currency').notNull().default('CNY'),
    taxRate: numeric('tax_rate', { precision: 18, scale: 6 }).notNull(),
    totalCents: bigint('total_cents', { mode: 'bigint' }).notNull(),
    exTaxCents: bigint('ex_tax_cents', { mode: 'bigint' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'bigint' }).notNull(),
    /** Customer payments allocated to it (live allocations of recorded receipts, issue 30). */
    paidCents: bigint('paid_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** What the factory wrote off of an under-payment, with its reason. */
    writtenOffCents: bigint('written_off_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    writeOffReason: text('write_off_reason'),
    invoicingInfo: jsonb('invoicing_info'),
    taxInvoiceNo: text('tax_invoice_no'),
    note: text('note'),
    voidReason: text('void_reason'),
    searchText: text('search_text').notNull().default(''),
    rowVersion: integer('row_version').notNull().default(1),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customer_invoices_one_per_statement')
      .on(t.statementId)
      .where(sql`${t.status} <> 'void' and ${t.statementId} is not null`),
    index('customer_invoices_merchant_created_idx').on(t.merchantUid, t.createdAt),
    // Credit used (modules/customer/credit.ts): one factory's business with one customer, per file of the customer list.
    index('customer_invoices_merchant_customer_status_idx').on(t.merchantUid, t.customerUid, t.status),
    index('customer_invoices_customer_created_idx')
      .on(t.customerUid, t.createdAt)
      .where(sql`${t.status} <> 'draft'`),
    check('customer_invoices_amounts', sql`${t.totalCents} = ${t.exTaxCents} + ${t.taxCents}`),
    check(
      'customer_invoices_settled',
      sql`${t.paidCents} >= 0 and ${t.writtenOffCents} >= 0 and ${t.paidCents} + ${t.writtenOffCents} <= ${t.totalCents}`,
    ),
  ],
);

/** An invoice line: an order's quantity at its unit price, or an adjustment of the statement (amount only). */
export const customerInvoiceLines = pgTable(
  'customer_invoice_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => customerInvoices.id),
    position: integer('position').notNull(),
    orderNo: text('order_no'),
    partNo: text('part_no'),
    description: text('description'),
    quantity: integer('quantity'),
    unitPrice: numeric('unit_price', { precision: 18, scale: 6 }),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('customer_invoice_lines_invoice_idx').on(t.invoiceId, t.position),
    index('customer_invoice_lines_order_idx').on(t.orderNo),
    check('customer_invoice_lines_quantity', sql`${t.quantity} is null or ${t.quantity} > 0`),
  ],
);
