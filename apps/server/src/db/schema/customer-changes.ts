import { CUSTOMER_CHANGE_STATUSES } from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { customerStatements } from './customer-billing.js';
import { enterprises } from './enterprises.js';
import { orders } from './orders.js';

/**
 * A customer engineering change (issue 20): the customer (`customerUid`) asks its factory (`merchantUid`) to change an
 * open order — a new revision, files (ids of the customer's stored files), another quantity or delivery date. The
 * factory offers its impact (`amountDelta` in cents, may be negative; `impactDate`) or rejects with a reason; the
 * customer accepts or withdraws. One live (submitted / offered) change per order. Compare-and-set on `status` and
 * `rowVersion`.
 */
export const customerChanges = pgTable(
  'customer_changes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    changeNo: text('change_no').notNull().unique(),
    merchantUid: uuid('merchant_uid')
      .notNull()
      .references(() => enterprises.uid),
    customerUid: uuid('customer_uid')
      .notNull()
      .references(() => enterprises.uid),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderNo: text('order_no').notNull(),
    status: text('status', { enum: CUSTOMER_CHANGE_STATUSES }).notNull().default('submitted'),
    description: text('description').notNull(),
    newRevision: text('new_revision'),
    newQuantity: integer('new_quantity'),
    newDate: date('new_date', { mode: 'string' }),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    amountDelta: bigint('amount_delta', { mode: 'bigint' }),
    impactDate: date('impact_date', { mode: 'string' }),
    impactNote: text('impact_note'),
    rejectReason: text('reject_reason'),
    /** The sales notices the accepted change was put on. */
    appliedTo: jsonb('applied_to').$type<string[]>(),
    /** The live customer statement that bills the accepted change's `amountDelta` (once; a cancelled statement releases it). */
    billedStatementId: uuid('billed_statement_id').references(() => customerStatements.id),
    searchText: text('search_text').notNull().default(''),
    rowVersion: integer('row_version').notNull().default(1),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('customer_changes_merchant_created_idx').on(t.merchantUid, t.createdAt),
    index('customer_changes_customer_created_idx').on(t.customerUid, t.createdAt),
    // Credit used (modules/customer/credit.ts): one factory's business with one customer, per file of the customer list.
    index('customer_changes_merchant_customer_status_idx').on(t.merchantUid, t.customerUid, t.status),
    index('customer_changes_unbilled_idx')
      .on(t.merchantUid, t.customerUid)
      .where(sql`${t.status} = 'accepted' and ${t.billedStatementId} is null`),
    uniqueIndex('customer_changes_one_live_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ('submitted', 'offered')`),
    check('customer_changes_quantity', sql`${t.newQuantity} is null or ${t.newQuantity} > 0`),
  ],
);
