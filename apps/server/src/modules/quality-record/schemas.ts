import {
  COMPLAINT_DEFECT_TYPES,
  int4,
  QUALITY_RECORD_ACTIONS,
  QUALITY_RECORD_LIMITS,
  QUALITY_RECORD_STATUSES,
  text,
} from '@pcbunion/core';
import { z } from 'zod';
import { instant } from '../../http/answer.js';
import { DATE_PRESETS } from '../../platform/business-day.js';
import { pagingQuery } from '../../platform/paging.js';
import { day } from '../sales/index.js';

/** The customer's complaint: which received delivery line, the defect, how many (≤ delivered), lot, photos. */
export const recordBody = z.object({
  deliveryNo: text(64, { trim: true }).min(1),
  position: int4({ min: 1 }),
  defectType: z.enum(COMPLAINT_DEFECT_TYPES),
  quantity: int4({ min: 1 }),
  lot: text(QUALITY_RECORD_LIMITS.lot, { trim: true }).nullish(),
  description: text(QUALITY_RECORD_LIMITS.description, { trim: true, multiline: true }).min(1),
  photoIds: z.array(z.string().uuid()).max(QUALITY_RECORD_LIMITS.photos).optional(),
});
export type RecordBody = z.infer<typeof recordBody>;

const answerText = text(QUALITY_RECORD_LIMITS.answer, { trim: true, multiline: true });
/** answer (factory: the four 8D parts), close / reopen (reason) / withdraw (customer), against the version read. */
export const recordActionBody = z.object({
  action: z.enum(QUALITY_RECORD_ACTIONS),
  containment: answerText.nullish(),
  rootCause: answerText.nullish(),
  correctiveAction: answerText.nullish(),
  verification: answerText.nullish(),
  reason: text(QUALITY_RECORD_LIMITS.reason, { trim: true, multiline: true }).nullish(),
  rowVersion: int4({ min: 1 }).optional(),
});
export type RecordActionBody = z.infer<typeof recordActionBody>;

export const recordListQuery = z.object({
  ...pagingQuery,
  side: z.enum(['customer', 'factory']).optional(),
  status: z.enum(QUALITY_RECORD_STATUSES).optional(),
  defectType: z.enum(COMPLAINT_DEFECT_TYPES).optional(),
  keyword: text(100).optional(),
  from: day.optional(),
  to: day.optional(),
  preset: z.enum(DATE_PRESETS).optional(),
});
export type RecordListQuery = z.infer<typeof recordListQuery>;

export const noParams = z.object({ no: text(64).min(1) });

const recordParty = z.object({ id: z.string(), name: z.string().nullable() });

/** One quality record (a customer's complaint and the factory's 8D answer) as its list answers it. */
export const recordRow = z
  .object({
    no: z.string(),
    status: z.enum(QUALITY_RECORD_STATUSES),
    side: z.enum(['customer', 'factory']),
    customer: recordParty,
    factory: recordParty,
    deliveryNo: z.string(),
    position: z.number().int(),
    saleNoticeNo: z.string(),
    orderNo: z.string(),
    partNo: z.string(),
    delivered: z.number().int(),
    defectType: z.enum(COMPLAINT_DEFECT_TYPES),
    quantity: z.number().int(),
    lot: z.string().nullable(),
    description: z.string(),
    containment: z.string().nullable(),
    rootCause: z.string().nullable(),
    correctiveAction: z.string().nullable(),
    verification: z.string().nullable(),
    reopenReason: z.string().nullable(),
    reopenCount: z.number().int(),
    rowVersion: z.number().int(),
    createdAt: instant,
    answeredAt: instant.nullable(),
    closedAt: instant.nullable(),
    actions: z.array(z.enum(QUALITY_RECORD_ACTIONS)),
  })
  .meta({ id: 'QualityRecordRow' });

/** One quality record with its photos and log. */
export const recordAnswer = recordRow
  .extend({
    photos: z.array(z.object({ id: z.string(), name: z.string(), size: z.number(), url: z.string() })),
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
  .meta({ id: 'QualityRecord' });
