import {
  SUPPLIER_FEE_KINDS,
  SUPPLIER_FEE_STATUSES,
  SUPPLIER_INVOICE_STATUSES,
  SUPPLIER_STATEMENT_STATUSES,
  STATEMENT_LINE_KINDS,
} from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { purchaseOrderLines, purchaseOrders } from './purchasing.js';

/**
 * Supplier billing (issue 19), after ERPNext's Purchase Invoice and Odoo's vendor bills: the supplier's extra fees on
 * a purchase order, the monthly statement per supplier (receipts − returns + accepted fees) confirmed or disputed line
 * by line, and the supplier's invoices against a confirmed statement with the three-way match kept per line.
 * Amounts in cents (bigint, signed on statement lines); prices and rates numeric(18,6); quantities numeric(18,4).
 */
const decimal = (name: string) => numeric(name, { precision: 18, scale: 6 });
const quantity = (name: string) => numeric(name, { precision: 18, scale: 4 });
const cents = (name: string) => bigint(name, { mode: 'bigint' });
const uidColumn = () =>
  uuid('uid')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const at = (name: string) => timestamp(name, { withTimezone: true });
const enterprise = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => enterprises.uid);

/** An extra charge the supplier proposes against one of its purchase orders; the factory accepts or rejects it. */
export const supplierFees = pgTable(
  'supplier_fees',
  {
    uid: uidColumn(),
    feeNo: text('fee_no').notNull().unique(),
    factoryUid: enterprise('factory_uid'),
    supplierUid: enterprise('supplier_uid'),
    orderUid: uuid('order_uid')
      .notNull()
      .references(() => purchaseOrders.uid),
    kind: text('kind', { enum: SUPPLIER_FEE_KINDS }).notNull(),
    description: text('description').notNull().default(''),
    currency: text('currency').notNull().default('CNY'),
    /** The fee with tax. */
    amountCents: cents('amount_cents').notNull(),
    taxRate: decimal('tax_rate').notNull().default('0'),
    status: text('status', { enum: SUPPLIER_FEE_STATUSES }).notNull().default('proposed'),
    proposedOn: date('proposed_on').notNull(),
    /** The business day of the acceptance: the statement of that month carries the fee. */
    acceptedOn: date('accepted_on'),
    rejectReason: text('reject_reason'),
    proposedBy: uuid('proposed_by').references(() => accounts.uid),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('supplier_fees_factory_idx').on(t.factoryUid, t.status, t.createdAt),
    index('supplier_fees_supplier_idx').on(t.supplierUid, t.status, t.createdAt),
  ],
);

/** The monthly statement of one supplier to one factory in one currency; a reissue makes a new version in place. */
export const supplierStatements = pgTable(
  'supplier_statements',
  {
    uid: uidColumn(),
    statementNo: text('statement_no').notNull().unique(),
    factoryUid: enterprise('factory_uid'),
    supplierUid: enterprise('supplier_uid'),
    period: text('period').notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    currency: text('currency').notNull().default('CNY'),
    status: text('status', { enum: SUPPLIER_STATEMENT_STATUSES }).notNull().default('issued'),
    version: integer('row_version').notNull().default(1),
    receiptsCents: cents('receipts_cents')
      .notNull()
      .default(sql`0`),
    returnsCents: cents('returns_cents')
      .notNull()
      .default(sql`0`),
    feesCents: cents('fees_cents')
      .notNull()
      .default(sql`0`),
    adjustmentCents: cents('adjustment_cents')
      .notNull()
      .default(sql`0`),
    totalCents: cents('total_cents')
      .notNull()
      .default(sql`0`),
    note: text('note').notNull().default(''),
    /** Earlier versions with the lines the supplier disputed (what it saw and why it disagreed). */
    history: jsonb('history')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdBy: uuid('created_by').references(() => accounts.uid),
    issuedAt: at('issued_at').notNull(),
    confirmedAt: at('confirmed_at'),
    disputedAt: at('disputed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supplier_statements_period').on(t.factoryUid, t.supplierUid, t.period, t.currency),
    index('supplier_statements_supplier_idx').on(t.supplierUid, t.status, t.period),
  ],
);

