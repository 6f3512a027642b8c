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
