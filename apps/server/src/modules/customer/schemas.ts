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
  text,
} from '@pcbunion/core';
import { z } from 'zod';
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
  phone: line(40).optional(),
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
  currency: z.enum(['CNY', 'USD', 'HKD', 'EUR', 'JPY']).optional(),
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
  phone: line(40).optional(),
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
