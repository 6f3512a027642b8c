import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

export const PERSONAL_DATA_EXPORT_STATUSES = ['preparing', 'ready', 'failed'] as const;

/**
 * "Download my data" (issue 33, PIPL art. 45, GDPR art. 15): one archive per request, built by a durable job. The
 * random `token` in the download link works for the owner's session only, until `expires_at` (24 h after it was
 * built); the archive's bytes live in the file storage under `storage_key`.
 */
export const personalDataExports = pgTable(
  'personal_data_exports',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    accountUid: uuid('account_uid')
      .notNull()
      .references(() => accounts.uid),
    status: text('status', { enum: PERSONAL_DATA_EXPORT_STATUSES }).notNull().default('preparing'),
    token: text('token').notNull().unique(),
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('personal_data_exports_account_idx').on(t.accountUid, t.requestedAt)],
);

/**
 * An erased account (PIPL art. 47, GDPR art. 17): when, and what was kept anonymised for the law or the ledger
 * (counts per kind). The account row itself stays, anonymised, because ledger transactions and orders name it.
 */
export const accountErasures = pgTable('account_erasures', {
  accountUid: uuid('account_uid')
    .primaryKey()
    .references(() => accounts.uid),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull(),
  kept: jsonb('kept').notNull(),
});
