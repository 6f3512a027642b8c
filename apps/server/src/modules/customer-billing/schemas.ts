import {
  CUSTOMER_INVOICE_ACTIONS,
  CUSTOMER_INVOICE_STATUSES,
  CUSTOMER_STATEMENT_ACTIONS,
  CUSTOMER_STATEMENT_LINE_KINDS,
  CUSTOMER_STATEMENT_STATUSES,
  INVOICE_APPLICATION_STATUSES,
  int4,
  text,
} from '@pcbunion/core';
import { z } from 'zod';
import { day as dayText, instant, moneyText } from '../../http/answer.js';
import { DATE_PRESETS } from '../../platform/business-day.js';
import { pagingQuery } from '../../platform/paging.js';
import { invoicePayments } from './payment-schemas.js';

/** A calendar day `YYYY-MM-DD` that exists. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
  });
const version = int4({ min: 1 }).optional();
/** A signed amount as text ("-120.50") or a number; checked by the service so the 400 names the field. */
const signedAmount = z.union([z.number(), text(40)]);

export const noParams = z.object({ no: text(40).min(1) });
export const sideQuery = z.object({ side: z.enum(['customer', 'factory']).optional() });

const listBase = {
  ...pagingQuery,
  side: z.enum(['customer', 'factory']).optional(),
  keyword: text(100).optional(),
  from: day.optional(),
  to: day.optional(),
  preset: z.enum(DATE_PRESETS).optional(),
};
export const statementListQuery = z.object({
  ...listBase,
  status: z.enum(CUSTOMER_STATEMENT_STATUSES).optional(),
  period: text(7).optional(),
});
export type StatementListQuery = z.infer<typeof statementListQuery>;
export const invoiceListQuery = z.object({ ...listBase, status: z.enum(CUSTOMER_INVOICE_STATUSES).optional() });
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

export const applicationListQuery = z.object({ ...listBase, status: z.enum(INVOICE_APPLICATION_STATUSES).optional() });
export type ApplicationListQuery = z.infer<typeof applicationListQuery>;

export const statementBody = z.object({
  customerUid: z.uuid(),
  period: text(7, { trim: true }),
  note: text(1000, { trim: true, multiline: true }).nullish(),
});
export type StatementBody = z.infer<typeof statementBody>;

export const adjustBody = z.object({
  adjustments: z.array(z.object({ description: text(200, { trim: true }).min(1), amount: signedAmount })).max(50),
  rowVersion: version,
});
export type AdjustBody = z.infer<typeof adjustBody>;

export const answerBody = z.object({
  lines: z
    .array(
      z.object({
        position: int4({ min: 1 }),
        answer: z.enum(['confirmed', 'disputed']),
        reason: text(500, { trim: true, multiline: true }).nullish(),
      }),
    )
    .min(1)
    .max(500),
  note: text(1000, { trim: true, multiline: true }).nullish(),
  rowVersion: version,
});
export type AnswerBody = z.infer<typeof answerBody>;

export const versionBody = z.object({ rowVersion: version }).optional();
export const reasonBody = z.object({ reason: text(500, { trim: true, multiline: true }).min(1), rowVersion: version });

export const invoiceBody = z.object({
  statementNo: text(40, { trim: true }).optional(),
  customerUid: z.uuid().optional(),
  lines: z
    .array(z.object({ orderNo: text(40, { trim: true }).min(1), quantity: int4({ min: 1 }) }))
    .max(100)
    .optional(),
  taxRate: z.union([z.number(), text(12)]).optional(),
  note: text(1000, { trim: true, multiline: true }).nullish(),
});
export type InvoiceBody = z.infer<typeof invoiceBody>;

export const issueBody = z.object({ taxInvoiceNo: text(40, { trim: true }).nullish(), rowVersion: version }).optional();

/** The currency of the orders billed (an ISO 4217 code, "CNY"). */
const currency = z.string();
const party = z.object({ id: z.string(), name: z.string().nullable() });
const side = z.enum(['factory', 'customer']);
const logLines = z.array(
  z.object({ id: z.number().int(), at: instant, action: z.string(), actor: z.string().nullable(), text: z.string() }),
);

