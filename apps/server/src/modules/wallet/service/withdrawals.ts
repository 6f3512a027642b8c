import { textOfCents, withdrawalTransition, type WithdrawalAction } from '@pcbunion/core';
import { and, count, desc, eq, ilike, isNull, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { likePattern, offsetOf, orderOf } from '../../../platform/paging.js';
import type { WithdrawalListQuery } from '../schemas.js';
import { bankAccounts, withdrawals } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import {
  balanceOf,
  LedgerError,
  platformAccount,
  walletOf,
  type Executor,
  type Ledger,
} from '../../../platform/ledger/index.js';
import { auditMoney } from '../audit.js';
import { cardNumberOf, maskCard } from './bank-accounts.js';
import { walletMessages, wrongState } from '../messages.js';
import { businessNumber } from '../../../platform/business-numbers.js';
import { businessDay } from '../../../platform/business-day.js';

type Withdrawal = typeof withdrawals.$inferSelect;

/** The payout account as it was when the withdrawal was applied for (the row's JSON). */
export interface WithdrawalBankAccount {
  holder: string;
  bank: string;
  branch: string;
  cardNumberMasked: string;
}

export function withdrawalView(w: Withdrawal) {
  return {
    withdrawalNo: w.withdrawalNo,
    amount: textOfCents(w.amount),
    currency: w.currency,
    reason: w.reason,
    rejectReason: w.rejectReason,
    status: w.status,
    source: w.source,
    appliedAt: w.appliedAt,
    handledAt: w.handledAt,
    operator: w.operatorName,
    batchNo: w.batchNo,
    bankAccount: w.bankAccount as WithdrawalBankAccount,
  };
}

export interface Actor {
  accountUid: string;
  name: string;
}

/**
 * A member applies for a withdrawal: at most the withdrawable amount, frozen at once as a pending ledger
 * transfer (wallet → platform bank) in the same transaction as the withdrawal row.
 */
export async function applyWithdrawal(
  tx: Executor,
  ledger: Ledger,
  input: {
    enterpriseUid: string;
    amount: bigint;
    bankAccountId: string;
    reason: string | null;
    actor: Actor;
    at: Date;
  },
): Promise<Withdrawal> {
  const [account] = await tx
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.id, input.bankAccountId),
        eq(bankAccounts.enterpriseUid, input.enterpriseUid),
        isNull(bankAccounts.deletedAt),
      ),
    );
  if (!account) throw new AppError(400, walletMessages.bankAccountNotFound, {}, 0, 'bankAccountId');
  const withdrawalNo = await businessNumber(tx, 'WD', input.at, 4);
  let pending;
  try {
    pending = await ledger.pending(tx, {
      kind: 'withdrawal',
      reference: withdrawalNo,
      from: walletOf(input.enterpriseUid),
      to: platformAccount('platform_bank'),
      amount: input.amount,
      enterpriseUid: input.enterpriseUid,
      actorAccountUid: input.actor.accountUid,
      at: input.at,
    });
  } catch (error) {
    if (error instanceof LedgerError && error.refusal === 'insufficient_funds') {
      const { available } = await balanceOf(tx, walletOf(input.enterpriseUid));
      throw new AppError(
        400,
        walletMessages.exceedsWithdrawable,
        { withdrawable: textOfCents(available) },
        0,
        'amount',
      );
    }
    throw error;
  }
  const [row] = await tx
    .insert(withdrawals)
    .values({
      withdrawalNo,
      enterpriseUid: input.enterpriseUid,
      amount: input.amount,
      bankAccountId: account.id,
      bankAccount: {
        holder: account.holder,
        bank: account.bank,
        branch: account.branch,
        cardNumberMasked: maskCard(cardNumberOf(account)),
      },
      reason: input.reason,
      appliedAt: input.at,
      appliedBy: input.actor.accountUid,
      pendingTransactionId: pending.id,
    })
    .returning();
  await auditMoney(tx, {
    actor: input.actor.accountUid,
    enterpriseUid: input.enterpriseUid,
    entity: 'withdrawal',
    no: withdrawalNo,
    action: 'apply',
    after: { status: 'unprocessed', amount: textOfCents(input.amount) },
    at: input.at,
  });
  return row!;
}

export async function findWithdrawal(tx: Executor, no: string, enterpriseUid?: string): Promise<Withdrawal> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(
      enterpriseUid
        ? and(eq(withdrawals.withdrawalNo, no), eq(withdrawals.enterpriseUid, enterpriseUid))
        : eq(withdrawals.withdrawalNo, no),
    );
  if (!row) throw new AppError(404, walletMessages.withdrawalNotFound, { no });
  return row;
}

