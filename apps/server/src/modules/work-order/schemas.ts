import { PRICING_TARGETS, WORK_ORDER_ACTIONS, WORK_ORDER_KINDS, WORK_ORDER_STATUSES, int4, text } from '@pcbunion/core';
import { z } from 'zod';
import { instant } from '../../http/answer.js';
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

const person = z.object({ id: z.string(), name: z.string() });

/** An image of a work order (on the order itself or on one of its entries), read through its `url`. */
export const workOrderImageAnswer = z
  .object({
    id: z.string(),
    name: z.string(),
    size: z.number(),
    type: z.string(),
    side: z.enum(['customer', 'staff']),
    entryId: z.string().nullable(),
    url: z.string(),
  })
  .meta({ id: 'WorkOrderImage' });

/** A work order as either side sees it: names resolved, the caller's actions and the SLA computed. */
export const workOrderAnswer = z
  .object({
    no: z.string(),
    kind: z.enum(WORK_ORDER_KINDS),
    status: z.enum(WORK_ORDER_STATUSES),
    // A complaint's is one of the seven; a consultation may name a type of the caller's own.
    type: z.string().nullable(),
    title: z.string(),
    content: z.string(),
    orderNo: z.string().nullable(),
    target: z.enum(PRICING_TARGETS).nullable(),
    targetNo: z.string().nullable(),
    side: z.enum(['customer', 'staff']),
    customer: person,
    handler: person,
    createdBy: person.nullable(),
    assignee: person.nullable(),
    attachments: z.array(workOrderImageAnswer),
    actions: z.array(z.enum(WORK_ORDER_ACTIONS)),
    sla: z.object({ ageSeconds: z.number(), firstResponseDueAt: instant, overdue: z.boolean() }),
    rowVersion: z.number().int(),
    statusChangedAt: instant,
    firstResponseAt: instant.nullable(),
    resolvedAt: instant.nullable(),
    lastActivityAt: instant,
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'WorkOrder' });

/** One entry of a work order's conversation: a reply, an internal note (the handling side only) or a status event. */
export const workOrderEntryAnswer = z
  .object({
    id: z.string(),
    kind: z.enum(['reply', 'note', 'event']),
    side: z.enum(['customer', 'staff']),
    author: person,
    body: z.string(),
    action: z.string().nullable(),
    fromStatus: z.enum(WORK_ORDER_STATUSES).nullable(),
    toStatus: z.enum(WORK_ORDER_STATUSES).nullable(),
    attachments: z.array(workOrderImageAnswer),
    createdAt: instant,
  })
  .meta({ id: 'WorkOrderEntry' });

/** A work order with its conversation, the handling side's colleagues (to assign) and the limits the screen shows. */
export const workOrderDetailAnswer = workOrderAnswer
  .extend({
    entries: z.array(workOrderEntryAnswer),
    colleagues: z.array(person),
    reopenDays: z.number().int(),
    maxAttachments: z.number().int(),
  })
  .meta({ id: 'WorkOrderDetail' });
