import { DELIVERY_STATUSES, int4, text } from '@pcbunion/core';
import { z } from 'zod';
import { pagingQuery } from '../../platform/paging.js';
import { DATE_PRESETS, day } from './schemas.js';

export const deliveryBody = z.object({
  plannedDate: day,
  address: text(500, { trim: true, multiline: true }).min(1),
  note: text(2000, { trim: true, multiline: true }).nullish(),
  lines: z
    .array(z.object({ saleNoticeNo: text(64, { trim: true }).min(1), quantity: int4({ min: 1 }) }))
    .min(1)
    .max(50),
});
export type DeliveryBody = z.infer<typeof deliveryBody>;

export const shipBody = z.object({
  packages: int4({ min: 1, max: 10_000 }),
  carrier: text(64, { trim: true }).min(1),
  trackingNo: text(64, { trim: true }).min(1),
  rowVersion: int4({ min: 1 }).optional(),
});
export type ShipBody = z.infer<typeof shipBody>;

export const receiptBody = z.object({
  lines: z
    .array(
      z.object({
        position: int4({ min: 1 }),
        accepted: int4({ min: 0 }),
        disputed: int4({ min: 0 }),
        reason: text(500, { trim: true, multiline: true }).nullish(),
      }),
    )
    .min(1)
    .max(50),
  note: text(2000, { trim: true, multiline: true }).nullish(),
  rowVersion: int4({ min: 1 }).optional(),
});
export type ReceiptBody = z.infer<typeof receiptBody>;

export const cancelBody = z.object({ rowVersion: int4({ min: 1 }).optional() });

export const deliveryListQuery = z.object({
  ...pagingQuery,
  side: z.enum(['customer', 'factory']).optional(),
  status: z.enum(DELIVERY_STATUSES).optional(),
  keyword: text(100).optional(),
  from: day.optional(),
  to: day.optional(),
  preset: z.enum(DATE_PRESETS).optional(),
});
export type DeliveryListQuery = z.infer<typeof deliveryListQuery>;
