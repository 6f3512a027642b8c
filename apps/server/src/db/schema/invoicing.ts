import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprises.js';

/**
 * Invoicing info (spec 02 §3): the titles an enterprise asks invoices to be made out to. Every field required. The
 * taxpayer number and the bank card number are stored sealed with their keyed hashes (platform/secrets).
 */
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
    /** Plain values of rows from before sealing; start-up seals them and empties these columns. */
    legacyTaxpayerNo: text('taxpayer_no'),
    taxpayerNoSealed: text('taxpayer_no_sealed'),
    taxpayerNoHash: text('taxpayer_no_hash'),
    address: text('address').notNull(),
    detailAddress: text('detail_address').notNull(),
    phone: text('phone').notNull(),
    bank: text('bank').notNull(),
    legacyBankCardNo: text('bank_card_no'),
    bankCardNoSealed: text('bank_card_no_sealed'),
    bankCardNoHash: text('bank_card_no_hash'),
    email: text('email').notNull(),
    status: text('status', { enum: ['valid', 'invalid'] })
      .notNull()
      .default('valid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoicing_infos_enterprise_idx').on(t.enterpriseUid, t.createdAt),
    index('invoicing_infos_taxpayer_hash_idx').on(t.enterpriseUid, t.taxpayerNoHash),
  ],
);
