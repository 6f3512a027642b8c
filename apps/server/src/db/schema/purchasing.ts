import { PURCHASE_ORDER_STATUSES } from '@pcbunion/core';
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
import { materials } from './quotations.js';

/**
 * Purchasing between a factory and its suppliers (issue 19), modelled on Odoo Purchase and ERPNext Buying: the
 * purchase order with its lines and earlier versions, receipts against its lines with lot numbers, and the
 * supplier's dated price list with quantity breaks. Prices and rates numeric(18,6) as strings (decimal.js);
 * amounts in cents (bigint); quantities numeric(18,4).
 */
const decimal = (name: string) => numeric(name, { precision: 18, scale: 6 });
const quantity = (name: string) => numeric(name, { precision: 18, scale: 4 });
const uidColumn = () =>
  uuid('uid')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const at = (name: string) => timestamp(name, { withTimezone: true });
const enterprise = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => enterprises.uid);

/** A purchase order from a factory (the buyer) to a supplier enterprise; `version` grows with each change after sending. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    uid: uidColumn(),
    orderNo: text('order_no').notNull().unique(),
    factoryUid: enterprise('factory_uid'),
    supplierUid: enterprise('supplier_uid'),
    status: text('status', { enum: PURCHASE_ORDER_STATUSES }).notNull().default('draft'),
    version: integer('version').notNull().default(1),
    /** The version the supplier last confirmed (null until it confirms). */
    confirmedVersion: integer('confirmed_version'),
    currency: text('currency').notNull().default('CNY'),
    orderDate: date('order_date').notNull(),
    /** The factory's remark (factory-only). */
    note: text('note').notNull().default(''),
    /** The supplier's own order number and remark (the supplier writes these). */
    supplierReference: text('supplier_reference').notNull().default(''),
    supplierNote: text('supplier_note').notNull().default(''),
    refusalReason: text('refusal_reason'),
    cancelReason: text('cancel_reason'),
    totalCents: bigint('total_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    totalExTaxCents: bigint('total_ex_tax_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdBy: uuid('created_by').references(() => accounts.uid),
    sentAt: at('sent_at'),
    confirmedAt: at('confirmed_at'),
    refusedAt: at('refused_at'),
    receivedAt: at('received_at'),
    closedAt: at('closed_at'),
    cancelledAt: at('cancelled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('purchase_orders_factory_idx').on(t.factoryUid, t.status, t.createdAt),
    index('purchase_orders_supplier_idx').on(t.supplierUid, t.status, t.createdAt),
  ],
);

/** A line: the material as ordered (a snapshot of the material file), quantity, prices, tax, amounts, delivery date. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    uid: uidColumn(),
    orderUid: uuid('order_uid')
      .notNull()
      .references(() => purchaseOrders.uid, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    materialUid: uuid('material_uid').references(() => materials.uid, { onDelete: 'set null' }),
    materialNo: text('material_no').notNull(),
    materialName: text('material_name').notNull(),
    specification: text('specification').notNull().default(''),
    unitName: text('unit_name').notNull(),
    quantity: quantity('quantity').notNull(),
    unitPrice: decimal('unit_price').notNull(),
    unitPriceExTax: decimal('unit_price_ex_tax').notNull(),
    taxRate: decimal('tax_rate').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    amountExTaxCents: bigint('amount_ex_tax_cents', { mode: 'bigint' }).notNull(),
    deliveryDate: date('delivery_date').notNull(),
    receivedQuantity: quantity('received_quantity').notNull().default('0'),
  },
  (t) => [uniqueIndex('purchase_order_lines_no').on(t.orderUid, t.lineNo)],
);

/** An earlier version of an order, kept when a change after sending makes a new one (what the supplier saw). */
export const purchaseOrderVersions = pgTable(
  'purchase_order_versions',
  {
    uid: uidColumn(),
    orderUid: uuid('order_uid')
      .notNull()
      .references(() => purchaseOrders.uid, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    replacedAt: at('replaced_at').notNull(),
  },
  (t) => [uniqueIndex('purchase_order_versions_no').on(t.orderUid, t.version)],
);

/** A receipt of goods against one order (a delivery), with the supplier's delivery-note number. */
export const purchaseReceipts = pgTable(
  'purchase_receipts',
  {
    uid: uidColumn(),
    receiptNo: text('receipt_no').notNull().unique(),
    orderUid: uuid('order_uid')
      .notNull()
      .references(() => purchaseOrders.uid),
    factoryUid: enterprise('factory_uid'),
    supplierUid: enterprise('supplier_uid'),
    receivedOn: date('received_on').notNull(),
    deliveryNoteNo: text('delivery_note_no').notNull().default(''),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('purchase_receipts_factory_idx').on(t.factoryUid, t.createdAt),
    index('purchase_receipts_order_idx').on(t.orderUid),
  ],
);

/** A received quantity of one order line, with its lot number. */
export const purchaseReceiptLines = pgTable(
  'purchase_receipt_lines',
  {
    uid: uidColumn(),
    receiptUid: uuid('receipt_uid')
      .notNull()
      .references(() => purchaseReceipts.uid, { onDelete: 'cascade' }),
    orderLineUid: uuid('order_line_uid')
      .notNull()
      .references(() => purchaseOrderLines.uid),
    quantity: quantity('quantity').notNull(),
    lotNo: text('lot_no').notNull(),
  },
  (t) => [
    index('purchase_receipt_lines_receipt_idx').on(t.receiptUid),
    index('purchase_receipt_lines_line_idx').on(t.orderLineUid),
  ],
);

/** A supplier's price of a material from a date (to a date), from a quantity up (quantity breaks). */
export const supplierPrices = pgTable(
  'supplier_prices',
  {
    uid: uidColumn(),
    factoryUid: enterprise('factory_uid'),
    supplierUid: enterprise('supplier_uid'),
    materialUid: uuid('material_uid')
      .notNull()
      .references(() => materials.uid, { onDelete: 'cascade' }),
    currency: text('currency').notNull().default('CNY'),
    minQuantity: quantity('min_quantity').notNull().default('0'),
    unitPrice: decimal('unit_price').notNull(),
    taxRate: decimal('tax_rate').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('supplier_prices_lookup_idx').on(t.factoryUid, t.supplierUid, t.materialUid, t.validFrom)],
);
