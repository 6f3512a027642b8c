import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprises.js';

/** Invoicing info (spec 02 §3): the titles an enterprise asks invoices to be made out to. Every field required. */
export const invoicingInfos = pgTable(
  'invoicing_infos',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    unitName: text('unit_name').notNull(),
    taxpayerNo: text('taxpayer_no').notNull(),
    address: text('address').notNull(),
    detailAddress: text('detail_address').notNull(),
    phone: text('phone').notNull(),
    bank: text('bank').notNull(),
    bankCardNo: text('bank_card_no').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: ['valid', 'invalid'] })
      .notNull()
      .default('valid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoicing_infos_enterprise_idx').on(t.enterpriseUid, t.createdAt)],
);
