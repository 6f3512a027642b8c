import { z } from 'zod';
import { text } from '@pcbunion/core';
import { pagingQuery } from '../../platform/paging.js';

/**
 * Bodies of supplier bidding. Types and clean text only: the rules (positive quantities and prices, dates, the
 * deadline's window, suppliers of the caller) are checked in the service and named per field.
 */
export const publishBody = z.object({
  kind: z.enum(['material', 'service']),
  name: text(200).nullish(),
  specification: text(2000).nullish(),
  quantity: z.union([text(40), z.number()]).nullish(),
  unit: text(20).nullish(),
  /** ISO date-time with a zone, e.g. 2026-12-01T10:00:00Z. */
  deadline: text(40).nullish(),
  deliveryPlace: text(500).nullish(),
  remarks: text(2000).nullish(),
  attachments: z.array(z.uuid()).max(10).optional(),
  audience: z.enum(['chosen', 'all']),
  supplierUids: z.array(z.uuid()).max(500).optional(),
});
export type PublishBody = z.infer<typeof publishBody>;

export const bidBody = z.object({
  unitPrice: z.union([text(40), z.number()]).nullish(),
  quantity: z.union([text(40), z.number()]).nullish(),
  deliveryDate: text(10).nullish(),
  validUntil: text(10).nullish(),
  remarks: text(2000).nullish(),
  attachmentFileUid: z.uuid().nullish(),
  /** The version the bidder saw: a change made meanwhile answers 409. */
  expectedVersion: z.number().int().min(0).max(1_000_000).optional(),
});
export type BidBody = z.infer<typeof bidBody>;

export const awardBody = z.object({ bidUids: z.array(z.uuid()).min(1).max(500) });

export const requestParams = z.object({ uid: z.uuid() });
export const requestFileParams = z.object({ uid: z.uuid(), fileUid: z.uuid() });
export const bidParams = z.object({ bidUid: z.uuid() });

export const requestListQuery = z.object({
  ...pagingQuery,
  keyword: text(100).optional(),
  phase: z.enum(['bidding', 'evaluating', 'awarded', 'cancelled']).optional(),
});
export type RequestListQuery = z.infer<typeof requestListQuery>;
