import {
  AMORTISATION_BASES,
  TOOLING_KINDS,
  TOOLING_LIMITS,
  TOOLING_OWNERS,
  TOOLING_STATUSES,
  TOOL_TRANSFER_ACTIONS,
  TOOL_TRANSFER_STATUSES,
  int4,
  moneyField,
  text,
} from '@pcbunion/core';
import { z } from 'zod';
import { instant, moneyText } from '../../http/answer.js';
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

/** New tooling: what it is, for whom (a customer enterprise's number) and which order, who owns it, its cost and amortisation, where it is. */
export const toolingBody = z.object({
  name: text(TOOLING_LIMITS.name, { trim: true }).min(1),
  kind: z.enum(TOOLING_KINDS),
  customerNo: text(32, { trim: true }).min(1),
  orderNo: text(64, { trim: true }).nullish(),
  owner: z.enum(TOOLING_OWNERS),
  /** The cost as typed ("1200.50"), read as cents. */
  cost: moneyField({ max: TOOLING_LIMITS.costCents }),
  amortiseBasis: z.enum(AMORTISATION_BASES),
  amortiseOver: int4({ min: 1, max: TOOLING_LIMITS.units }),
  amortisedUnits: int4({ min: 0, max: TOOLING_LIMITS.units }).optional(),
  location: text(TOOLING_LIMITS.location, { trim: true }).optional(),
});
export type ToolingBody = z.infer<typeof toolingBody>;

export const TOOLING_ACTIONS = ['record_use', 'scrap'] as const;
export const toolingActionBody = z.object({
  action: z.enum(TOOLING_ACTIONS),
  units: int4({ min: 1, max: TOOLING_LIMITS.units }).optional(),
  reason: text(TOOLING_LIMITS.reason, { trim: true, multiline: true }).nullish(),
  rowVersion: int4({ min: 1 }).optional(),
});
export type ToolingActionBody = z.infer<typeof toolingActionBody>;

const listBase = {
  ...pagingQuery,
  keyword: text(100).optional(),
  from: day.optional(),
  to: day.optional(),
  preset: z.enum(DATE_PRESETS).optional(),
};
export const toolingListQuery = z.object({
  ...listBase,
  side: z.enum(['factory', 'customer']).optional(),
  status: z.enum(TOOLING_STATUSES).optional(),
  kind: z.enum(TOOLING_KINDS).optional(),
});
export type ToolingListQuery = z.infer<typeof toolingListQuery>;

/** A transfer: which tooling, to which factory (its enterprise number), where it will be kept there, a note. */
export const transferBody = z.object({
  toolingNo: text(64, { trim: true }).min(1),
  toFactoryNo: text(32, { trim: true }).min(1),
  toLocation: text(TOOLING_LIMITS.location, { trim: true }).optional(),
  note: text(TOOLING_LIMITS.reason, { trim: true, multiline: true }).optional(),
});
export type TransferBody = z.infer<typeof transferBody>;

export const transferActionBody = z.object({
  action: z.enum(TOOL_TRANSFER_ACTIONS),
  reason: text(TOOLING_LIMITS.reason, { trim: true, multiline: true }).nullish(),
  location: text(TOOLING_LIMITS.location, { trim: true }).optional(),
  rowVersion: int4({ min: 1 }).optional(),
});
export type TransferActionBody = z.infer<typeof transferActionBody>;

export const transferListQuery = z.object({
  ...listBase,
  direction: z.enum(['out', 'in']).optional(),
  status: z.enum(TOOL_TRANSFER_STATUSES).optional(),
});
export type TransferListQuery = z.infer<typeof transferListQuery>;

/** An enterprise on a tooling record or transfer: its uid, name and enterprise number (null when it is gone). */
const toolingParty = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string().nullable(),
  no: z.string().nullable(),
});
const toolingLog = z.array(
  z.object({ id: z.number().int(), at: instant, action: z.string(), actor: z.string().nullable(), text: z.string() }),
);
/** The cost, what is amortised of it and what remains ("1000.00"), and the amortised percent. */
const costAnswer = { cost: moneyText, amortised: moneyText, remaining: moneyText, percent: z.number().int() };

/** One tooling record as its list answers it. */
export const toolingRow = z
  .object({
    no: z.string(),
    name: z.string(),
    kind: z.enum(TOOLING_KINDS),
    status: z.enum(TOOLING_STATUSES),
    side: z.enum(['factory', 'customer']),
    factory: toolingParty,
    customer: toolingParty,
    holder: toolingParty,
    orderNo: z.string().nullable(),
    owner: z.enum(TOOLING_OWNERS),
    amortiseBasis: z.enum(AMORTISATION_BASES),
    amortiseOver: z.number().int(),
    amortisedUnits: z.number().int(),
    ...costAnswer,
    location: z.string(),
    scrapReason: z.string().nullable(),
    rowVersion: z.number().int(),
    createdAt: instant,
    updatedAt: instant,
    actions: z.array(z.enum([...TOOLING_ACTIONS, 'transfer'])),
  })
  .meta({ id: 'ToolingRow' });

/** One tooling transfer as its list (and the send) answers it. */
export const toolingTransferRow = z
  .object({
    no: z.string(),
    toolingNo: z.string(),
    toolingName: z.string().nullable(),
    toolingKind: z.enum(TOOLING_KINDS).nullable(),
    status: z.enum(TOOL_TRANSFER_STATUSES),
    side: z.enum(['sender', 'receiver']),
    from: toolingParty,
    to: toolingParty,
    fromLocation: z.string(),
    toLocation: z.string(),
    note: z.string(),
    answerReason: z.string().nullable(),
    sentByName: z.string(),
    signedByName: z.string().nullable(),
    rowVersion: z.number().int(),
    createdAt: instant,
    answeredAt: instant.nullable(),
    actions: z.array(z.enum(TOOL_TRANSFER_ACTIONS)),
  })
  .meta({ id: 'ToolingTransferRow' });

/** One tooling record with its transfers and log. */
export const toolingAnswer = toolingRow
  .extend({ transfers: z.array(toolingTransferRow), log: toolingLog })
  .meta({ id: 'Tooling' });

/** A transfer after an action on it: the transfer and its log. */
export const toolingTransferActed = toolingTransferRow.extend({ log: toolingLog });

/** One tooling transfer with the tooling's cost and state and the transfer's log. */
export const toolingTransferAnswer = toolingTransferRow
  .extend({
    tooling: z
      .object({
        ...costAnswer,
        owner: z.enum(TOOLING_OWNERS),
        status: z.enum(TOOLING_STATUSES),
        location: z.string(),
      })
      .nullable(),
    log: toolingLog,
  })
  .meta({ id: 'ToolingTransfer' });
