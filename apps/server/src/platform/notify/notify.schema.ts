import { int4, PAGE_SIZES } from '@pcbunion/core';
import { z } from 'zod';
import { identityFields } from '../session/identity.js';

/** workordermessagestatistics (spec 01 §7): `flag` = 1 and the caller's `satff_member` flag, both informative. */
export const statisticsBody = z
  .object({
    ...identityFields,
    flag: int4({ coerce: true }).optional(),
    satff_member: int4({ min: 0, max: 1, coerce: true }).optional(),
  })
  .optional();

/** The message centre's page (spec 01 §3 generic paged table). */
export const listQuery = z.object({
  page_no: int4({ min: 1, coerce: true }).default(1),
  page_size: int4({ min: 1, max: Math.max(...PAGE_SIZES), coerce: true }).default(20),
  field: z.enum(['created_at', 'title', 'kind', 'read_at']).default('created_at'),
  sort: z.enum(['asc', 'desc']).default('desc'),
  /** 1: unread only. */
  unread: z.enum(['0', '1']).optional(),
});

export const readBody = z.object({ ...identityFields, ids: z.array(z.uuid()).min(1).max(500) });
