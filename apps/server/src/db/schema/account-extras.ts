import { date, pgSequence, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';
import { sessions } from './sessions.js';
import { staff } from './staff.js';

/** Numbers of accounts (U001000, …) and enterprises (E1000, …) created after the demo data. */
export const accountNoSeq = pgSequence('account_no_seq', { startWith: 1000 });
export const enterpriseNoSeq = pgSequence('enterprise_no_seq', { startWith: 1000 });

/**
 * A short-lived, single-use hand-off ticket (`ticketlogin` / `ticketsecondlogin`): a signed-in user asks for
 * one and a second client exchanges it for a session of its own. Only its SHA-256 is stored.
 */
export const loginTickets = pgTable('login_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  accountUid: uuid('account_uid')
    .notNull()
    .references(() => accounts.uid),
  enterpriseUid: uuid('enterprise_uid')
    .notNull()
    .references(() => enterprises.uid),
  staffUid: uuid('staff_uid')
    .notNull()
    .references(() => staff.uid),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A session's proof of a recent step, e.g. the current password checked before a phone change. */
export const sessionGrants = pgTable(
  'session_grants',
  {
    sessionUid: uuid('session_uid')
      .notNull()
      .references(() => sessions.uid),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionUid, t.purpose] })],
);

/** The member fields of spec 02 §3 that an account does not already hold. */
export const memberProfiles = pgTable('member_profiles', {
  accountUid: uuid('account_uid')
    .primaryKey()
    .references(() => accounts.uid),
  birthday: date('birthday'),
  gender: text('gender', { enum: ['male', 'female', 'unknown'] }),
  wechatNo: text('wechat_no'),
  qqNo: text('qq_no'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An account's identity at an outside sign-in provider (WeChat's openid / unionid). */
export const accountIdentities = pgTable(
  'account_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    accountUid: uuid('account_uid')
      .notNull()
      .references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);
