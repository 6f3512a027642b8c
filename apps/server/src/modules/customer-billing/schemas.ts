import {
  CUSTOMER_INVOICE_STATUSES,
  CUSTOMER_STATEMENT_STATUSES,
  INVOICE_APPLICATION_STATUSES,
  int4,
  text,
} from '@pcbunion/core';
import { z } from 'zod';
import { DATE_PRESETS } from '../../platform/business-day.js';
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
