import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
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
 * Balances are kept in the account rows by a guarded UPDATE (never read-then-write) in the same statement as the
 * lines; an account that forbids it never goes negative — the UPDATE skips its row and the ledger refuses, and
 * the CHECK constraint backs that up. After a LedgerError the caller's transaction must roll back (or its
 * savepoint): the refused statement may have moved the other accounts' rows.
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
        return { id, duplicate: false, balances: await this.move(tx, id, null, phase, lines) };
      }
      return { id, duplicate: false, balances: await this.move(tx, id, sql`insert into ledger_transactions ${columns} values ${header}`, phase, lines) };
    } catch (error) {
      const constraint = pgConstraint(error);
      if (pgCode(error) === '23505' && constraint === 'ledger_transactions_resolves_once') throw new LedgerError('already_resolved', `pending transaction ${link.pendingId} is already posted or voided`);
      if (pgCode(error) === '23505' && constraint === 'ledger_transactions_reversed_once') throw new LedgerError('already_reversed', `transaction ${link.reversesId} is already reversed`);
      if (pgCode(error) === '23514' && constraint?.startsWith('ledger_accounts_')) throw new LedgerError('insufficient_funds', 'the account cannot go below zero');
      throw error;
    }
  }

  /**
   * One statement: the guarded UPDATE of every account the lines touch (in account-id order), the header when it
   * is not written yet, and the lines with the balances the UPDATE returned. An account that would overdraw is not
   * updated, so its lines are missing from the answer and the ledger refuses; the caller's transaction then rolls
   * back whatever the statement did. One round trip while the accounts are locked, then the commit.
   */
  private async move(tx: Executor, id: string, header: SQL | null, phase: Phase, lines: ResolvedLine[]): Promise<Map<string, { available: bigint; frozen: bigint }>> {
    const effects = effectsOf(phase, lines);
    const deltas = sql.join(effects.map((e) => sql`(${e.accountId}, ${e.currency}, ${e.debitsPosted}, ${e.creditsPosted}, ${e.debitsPending}, ${e.creditsPending})`), sql`, `);
    const lineRows = sql.join(lines.map((l) => sql`(${l.accountId}, ${l.amount}, ${l.currency})`), sql`, `);
    const written = rowsOf<{ account_id: string; available_after: unknown; frozen_after: unknown }>(
      await tx.execute(sql`with d (id, currency, dp, cp, dq, cq) as (values ${deltas}),
        u as (
          update ledger_accounts a set
            debits_posted = a.debits_posted + d.dp::bigint, credits_posted = a.credits_posted + d.cp::bigint,
            debits_pending = a.debits_pending + d.dq::bigint, credits_pending = a.credits_pending + d.cq::bigint
          from d
          where a.id = d.id::uuid and a.currency = d.currency
            and (not a.debits_must_not_exceed_credits or a.debits_posted + d.dp::bigint + a.debits_pending + d.dq::bigint <= a.credits_posted + d.cp::bigint)
            and (not a.credits_must_not_exceed_debits or a.credits_posted + d.cp::bigint + a.credits_pending + d.cq::bigint <= a.debits_posted + d.dp::bigint)
          returning a.id, a.credits_posted - a.debits_posted - a.debits_pending as available, a.debits_pending as frozen)
        ${header ? sql`, t as (${header} returning id)` : sql``}
        insert into ledger_lines (transaction_id, account_id, amount, currency, available_after, frozen_after)
        select ${header ? sql`t.id` : sql`${id}::uuid`}, u.id, l.amount::bigint, l.currency, u.available, u.frozen
        from (values ${lineRows}) as l (account_id, amount, currency) join u on u.id = l.account_id::uuid ${header ? sql`cross join t` : sql``}
        returning account_id, available_after, frozen_after`),
    );
    const balances = new Map<string, { available: bigint; frozen: bigint }>();
    for (const w of written) balances.set(w.account_id, { available: big(w.available_after), frozen: big(w.frozen_after) });
    if (written.length === lines.length) return balances;
    const missing = effects.find((e) => !balances.has(e.accountId))!;
    const [exists] = rowsOf<{ currency: string }>(await tx.execute(sql`select currency from ledger_accounts where id = ${missing.accountId}`));
    if (!exists) {
      this.accounts.forget();
      throw new LedgerError('not_found', `ledger account ${missing.accountId} does not exist`, missing.accountId);
    }
    if (exists.currency !== missing.currency) throw new LedgerError('unbalanced', `account ${missing.accountId} keeps ${exists.currency}, not ${missing.currency}`, missing.accountId);
    throw new LedgerError('insufficient_funds', 'the account cannot go below zero', missing.accountId);
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
