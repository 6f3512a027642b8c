import { int4, text } from '@pcbunion/core';
import { z } from 'zod';
import { instant } from '../../http/answer.js';
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

const enterpriseRef = { uid: z.string(), no: z.string(), name: z.string() };

/** One category's consent as the API answers it (`none`: never answered, version 0). */
export const consentAnswer = z
  .object({
    status: z.enum(['none', 'granted', 'revoked']),
    /** Granted and not past its last day. */
    effective: z.boolean(),
    thirdParty: z.string().nullable(),
    purpose: z.string().nullable(),
    expiresOn: z.string().nullable(),
    grantedAt: instant.nullable(),
    revokedAt: instant.nullable(),
    rowVersion: z.number().int(),
  })
  .meta({ id: 'Consent' });

/** Every category's consent (a category never answered is `none`). */
const consentsByCategory = z.object({
  profile: consentAnswer,
  addresses: consentAnswer,
  invoicing: consentAnswer,
  orders: consentAnswer,
});

/** The customer's side: each factory it deals with and its consent per category. */
export const consentOverviewAnswer = z.object({
  categories: z.array(z.enum(CONSENT_CATEGORIES)),
  factories: z.array(z.object({ ...enterpriseRef, consents: consentsByCategory }).meta({ id: 'FactoryConsents' })),
});

export const factoryChoiceAnswer = z.array(z.object(enterpriseRef));

/** A saved answer: the factory, the category and the consent as it now stands. */
export const savedConsentAnswer = z.object({
  factory: z.object({ uid: z.string(), name: z.string() }),
  category: z.enum(CONSENT_CATEGORIES),
  ...consentAnswer.shape,
});

/** One customer of the factory's list: the categories that hold today. */
export const sharedCustomerRow = z
  .object({
    ...enterpriseRef,
    granted: z.array(z.enum(CONSENT_CATEGORIES)),
    /** When the customer last granted or revoked anything for this factory. */
    answeredAt: instant.nullable(),
  })
  .meta({ id: 'SharedCustomer' });

/** What a factory may read of a customer, per granted category. */
const sharedData = z.object({
  profile: z
    .object({
      no: z.string(),
      name: z.string(),
      abbreviation: z.string().nullable(),
      creditCode: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable()
    .optional(),
  addresses: z
    .array(
      z.object({
        recipient: z.string(),
        company: z.string().nullable(),
        phone: z.string(),
        region: z.string(),
        detail: z.string(),
        isDefault: z.boolean(),
      }),
    )
    .optional(),
  invoicing: z
    .array(
      z.object({
        unitName: z.string(),
        taxpayerNo: z.string(),
        address: z.string(),
        detailAddress: z.string(),
        phone: z.string(),
        bank: z.string(),
        bankCardNo: z.string(),
        email: z.string(),
      }),
    )
    .optional(),
  orders: z
    .object({
      count: z.number().int(),
      totalCents: z.string(),
      firstOrderAt: instant.nullable(),
      lastOrderAt: instant.nullable(),
    })
    .optional(),
});

export type SharedData = z.infer<typeof sharedData>;

/** One customer as the factory may share it: the categories that hold, with their data; the others withheld. */
export const sharedDetailAnswer = z
  .object({
    customer: z.object(enterpriseRef),
    consents: consentsByCategory,
    shared: sharedData,
    withheld: z.array(z.enum(CONSENT_CATEGORIES)),
  })
  .meta({ id: 'SharedCustomerDetail' });

/** One line of the consent log, with the line in the caller's words. */
export const consentLogRow = z
  .object({
    id: z.number().int(),
    at: instant,
    action: z.string(),
    // Read back from the audit row's JSON as it was written; a key it lacks is left out.
    category: z.string().optional(),
    customer: z.string().optional(),
    factory: z.string().optional(),
    thirdParty: z.string().nullable(),
    purpose: z.string().nullable(),
    expiresOn: z.string().nullable(),
    by: z.string().nullable(),
    text: z.string(),
  })
  .meta({ id: 'ConsentLogLine' });
