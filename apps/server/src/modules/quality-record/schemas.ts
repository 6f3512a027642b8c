import {
  COMPLAINT_DEFECT_TYPES,
  int4,
  QUALITY_RECORD_ACTIONS,
  QUALITY_RECORD_LIMITS,
  QUALITY_RECORD_STATUSES,
  text,
} from '@pcbunion/core';
import { z } from 'zod';
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
