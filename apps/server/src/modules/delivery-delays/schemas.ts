import { DELIVERY_DELAY_ACTIONS, DELIVERY_DELAY_LIMITS, DELIVERY_DELAY_STATUSES, int4, text } from '@pcbunion/core';
import { z } from 'zod';
import { pagingQuery } from '../../platform/paging.js';
import { DATE_PRESETS, day } from '../sales/index.js';

/** The factory's application: which sales notice, the new day, why. */
export const delayBody = z.object({
  saleNoticeNo: text(64, { trim: true }).min(1),
  toDate: day,
  reason: text(DELIVERY_DELAY_LIMITS.reason, { trim: true, multiline: true }).min(1),
});
export type DelayBody = z.infer<typeof delayBody>;

/** An answer (customer: agree / refuse with a reason) or the factory's withdrawal, against the version read. */
export const delayActionBody = z.object({
  action: z.enum(DELIVERY_DELAY_ACTIONS),
  reason: text(DELIVERY_DELAY_LIMITS.reason, { trim: true, multiline: true }).nullish(),
  rowVersion: int4({ min: 1 }).optional(),
});
export type DelayActionBody = z.infer<typeof delayActionBody>;

export const delayListQuery = z.object({
  ...pagingQuery,
  side: z.enum(['customer', 'factory']).optional(),
  status: z.enum(DELIVERY_DELAY_STATUSES).optional(),
  keyword: text(100).optional(),
  from: day.optional(),
  to: day.optional(),
  preset: z.enum(DATE_PRESETS).optional(),
});
export type DelayListQuery = z.infer<typeof delayListQuery>;
