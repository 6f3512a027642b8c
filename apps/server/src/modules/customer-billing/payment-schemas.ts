import { CUSTOMER_INVOICE_STATUSES, CUSTOMER_RECEIPT_STATUSES, int4, text } from '@pcbunion/core';
import { z } from 'zod';
import { day as dayText, instant, moneyText } from '../../http/answer.js';
import { pagingQuery } from '../../platform/paging.js';

/** A calendar day `YYYY-MM-DD` that exists. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
  });
const version = int4({ min: 1 }).optional();
/** Money as text ("120.50") or a number; checked by the service so the 400 names the field. */
const amount = z.union([z.number(), text(40)]);

const allocation = z.object({
  invoiceNo: text(40, { trim: true }).min(1),
  amount,
  /** The invoice's version as the form read it. */
  rowVersion: version,
});

export const receiptBody = z.object({
  customerUid: z.uuid(),
  receivedOn: day,
  amount,
  /** The invoices' currency; taken from the first invoice allocated when left out. */
  currency: text(3, { trim: true }).optional(),
  payer: text(200, { trim: true }).min(1),
  bankReference: text(100, { trim: true }).min(1),
  note: text(1000, { trim: true, multiline: true }).nullish(),
  allocations: z.array(allocation).max(100).default([]),
});
export type ReceiptBody = z.infer<typeof receiptBody>;

export const allocationsBody = z.object({ allocations: z.array(allocation).min(1).max(100), rowVersion: version });
export type AllocationsBody = z.infer<typeof allocationsBody>;

export const reverseBody = z.object({ reason: text(500, { trim: true, multiline: true }).min(1), rowVersion: version });
export type ReverseBody = z.infer<typeof reverseBody>;

export const writeOffBody = z.object({
  reason: text(500, { trim: true, multiline: true }).min(1),
  rowVersion: version,
});
export type WriteOffBody = z.infer<typeof writeOffBody>;

export const receiptListQuery = z.object({
  ...pagingQuery,
  keyword: text(100).optional(),
  customerUid: z.uuid().optional(),
  status: z.enum(CUSTOMER_RECEIPT_STATUSES).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type ReceiptListQuery = z.infer<typeof receiptListQuery>;

export const customerQuery = z.object({ customerUid: z.uuid() });

const party = z.object({ id: z.string(), name: z.string().nullable() });

/** A customer payment as its list answers it; `unallocated` is the customer's credit left of it. */
export const customerReceiptRow = z
  .object({
    no: z.string(),
    status: z.enum(CUSTOMER_RECEIPT_STATUSES),
    customer: party,
    currency: z.string(),
    amount: moneyText,
    allocated: moneyText,
    unallocated: moneyText,
    receivedOn: dayText,
    payer: z.string(),
    bankReference: z.string(),
    note: z.string().nullable(),
    rowVersion: z.number().int(),
    createdAt: instant,
    reversedAt: instant.nullable(),
    reverseReason: z.string().nullable(),
  })
  .meta({ id: 'CustomerReceiptRow' });

/** The sums of the whole list (every page), for the list's 合计 row. */
export const receiptPage = z.object({
  data: z.array(customerReceiptRow),
  total: z.number().int(),
  /** Null when the list mixes currencies (the row shows N/A). */
  sums: z.object({ amount: moneyText, allocated: moneyText, unallocated: moneyText }).nullable(),
});

/** One customer payment with what it was allocated to and its log. */
export const customerReceiptAnswer = customerReceiptRow
  .extend({
    allocations: z.array(
      z.object({
        invoiceNo: z.string(),
        amount: moneyText,
        at: instant,
        undoneAt: instant.nullable(),
      }),
    ),
    log: z.array(z.object({ id: z.number().int(), at: instant, action: z.string(), text: z.string() })),
  })
  .meta({ id: 'CustomerReceipt' });

/** An issued invoice with money still open, for the allocation form. */
export const openInvoice = z.object({
  no: z.string(),
  status: z.enum(CUSTOMER_INVOICE_STATUSES),
  currency: z.string(),
  total: moneyText,
  paid: moneyText,
  writtenOff: moneyText,
  open: moneyText,
  issuedAt: instant.nullable(),
  rowVersion: z.number().int(),
});

/** What a customer owes the factory and has paid ahead: open invoices and the receipts with credit left. */
export const customerReceivables = z
  .object({
    customer: party,
    invoices: z.array(openInvoice),
    credits: z.array(
      z.object({ no: z.string(), currency: z.string(), unallocated: moneyText, rowVersion: z.number().int() }),
    ),
  })
  .meta({ id: 'CustomerReceivables' });

/** An invoice's payments: each allocation of a receipt, live or undone by its reversal. */
export const invoicePayments = z.array(
  z.object({
    receiptNo: z.string(),
    receivedOn: dayText,
    bankReference: z.string(),
    amount: moneyText,
    undone: z.boolean(),
  }),
);
