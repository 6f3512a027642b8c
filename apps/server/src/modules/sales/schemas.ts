import { SALE_NOTICE_ACTIONS, SALE_NOTICE_STATUSES, int4, text } from '@pcbunion/core';
import { z } from 'zod';
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
