import { PURCHASE_ORDER_ACTIONS, PURCHASE_ORDER_STATUSES, SUPPLIER_STATUSES } from '@pcbunion/core';
import { z } from 'zod';
import { day, instant, moneyText } from '../../http/answer.js';

/**
 * The answers of the purchase orders and their receipts (issue 19). Amounts are "1234.50"; quantities, prices and
 * rates plain decimals ("100", "12.5").
 */
const status = z.enum(PURCHASE_ORDER_STATUSES);

/** One side of an order: the enterprise and its name (null once the enterprise is gone). */
export const purchaseParty = z.object({ uid: z.string(), name: z.string().nullable() }).meta({ id: 'PurchaseParty' });

export const purchaseLineAnswer = z
  .object({
    uid: z.string(),
    lineNo: z.number().int(),
    materialUid: z.string().nullable(),
    materialNo: z.string(),
    materialName: z.string(),
    specification: z.string(),
    unitName: z.string(),
    quantity: z.string(),
    unitPrice: z.string(),
    unitPriceExTax: z.string(),
    taxRate: z.string(),
    amount: moneyText,
    amountExTax: moneyText,
    deliveryDate: day,
    receivedQuantity: z.string(),
  })
  .meta({ id: 'PurchaseLine' });

/** An order as a list row (and the head of its detail). */
export const purchaseOrderAnswer = z
  .object({
    no: z.string(),
    status,
    version: z.number().int(),
    confirmedVersion: z.number().int().nullable(),
    factory: purchaseParty,
    supplier: purchaseParty,
    orderDate: day,
    currency: z.string(),
    total: moneyText,
    totalExTax: moneyText,
    tax: moneyText,
    note: z.string(),
    supplierReference: z.string(),
    supplierNote: z.string(),
    refusalReason: z.string().nullable(),
    cancelReason: z.string().nullable(),
    createdAt: instant,
    sentAt: instant.nullable(),
    confirmedAt: instant.nullable(),
    role: z.enum(['factory', 'supplier']),
    actions: z.array(z.enum(PURCHASE_ORDER_ACTIONS)),
  })
  .meta({ id: 'PurchaseOrder' });

/** The list with the count of orders in each state (for the tabs). */
export const purchaseOrderPage = z.object({
  data: z.array(purchaseOrderAnswer),
  total: z.number().int(),
  counts: z.record(z.enum(PURCHASE_ORDER_STATUSES), z.number().int()),
});

/** What a replaced version held, as it was saved (quantities and prices as the database wrote them). */
const versionAnswer = z.object({
  version: z.number().int(),
  replacedAt: instant,
  status,
  orderDate: day,
  note: z.string(),
  total: moneyText,
  totalExTax: moneyText,
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      materialNo: z.string(),
      materialName: z.string(),
      specification: z.string(),
      unitName: z.string(),
      quantity: z.string(),
      unitPrice: z.string(),
      taxRate: z.string(),
      amount: moneyText,
      deliveryDate: day,
    }),
  ),
});

/** A replaced version as saved in its snapshot. */
export type PurchaseVersionSnapshot = Omit<z.infer<typeof versionAnswer>, 'version' | 'replacedAt'>;

export const purchaseOrderDetailAnswer = purchaseOrderAnswer
  .extend({
    lines: z.array(purchaseLineAnswer),
    versions: z.array(versionAnswer),
    receipts: z.array(
      z.object({
        no: z.string(),
        receivedOn: day,
        deliveryNoteNo: z.string(),
        note: z.string(),
        lines: z.array(
          z.object({
            orderLineNo: z.number().int().nullable(),
            orderLineUid: z.string(),
            quantity: z.string(),
            lotNo: z.string(),
          }),
        ),
      }),
    ),
    /** The operation log in the reader's words. */
    log: z.array(z.object({ at: instant, action: z.string(), by: z.string(), words: z.string() })),
  })
  .meta({ id: 'PurchaseOrderDetail' });

/** A supplier enterprise and where it stands in the factory's supplier master (only an approved one is orderable). */
export const purchaseSupplierAnswer = z
  .object({
    uid: z.string(),
    name: z.string(),
    no: z.string(),
    supplierNo: z.string().nullable(),
    status: z.enum(SUPPLIER_STATUSES).nullable(),
    statusText: z.string(),
    orderable: z.boolean(),
  })
  .meta({ id: 'PurchaseSupplier' });

/** An order after a write: its number, state and version. */
export const purchaseOrderMoved = z.object({ no: z.string(), status, version: z.number().int() });

export const purchaseReceived = z.object({ receiptNo: z.string(), status });

export const purchaseReceiptAnswer = z
  .object({
    no: z.string(),
    orderNo: z.string(),
    factory: purchaseParty,
    supplier: purchaseParty,
    receivedOn: day,
    deliveryNoteNo: z.string(),
    note: z.string(),
    createdAt: instant,
    lines: z.array(
      z.object({
        lineNo: z.number().int(),
        materialNo: z.string(),
        materialName: z.string(),
        unitName: z.string(),
        ordered: z.string(),
        quantity: z.string(),
        lotNo: z.string(),
      }),
    ),
  })
  .meta({ id: 'PurchaseReceipt' });

/** The printed order as data (packages/core PrintDocument): what the PDF draws and the web's print page shows. */
const printField = z.object({ label: z.string(), value: z.string() });
export const purchaseOrderPrint = z
  .object({
    title: z.string(),
    subtitle: z.string().optional(),
    fields: z.array(printField),
    tables: z.array(
      z.object({
        title: z.string(),
        columns: z.array(
          z.object({ label: z.string(), align: z.enum(['left', 'right']).optional(), width: z.number().optional() }),
        ),
        rows: z.array(z.array(z.string())),
      }),
    ),
    totals: z.array(printField),
    notes: z.array(z.string()).optional(),
    footer: z.string().optional(),
  })
  .meta({ id: 'PurchaseOrderPrint' });