/** Compare-and-set from unprocessed, then the ledger settles the freeze: posted (paid out) or voided (money back). */
async function settle(
  tx: Executor,
  ledger: Ledger,
  input: {
    no: string;
    action: WithdrawalAction;
    actor: Actor;
    at: Date;
    enterpriseUid?: string;
    rejectReason?: string;
  },
): Promise<Withdrawal> {
  const { from, to } = withdrawalTransition(input.action);
  const scope = input.enterpriseUid
    ? and(eq(withdrawals.withdrawalNo, input.no), eq(withdrawals.enterpriseUid, input.enterpriseUid))
    : eq(withdrawals.withdrawalNo, input.no);
  const [moved] = await tx
    .update(withdrawals)
    .set({
      status: to,
      handledAt: input.at,
      handledBy: input.actor.accountUid,
      operatorName: input.actor.name,
      ...(input.rejectReason ? { rejectReason: input.rejectReason } : {}),
    })
    .where(and(scope, eq(withdrawals.status, from)))
    .returning();
  if (!moved) {
    const current = await findWithdrawal(tx, input.no, input.enterpriseUid);
    throw new AppError(
      409,
      wrongState(walletMessages.withdrawalWrongState, input.action),
      { no: input.no, status: current.status },
      0,
      'status',
    );
  }
  const context = {
    reference: moved.withdrawalNo,
    enterpriseUid: moved.enterpriseUid,
    actorAccountUid: input.actor.accountUid,
    at: input.at,
  };
  if (input.action === 'process')
    await ledger.postPending(tx, moved.pendingTransactionId, { ...context, kind: 'withdrawal_paid' });
  else
    await ledger.voidPending(tx, moved.pendingTransactionId, {
      ...context,
      kind: input.action === 'cancel' ? 'withdrawal_cancelled' : 'withdrawal_rejected',
      description: input.rejectReason ?? null,
    });
  await auditMoney(tx, {
    actor: input.actor.accountUid,
    enterpriseUid: moved.enterpriseUid,
    entity: 'withdrawal',
    no: moved.withdrawalNo,
    action: input.action,
    before: { status: from },
    after: { status: to, rejectReason: moved.rejectReason },
    at: input.at,
  });
  return moved;
}

/** The member cancels its own unprocessed withdrawal: the frozen money is available again. */
export const cancelWithdrawal = (
  tx: Executor,
  ledger: Ledger,
  input: { no: string; enterpriseUid: string; actor: Actor; at: Date },
) => settle(tx, ledger, { ...input, action: 'cancel' });

/** Finance paid the withdrawal out: the frozen money leaves the wallet for good. */
export const processWithdrawal = (tx: Executor, ledger: Ledger, input: { no: string; actor: Actor; at: Date }) =>
  settle(tx, ledger, { ...input, action: 'process' });

/** Finance refuses it with a reason the member sees: the frozen money is available again. */
export const rejectWithdrawal = (
  tx: Executor,
  ledger: Ledger,
  input: { no: string; reason: string; actor: Actor; at: Date },
) => settle(tx, ledger, { ...input, action: 'reject', rejectReason: input.reason });

/**
 * The weekly payout batch (spec 02 §9), run by the `withdrawal.weekly-batch` job each Monday 00:00 Asia/Shanghai:
 * every unprocessed withdrawal applied for before that moment and not yet in a batch joins batch WB<yyyymmdd>.
 * Running it twice changes nothing more.
 */
export async function buildWeeklyBatch(
  tx: Executor,
  slot: Date,
): Promise<{ batchNo: string; withdrawals: number; total: string }> {
  const batchNo = `WB${businessDay(slot).replaceAll('-', '')}`;
  const joined = await tx
    .update(withdrawals)
    .set({ batchNo })
    .where(and(eq(withdrawals.status, 'unprocessed'), isNull(withdrawals.batchNo), lt(withdrawals.appliedAt, slot)))
    .returning({ amount: withdrawals.amount });
  return { batchNo, withdrawals: joined.length, total: textOfCents(joined.reduce((sum, w) => sum + w.amount, 0n)) };
}

/** One page of the enterprise's withdrawals, by status and part of the number; newest application first. */
export async function listWithdrawals(db: Database, enterpriseUid: string, q: WithdrawalListQuery) {
  const where: SQL[] = [eq(withdrawals.enterpriseUid, enterpriseUid)];
  if (q.status) where.push(eq(withdrawals.status, q.status));
  if (q.keyword?.trim()) where.push(ilike(withdrawals.withdrawalNo, likePattern(q.keyword.trim())));
  const sortable = {
    withdrawalNo: withdrawals.withdrawalNo,
    amount: withdrawals.amount,
    status: withdrawals.status,
    appliedAt: withdrawals.appliedAt,
    handledAt: withdrawals.handledAt,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(and(...where))
      .orderBy(orderOf(q, sortable, desc(withdrawals.appliedAt)), desc(withdrawals.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db
      .select({ n: count() })
      .from(withdrawals)
      .where(and(...where)),
  ]);
  return { data: rows.map(withdrawalView), total: total!.n };
}
