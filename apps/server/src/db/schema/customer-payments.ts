import { CUSTOMER_RECEIPT_STATUSES } from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { customerInvoices } from './customer-billing.js';
import { enterprises } from './enterprises.js';

/**
 * A customer payment (issue 30): money the factory (`merchantUid`) received from its customer (`customerUid`) by
 * bank, in the currency of the invoices it pays. `allocatedCents` is the sum of its live allocations, kept by a
 * guarded UPDATE so it never passes the amount; the rest is the customer's unallocated credit. A receipt entered by
 * mistake is reversed (its allocations undone), never deleted.
 */
export const customerReceipts = pgTable(
  'customer_receipts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    receiptNo: text('receipt_no').notNull().unique(),
    merchantUid: uuid('merchant_uid')
      .notNull()
      .references(() => enterprises.uid),
    customerUid: uuid('customer_uid')
      .notNull()
      .references(() => enterprises.uid),
    status: text('status', { enum: CUSTOMER_RECEIPT_STATUSES }).notNull().default('recorded'),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    allocatedCents: bigint('allocated_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    payer: text('payer').notNull(),
    bankReference: text('bank_reference').notNull(),
    note: text('note'),
    reverseReason: text('reverse_reason'),
    searchText: text('search_text').notNull().default(''),
    rowVersion: integer('row_version').notNull().default(1),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    index('customer_receipts_merchant_received_idx').on(t.merchantUid, t.receivedOn),
    index('customer_receipts_merchant_customer_idx').on(t.merchantUid, t.customerUid, t.status),
    check(
      'customer_receipts_amounts',
      sql`${t.amountCents} > 0 and ${t.allocatedCents} >= 0 and ${t.allocatedCents} <= ${t.amountCents}`,
    ),
  ],
);

/** A part of a receipt allocated to one invoice; undone (not deleted) when the receipt is reversed. */
export const customerReceiptAllocations = pgTable(
  'customer_receipt_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => customerReceipts.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => customerInvoices.id),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('customer_receipt_allocations_receipt_idx').on(t.receiptId),
    index('customer_receipt_allocations_invoice_idx').on(t.invoiceId),
    check('customer_receipt_allocations_amount', sql`${t.amountCents} > 0`),
  ],
);
