import type {
  GerberAuditStatus,
  GerberBindingKind,
  GerberBindingStatus,
  GerberUploadStatus,
  GerberValidity,
} from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';
import { staff } from './staff.js';

export const GERBER_UPLOAD_STATUSES = [
  'uploading',
  'success',
  'failed',
] as const satisfies readonly GerberUploadStatus[];
export const GERBER_AUDIT_STATUSES = [
  'under_review',
  'success',
  'failed',
] as const satisfies readonly GerberAuditStatus[];
export const GERBER_BINDING_STATUSES = ['unbound', 'bound'] as const satisfies readonly GerberBindingStatus[];
export const GERBER_VALIDITIES = ['valid', 'expired'] as const satisfies readonly GerberValidity[];
export const GERBER_BINDING_KINDS = ['quotation', 'inquiry'] as const satisfies readonly GerberBindingKind[];

/**
 * A Gerber archive (spec 02 §3 "Gerber file") uploaded by a factory for itself or by a customer to a factory
 * (`merchantUid`). The bytes live in the file service (`storedFileUid`); the CAM analysis and the SVG previews
 * are kept here. `uploadStatus` covers the transfer and the analysis: `uploading` until the worker answers.
 */
export const gerberFiles = pgTable(
  'gerber_files',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The uploader's enterprise (the owner). */
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    /** The factory the file is for: the uploader's own enterprise for a factory upload. */
    merchantUid: uuid('merchant_uid')
      .notNull()
      .references(() => enterprises.uid),
    uploaderAccountUid: uuid('uploader_account_uid')
      .notNull()
      .references(() => accounts.uid),
    uploaderStaffUid: uuid('uploader_staff_uid').references(() => staff.uid),
    uploaderName: text('uploader_name').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    storedFileUid: uuid('stored_file_uid'),
    uploadStatus: text('upload_status', { enum: GERBER_UPLOAD_STATUSES }).notNull().default('uploading'),
    auditStatus: text('audit_status', { enum: GERBER_AUDIT_STATUSES }).notNull().default('under_review'),
    bindingStatus: text('binding_status', { enum: GERBER_BINDING_STATUSES }).notNull().default('unbound'),
    validity: text('validity', { enum: GERBER_VALIDITIES }).notNull().default('valid'),
    /** Latest active binding of each kind (the list's quotation / inquiry number columns). */
    quotationNo: text('quotation_no'),
    inquiryNo: text('inquiry_no'),
    remarks: text('remarks'),
    /** Why the analysis failed: cam's error code (or TIMEOUT / OUT_OF_MEMORY / BUSY) and its message. */
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** The CAM result, exactly as `pcbunion-cam` prints it. */
    analysis: jsonb('analysis'),
    /** Roles a person corrected on the review screen (`[{ name, role, side }]`); every analysis of this upload uses them. */
    roleCorrections: jsonb('role_corrections').$type<Array<{ name: string; role: string; side: string | null }>>(),
    widthMm: doublePrecision('width_mm'),
    heightMm: doublePrecision('height_mm'),
    copperLayers: integer('copper_layers'),
    previewTop: text('preview_top'),
    previewBottom: text('preview_bottom'),
    analysisMs: integer('analysis_ms'),
    analyzedAt: timestamp('analyzed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gerber_files_merchant_idx').on(t.merchantUid, t.createdAt),
    index('gerber_files_enterprise_idx').on(t.enterpriseUid, t.createdAt),
    index('gerber_files_uploading_idx').on(t.uploadStatus),
  ],
);

/** A binding of a Gerber file to a quotation or an inquiry number; `unboundAt` set when it is released. */
export const gerberBindings = pgTable(
  'gerber_bindings',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    gerberFileUid: uuid('gerber_file_uid')
      .notNull()
      .references(() => gerberFiles.uid),
    kind: text('kind', { enum: GERBER_BINDING_KINDS }).notNull(),
    number: text('number').notNull(),
    boundBy: uuid('bound_by')
      .notNull()
      .references(() => accounts.uid),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
    unboundBy: uuid('unbound_by').references(() => accounts.uid),
    unboundAt: timestamp('unbound_at', { withTimezone: true }),
  },
  (t) => [
    index('gerber_bindings_file_idx').on(t.gerberFileUid),
    uniqueIndex('gerber_bindings_active_unique')
      .on(t.gerberFileUid, t.kind, t.number)
      .where(sql`${t.unboundAt} is null`),
  ],
);
