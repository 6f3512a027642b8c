import {
  CUSTOMER_ADDRESS_KINDS,
  CUSTOMER_LEVELS,
  CUSTOMER_ORIGINS,
  CUSTOMER_STATUSES,
  FOLLOW_UP_WAYS,
  int4,
  LEAD_ACTIONS,
  LEAD_SOURCES,
  LEAD_STAGES,
  CUSTOMER_PAYMENT_TERMS,
  telephone,
  text,
} from '@pcbunion/core';
import { z } from 'zod';
import { day as dayText, moneyText } from '../../http/answer.js';
import { pagingQuery } from '../../platform/paging.js';

/** The route schemas of the customer files and leads; every field has a label in http/field-labels/customers.ts. */

/** A whole day that exists (2026-02-30 and 2743-95-74 do not), YYYY-MM-DD. */
const realDay = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};
const day = text(10).refine(realDay, { error: 'field.malformed', params: { format: 'YYYY-MM-DD' } });
const line = (max: number) => text(max, { trim: true });

export const contactSchema = z.object({
  name: line(60).min(1),
  position: line(60).optional(),
  /** A mobile, a landline or an international number (core `telephone`); empty for none. */
  phone: telephone(40).optional(),
  email: line(120).optional(),
  primary: z.boolean().optional(),
});

export const addressSchema = z.object({
  kind: z.enum(CUSTOMER_ADDRESS_KINDS),
  detailAddress: line(300).min(1),
  city: line(60).optional(),
  country: line(60).optional(),
  postcode: line(20).optional(),
});

/** The currencies a customer file is kept in. */
export const CUSTOMER_CURRENCIES = ['CNY', 'USD', 'HKD', 'EUR', 'JPY'] as const;
export type CustomerCurrency = (typeof CUSTOMER_CURRENCIES)[number];

const customerFields = {
  name: line(120).min(1),
  abbreviation: line(40).optional(),
  level: z.enum(CUSTOMER_LEVELS).optional(),
  platformEnterpriseUid: z.uuid().nullish(),
  contacts: z.array(contactSchema).max(20).optional(),
  addresses: z.array(addressSchema).max(20).optional(),
  taxId: line(40).optional(),
  invoiceTitle: line(120).optional(),
  bankName: line(120).optional(),
  bankAccount: line(60).optional(),
  creditLimit: line(20).optional(),
  currency: z.enum(CUSTOMER_CURRENCIES).optional(),
  paymentTerms: z.enum(CUSTOMER_PAYMENT_TERMS).optional(),
  salesmanUid: z.uuid().nullish(),
  note: text(1000, { multiline: true }).optional(),
};

export const customerBody = z.object(customerFields);
export const customerChangeBody = z.object({
  ...customerFields,
  name: customerFields.name.optional(),
  rowVersion: int4({ min: 1 }),
});
export const customerMoveBody = z.object({ rowVersion: int4({ min: 1 }).optional() }).optional();
export const uidParams = z.object({ uid: z.uuid() });
export const customerListQuery = z.object({
  ...pagingQuery,
  keyword: text(100).optional(),
  level: z.enum(CUSTOMER_LEVELS).optional(),
  status: z.enum(CUSTOMER_STATUSES).optional(),
  origin: z.enum(CUSTOMER_ORIGINS).optional(),
  from: day.optional(),
  to: day.optional(),
});

const leadFields = {
  company: line(120).min(1),
  contactName: line(60).optional(),
  phone: telephone(40).optional(),
  email: line(120).optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  requirement: text(1000, { multiline: true }).optional(),
  nextFollowUpOn: day.nullish(),
  salesmanUid: z.uuid().nullish(),
  note: text(1000, { multiline: true }).optional(),
};

export const leadBody = z.object(leadFields);
export const leadChangeBody = z.object({
  ...leadFields,
  company: leadFields.company.optional(),
  rowVersion: int4({ min: 1 }).optional(),
});
export const leadMoveBody = z.object({
  action: z.enum(LEAD_ACTIONS),
  reason: text(500, { trim: true, multiline: true }).optional(),
  rowVersion: int4({ min: 1 }).optional(),
  customerUid: z.uuid().optional(),
  customer: customerBody.partial().optional(),
});
export const followUpBody = z.object({
  followedOn: day.optional(),
  way: z.enum(FOLLOW_UP_WAYS),
  summary: text(1000, { trim: true, multiline: true }).min(1),
  nextFollowUpOn: day.nullish(),
  rowVersion: int4({ min: 1 }).optional(),
});
export const leadParams = z.object({ no: text(40).min(1) });
export const leadListQuery = z.object({
  ...pagingQuery,
  keyword: text(100).optional(),
  stage: z.enum(LEAD_STAGES).optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  dueBy: day.optional(),
  from: day.optional(),
  to: day.optional(),
});

const isoInstant = z.iso.datetime();
const cents = moneyText;
const logLine = z.object({ at: isoInstant, action: z.string(), by: z.string(), words: z.string() });
const salesman = z.object({ uid: z.string(), name: z.string().nullable() }).nullable();

