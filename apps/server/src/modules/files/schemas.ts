import { PRODUCT_ID, text } from '@pcbunion/core';
import { z } from 'zod';
import { instant } from '../../http/answer.js';
import { pagingQuery } from '../../platform/paging.js';
import { identityFields } from '../../platform/session/identity.js';

const productid = z.literal(PRODUCT_ID).optional();

/** upload?productid=&kind=&purpose= — `kind=image` applies the image rules of spec 01 §9. */
export const uploadQuery = z.object({
  productid,
  kind: z.enum(['file', 'image']).default('file'),
  purpose: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
});

export const reuploadQuery = z.object({ productid, id: z.uuid() });

export const getFileQuery = z.object({
  productid,
  id: z.uuid(),
  download: z.enum(['0', '1']).default('0'),
  t: text(200).optional(),
});

/** delfile: `delfile_name` holds the ids, comma-joined (spec 01 §7). */
export const deleteBody = z.object({ ...identityFields, delfile_name: text(4000).min(1) });

/** A stored file as upload and reupload answer it: its id, name, the address to read it, size and media type. */
export const storedFileAnswer = z
  .object({ id: z.string(), name: z.string(), url: z.string(), size: z.number().int(), type: z.string() })
  .meta({ id: 'StoredFile' });

/** delfile: how many files were deleted. */
export const deletedFilesAnswer = z.object({ deleted: z.number().int() });

/** The module a file belongs to: where it is referenced, else the purpose it was uploaded for. */
export const FILE_MODULES = ['gerber', 'work-order', 'profile', 'member', 'staff', 'other'] as const;

/** A calendar day that exists (2026-02-30 and 0669-58-43 are 400, not a 500 from an invalid date). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'badFormat' })
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    { error: 'badFormat' },
  );

export const fileListQuery = z.object({
  ...pagingQuery,
  keyword: text(100).optional(),
  module: z.enum(FILE_MODULES).optional(),
  kind: z.enum(['file', 'image']).optional(),
  from: day.optional(),
  to: day.optional(),
});

export type FileListQuery = z.infer<typeof fileListQuery>;

/** One file of the enterprise's file list, with the module that uses it. */
export const fileListRow = z
  .object({
    id: z.string(),
    name: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    kind: z.enum(['file', 'image']),
    /** The purpose the uploader gave (free text), if any. */
    purpose: z.string().nullable(),
    module: z.enum(FILE_MODULES),
    uploadedBy: z.string().nullable(),
    createdAt: instant,
    /** Shown inline (images and PDF). */
    previewable: z.boolean(),
  })
  .meta({ id: 'FileListRow' });
