import { PRODUCTION_TRANSFER_ACTIONS, PRODUCTION_TRANSFER_STATUSES, int4, text } from '@pcbunion/core';
import { z } from 'zod';
import { day as dayText, instant } from '../../http/answer.js';
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

/** An enterprise on a transfer: its uid, name and enterprise number (null when the enterprise is gone). */
const transferParty = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string().nullable(),
  no: z.string().nullable(),
});

/** One production transfer as its list answers it. */
export const transferRow = z
  .object({
    no: z.string(),
    orderNo: z.string(),
    status: z.enum(PRODUCTION_TRANSFER_STATUSES),
    side: z.enum(['sender', 'receiver', 'customer']),
    from: transferParty,
    to: transferParty,
    customer: transferParty,
    quantity: z.number().int(),
    dueDate: dayText,
    reason: z.string(),
    answerReason: z.string().nullable(),
    rowVersion: z.number().int(),
    createdAt: instant,
    answeredAt: instant.nullable(),
    actions: z.array(z.enum(PRODUCTION_TRANSFER_ACTIONS)),
  })
  .meta({ id: 'ProductionTransferRow' });

/** One production transfer with its log (detail, create, act). */
export const transferAnswer = transferRow
  .extend({
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
  .meta({ id: 'ProductionTransfer' });
