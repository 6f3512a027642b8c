import { PRODUCTION_TRANSFER_ACTIONS, PRODUCTION_TRANSFER_STATUSES, int4, text } from '@pcbunion/core';
import { z } from 'zod';
import { DATE_PRESETS } from '../../platform/business-day.js';
import { pagingQuery } from '../../platform/paging.js';

/** A calendar day `YYYY-MM-DD` that exists. */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
  });
export const noParams = z.object({ no: text(64).min(1) });

/** The factory's request: which order, which factory (its enterprise number), how many, by when, why. */
export const transferBody = z.object({
  orderNo: text(64, { trim: true }).min(1),
  toFactoryNo: text(32, { trim: true }).min(1),
  quantity: int4({ min: 1, max: 10_000_000 }),
  dueDate: day,
  reason: text(500, { trim: true, multiline: true }).min(1),
});
export type TransferBody = z.infer<typeof transferBody>;

export const transferActionBody = z.object({
  action: z.enum(PRODUCTION_TRANSFER_ACTIONS),
  reason: text(500, { trim: true, multiline: true }).nullish(),
  rowVersion: int4({ min: 1 }).optional(),
});

export const transferListQuery = z.object({
  ...pagingQuery,
  direction: z.enum(['out', 'in', 'customer']).optional(),
  status: z.enum(PRODUCTION_TRANSFER_STATUSES).optional(),
  keyword: text(100).optional(),
  from: day.optional(),
  to: day.optional(),
  preset: z.enum(DATE_PRESETS).optional(),
});
export type TransferListQuery = z.infer<typeof transferListQuery>;