/** A line of a statement: a received lot, a return, an accepted fee or the factory's adjustment; the supplier's answer. */
export const supplierStatementLines = pgTable(
  'supplier_statement_lines',
  {
    uid: uidColumn(),
    statementUid: uuid('statement_uid')
      .notNull()
      .references(() => supplierStatements.uid, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    kind: text('kind', { enum: STATEMENT_LINE_KINDS }).notNull(),
    /** The receipt, return or fee number the line comes from. */
    sourceNo: text('source_no').notNull().default(''),
    orderNo: text('order_no').notNull().default(''),
    orderLineUid: uuid('order_line_uid').references(() => purchaseOrderLines.uid),
    on: date('on').notNull(),
    description: text('description').notNull().default(''),
    quantity: quantity('quantity'),
    unitPrice: decimal('unit_price'),
    taxRate: decimal('tax_rate'),
    /** Signed: a return and a negative adjustment lower the statement. */
    amountCents: cents('amount_cents').notNull(),
    disputeReason: text('dispute_reason'),
  },
  (t) => [uniqueIndex('supplier_statement_lines_no').on(t.statementUid, t.lineNo)],
);

/** The supplier's invoice against a confirmed statement. */
export const supplierInvoices = pgTable(
  'supplier_invoices',
  {
    uid: uidColumn(),
    invoiceNo: text('invoice_no').notNull().unique(),
    /** The number printed on the supplier's tax invoice. */
    supplierInvoiceNo: text('supplier_invoice_no').notNull(),
    statementUid: uuid('statement_uid')
      .notNull()
      .references(() => supplierStatements.uid),
    factoryUid: enterprise('factory_uid'),
    supplierUid: enterprise('supplier_uid'),
    invoiceDate: date('invoice_date').notNull(),
    currency: text('currency').notNull().default('CNY'),
    status: text('status', { enum: SUPPLIER_INVOICE_STATUSES }).notNull().default('submitted'),
    goodsCents: cents('goods_cents').notNull(),
    feesCents: cents('fees_cents')
      .notNull()
      .default(sql`0`),
    taxCents: cents('tax_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    note: text('note').notNull().default(''),
    rejectReason: text('reject_reason'),
    createdBy: uuid('created_by').references(() => accounts.uid),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('supplier_invoices_factory_idx').on(t.factoryUid, t.status, t.createdAt),
    index('supplier_invoices_supplier_idx').on(t.supplierUid, t.status, t.createdAt),
    index('supplier_invoices_statement_idx').on(t.statementUid),
  ],
);

/** One invoiced order line with its three-way match as it stood when submitted. */
export const supplierInvoiceLines = pgTable(
  'supplier_invoice_lines',
  {
    uid: uidColumn(),
    invoiceUid: uuid('invoice_uid')
      .notNull()
      .references(() => supplierInvoices.uid, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    orderLineUid: uuid('order_line_uid')
      .notNull()
      .references(() => purchaseOrderLines.uid),
    orderNo: text('order_no').notNull(),
    materialNo: text('material_no').notNull(),
    materialName: text('material_name').notNull(),
    orderedQuantity: quantity('ordered_quantity').notNull(),
    orderPrice: decimal('order_price').notNull(),
    receivedQuantity: quantity('received_quantity').notNull(),
    invoicedQuantity: quantity('invoiced_quantity').notNull(),
    invoicedPrice: decimal('invoiced_price').notNull(),
    taxRate: decimal('tax_rate').notNull(),
    amountCents: cents('amount_cents').notNull(),
    amountExTaxCents: cents('amount_ex_tax_cents').notNull(),
    match: text('match').notNull(),
  },
  (t) => [
    uniqueIndex('supplier_invoice_lines_no').on(t.invoiceUid, t.lineNo),
    index('supplier_invoice_lines_order_line_idx').on(t.orderLineUid),
  ],
);
