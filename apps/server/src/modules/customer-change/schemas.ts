import {
  CUSTOMER_CHANGE_ACTIONS,
  CUSTOMER_CHANGE_LIMITS,
  CUSTOMER_CHANGE_STATUSES,
  SALE_NOTICE_STATUSES,
  int4,
  moneyField,
  text,
} from '@pcbunion/core';
import { z } from 'zod';
import { day as dayText, instant, moneyText } from '../../http/answer.js';
import { DATE_PRESETS } from '../../platform/business-day.js';
import { pagingQuery } from '../../platform/paging.js';
import { day } from '../sales/index.js';

/** The customer's change: which order, what changes (at least one of revision, files, quantity, date), why. */
export const changeBody = z.object({
  orderNo: text(64, { trim: true }).min(1),
  description: text(CUSTOMER_CHANGE_LIMITS.description, { trim: true, multiline: true }).min(1),
  newRevision: text(CUSTOMER_CHANGE_LIMITS.revision, { trim: true }).nullish(),
  newQuantity: int4({ min: 1, max: CUSTOMER_CHANGE_LIMITS.quantity }).nullish(),
  newDate: day.nullish(),
  fileIds: z.array(z.string().uuid()).max(CUSTOMER_CHANGE_LIMITS.files).optional(),
});
export type ChangeBody = z.infer<typeof changeBody>;

/**
 * offer (factory: amountDelta as typed, "-30.50", read as cents; impactDate), reject (factory, reason),
 * accept / withdraw (customer), against the version read.
 */
export const changeActionBody = z.object({
  action: z.enum(CUSTOMER_CHANGE_ACTIONS),
  amountDelta: moneyField({ max: CUSTOMER_CHANGE_LIMITS.amountCents, signed: true }).nullish(),
  impactDate: day.nullish(),
  impactNote: text(CUSTOMER_CHANGE_LIMITS.reason, { trim: true, multiline: true }).nullish(),
  reason: text(CUSTOMER_CHANGE_LIMITS.reason, { trim: true, multiline: true }).nullish(),
  rowVersion: int4({ min: 1 }).optional(),
});
export type ChangeActionBody = z.infer<typeof changeActionBody>;

export const changeListQuery = z.object({
  ...pagingQuery,
  side: z.enum(['customer', 'factory']).optional(),
  status: z.enum(CUSTOMER_CHANGE_STATUSES).optional(),
  keyword: text(100).optional(),
  from: day.optional(),
  to: day.optional(),
  preset: z.enum(DATE_PRESETS).optional(),
});
export type ChangeListQuery = z.infer<typeof changeListQuery>;

export const noParams = z.object({ no: text(64).min(1) });

const changeParty = z.object({ id: z.string(), name: z.string().nullable() });

/** One customer change as its list answers it. */
export const changeRow = z
  .object({
    no: z.string(),
    status: z.enum(CUSTOMER_CHANGE_STATUSES),
    side: z.enum(['customer', 'factory']),
    customer: changeParty,
    factory: changeParty,
    orderNo: z.string(),
    description: z.string(),
    /** What the change asks, in words ("revision B, quantity 200"). */
    what: z.string(),
    newRevision: z.string().nullable(),
    newQuantity: z.number().int().nullable(),
    newDate: dayText.nullable(),
    amountDelta: moneyText.nullable(),
    impactDate: dayText.nullable(),
    impactNote: z.string().nullable(),
    rejectReason: z.string().nullable(),
    /** The sale notices the accepted change was put on. */
    appliedTo: z.array(z.string()),
    rowVersion: z.number().int(),
    createdAt: instant,
    answeredAt: instant.nullable(),
    decidedAt: instant.nullable(),
    actions: z.array(z.enum(CUSTOMER_CHANGE_ACTIONS)),
  })
  .meta({ id: 'CustomerChangeRow' });

/** One customer change with its files, the order's sale notices and its log. */
export const changeAnswer = changeRow
  .extend({
    files: z.array(z.object({ id: z.string(), name: z.string(), size: z.number(), url: z.string() })),
    saleNotices: z.array(
      z.object({
        no: z.string(),
        status: z.enum(SALE_NOTICE_STATUSES),
        partNo: z.string(),
        revision: z.string().nullable(),
        quantity: z.number().int(),
        deliveryDate: dayText,
      }),
    ),
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
  .meta({ id: 'CustomerChange' });