/** A customer statement (one customer, one month) as its list answers it. */
export const customerStatementRow = z
  .object({
    no: z.string(),
    /** The month, "2026-04". */
    period: z.string(),
    status: z.enum(CUSTOMER_STATEMENT_STATUSES),
    side,
    customer: party,
    factory: party,
    currency,
    delivered: moneyText,
    disputed: moneyText,
    adjustments: moneyText,
    total: moneyText,
    rowVersion: z.number().int(),
    createdAt: instant,
    sentAt: instant.nullable(),
    answeredAt: instant.nullable(),
    actions: z.array(z.enum(CUSTOMER_STATEMENT_ACTIONS)),
    /** The statement's live invoice, what was paid or written off of it, and what is still open (issue 30). */
    invoiceNo: z.string().nullable(),
    settled: moneyText,
    open: moneyText,
  })
  .meta({ id: 'CustomerStatementRow' });

/** One customer statement with its lines (deliveries, disputed, adjustments) and its log. */
export const customerStatementAnswer = customerStatementRow
  .extend({
    note: z.string().nullable(),
    answerNote: z.string().nullable(),
    cancelReason: z.string().nullable(),
    lines: z.array(
      z.object({
        position: z.number().int(),
        kind: z.enum(CUSTOMER_STATEMENT_LINE_KINDS),
        deliveryNo: z.string().nullable(),
        orderNo: z.string().nullable(),
        partNo: z.string().nullable(),
        day: dayText.nullable(),
        quantity: z.number().int().nullable(),
        /** The order's unit price, a decimal ("12.500000"). */
        unitPrice: z.string().nullable(),
        amount: moneyText,
        description: z.string().nullable(),
        changeNo: z.string().nullable(),
        answer: z.enum(['confirmed', 'disputed']).nullable(),
        answerReason: z.string().nullable(),
      }),
    ),
    log: logLines,
  })
  .meta({ id: 'CustomerStatement' });

/** A customer the factory delivered to, to make a statement for. */
export const statementCustomer = z.object({ uid: z.string(), name: z.string() });

/** A customer invoice as its list answers it. */
export const customerInvoiceRow = z
  .object({
    no: z.string(),
    status: z.enum(CUSTOMER_INVOICE_STATUSES),
    side,
    basis: z.enum(['statement', 'orders']),
    statementNo: z.string().nullable(),
    customer: party,
    factory: party,
    currency,
    /** The tax rate in percent ("13"). */
    taxRate: z.string(),
    total: moneyText,
    exTax: moneyText,
    tax: moneyText,
    /** Customer payments allocated to it, and what was written off of it (issue 30). */
    paid: moneyText,
    writtenOff: moneyText,
    /** What is still owed: total − paid − written off (0 for a draft or a void invoice). */
    open: moneyText,
    taxInvoiceNo: z.string().nullable(),
    rowVersion: z.number().int(),
    createdAt: instant,
    issuedAt: instant.nullable(),
    sentAt: instant.nullable(),
    actions: z.array(z.enum(CUSTOMER_INVOICE_ACTIONS)),
    paymentActions: z.array(z.enum(['record_payment', 'write_off'])),
  })
  .meta({ id: 'CustomerInvoiceRow' });

/** The customer's invoicing info as it was on the order (unit name, taxpayer number, address, phone, bank, ...). */
const invoicingSnapshot = z.record(z.string(), z.string().nullable());

/** One customer invoice with its lines, the invoicing info it is made out to and its log. */
export const customerInvoiceAnswer = customerInvoiceRow
  .extend({
    invoicingInfo: invoicingSnapshot.nullable(),
    note: z.string().nullable(),
    voidReason: z.string().nullable(),
    voidedAt: instant.nullable(),
    writeOffReason: z.string().nullable(),
    payments: invoicePayments,
    lines: z.array(
      z.object({
        position: z.number().int(),
        orderNo: z.string().nullable(),
        partNo: z.string().nullable(),
        description: z.string().nullable(),
        quantity: z.number().int().nullable(),
        /** A decimal ("12.500000"). */
        unitPrice: z.string().nullable(),
        amount: moneyText,
      }),
    ),
    log: logLines,
  })
  .meta({ id: 'CustomerInvoice' });

/** A customer's invoice application (order module), read on the customer-invoicing screens. */
export const invoiceApplicationAnswer = z
  .object({
    id: z.string(),
    no: z.string(),
    orderNo: z.string(),
    side,
    status: z.enum(INVOICE_APPLICATION_STATUSES),
    customer: party,
    factory: party,
    invoicingInfo: invoicingSnapshot,
    amount: moneyText,
    currency,
    /** The tax invoice number once issued. */
    invoiceNo: z.string().nullable(),
    appliedAt: instant,
    issuedAt: instant.nullable(),
  })
  .meta({ id: 'CustomerInvoiceApplication' });
