import { PRODUCT_ID, text } from '@pcbunion/core';
import { z } from 'zod';
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
