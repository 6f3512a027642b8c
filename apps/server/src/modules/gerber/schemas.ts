import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, int4, PAGE_SIZES, text } from '@pcbunion/core';
import {
  GERBER_AUDIT_STATUSES,
  GERBER_BINDING_KINDS,
  GERBER_BINDING_STATUSES,
  GERBER_UPLOAD_STATUSES,
  GERBER_VALIDITIES,
} from '../../db/schema/index.js';

/** Columns the list can be sorted by (`field`). */
export const SORT_FIELDS = [
  'file_name',
  'created_at',
  'uploader_name',
  'upload_status',
  'audit_status',
  'binding_status',
  'validity',
  'file_size',
  'width_mm',
  'copper_layers',
] as const;

/** A calendar day that exists (2026-02-30 is refused here, not by the database or `new Date`). */
const day = z.iso.date();

/** Spec 01 §3 paged list plus search and a filter on every state. */
export const listQuery = z.object({
  page_no: int4({ min: 1, coerce: true }).default(1),
  page_size: int4({ min: 1, max: Math.max(...PAGE_SIZES), coerce: true }).default(DEFAULT_PAGE_SIZE),
  field: z.enum(SORT_FIELDS).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  search: text(100, { trim: true }).optional(),
  upload_status: z.enum(GERBER_UPLOAD_STATUSES).optional(),
  audit_status: z.enum(GERBER_AUDIT_STATUSES).optional(),
  binding_status: z.enum(GERBER_BINDING_STATUSES).optional(),
  validity: z.enum(GERBER_VALIDITIES).optional(),
  uploaded_from: day.optional(),
  uploaded_to: day.optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const uidParams = z.object({ uid: z.uuid() });
export const previewParams = z.object({ uid: z.uuid(), side: z.enum(['top', 'bottom']) });
/** A colour of the board render: a price book's option code (MASK_COLOR's GREEN, RED, …; unknown codes draw the default). */
const colorCode = z
  .string()
  .max(32)
  .regex(/^[A-Za-z0-9_]*$/)
  .optional();
/** The render's colours and a version the browser caches the picture by. */
export const renderQuery = z.object({ mask: colorCode, silk: colorCode, v: z.string().max(64).optional() });

export const reviewBody = z.object({
  audit_status: z.enum(['success', 'failed']),
  remarks: text(500, { trim: true }).optional(),
});

export const bindingBody = z.object({
  kind: z.enum(GERBER_BINDING_KINDS),
  number: text(64, { trim: true }).min(1),
});

export const validityBody = z.object({ validity: z.enum(GERBER_VALIDITIES) });

export const remarksBody = z.object({ remarks: text(500, { trim: true }) });

/** What the factory that received a file may do with it (states.ts). */
const GERBER_ACTIONS = ['review', 'recheck', 'bind', 'unbind', 'validity', 'remarks'] as const;

/** A Gerber file as the API answers it (core's GerberFileView). */
export const gerberFileAnswer = z
  .object({
    uid: z.string(),
    file_name: z.string(),
    file_size: z.number().int(),
    uploader_name: z.string(),
    uploader_enterprise: z.string(),
    merchant_uid: z.string(),
    merchant_name: z.string(),
    upload_status: z.enum(GERBER_UPLOAD_STATUSES),
    audit_status: z.enum(GERBER_AUDIT_STATUSES),
    binding_status: z.enum(GERBER_BINDING_STATUSES),
    validity: z.enum(GERBER_VALIDITIES),
    quotation_no: z.string().nullable(),
    inquiry_no: z.string().nullable(),
    remarks: z.string().nullable(),
    failure_code: z.string().nullable(),
    failure_message: z.string().nullable(),
    width_mm: z.number().nullable(),
    height_mm: z.number().nullable(),
    copper_layers: z.number().int().nullable(),
    size_is_guess: z.boolean().nullable(),
    analysis_ms: z.number().int().nullable(),
    analyzed_at: z.string().nullable(),
    reviewed_by: z.string().nullable(),
    reviewed_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    own: z.boolean(),
    actions: z.array(z.enum(GERBER_ACTIONS)),
  })
  .meta({ id: 'GerberFile' });

/**
 * The CAM result as `pcbunion-cam` prints it (packages/cam/src/types.ts CamResult): a large nested report kept
 * as cam writes it; described there, not repeated here.
 */
export const camResultAnswer = z.unknown();

/** A file with its analysis, its bindings and its operation log (newest first). */
export const gerberFileDetailAnswer = gerberFileAnswer
  .extend({
    analysis: camResultAnswer,
    bindings: z.array(
      z.object({
        uid: z.string(),
        kind: z.enum(GERBER_BINDING_KINDS),
        number: z.string(),
        bound_at: z.string(),
        unbound_at: z.string().nullable(),
      }),
    ),
    /** `before` / `after`: the audit row's snapshots of the state change, as recorded. */
    log: z.array(
      z.object({
        at: z.string(),
        action: z.string(),
        actor: z.string().nullable(),
        before: z.unknown(),
        after: z.unknown(),
      }),
    ),
  })
  .meta({ id: 'GerberFileDetail' });

/** A 202: the file as it is now, and the analysis job to follow (its id is the file's uid). */
export const gerberJobStartedAnswer = z.object({ file: gerberFileDetailAnswer, job_id: z.string() });
export const gerberUploadAnswer = gerberJobStartedAnswer.extend({ ahead: z.number().int() });

/** The analysis job of one Gerber file (jobs.ts JobView). */
export const gerberJobAnswer = z
  .object({
    id: z.string(),
    state: z.enum(['queued', 'running', 'done', 'failed']),
    stage: z.enum(['queued', 'unpack', 'identify', 'parse', 'analyze', 'done', 'store']),
    progress: z.number(),
    ahead: z.number().int().nullable().optional(),
    error_code: z.string().nullable(),
    message: z.string().nullable(),
    started_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'GerberJob' });
