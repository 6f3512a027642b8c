import {
  CUSTOMER_LEVELS,
  CUSTOMER_ORIGINS,
  CUSTOMER_STATUSES,
  FOLLOW_UP_WAYS,
  LEAD_SOURCES,
  LEAD_STAGES,
  CUSTOMER_PAYMENT_TERMS,
  type CustomerAddress,
  type CustomerContact,
} from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';
import { staff } from './staff.js';

/**
 * The factory's customer master and its leads (issue 20), modelled on Odoo's partner / CRM lead and ERPNext's
 * Customer / Lead. Every row belongs to one factory (`enterpriseUid`); the customer number is unique within it.
 * Credit limit in cents (bigint). Changes are compare-and-set on `rowVersion` (and, for a lead, its stage).
 */
const uidColumn = () =>
  uuid('uid')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const at = (name: string) => timestamp(name, { withTimezone: true });

export const customers = pgTable(
  'customers',
  {
    uid: uidColumn(),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    customerNo: text('customer_no').notNull(),
    name: text('name').notNull(),
    abbreviation: text('abbreviation').notNull().default(''),
    level: text('level', { enum: CUSTOMER_LEVELS }).notNull().default('regular'),
    status: text('status', { enum: CUSTOMER_STATUSES }).notNull().default('active'),
    /** The customer's enterprise on the platform, when it is one (its orders come to this record). */
    platformEnterpriseUid: uuid('platform_enterprise_uid').references(() => enterprises.uid),
    contacts: jsonb('contacts').$type<CustomerContact[]>().notNull().default([]),
    addresses: jsonb('addresses').$type<CustomerAddress[]>().notNull().default([]),
    /** Tax information for invoices: taxpayer id (统一社会信用代码 / VAT), invoice title, bank and account. */
    taxId: text('tax_id').notNull().default(''),
    invoiceTitle: text('invoice_title').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    creditLimitCents: bigint('credit_limit_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    currency: text('currency').notNull().default('CNY'),
    paymentTerms: text('payment_terms', { enum: CUSTOMER_PAYMENT_TERMS }).notNull().default('prepaid'),
    /** The salesman: a staff member of the factory. */
    salesmanUid: uuid('salesman_uid').references(() => staff.uid),
    note: text('note').notNull().default(''),
    /** How the record began: typed in, made from a won lead, or made when a platform customer ordered. */
    origin: text('origin', { enum: CUSTOMER_ORIGINS }).notNull().default('manual'),
    rowVersion: integer('row_version').notNull().default(1),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_enterprise_no_unique').on(t.enterpriseUid, t.customerNo),
    uniqueIndex('customers_enterprise_platform_unique')
      .on(t.enterpriseUid, t.platformEnterpriseUid)
      .where(sql`${t.platformEnterpriseUid} is not null`),
    index('customers_enterprise_created_idx').on(t.enterpriseUid, t.createdAt),
    check('customers_credit_limit_check', sql`${t.creditLimitCents} >= 0`),
  ],
);

export const customerLeads = pgTable(
  'customer_leads',
  {
    uid: uidColumn(),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    leadNo: text('lead_no').notNull().unique(),
    company: text('company').notNull(),
    contactName: text('contact_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    source: text('source', { enum: LEAD_SOURCES }).notNull().default('other'),
    stage: text('stage', { enum: LEAD_STAGES }).notNull().default('new'),
    /** What the lead is after (boards, volumes, technology), in the salesman's words. */
    requirement: text('requirement').notNull().default(''),
    lostReason: text('lost_reason'),
    nextFollowUpOn: date('next_follow_up_on', { mode: 'string' }),
    salesmanUid: uuid('salesman_uid').references(() => staff.uid),
    /** The customer record the lead became when won. */
    customerUid: uuid('customer_uid').references(() => customers.uid),
    note: text('note').notNull().default(''),
    rowVersion: integer('row_version').notNull().default(1),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (t) => [
    index('customer_leads_enterprise_stage_idx').on(t.enterpriseUid, t.stage, t.createdAt),
    index('customer_leads_enterprise_next_idx').on(t.enterpriseUid, t.nextFollowUpOn),
  ],
);

export const customerLeadFollowUps = pgTable(
  'customer_lead_follow_ups',
  {
    uid: uidColumn(),
    leadUid: uuid('lead_uid')
      .notNull()
      .references(() => customerLeads.uid),
    followedOn: date('followed_on', { mode: 'string' }).notNull(),
    way: text('way', { enum: FOLLOW_UP_WAYS }).notNull(),
    summary: text('summary').notNull(),
    nextFollowUpOn: date('next_follow_up_on', { mode: 'string' }),
    byName: text('by_name').notNull().default(''),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('customer_lead_follow_ups_lead_idx').on(t.leadUid, t.followedOn)],
);

/**
 * A platform customer's credit use with a factory (modules/customer/credit.ts), kept rather than recomputed so the
 * customer list sorts on it: the open receivables before their floor at 0 and the released undelivered notices, in
 * cents. Database triggers (migration 0036) recompute a pair's row from `customer_credit_parts` in the same
 * transaction as any change of its deliveries, delivery lines, sales notices, accepted changes, statements or invoices.
 */
export const customerCredit = pgTable(
  'customer_credit',
  {
    merchantUid: uuid('merchant_uid').notNull(),
    customerUid: uuid('customer_uid').notNull(),
    receivablesCents: bigint('receivables_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    undeliveredCents: bigint('undelivered_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantUid, t.customerUid] })],
);
