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
