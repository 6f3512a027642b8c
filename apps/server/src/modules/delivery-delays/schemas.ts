import { DELIVERY_DELAY_ACTIONS, DELIVERY_DELAY_LIMITS, DELIVERY_DELAY_STATUSES, int4, text } from '@pcbunion/core';
import { z } from 'zod';
import { day as answerDay, instant } from '../../http/answer.js';
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

/** A delay application as a list row (and the head of its detail). */
export const delayRow = z
  .object({
    no: z.string(),
    status: z.enum(DELIVERY_DELAY_STATUSES),
    side: z.enum(['customer', 'factory']),
    customer: z.object({ id: z.string(), name: z.string().nullable() }),
    factory: z.object({ id: z.string(), name: z.string().nullable() }),
    saleNoticeNo: z.string(),
    orderNo: z.string(),
    partNo: z.string(),
    fromDate: answerDay,
    toDate: answerDay,
    /** Calendar days the delivery moves by. */
    days: z.number().int(),
    reason: z.string(),
    answerReason: z.string().nullable(),
    rowVersion: z.number().int(),
    createdAt: instant,
    answeredAt: instant.nullable(),
    actions: z.array(z.enum(DELIVERY_DELAY_ACTIONS)),
  })
  .meta({ id: 'DeliveryDelay' });

export const delayAnswer = delayRow
  .extend({
    /** The application's log in the reader's words. */
    log: z.array(
      z.object({
        id: z.number().int(),
        at: instant,
        action: z.string(),
        actor: z.string().nullable(),
        text: z.string(),
      }),
    ),
  })
  .meta({ id: 'DeliveryDelayDetail' });
