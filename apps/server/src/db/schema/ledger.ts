import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';

/**
 * A ledger account (TigerBeetle's model): one per enterprise, purpose and currency, or the platform's own
 * (`enterpriseUid` null). It keeps the four running totals of its lines, updated in the same database
 * transaction as the lines by a guarded single UPDATE; the CHECK constraints below are the last line of defence.
 * A member's wallet is credit-normal: available = credits_posted - debits_posted - debits_pending, frozen =
 * debits_pending. Amounts are cents.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    enterpriseUid: uuid('enterprise_uid').references(() => enterprises.uid),
    /** member_wallet, platform_bank, platform_escrow, … (see modules/ledger/accounts.ts). */
    purpose: text('purpose').notNull(),
    currency: text('currency').notNull().default('CNY'),
    /** The account can never spend more than it received (a member's wallet, the escrow). */
    debitsMustNotExceedCredits: boolean('debits_must_not_exceed_credits').notNull().default(false),
    creditsMustNotExceedDebits: boolean('credits_must_not_exceed_debits').notNull().default(false),
    debitsPosted: bigint('debits_posted', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    creditsPosted: bigint('credits_posted', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    debitsPending: bigint('debits_pending', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    creditsPending: bigint('credits_pending', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_enterprise_purpose')
      .on(t.enterpriseUid, t.purpose, t.currency)
      .where(sql`${t.enterpriseUid} is not null`),
    uniqueIndex('ledger_accounts_platform_purpose')
      .on(t.purpose, t.currency)
      .where(sql`${t.enterpriseUid} is null`),
    check(
      'ledger_accounts_totals_not_negative',
      sql`${t.debitsPosted} >= 0 and ${t.creditsPosted} >= 0 and ${t.debitsPending} >= 0 and ${t.creditsPending} >= 0`,
    ),
    check(
      'ledger_accounts_debits_within_credits',
      sql`not ${t.debitsMustNotExceedCredits} or ${t.debitsPosted} + ${t.debitsPending} <= ${t.creditsPosted}`,
    ),
    check(
      'ledger_accounts_credits_within_debits',
      sql`not ${t.creditsMustNotExceedDebits} or ${t.creditsPosted} + ${t.creditsPending} <= ${t.debitsPosted}`,
    ),
  ],
);

/**
 * One ledger transaction: never updated, never deleted. `phase` says how its lines count:
 * `posted` moves posted money; `pending` reserves it (a withdrawal's freeze); `post` settles a pending one
 * (`pendingId`) and `void` releases it — at most one of them per pending transaction (unique index).
 * A correction is a new transaction with `reversesId` and the lines negated.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    phase: text('phase', { enum: ['posted', 'pending', 'post', 'void'] }).notNull(),
    pendingId: uuid('pending_id'),
    reversesId: uuid('reverses_id'),
    /** The caller's own id for the transfer: a second transfer with the same key is the first one (idempotent). */
    transferKey: text('transfer_key'),
    /** Why: the recharge, withdrawal or order number. */
    reference: text('reference'),
    description: text('description'),
    /** Whose money it is about (statements, audits). */
    enterpriseUid: uuid('enterprise_uid').references(() => enterprises.uid),
    /** Who: the account that asked for it; null for a job or a provider's webhook. */
    actorAccountUid: uuid('actor_account_uid').references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_resolves_once')
      .on(t.pendingId)
      .where(sql`${t.pendingId} is not null`),
    uniqueIndex('ledger_transactions_reversed_once')
      .on(t.reversesId)
      .where(sql`${t.reversesId} is not null`),
    uniqueIndex('ledger_transactions_transfer_key')
      .on(t.transferKey)
      .where(sql`${t.transferKey} is not null`),
    index('ledger_transactions_reference_idx').on(t.reference),
    check('ledger_transactions_phase_link', sql`(${t.phase} in ('post', 'void')) = (${t.pendingId} is not null)`),
  ],
);

/**
 * A line of a transaction: `amount` in cents, a debit positive and a credit negative, so the lines of a
 * transaction sum to zero in each currency. `availableAfter` / `frozenAfter` are the account's
 * credits_posted - debits_posted - debits_pending and debits_pending right after this line (the statement's
 * balance column), read from the guarded UPDATE that applied it.
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    availableAfter: bigint('available_after', { mode: 'bigint' }).notNull(),
    frozenAfter: bigint('frozen_after', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('ledger_lines_account_idx').on(t.accountId, t.id),
    index('ledger_lines_transaction_idx').on(t.transactionId),
    check('ledger_lines_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);
