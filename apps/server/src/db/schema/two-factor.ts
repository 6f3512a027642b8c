import { bigint, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * Two-factor sign-in with a time-based one-time password (RFC 6238, issue 33): one row per account that began
 * enrolment. `secret_sealed` is the base32 key the authenticator app holds, sealed (platform/secrets); the row is
 * pending until a first code confirms it (`enabled_at`). `last_used_step` is the 30-second time step of the last code
 * accepted, so the same code (or an older one) is refused within its window. Turning two-factor off deletes the row.
 */
export const accountTwoFactor = pgTable('account_two_factor', {
  accountUid: uuid('account_uid')
    .primaryKey()
    .references(() => accounts.uid),
  /** The plain secret of rows from before sealing; start-up seals it and empties this column. */
  legacySecret: text('secret'),
  secretSealed: text('secret_sealed'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The ten recovery codes shown once at enrolment: only their SHA-256 is stored, and each works once. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    accountUid: uuid('account_uid')
      .notNull()
      .references(() => accounts.uid),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_account_idx').on(t.accountUid)],
);

/**
 * The step between a correct password and a session for an account with two-factor on: a short-lived, single-use
 * challenge handed to the client (only its SHA-256 is stored), with what the session will need and the login
 * name the throttle counts wrong codes against. `failures` ends the challenge after a few wrong codes.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountUid: uuid('account_uid')
      .notNull()
      .references(() => accounts.uid),
    loginName: text('login_name').notNull(),
    /** A job-number sign-in keeps to the memberships of that job number. */
    jobNumber: text('job_number'),
    clientType: smallint('client_type').notNull(),
    failures: smallint('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('two_factor_challenges_expiry_idx').on(t.expiresAt)],
);

/**
 * "Trust this browser for 30 days": the browser holds a random token in an HttpOnly cookie, the server its
 * SHA-256 here. Turning two-factor off (or "forget trusted browsers") revokes every row of the account.
 */
export const trustedBrowsers = pgTable(
  'trusted_browsers',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountUid: uuid('account_uid')
      .notNull()
      .references(() => accounts.uid),
    userAgent: text('user_agent'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trusted_browsers_account_idx').on(t.accountUid)],
);
