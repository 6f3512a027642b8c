import {
  AMORTISATION_BASES,
  TOOLING_KINDS,
  TOOLING_OWNERS,
  TOOLING_STATUSES,
  TOOL_TRANSFER_STATUSES,
} from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';

/**
 * Tooling made for a customer (issue 20): test fixtures, stencils, moulds. The factory that made it (`merchantUid`)
 * keeps the record; `holderUid` is the factory where it is now (moved only by a received transfer). Cost in cents,
 * amortised over `amortiseOver` boards or orders, `amortisedUnits` so far. Compare-and-set on `status`/`rowVersion`.
 */
export const toolings = pgTable(
  'toolings',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    toolingNo: text('tooling_no').notNull().unique(),
    merchantUid: uuid('merchant_uid')
      .notNull()
      .references(() => enterprises.uid),
    customerUid: uuid('customer_uid')
      .notNull()
      .references(() => enterprises.uid),
    holderUid: uuid('holder_uid')
      .notNull()
      .references(() => enterprises.uid),
    name: text('name').notNull(),
    kind: text('kind', { enum: TOOLING_KINDS }).notNull(),
    orderNo: text('order_no'),
    owner: text('owner', { enum: TOOLING_OWNERS }).notNull(),
    costCents: bigint('cost_cents', { mode: 'bigint' }).notNull(),
    amortiseBasis: text('amortise_basis', { enum: AMORTISATION_BASES }).notNull(),
    amortiseOver: integer('amortise_over').notNull(),
    amortisedUnits: integer('amortised_units').notNull().default(0),
    location: text('location').notNull().default(''),
    status: text('status', { enum: TOOLING_STATUSES }).notNull().default('active'),
    scrapReason: text('scrap_reason'),
    searchText: text('search_text').notNull().default(''),
    rowVersion: integer('row_version').notNull().default(1),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('toolings_merchant_created_idx').on(t.merchantUid, t.createdAt),
    index('toolings_holder_idx').on(t.holderUid),
    index('toolings_customer_idx').on(t.customerUid),
    check('toolings_cost_nonneg', sql`${t.costCents} >= 0`),
    check('toolings_over_positive', sql`${t.amortiseOver} > 0 and ${t.amortisedUnits} >= 0`),
  ],
);

/** A tooling transfer: sent by the holding factory, received (signed) or refused with a reason by the other. One open per tooling. */
export const toolingTransfers = pgTable(
  'tooling_transfers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    transferNo: text('transfer_no').notNull().unique(),
    toolingId: uuid('tooling_id')
      .notNull()
      .references(() => toolings.id),
    toolingNo: text('tooling_no').notNull(),
    fromUid: uuid('from_uid')
      .notNull()
      .references(() => enterprises.uid),
    toUid: uuid('to_uid')
      .notNull()
      .references(() => enterprises.uid),
    fromLocation: text('from_location').notNull().default(''),
    toLocation: text('to_location').notNull().default(''),
    note: text('note').notNull().default(''),
    status: text('status', { enum: TOOL_TRANSFER_STATUSES }).notNull().default('sent'),
    answerReason: text('answer_reason'),
    searchText: text('search_text').notNull().default(''),
    rowVersion: integer('row_version').notNull().default(1),
    sentBy: uuid('sent_by').references(() => accounts.uid),
    sentByName: text('sent_by_name').notNull().default(''),
    signedBy: uuid('signed_by').references(() => accounts.uid),
    signedByName: text('signed_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('tooling_transfers_from_created_idx').on(t.fromUid, t.createdAt),
    index('tooling_transfers_to_created_idx').on(t.toUid, t.createdAt),
    uniqueIndex('tooling_transfers_one_open_idx')
      .on(t.toolingId)
      .where(sql`${t.status} = 'sent'`),
  ],
);
