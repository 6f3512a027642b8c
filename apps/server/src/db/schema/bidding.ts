import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';

const quantity = (name: string) => numeric(name, { precision: 18, scale: 4 });

/**
 * A purchasing request a factory publishes to its suppliers (issue 18): one material or service, its quantity and
 * specification, the bid deadline and the delivery place. Its states are core's PURCHASE_REQUEST_TRANSITIONS;
 * "bidding" and "evaluating" are `open` before and after `deadline`.
 */
export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The buying factory. */
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    /** The notice's `bidding_doccode`. */
    requestNo: text('request_no').notNull(),
    /** The notice's `standard_request_details_no`. */
    detailsNo: text('details_no').notNull(),
    kind: text('kind', { enum: ['material', 'service'] }).notNull(),
    /** The notice's `mat_name`. */
    name: text('name').notNull(),
    specification: text('specification').notNull().default(''),
    quantity: quantity('quantity').notNull(),
    unit: text('unit').notNull().default(''),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    deliveryPlace: text('delivery_place').notNull(),
    remarks: text('remarks').notNull().default(''),
    /** Stored file ids of the buyer's enterprise. */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    audience: text('audience', { enum: ['chosen', 'all'] }).notNull(),
    status: text('status', { enum: ['open', 'awarded', 'cancelled'] })
      .notNull()
      .default('open'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => accounts.uid),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('purchase_requests_no_unique').on(t.enterpriseUid, t.requestNo),
    index('purchase_requests_list_idx').on(t.enterpriseUid, t.createdAt),
  ],
);

/**
 * A supplier's current bid on a request (one per supplier): sealed until the deadline. Each change is also kept
 * whole in `purchase_bid_versions`. `status` is core's BID_TRANSITIONS.
 */
export const purchaseBids = pgTable(
  'purchase_bids',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    requestUid: uuid('request_uid')
      .notNull()
      .references(() => purchaseRequests.uid),
    supplierEnterpriseUid: uuid('supplier_enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    version: integer('version').notNull().default(1),
    status: text('status', { enum: ['submitted', 'awarded', 'lost'] })
      .notNull()
      .default('submitted'),
    unitPrice: numeric('unit_price', { precision: 18, scale: 6 }).notNull(),
    quantity: quantity('quantity').notNull(),
    /** unit price × quantity, rounded half-up to the cent once. */
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    deliveryDate: date('delivery_date').notNull(),
    validUntil: date('valid_until').notNull(),
    remarks: text('remarks').notNull().default(''),
    attachmentFileUid: uuid('attachment_file_uid'),
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => accounts.uid),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('purchase_bids_supplier_unique').on(t.requestUid, t.supplierEnterpriseUid)],
);

/** Every version of a bid as it was submitted (the first, and each change before the deadline). */
export const purchaseBidVersions = pgTable(
  'purchase_bid_versions',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bidUid: uuid('bid_uid')
      .notNull()
      .references(() => purchaseBids.uid),
    version: integer('version').notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 6 }).notNull(),
    quantity: quantity('quantity').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    deliveryDate: date('delivery_date').notNull(),
    validUntil: date('valid_until').notNull(),
    remarks: text('remarks').notNull().default(''),
    attachmentFileUid: uuid('attachment_file_uid'),
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => accounts.uid),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('purchase_bid_versions_unique').on(t.bidUid, t.version)],
);

/** A bidding (tender) notice a buying enterprise sends to a supplier enterprise (spec 01 §2.8, §3). */
export const biddingNotices = pgTable(
  'bidding_notices',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    biddingDoccode: text('bidding_doccode').notNull(),
    matName: text('mat_name').notNull(),
    standardRequestDetailsNo: text('standard_request_details_no').notNull(),
    /** The buying enterprise (its name is the notice's `entp_name`). */
    buyerEnterpriseUid: uuid('buyer_enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    supplierEnterpriseUid: uuid('supplier_enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    /** The purchasing request the notice invites the supplier to (null: a notice sent before requests existed). */
    requestUid: uuid('request_uid').references(() => purchaseRequests.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bidding_notices_doccode_unique').on(t.buyerEnterpriseUid, t.biddingDoccode, t.supplierEnterpriseUid),
    index('bidding_notices_request_idx').on(t.requestUid, t.supplierEnterpriseUid),
  ],
);

/** One person's to-do for a notice (`todowork_uid`); closing the notice card closes it for that person only. */
export const biddingTodos = pgTable(
  'bidding_todos',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    noticeUid: uuid('notice_uid')
      .notNull()
      .references(() => biddingNotices.uid),
    accountUid: uuid('account_uid')
      .notNull()
      .references(() => accounts.uid),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bidding_todos_notice_account_unique').on(t.noticeUid, t.accountUid),
    index('bidding_todos_open_idx')
      .on(t.accountUid, t.enterpriseUid)
      .where(sql`${t.closedAt} is null`),
  ],
);
