import { int4, text } from '@pcbunion/core';
import { z } from 'zod';
import { CONSENT_CATEGORIES } from '../../db/schema/consent.js';
import { pagingQuery } from '../accounts/paging.js';

/** A calendar day `YYYY-MM-DD` that exists. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
  });

export const consentParams = z.object({ factoryUid: z.uuid(), category: z.enum(CONSENT_CATEGORIES) });

/** Grant (with whom and why, until when) or revoke; `rowVersion` is the version read, 0 for a category never granted. */
export const consentBody = z.object({
  granted: z.boolean(),
  thirdParty: text(200, { trim: true }).nullish(),
  purpose: text(500, { trim: true, multiline: true }).nullish(),
  expiresOn: day.nullish(),
  rowVersion: int4({ min: 0 }),
});
export type ConsentBody = z.infer<typeof consentBody>;

export const factorySearchQuery = z.object({ keyword: text(100).optional() });
export const customerParams = z.object({ customerUid: z.uuid() });
/** The factory's customer list (the export takes the same): keyword, and the days a customer last answered (Asia/Shanghai, `to` inclusive). */
export const customerListQuery = z.object({ ...pagingQuery, keyword: text(100).optional(), from: day.optional(), to: day.optional() });
export type CustomerListQuery = z.infer<typeof customerListQuery>;
export const logQuery = z.object({ ...pagingQuery });
