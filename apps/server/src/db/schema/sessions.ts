import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';
import { staff } from './staff.js';

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is stored.
 * `uid` is the public session id (the spec's `sessionID`), safe to show to the client.
 * `enterpriseUid` stays null while an account in several enterprises is choosing one.
 */
export const sessions = pgTable(
  'sessions',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull().unique(),
    accountUid: uuid('account_uid')
      .notNull()
      .references(() => accounts.uid),
    enterpriseUid: uuid('enterprise_uid').references(() => enterprises.uid),
    staffUid: uuid('staff_uid').references(() => staff.uid),
    clientType: integer('client_type').notNull().default(3),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', { enum: ['logout', 'replaced', 'password_changed', 'expired'] }),
  },
  (t) => [index('sessions_account_idx').on(t.accountUid, t.clientType)],
);
