import { RECHARGE_METHODS, RECHARGE_STATUSES, WITHDRAWAL_STATUSES } from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';
import { ledgerTransactions } from './ledger.js';

/**
 * A member's payout account (spec 02 §2 "bank account"). The card number is stored sealed (platform/secrets, with its
 * keyed hash) and answered masked, except to the owner who reveals it with the password.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    holder: text('holder').notNull(),
    bank: text('bank').notNull(),
    branch: text('branch').notNull(),
    /** The plain card number of rows from before sealing; start-up seals it and empties this column. */
    legacyCardNumber: text('card_number'),
    cardNumberSealed: text('card_number_sealed'),
    cardNumberHash: text('card_number_hash'),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted accounts stay for the withdrawals that name them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('bank_accounts_enterprise_idx').on(t.enterpriseUid, t.createdAt),
    index('bank_accounts_card_hash_idx').on(t.enterpriseUid, t.cardNumberHash),
  ],
);

/** A recharge order: money the member sends through a provider; paid = a posted ledger transaction. */
export const recharges = pgTable(
  'recharges',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    rechargeNo: text('recharge_no').notNull().unique(),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('CNY'),
    method: text('method', { enum: RECHARGE_METHODS }).notNull(),
    status: text('status', { enum: RECHARGE_STATUSES }).notNull().default('pending'),
    /** What the member writes on the bank transfer (bank_transfer), or the gateway's payment id once paid. */
    providerReference: text('provider_reference'),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The finance operator who confirmed or rejected it; null when the provider's webhook paid it. */
    handledBy: uuid('handled_by').references(() => accounts.uid),
    rejectReason: text('reject_reason'),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
  },
  (t) => [
    index('recharges_enterprise_idx').on(t.enterpriseUid, t.createdAt),
    index('recharges_status_idx').on(t.status, t.createdAt),
    check('recharges_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A withdrawal (spec 02 §3/§4): frozen at once as a pending ledger transaction, posted or voided later. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    withdrawalNo: text('withdrawal_no').notNull().unique(),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('CNY'),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    /** The payout account as it was when applied for: holder, bank, branch, cardNumberMasked. */
    bankAccount: jsonb('bank_account').notNull(),
    reason: text('reason'),
    rejectReason: text('reject_reason'),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('unprocessed'),
    /** Where the application came from: `web` (the member's screen). */
    source: text('source').notNull().default('web'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    appliedBy: uuid('applied_by').references(() => accounts.uid),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => accounts.uid),
    /** The operator's name as shown on the records screen (finance staff, or the member who cancelled). */
    operatorName: text('operator_name'),
    /** The weekly payout batch (WB + the Monday's date) the job put it in. */
    batchNo: text('batch_no'),
    pendingTransactionId: uuid('pending_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
  },
  (t) => [
    index('withdrawals_enterprise_idx').on(t.enterpriseUid, t.appliedAt),
    index('withdrawals_status_idx').on(t.status, t.appliedAt),
    index('withdrawals_batch_idx').on(t.batchNo),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Webhook events a payment provider delivered: a second delivery of one event changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    rechargeNo: text('recharge_no').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event').on(t.provider, t.eventId)],
);