/** A customer file as its list answers it. */
export const customerRow = z
  .object({
    uid: z.string(),
    customerNo: z.string(),
    name: z.string(),
    abbreviation: z.string(),
    level: z.enum(CUSTOMER_LEVELS),
    status: z.enum(CUSTOMER_STATUSES),
    origin: z.enum(CUSTOMER_ORIGINS),
    /** The primary contact's name and phone ('' without contacts). */
    contact: z.string(),
    phone: z.string(),
    taxId: z.string(),
    creditLimit: cents,
    /** Open receivables + released undelivered notices, in the file's currency. */
    creditUsed: cents,
    currency: z.enum(CUSTOMER_CURRENCIES),
    paymentTerms: z.enum(CUSTOMER_PAYMENT_TERMS),
    salesman,
    /** The platform enterprise this file is, if linked. */
    platform: z.object({ uid: z.string(), name: z.string(), no: z.string() }).nullable(),
    rowVersion: z.number().int(),
    createdAt: isoInstant,
  })
  .meta({ id: 'CustomerRow' });

/** One customer file with everything written on it, its credit use, leads and log. */
export const customerAnswer = customerRow
  .extend({
    contacts: z.array(
      z.object({
        name: z.string(),
        position: z.string().optional(),
        phone: z.string().optional(),
        email: z.string().optional(),
        primary: z.boolean().optional(),
      }),
    ),
    addresses: z.array(
      z.object({
        kind: z.enum(CUSTOMER_ADDRESS_KINDS),
        detailAddress: z.string(),
        city: z.string().optional(),
        country: z.string().optional(),
        postcode: z.string().optional(),
      }),
    ),
    invoiceTitle: z.string(),
    bankName: z.string(),
    bankAccount: z.string(),
    note: z.string(),
    updatedAt: isoInstant,
    platformOrders: z.number().int(),
    /** Limit, used (open receivables + released undelivered notices) and available (null without a limit). */
    credit: z.object({
      limited: z.boolean(),
      currency: z.enum(CUSTOMER_CURRENCIES),
      limit: cents,
      used: cents,
      open: cents,
      undelivered: cents,
      available: cents.nullable(),
      /** Of the receivables: issued invoices' open amounts (total − paid − written off) and payments not yet allocated. */
      openInvoices: cents,
      unallocatedCredit: cents,
    }),
    leads: z.array(
      z.object({ no: z.string(), stage: z.enum(LEAD_STAGES), company: z.string(), stageText: z.string() }),
    ),
    log: z.array(logLine),
  })
  .meta({ id: 'Customer' });

/** A customer file after it was saved. */
export const customerSaved = z.object({ uid: z.string(), customerNo: z.string(), rowVersion: z.number().int() });
/** A customer file after it was archived or restored. */
export const customerMoved = z.object({
  uid: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
  rowVersion: z.number().int(),
});
/** A member of the factory's active staff, to pick a salesman. */
export const salesmanAnswer = z.object({
  uid: z.string(),
  name: z.string(),
  jobNumber: z.string().nullable(),
  department: z.string().nullable(),
});
/** A platform customer enterprise that ordered from the factory and has no customer file yet. */
export const platformCandidate = z.object({ uid: z.string(), name: z.string(), no: z.string() });

/** A sales lead as its list answers it. */
export const leadRow = z
  .object({
    no: z.string(),
    company: z.string(),
    contactName: z.string(),
    phone: z.string(),
    email: z.string(),
    source: z.enum(LEAD_SOURCES),
    stage: z.enum(LEAD_STAGES),
    requirement: z.string(),
    lostReason: z.string().nullable(),
    nextFollowUpOn: dayText.nullable(),
    salesman,
    /** The customer file the won lead became. */
    customerUid: z.string().nullable(),
    note: z.string(),
    rowVersion: z.number().int(),
    createdAt: isoInstant,
    actions: z.array(z.enum(LEAD_ACTIONS)),
  })
  .meta({ id: 'CustomerLeadRow' });

/** A page of leads with the count per stage (stages without leads are absent). */
export const leadPage = z.object({
  data: z.array(leadRow),
  total: z.number().int(),
  counts: z.partialRecord(z.enum(LEAD_STAGES), z.number().int()),
});

/** One lead with its follow-ups (newest first), the customer it became and its log. */
export const leadAnswer = leadRow
  .extend({
    customer: z.object({ uid: z.string(), customerNo: z.string(), name: z.string() }).nullable(),
    followUps: z.array(
      z.object({
        uid: z.string(),
        followedOn: dayText,
        way: z.enum(FOLLOW_UP_WAYS),
        summary: z.string(),
        nextFollowUpOn: dayText.nullable(),
        by: z.string(),
        createdAt: isoInstant,
      }),
    ),
    log: z.array(logLine),
  })
  .meta({ id: 'CustomerLead' });

/** A lead after it was saved. */
export const leadSaved = z.object({ no: z.string(), stage: z.enum(LEAD_STAGES), rowVersion: z.number().int() });
/** A lead after an action, with the customer file a won lead became. */
export const leadMoved = leadSaved.extend({ customerUid: z.string().nullable() });
/** A lead after a follow-up, with its next follow-up day. */
export const leadFollowedUp = leadSaved.extend({ nextFollowUpOn: dayText.nullable() });
