import {
  DELIVERY_ACTIONS,
  DELIVERY_STATUSES,
  SALE_NOTICE_ACTIONS,
  SALE_NOTICE_STATUSES,
  int4,
  text,
} from '@pcbunion/core';
import { z } from 'zod';
import { day as answerDay, instant } from '../../http/answer.js';
import { DATE_PRESETS } from '../../platform/business-day.js';
import { pagingQuery } from '../../platform/paging.js';

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 is refused, not turned into another day). */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
  });

/** Date-filter presets of spec 02 §9 (counted back from now). */
export { DATE_PRESETS } from '../../platform/business-day.js';

/** A notice as the form sends it: types and clean text here, the rules (core checkSaleNotice) name the field. */
export const noticeBody = z.object({
  orderNo: text(64, { trim: true }).nullish(),
  productName: text(400, { trim: true }).nullish(),
  partNo: text(200, { trim: true }).nullish(),
  revision: text(40, { trim: true }).nullish(),
  quantity: int4().nullish(),
  deliveryDate: day.nullish(),
  requirements: text(4000, { trim: true, multiline: true }).nullish(),
  rowVersion: int4({ min: 1 }).optional(),
});
export type NoticeBody = z.infer<typeof noticeBody>;

export const actionBody = z.object({
  action: z.enum(SALE_NOTICE_ACTIONS),
  reason: text(500, { trim: true, multiline: true }).nullish(),
  rowVersion: int4({ min: 1 }).optional(),
});

export const noParams = z.object({ no: text(64).min(1) });

export const listQuery = z.object({
  ...pagingQuery,
  side: z.enum(['customer', 'factory']).optional(),
  status: z.enum(SALE_NOTICE_STATUSES).optional(),
  keyword: text(100).optional(),
  from: day.optional(),
  to: day.optional(),
  preset: z.enum(DATE_PRESETS).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/** The answers of sales notices and deliveries (issue 20). */
const party = z.object({ id: z.string(), name: z.string().nullable() });
const side = z.enum(['customer', 'factory']);
/** The record's log in the reader's words (the customer does not see a draft's edits). */
const logEntry = z.object({
  id: z.number().int(),
  at: instant,
  action: z.string(),
  actor: z.string().nullable(),
  text: z.string(),
});

export const saleNoticeRow = z
  .object({
    no: z.string(),
    orderNo: z.string(),
    status: z.enum(SALE_NOTICE_STATUSES),
    side,
    customer: party,
    factory: party,
    productName: z.string(),
    productNo: z.string().nullable(),
    partNo: z.string(),
    revision: z.string().nullable(),
    quantity: z.number().int(),
    deliveryDate: answerDay,
    rowVersion: z.number().int(),
    createdAt: instant,
    /** What the factory may do now (none on the customer's side). */
    actions: z.array(z.enum(SALE_NOTICE_ACTIONS)),
  })
  .meta({ id: 'SaleNotice' });

export const saleNoticeAnswer = saleNoticeRow
  .extend({
    requirements: z.string().nullable(),
    cancelReason: z.string().nullable(),
    releasedAt: instant.nullable(),
    acknowledgedAt: instant.nullable(),
    cancelledAt: instant.nullable(),
    log: z.array(logEntry),
  })
  .meta({ id: 'SaleNoticeDetail' });

export const deliveryRow = z
  .object({
    no: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    side,
    customer: party,
    factory: party,
    plannedDate: answerDay,
    address: z.string(),
    packages: z.number().int().nullable(),
    carrier: z.string().nullable(),
    trackingNo: z.string().nullable(),
    rowVersion: z.number().int(),
    createdAt: instant,
    actions: z.array(z.enum(DELIVERY_ACTIONS)),
  })
  .meta({ id: 'Delivery' });

export const deliveryAnswer = deliveryRow
  .extend({
    note: z.string().nullable(),
    receiptNote: z.string().nullable(),
    shippedAt: instant.nullable(),
    receivedAt: instant.nullable(),
    lines: z.array(
      z.object({
        position: z.number().int(),
        saleNoticeNo: z.string(),
        orderNo: z.string(),
        partNo: z.string(),
        quantity: z.number().int(),
        accepted: z.number().int().nullable(),
        disputed: z.number().int().nullable(),
        disputeReason: z.string().nullable(),
      }),
    ),
    log: z.array(logEntry),
  })
  .meta({ id: 'DeliveryDetail' });
