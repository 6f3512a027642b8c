import {
  PURCHASE_ORDER_STATUSES,
  STATEMENT_LINE_KINDS,
  SUPPLIER_FEE_ACTIONS,
  SUPPLIER_FEE_KINDS,
  SUPPLIER_FEE_STATUSES,
  SUPPLIER_INVOICE_ACTIONS,
  SUPPLIER_INVOICE_STATUSES,
  SUPPLIER_STATEMENT_ACTIONS,
  SUPPLIER_STATEMENT_STATUSES,
} from '@pcbunion/core';
import { z } from 'zod';
import { day, moneyText } from '../../http/answer.js';

/** The currencies the factory and its suppliers bill in. */
export const BILLING_CURRENCIES = ['CNY', 'USD', 'HKD', 'EUR', 'JPY'] as const;
export type BillingCurrency = (typeof BILLING_CURRENCIES)[number];
/** An ISO 4217 code (the forms offer BILLING_CURRENCIES). */
const currency = z.string();
/** A decimal as text, without trailing zeros ("12.5", "0.13"). */
const decimalText = z.string();
const isoInstant = z.iso.datetime();
const role = z.enum(['factory', 'supplier']);
const party = z.object({ uid: z.string(), name: z.string().nullable() });
const logLine = z.object({ at: isoInstant, action: z.string(), by: z.string(), words: z.string() });
const countsOf = <Status extends readonly [string, ...string[]]>(statuses: Status) =>
  z.record(z.enum(statuses), z.number().int());

/** Which side of supplier billing the caller is on. */
export const billingSide = z.object({ role });

/** A supplier fee (tooling, freight, expediting) as its list answers it. */
export const supplierFeeRow = z
  .object({
    no: z.string(),
    orderNo: z.string(),
    kind: z.enum(SUPPLIER_FEE_KINDS),
    description: z.string(),
    currency,
    amount: moneyText,
    taxRate: decimalText,
    status: z.enum(SUPPLIER_FEE_STATUSES),
    proposedOn: day,
    acceptedOn: day.nullable(),
    rejectReason: z.string().nullable(),
    factory: party,
    supplier: party,
    createdAt: isoInstant,
    role,
    actions: z.array(z.enum(SUPPLIER_FEE_ACTIONS)),
  })
  .meta({ id: 'SupplierFeeRow' });
export const supplierFeePage = z.object({
  data: z.array(supplierFeeRow),
  total: z.number().int(),
  counts: countsOf(SUPPLIER_FEE_STATUSES),
});
export const supplierFeeAnswer = supplierFeeRow.extend({ log: z.array(logLine) }).meta({ id: 'SupplierFee' });
/** The supplier's orders a fee may be proposed against. */
export const feeableOrder = z.object({
  no: z.string(),
  orderDate: day,
  currency,
  status: z.enum(PURCHASE_ORDER_STATUSES),
});
export const supplierFeeProposed = z.object({ no: z.string(), status: z.enum(SUPPLIER_FEE_STATUSES) });
export const supplierFeeMoved = z.object({ status: z.enum(SUPPLIER_FEE_STATUSES) });

/** A monthly supplier statement as its list answers it. */
export const supplierStatementRow = z
  .object({
    no: z.string(),
    /** The month, "2026-04". */
    period: z.string(),
    periodFrom: day,
    periodTo: day,
    currency,
    status: z.enum(SUPPLIER_STATEMENT_STATUSES),
    version: z.number().int(),
    receipts: moneyText,
    returns: moneyText,
    fees: moneyText,
    adjustment: moneyText,
    total: moneyText,
    note: z.string(),
    factory: party,
    supplier: party,
    issuedAt: isoInstant,
    confirmedAt: isoInstant.nullable(),
    role,
    actions: z.array(z.enum(SUPPLIER_STATEMENT_ACTIONS)),
  })
  .meta({ id: 'SupplierStatementRow' });
export const supplierStatementPage = z.object({
  data: z.array(supplierStatementRow),
  total: z.number().int(),
  counts: countsOf(SUPPLIER_STATEMENT_STATUSES),
});
/** A line of a supplier statement: a receipt, a return, a fee or the adjustment. */
export const supplierStatementLine = z
  .object({
    uid: z.string(),
    lineNo: z.number().int(),
    kind: z.enum(STATEMENT_LINE_KINDS),
    sourceNo: z.string(),
    orderNo: z.string(),
    on: day,
    description: z.string(),
    quantity: decimalText.nullable(),
    unitPrice: decimalText.nullable(),
    taxRate: decimalText.nullable(),
    amount: moneyText,
    disputeReason: z.string().nullable(),
  })
  .meta({ id: 'SupplierStatementLine' });
