import { INSPECTION_STATUSES, PURCHASE_RETURN_STATUSES } from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { purchaseOrderLines, purchaseOrders, purchaseReceiptLines, purchaseReceipts } from './purchasing.js';

/**
 * Incoming inspection of received lots and returns to the supplier (issue 19). An inspection samples one receipt
 * lot (ISO 2859-1 level II, the plan kept as it was when opened) and ends accepted, rejected or accepted with a
 * concession; a rejection starts a return. A return holds lines of receipt lots; the supplier acknowledges it and
 * the returned quantities go back to the order as quantity to receive again. Supplier statements subtract
 * acknowledged returns by `acknowledged_at` (see `returnedBySupplier` in modules/purchase-quality/returns-service.ts).
 * Quantities numeric(18,4); unit prices numeric(18,6) as on the order line; amounts in cents (bigint).
 */
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

/** One inspection of one receipt lot (a receipt line); one per lot. */
export const purchaseInspections = pgTable(
  'purchase_inspections',
  {
    uid: uidColumn(),
    inspectionNo: text('inspection_no').notNull().unique(),
    factoryUid: enterprise('factory_uid'),
    supplierUid: enterprise('supplier_uid'),
    orderUid: uuid('order_uid')
      .notNull()
      .references(() => purchaseOrders.uid),
    receiptUid: uuid('receipt_uid')
      .notNull()
      .references(() => purchaseReceipts.uid),
    receiptLineUid: uuid('receipt_line_uid')
      .notNull()
      .references(() => purchaseReceiptLines.uid),
    orderLineUid: uuid('order_line_uid')
      .notNull()
      .references(() => purchaseOrderLines.uid),
    lotNo: text('lot_no').notNull(),
    lotSize: quantity('lot_size').notNull(),
    /** The AQL (percent nonconforming) chosen for the material, e.g. '1.0'. */
    aql: text('aql').notNull(),
    codeLetter: text('code_letter').notNull(),
    sampleSize: integer('sample_size').notNull(),
    acceptNumber: integer('accept_number').notNull(),
    rejectNumber: integer('reject_number').notNull(),
    /** Nonconforming units found, by type: [{ type, count }]. */
    defects: jsonb('defects').$type<Array<{ type: string; count: number }>>().notNull().default([]),
    defectiveUnits: integer('defective_units').notNull().default(0),
    status: text('status', { enum: INSPECTION_STATUSES }).notNull().default('pending'),
    concessionReason: text('concession_reason'),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => accounts.uid),
    decidedBy: uuid('decided_by').references(() => accounts.uid),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_inspections_lot').on(t.receiptLineUid),
    index('purchase_inspections_factory_idx').on(t.factoryUid, t.status, t.createdAt),
    index('purchase_inspections_supplier_idx').on(t.supplierUid, t.createdAt),
  ],
);

/** A return to the supplier of goods from one order's receipt lots. */
export const purchaseReturns = pgTable(
  'purchase_returns',
  {
    uid: uidColumn(),
    returnNo: text('return_no').notNull().unique(),
    factoryUid: enterprise('factory_uid'),
    supplierUid: enterprise('supplier_uid'),
    orderUid: uuid('order_uid')
      .notNull()
      .references(() => purchaseOrders.uid),
    /** The rejected inspection that started it (null for a return made by hand). */
    inspectionUid: uuid('inspection_uid').references(() => purchaseInspections.uid),
    status: text('status', { enum: PURCHASE_RETURN_STATUSES }).notNull().default('requested'),
    reason: text('reason').notNull().default(''),
    currency: text('currency').notNull().default('CNY'),
    totalCents: bigint('total_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    totalExTaxCents: bigint('total_ex_tax_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    supplierNote: text('supplier_note').notNull().default(''),
    cancelReason: text('cancel_reason'),
    createdBy: uuid('created_by').references(() => accounts.uid),
    acknowledgedBy: uuid('acknowledged_by').references(() => accounts.uid),
    acknowledgedAt: at('acknowledged_at'),
    cancelledAt: at('cancelled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('purchase_returns_factory_idx').on(t.factoryUid, t.status, t.createdAt),
    index('purchase_returns_supplier_idx').on(t.supplierUid, t.status, t.acknowledgedAt),
  ],
);

/** A returned quantity of one receipt lot, priced as its order line (tax included), amount rounded half-up to the cent. */
export const purchaseReturnLines = pgTable(
  'purchase_return_lines',
  {
    uid: uidColumn(),
    returnUid: uuid('return_uid')
      .notNull()
      .references(() => purchaseReturns.uid, { onDelete: 'cascade' }),
    factoryUid: enterprise('factory_uid'),
    supplierUid: enterprise('supplier_uid'),
    orderUid: uuid('order_uid')
      .notNull()
      .references(() => purchaseOrders.uid),
    orderLineUid: uuid('order_line_uid')
      .notNull()
      .references(() => purchaseOrderLines.uid),
    receiptLineUid: uuid('receipt_line_uid')
      .notNull()
      .references(() => purchaseReceiptLines.uid),
    lotNo: text('lot_no').notNull(),
    quantity: quantity('quantity').notNull(),
    /** The order line's unit price with tax (numeric(18,6)) and the same in cents, rounded half-up. */
    unitPrice: numeric('unit_price', { precision: 18, scale: 6 }).notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'bigint' }).notNull(),
    taxRate: numeric('tax_rate', { precision: 18, scale: 6 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    amountExTaxCents: bigint('amount_ex_tax_cents', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('purchase_return_lines_return_idx').on(t.returnUid),
    index('purchase_return_lines_lot_idx').on(t.receiptLineUid),
    index('purchase_return_lines_supplier_idx').on(t.factoryUid, t.supplierUid),
  ],
);
