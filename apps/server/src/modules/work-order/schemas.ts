import { WORK_ORDER_ACTIONS, WORK_ORDER_KINDS, WORK_ORDER_STATUSES, int4, text } from '@pcbunion/core';
import { z } from 'zod';
import { pagingQuery } from '../../platform/paging.js';

const id = z.uuid();
/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 is refused, not turned into an invalid date). */
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  });

/**
 * A new work order as JSON (images uploaded first through /api/file/upload?kind=image, named by `fileIds`). The
 * same fields come as multipart text fields with the images as file parts. Types and clean text only here: the
 * rules (required per kind, the seven complaint types) are core's checkWorkOrderDraft, named per field.
 */
export const createBody = z.object({
  kind: text(40).nullish(),
  type: text(40).nullish(),
  title: text(1000).nullish(),
  content: text(20000, { multiline: true }).nullish(),
  orderNo: text(100).nullish(),
  target: text(40).nullish(),
  targetNo: text(100).nullish(),
  merchantId: id.nullish(),
  fileIds: z.array(id).max(50).optional(),
});
export type CreateBody = z.infer<typeof createBody>;

export const noParams = z.object({ no: text(40) });
export const attachmentParams = z.object({ no: text(40), fileId: text(100) });

export const replyBody = z.object({
  body: text(20000, { multiline: true }).nullish(),
  fileIds: z.array(id).max(50).optional(),
});
export const noteBody = z.object({ body: text(20000, { multiline: true }).nullish() });
export const assignBody = z.object({ assigneeId: text(100), rowVersion: int4({ min: 1 }).optional() });
export const statusBody = z.object({ action: z.enum(WORK_ORDER_ACTIONS), rowVersion: int4({ min: 1 }).optional() });

const statusList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(WORK_ORDER_STATUSES)).max(4));

export const listQuery = z.object({
  ...pagingQuery,
  side: z.enum(['customer', 'staff']).optional(),
  kind: z.enum(WORK_ORDER_KINDS).optional(),
  status: statusList.optional(),
  type: text(40).optional(),
  assignee: z.union([z.enum(['me', 'unassigned']), id]).optional(),
  keyword: text(100).optional(),
  from: date.optional(),
  to: date.optional(),
  overdue: z
    .enum(['0', '1'])
    .transform((v) => v === '1')
    .optional(),
});
export type WorkOrderListQuery = z.infer<typeof listQuery>;
