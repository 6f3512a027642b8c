import { boolean, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';

/**
 * Every sign-in attempt of an account (issue 33): when, from which address and browser, by which way, and whether
 * it succeeded or why not. The last 100 per account are kept (older ones are pruned in the recording transaction).
 * `enterprise_uid` is the enterprise the session entered (null for a failure or while the account chooses one).
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    accountUid: uuid('account_uid')
      .notNull()
      .references(() => accounts.uid),
    enterpriseUid: uuid('enterprise_uid').references(() => enterprises.uid),
    /** password | two_factor | two_factor_setup | ticket | wechat */
    method: text('method').notNull(),
    /** success, or the reason it failed: password_wrong, code_wrong, throttled, account_disabled, … */
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    browser: text('browser'),
    system: text('system'),
    /** The first sign-in from this browser in 90 days (the account was alerted). */
    newBrowser: boolean('new_browser').notNull().default(false),
    /** The language of the browser that signed in, so later alerts reach the owner in theirs. */
    language: text('language'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_attempts_account_idx').on(t.accountUid, t.at)],
);

/**
 * The browsers an account signed in from: a keyed hash (HMAC-SHA256) of the browser's long-lived random device
 * cookie, or of its User-Agent and address when it sent no cookie. `last_seen_at` decides "new in 90 days".
 */
export const accountBrowsers = pgTable(
  'account_browsers',
  {
    accountUid: uuid('account_uid')
      .notNull()
      .references(() => accounts.uid),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountUid, t.deviceHash] })],
);

/** The key of the device hashes when SIGN_IN_DEVICE_KEY is not set: created once, random. */
export const signInKeys = pgTable('sign_in_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
});

/**
 * Two-factor policies: the platform enterprise's covers its finance staff and operators, another enterprise's its
 * admins and whoever may withdraw. One row per enterprise that set one.
 */
export const twoFactorPolicies = pgTable('two_factor_policies', {
  enterpriseUid: uuid('enterprise_uid')
    .primaryKey()
    .references(() => enterprises.uid),
  required: boolean('required').notNull().default(false),
  changedBy: uuid('changed_by').references(() => accounts.uid),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The step between a correct password and a session for a person a policy covers who has no two-factor yet:
 * a short-lived single-use ticket (only its SHA-256 kept) that allows only the enrolment, then signs in.
 */
export const twoFactorSetupTickets = pgTable(
  'two_factor_setup_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountUid: uuid('account_uid')
      .notNull()
      .references(() => accounts.uid),
    jobNumber: text('job_number'),
    clientType: smallint('client_type').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('two_factor_setup_tickets_expiry_idx').on(t.expiresAt)],
);
