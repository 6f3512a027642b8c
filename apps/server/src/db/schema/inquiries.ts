import type {
  DeliveryForm,
  DeliveryMethod,
  InquirySide,
  InquirySource,
  InquiryStatus,
  LeadTime,
  OrderType,
  SplittingMethod,
  SurfaceFinish,
} from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';

/** Inquiry numbers: XJ + the day + this sequence (XJ20261125000123). */
export const inquiryNoSeq = pgSequence('inquiry_no_seq', { startWith: 1 });

const INQUIRY_STATUS_VALUES = [
  'to_be_reviewed',
  'approved',
  'rejected',
  'withdrawn',
  'added_to_cart',
  'ordered',
] as const satisfies readonly InquiryStatus[];
const SOURCE_VALUES = ['estimate', 'gerber', 'quotation', 'reorder'] as const satisfies readonly InquirySource[];
const SIDE_VALUES = ['customer', 'factory'] as const satisfies readonly InquirySide[];
const cents = (name: string) => bigint(name, { mode: 'bigint' }).notNull();
const mm = (name: string) => numeric(name, { precision: 8, scale: 2 });
const um = (name: string) => numeric(name, { precision: 7, scale: 3 });

/**
 * An online inquiry (spec 02 §3–§4): one customer enterprise asks one merchant (a factory with a price book).
 * The row holds the state and the figures of the current version for lists; every version (the customer's requests
 * and the factory's pricing) is an immutable row of `inquiry_versions`. `row_version` is the compare-and-set guard.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    inquiryNo: text('inquiry_no').notNull(),
    customerEnterpriseUid: uuid('customer_enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    customerAccountUid: uuid('customer_account_uid')
      .notNull()
      .references(() => accounts.uid),
    merchantEnterpriseUid: uuid('merchant_enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    status: text('status', { enum: INQUIRY_STATUS_VALUES }).notNull().default('to_be_reviewed'),
    source: text('source', { enum: SOURCE_VALUES }).notNull().default('estimate'),
    gerberFileUid: uuid('gerber_file_uid'),
    quoteRef: text('quote_ref'),
    /** The order this inquiry re-orders (reorder), for the flag of changed prices. */
    reorderOf: text('reorder_of'),
    productNo: text('product_no').notNull(),
    currency: text('currency').notNull(),
    /** The newest version (customer's or factory's) and its figures. */
    currentVersion: integer('current_version').notNull().default(1),
    /** The newest customer request version (what the factory reviews). */
    requestVersion: integer('request_version').notNull().default(1),
    totalCents: cents('total_cents'),
    deliveryDays: integer('delivery_days').notNull(),
    rejectReason: text('reject_reason'),
    /** Spec 01 §2.7: the factory staff who has the inquiry open in manual quotation, released when the tab closes. */
    quotingAccountUid: uuid('quoting_account_uid').references(() => accounts.uid),
    quotingSince: timestamp('quoting_since', { withTimezone: true }),
    deleted: boolean('deleted').notNull().default(false),
    rowVersion: integer('row_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inquiries_no_unique').on(t.inquiryNo),
    index('inquiries_customer_idx').on(t.customerEnterpriseUid, t.status, t.createdAt),
    index('inquiries_merchant_idx').on(t.merchantEnterpriseUid, t.status, t.createdAt),
    check('inquiries_total_not_negative', sql`${t.totalCents} >= 0`),
  ],
);

/**
 * One immutable version of an inquiry: the customer's request (`side = customer`: parameters, details, the price
 * the server computed at that moment) or the factory's pricing (`side = factory`: the approved price and lead time,
 * with the reason when they changed). Never updated; a modify or an approval inserts the next version.
 */
export const inquiryVersions = pgTable(
  'inquiry_versions',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    inquiryUid: uuid('inquiry_uid')
      .notNull()
      .references(() => inquiries.uid, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    side: text('side', { enum: SIDE_VALUES }).notNull(),
    authorAccountUid: uuid('author_account_uid').references(() => accounts.uid),
    /** The parameters as entered and as priced (every parameter's value: entered, CAM, default or derived). */
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull(),
    pricedParams: jsonb('priced_params').$type<Record<string, string>>().notNull(),
    cam: jsonb('cam'),
    productNo: text('product_no').notNull(),
    pricedOn: date('priced_on').notNull(),
    /** The price book's versions at pricing (`book/platform`), so a price is traceable to the book it came from. */
    bookVersions: text('book_versions').notNull(),
    deliveryForm: text('delivery_form', { enum: ['pcs', 'set'] as const satisfies readonly DeliveryForm[] }).notNull(),
    deliveryMethod: text('delivery_method', {
      enum: ['express', 'logistics', 'self_pickup'] as const satisfies readonly DeliveryMethod[],
    }).notNull(),
    setWidthMm: mm('set_width_mm'),
    setLengthMm: mm('set_length_mm'),
    pcsPerSet: integer('pcs_per_set'),
    pcsWidthMm: mm('pcs_width_mm'),
    pcsLengthMm: mm('pcs_length_mm'),
    splittingMethod: text('splitting_method', {
      enum: ['none', 'v_cut', 'routing', 'stamp_hole', 'v_cut_routing'] as const satisfies readonly SplittingMethod[],
    }).notNull(),
    surfaceFinish: text('surface_finish', {
      enum: [
        'hasl',
        'hasl_lf',
        'enig',
        'gold_plating',
        'immersion_ag',
        'immersion_tin',
        'enepig',
      ] as const satisfies readonly SurfaceFinish[],
    }).notNull(),
    goldFingerCount: integer('gold_finger_count').notNull().default(0),
    goldThicknessUm: um('gold_thickness_um'),
    nickelThicknessUm: um('nickel_thickness_um'),
    palladiumThicknessUm: um('palladium_thickness_um'),
    orderType: text('order_type', { enum: ['prototype', 'volume'] as const satisfies readonly OrderType[] }).notNull(),
    leadTime: text('lead_time', {
      enum: ['standard', 'fastest', 'required'] as const satisfies readonly LeadTime[],
    }).notNull(),
    standardDays: integer('standard_days').notNull(),
    fastestDays: integer('fastest_days').notNull(),
    requiredDays: integer('required_days'),
    /** The delivery days this version promises (the factory's, on a pricing version). */
    deliveryDays: integer('delivery_days').notNull(),
    quantity: integer('quantity').notNull(),
    remarks: text('remarks').notNull().default(''),
    currency: text('currency').notNull(),
    estimatedCents: cents('estimated_cents'),
    discountedCents: cents('discounted_cents'),
    fullCents: cents('full_cents'),
    boardFeeCents: cents('board_fee_cents'),
    otherFeesCents: cents('other_fees_cents'),
    totalCents: cents('total_cents'),
    /** The engine's price lines at that moment (code, name, amount, explanation). */
    lines: jsonb('lines').notNull(),
    /** The factory's reason for a changed price or lead time. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inquiry_versions_unique').on(t.inquiryUid, t.version),
    check('inquiry_versions_total_sum', sql`${t.totalCents} = ${t.boardFeeCents} + ${t.otherFeesCents}`),
    check(
      'inquiry_versions_amounts_not_negative',
      sql`${t.totalCents} >= 0 and ${t.boardFeeCents} >= 0 and ${t.otherFeesCents} >= 0`,
    ),
  ],
);
