import { int4, text } from '@pcbunion/core';
import { z } from 'zod';
import { CONSENT_CATEGORIES } from '../../db/schema/consent.js';
import { DATE_PRESETS, type DatePreset } from '../../platform/business-day.js';
import { pagingQuery } from '../../platform/paging.js';

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
export const customerListQuery = z.object({
  ...pagingQuery,
  keyword: text(100).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;
/** Date-filter presets of spec 02 §9, counted back in whole Asia/Shanghai days from today (the screen sends `from` / `to`). */
/** Search and days (Asia/Shanghai, `to` inclusive; a preset narrows further) of the log and the customer's overview. */
const dayFilter = {
  keyword: text(100).optional(),
  from: day.optional(),
  to: day.optional(),
  preset: z.enum(DATE_PRESETS).optional(),
};
export type DayFilter = {
  keyword?: string;
  from?: string;
  to?: string;
  preset?: DatePreset;
};
/** The log (the export takes the same): who answered what, on which days, newest first. */
export const logQuery = z.object({ ...pagingQuery, ...dayFilter });
export type LogQuery = z.infer<typeof logQuery>;
/** The customer's overview (the export takes the same): factories by name or number, answered on these days. */
export const overviewQuery = z.object({ ...dayFilter });
