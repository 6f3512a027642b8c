import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AccountDirectory, big, rowsOf, type AccountRef, type Executor } from './accounts.js';
import { LedgerError, pgCode, pgConstraint } from './errors.js';

/** One line: a debit is positive, a credit negative (cents). A transaction's lines sum to zero per currency. */
export interface LineInput {
  account: AccountRef;
  amount: bigint;
}

/** Who, why and when of a transaction. */
export interface TransactionContext {
  /** recharge, withdrawal, withdrawal_paid, withdrawal_cancelled, withdrawal_rejected, payment, refund, adjustment, reversal, … */
  kind: string;
  /** The business number it is for: recharge no., withdrawal no., order no. */
  reference?: string | null;
  description?: string | null;
  /** Whose money it is about. */
  enterpriseUid?: string | null;
  /** The account that asked for it; null for a job or a provider. */
  actorAccountUid?: string | null;
  /** The caller's id for this transfer: the same key again answers the first transaction and moves nothing. */
  transferKey?: string | null;
  at?: Date;
}

export interface TransferInput extends TransactionContext {
  lines: LineInput[];
}

/** A two-line transfer: `amount` from `from` (debited) to `to` (credited). */
export interface SimpleTransfer extends TransactionContext {
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
}

export interface WrittenTransaction {
  id: string;
  /** True when `transferKey` named a transaction that already existed: nothing was moved this time. */
  duplicate: boolean;
  /** Per account id: available and frozen right after this transaction. */
  balances: Map<string, { available: bigint; frozen: bigint }>;
}

type Phase = 'posted' | 'pending' | 'post' | 'void';

interface Effect {
  accountId: string;
  currency: string;
  debitsPosted: bigint;
  creditsPosted: bigint;
  debitsPending: bigint;
  creditsPending: bigint;
}

interface ResolvedLine {
  accountId: string;
  amount: bigint;
  currency: string;
}

/**
 * The double-entry ledger: the only way a balance changes (DESIGN.md § Data). Every method runs inside the
 * caller's database transaction, so the money moves together with the business change it pays for.
 * Balances are kept in the account rows by one guarded UPDATE per account, in account-id order (no deadlock
 * between two transfers over the same accounts); an account that forbids it never goes negative — the UPDATE
 * finds no row and the ledger refuses, and the CHECK constraint backs that up.
 */
export class Ledger {
  readonly accounts = new AccountDirectory();

  /** A posted transaction of any number of lines. */
  post(tx: Executor, input: TransferInput): Promise<WrittenTransaction> {
    return this.write(tx, 'posted', input);
  }

  /** A posted transfer of `amount` from one account to another. */
  transfer(tx: Executor, input: SimpleTransfer): Promise<WrittenTransaction> {
    return this.post(tx, { ...input, lines: twoLines(input) });
  }

  /** Reserves money (TigerBeetle's pending transfer): the debited account's available drops, its frozen grows. */
  pending(tx: Executor, input: SimpleTransfer | TransferInput): Promise<WrittenTransaction> {
    return this.write(tx, 'pending', 'lines' in input ? input : { ...input, lines: twoLines(input) });
  }

  /** Settles a pending transaction in full: the reserved money moves for good. */
  postPending(tx: Executor, pendingId: string, context: TransactionContext): Promise<WrittenTransaction> {
    return this.resolve(tx, 'post', pendingId, context);
  }

  /** Releases a pending transaction: the reserved money is available again. */
  voidPending(tx: Executor, pendingId: string, context: TransactionContext): Promise<WrittenTransaction> {
    return this.resolve(tx, 'void', pendingId, context);
  }

  /** Corrects a posted transaction by a new one with the lines negated (refused if it would overdraw an account). */
  async reverse(tx: Executor, transactionId: string, context: TransactionContext): Promise<WrittenTransaction> {
    const [original] = rowsOf<{ phase: Phase }>(await tx.execute(sql`select phase from ledger_transactions where id = ${transactionId}`));
    if (!original) throw new LedgerError('not_found', `no transaction ${transactionId}`);
    if (original.phase !== 'posted') throw new LedgerError('not_pending', `only a posted transaction can be reversed; ${transactionId} is ${original.phase}`);
    const lines = await this.linesOf(tx, transactionId);
    return this.apply(tx, 'posted', context, lines.map((l) => ({ ...l, amount: -l.amount })), { reversesId: transactionId });
  }