/** One statement with its lines, its earlier versions (with the lines the supplier disputed) and its log. */
export const supplierStatementAnswer = supplierStatementRow
  .extend({
    lines: z.array(supplierStatementLine),
    history: z.array(
      z.object({
        version: z.number().int(),
        replacedAt: isoInstant,
        total: moneyText,
        lines: z.array(supplierStatementLine),
      }),
    ),
    log: z.array(logLine),
  })
  .meta({ id: 'SupplierStatement' });
/** A supplier enterprise a statement may be issued to, with the currency its supplier file trades in. */
export const statementSupplier = z.object({
  uid: z.string(),
  name: z.string(),
  no: z.string(),
  currency: z.enum(BILLING_CURRENCIES),
});
/** What the supplier may invoice against a statement, per order line. */
export const supplierInvoiceable = z.object({
  no: z.string(),
  status: z.enum(SUPPLIER_STATEMENT_STATUSES),
  currency,
  /** The accepted fees and the adjustment. */
  fees: moneyText,
  lines: z.array(
    z.object({
      orderLineUid: z.string(),
      orderNo: z.string(),
      lineNo: z.number().int(),
      materialNo: z.string(),
      materialName: z.string(),
      unitName: z.string(),
      orderedQuantity: decimalText,
      orderPrice: decimalText,
      taxRate: decimalText,
      receivedQuantity: decimalText,
      invoicedQuantity: decimalText,
      invoiceable: decimalText,
    }),
  ),
});
export const supplierStatementMoved = z.object({
  no: z.string(),
  status: z.enum(SUPPLIER_STATEMENT_STATUSES),
  version: z.number().int(),
});

/** A supplier invoice as its list answers it. */
export const supplierInvoiceRow = z
  .object({
    no: z.string(),
    supplierInvoiceNo: z.string(),
    statementNo: z.string(),
    period: z.string(),
    invoiceDate: day,
    currency,
    status: z.enum(SUPPLIER_INVOICE_STATUSES),
    goods: moneyText,
    fees: moneyText,
    tax: moneyText,
    total: moneyText,
    note: z.string(),
    rejectReason: z.string().nullable(),
    factory: party,
    supplier: party,
    createdAt: isoInstant,
    role,
    actions: z.array(z.enum(SUPPLIER_INVOICE_ACTIONS)),
  })
  .meta({ id: 'SupplierInvoiceRow' });
export const supplierInvoicePage = z.object({
  data: z.array(supplierInvoiceRow),
  total: z.number().int(),
  counts: countsOf(SUPPLIER_INVOICE_STATUSES),
});
/** One invoice with its three-way match per line (ordered, received net of returns, invoiced) and its log. */
export const supplierInvoiceAnswer = supplierInvoiceRow
  .extend({
    lines: z.array(
      z.object({
        lineNo: z.number().int(),
        orderNo: z.string(),
        materialNo: z.string(),
        materialName: z.string(),
        orderedQuantity: decimalText,
        orderPrice: decimalText,
        receivedQuantity: decimalText,
        invoicedQuantity: decimalText,
        invoicedPrice: decimalText,
        unitPriceExTax: decimalText,
        taxRate: decimalText,
        amount: moneyText,
        quantityVsOrdered: decimalText,
        quantityVsReceived: decimalText,
        priceDifference: decimalText,
        amountDifference: moneyText,
        match: z.enum(['matched', 'price_difference', 'partial', 'over_received']),
      }),
    ),
    log: z.array(logLine),
  })
  .meta({ id: 'SupplierInvoice' });
/** The submitted invoice; its total is in cents ("123450"), unlike the other answers' money. */
export const supplierInvoiceSubmitted = z.object({
  no: z.string(),
  status: z.enum(SUPPLIER_INVOICE_STATUSES),
  total: z.string().regex(/^-?\d+$/),
});
export const supplierInvoiceMoved = z.object({ status: z.enum(SUPPLIER_INVOICE_STATUSES) });
