import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';

/** A bidding (tender) notice a buying enterprise sends to a supplier enterprise (spec 01 §2.8, §3). */
export const biddingNotices = pgTable(
  'bidding_notices',
  {
    uid: uuid('uid').primaryKey().default(sql`gen_random_uuid()`),
    biddingDoccode: text('bidding_doccode').notNull(),
    matName: text('mat_name').notNull(),
    standardRequestDetailsNo: text('standard_request_details_no').notNull(),
    /** The buying enterprise (its name is the notice's `entp_name`). */
    buyerEnterpriseUid: uuid('buyer_enterprise_uid').notNull().references(() => enterprises.uid),
    supplierEnterpriseUid: uuid('supplier_enterprise_uid').notNull().references(() => enterprises.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bidding_notices_doccode_unique').on(t.buyerEnterpriseUid, t.biddingDoccode, t.supplierEnterpriseUid)],
);

/** One person's to-do for a notice (`todowork_uid`); closing the notice card closes it for that person only. */
export const biddingTodos = pgTable(
  'bidding_todos',
  {
    uid: uuid('uid').primaryKey().default(sql`gen_random_uuid()`),
    noticeUid: uuid('notice_uid').notNull().references(() => biddingNotices.uid),
    accountUid: uuid('account_uid').notNull().references(() => accounts.uid),
    enterpriseUid: uuid('enterprise_uid').notNull().references(() => enterprises.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bidding_todos_notice_account_unique').on(t.noticeUid, t.accountUid),
    index('bidding_todos_open_idx').on(t.accountUid, t.enterpriseUid).where(sql`${t.closedAt} is null`),
  ],
);