  private async write(tx: Executor, phase: 'posted' | 'pending', input: TransferInput): Promise<WrittenTransaction> {
    const lines: ResolvedLine[] = [];
    for (const line of input.lines) {
      lines.push({ accountId: await this.accounts.idOf(tx, line.account), amount: line.amount, currency: line.account.currency ?? 'CNY' });
    }
    return this.apply(tx, phase, input, lines, {});
  }

  private async resolve(tx: Executor, phase: 'post' | 'void', pendingId: string, context: TransactionContext): Promise<WrittenTransaction> {
    const [pending] = rowsOf<{ phase: Phase }>(await tx.execute(sql`select phase from ledger_transactions where id = ${pendingId}`));
    if (!pending) throw new LedgerError('not_found', `no transaction ${pendingId}`);
    if (pending.phase !== 'pending') throw new LedgerError('not_pending', `transaction ${pendingId} is ${pending.phase}, not pending`);
    return this.apply(tx, phase, context, await this.linesOf(tx, pendingId), { pendingId });
  }

  private async linesOf(tx: Executor, transactionId: string): Promise<ResolvedLine[]> {
    const rows = rowsOf<{ account_id: string; amount: unknown; currency: string }>(
      await tx.execute(sql`select account_id, amount, currency from ledger_lines where transaction_id = ${transactionId} order by id`),
    );
    return rows.map((r) => ({ accountId: r.account_id, amount: big(r.amount), currency: r.currency }));
  }

  private async apply(tx: Executor, phase: Phase, context: TransactionContext, lines: ResolvedLine[], link: { pendingId?: string; reversesId?: string }): Promise<WrittenTransaction> {
    assertBalanced(lines);
    const id = randomUUID();
    const at = context.at ?? new Date();
    const header = sql`(${id}, ${context.kind}, ${phase}, ${link.pendingId ?? null}, ${link.reversesId ?? null}, ${context.transferKey ?? null},
      ${context.reference ?? null}, ${context.description ?? null}, ${context.enterpriseUid ?? null}, ${context.actorAccountUid ?? null}, ${at.toISOString()})`;
    const columns = sql`(id, kind, phase, pending_id, reverses_id, transfer_key, reference, description, enterprise_uid, actor_account_uid, created_at)`;
    try {
      // A keyed transfer, a settlement and a reversal claim their unique slot before any balance moves.
      if (context.transferKey || link.pendingId || link.reversesId) {
        const inserted = rowsOf<{ id: string }>(
          await tx.execute(sql`insert into ledger_transactions ${columns} values ${header}
            on conflict (transfer_key) where transfer_key is not null do nothing returning id`),
        );
        if (!inserted[0]) {
          const [existing] = rowsOf<{ id: string }>(await tx.execute(sql`select id from ledger_transactions where transfer_key = ${context.transferKey}`));
          return { id: existing!.id, duplicate: true, balances: new Map() };
        }
        const balances = await this.updateBalances(tx, effectsOf(phase, lines));
        await tx.execute(sql`insert into ledger_lines (transaction_id, account_id, amount, currency, available_after, frozen_after) values ${lineValues(sql`${id}::uuid`, lines, balances)}`);
        return { id, duplicate: false, balances };
      }
      const balances = await this.updateBalances(tx, effectsOf(phase, lines));
      // The header and its lines in one statement, after the balances: the accounts stay locked as briefly as possible.
      await tx.execute(sql`with t as (insert into ledger_transactions ${columns} values ${header} returning id)
        insert into ledger_lines (transaction_id, account_id, amount, currency, available_after, frozen_after)
        select t.id, l.account_id::uuid, l.amount::bigint, l.currency, l.available_after::bigint, l.frozen_after::bigint
        from t, (values ${lineValues(null, lines, balances)}) as l(account_id, amount, currency, available_after, frozen_after)`);
      return { id, duplicate: false, balances };
    } catch (error) {
      const constraint = pgConstraint(error);
      if (pgCode(error) === '23505' && constraint === 'ledger_transactions_resolves_once') throw new LedgerError('already_resolved', `pending transaction ${link.pendingId} is already posted or voided`);
      if (pgCode(error) === '23505' && constraint === 'ledger_transactions_reversed_once') throw new LedgerError('already_reversed', `transaction ${link.reversesId} is already reversed`);
      if (pgCode(error) === '23514' && constraint?.startsWith('ledger_accounts_')) throw new LedgerError('insufficient_funds', 'the account cannot go below zero');
      throw error;
    }
  }

  /** One guarded UPDATE per account, in id order; no row back means the account would overdraw. */
  private async updateBalances(tx: Executor, effects: Effect[]): Promise<Map<string, { available: bigint; frozen: bigint }>> {
    const balances = new Map<string, { available: bigint; frozen: bigint }>();
    for (const e of effects) {
      const [row] = rowsOf<{ available: unknown; frozen: unknown }>(
        await tx.execute(sql`update ledger_accounts set
            debits_posted = debits_posted + ${e.debitsPosted}, credits_posted = credits_posted + ${e.creditsPosted},
            debits_pending = debits_pending + ${e.debitsPending}, credits_pending = credits_pending + ${e.creditsPending}
          where id = ${e.accountId} and currency = ${e.currency}
            and (not debits_must_not_exceed_credits or debits_posted + ${e.debitsPosted} + debits_pending + ${e.debitsPending} <= credits_posted + ${e.creditsPosted})
            and (not credits_must_not_exceed_debits or credits_posted + ${e.creditsPosted} + credits_pending + ${e.creditsPending} <= debits_posted + ${e.debitsPosted})
          returning credits_posted - debits_posted - debits_pending as available, debits_pending as frozen`),
      );
      if (!row) {
        const [exists] = rowsOf<{ currency: string }>(await tx.execute(sql`select currency from ledger_accounts where id = ${e.accountId}`));
        if (!exists) {
          this.accounts.forget();
          throw new LedgerError('not_found', `ledger account ${e.accountId} does not exist`, e.accountId);
        }
        if (exists.currency !== e.currency) throw new LedgerError('unbalanced', `account ${e.accountId} keeps ${exists.currency}, not ${e.currency}`, e.accountId);
        throw new LedgerError('insufficient_funds', 'the account cannot go below zero', e.accountId);
      }
      balances.set(e.accountId, { available: big(row.available), frozen: big(row.frozen) });
    }
    return balances;
  }
}

function twoLines(t: SimpleTransfer): LineInput[] {
  if (t.amount <= 0n) throw new LedgerError('unbalanced', `a transfer moves a positive amount, not ${t.amount}`);
  return [
    { account: t.from, amount: t.amount },
    { account: t.to, amount: -t.amount },
  ];
}

/** Lines exist, none is zero, and they sum to zero in each currency (asserted in the code that moves money). */
export function assertBalanced(lines: { amount: bigint; currency: string }[]): void {
  if (lines.length < 2) throw new LedgerError('unbalanced', 'a transaction has at least two lines');
  const sums = new Map<string, bigint>();
  for (const line of lines) {
    if (line.amount === 0n) throw new LedgerError('unbalanced', 'a line moves a non-zero amount');
    sums.set(line.currency, (sums.get(line.currency) ?? 0n) + line.amount);
  }
  for (const [currency, sum] of sums) if (sum !== 0n) throw new LedgerError('unbalanced', `the lines sum to ${sum} ${currency}, not zero`);
}

/** What a phase's lines do to each account's four totals, one entry per account, in account-id order. */
function effectsOf(phase: Phase, lines: ResolvedLine[]): Effect[] {
  const byAccount = new Map<string, Effect>();
  for (const line of lines) {
    const e = byAccount.get(line.accountId) ?? { accountId: line.accountId, currency: line.currency, debitsPosted: 0n, creditsPosted: 0n, debitsPending: 0n, creditsPending: 0n };
    const debit = line.amount > 0n ? line.amount : 0n;
    const credit = line.amount < 0n ? -line.amount : 0n;
    if (phase === 'posted' || phase === 'post') {
      e.debitsPosted += debit;
      e.creditsPosted += credit;
    }
    if (phase === 'pending') {
      e.debitsPending += debit;
      e.creditsPending += credit;
    }
    if (phase === 'post' || phase === 'void') {
      e.debitsPending -= debit;
      e.creditsPending -= credit;
    }
    byAccount.set(line.accountId, e);
  }
  return [...byAccount.values()].sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
}

function lineValues(transactionId: ReturnType<typeof sql> | null, lines: ResolvedLine[], balances: Map<string, { available: bigint; frozen: bigint }>) {
  return sql.join(
    lines.map((l) => {
      const b = balances.get(l.accountId)!;
      return transactionId
        ? sql`(${transactionId}, ${l.accountId}, ${l.amount}, ${l.currency}, ${b.available}, ${b.frozen})`
        : sql`(${l.accountId}, ${l.amount}, ${l.currency}, ${b.available}, ${b.frozen})`;
    }),
    sql`, `,
  );
}
