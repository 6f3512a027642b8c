import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AccountDirectory, big, rowsOf, type AccountRef, type Executor } from './accounts.js';
import { LedgerError, pgCode, pgConstraint } from './errors.js';
import { writeTransaction, type Effect, type Header, type ResolvedLine } from './write-statement.js';

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

/**
 * The double-entry ledger: the only way a balance changes (DESIGN.md § Data). Every method runs inside the
 * caller's database transaction, so the money moves together with the business change it pays for; given the
 * database itself instead, a transfer is a transaction of its own.
 * A transfer is one statement (write-statement.ts): it locks the accounts in id order, checks every guard on the
 * newest balances, and only then writes the header, the balance rows and the lines — so a refusal writes nothing,
 * an account that forbids it never goes negative (the CHECK constraints back that up), and nothing is read before
 * it is written. The row locks last from that statement to the commit: a caller holding a transaction open should
 * move the money last, just before it commits.
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
    const [original] = rowsOf<{ phase: Phase }>(
      await tx.execute(sql`select phase from ledger_transactions where id = ${transactionId}`),
    );
    if (!original) throw new LedgerError('not_found', `no transaction ${transactionId}`);
    if (original.phase !== 'posted')
      throw new LedgerError(
        'not_pending',
        `only a posted transaction can be reversed; ${transactionId} is ${original.phase}`,
      );
    const lines = await this.linesOf(tx, transactionId);
    return this.apply(
      tx,
      'posted',
      context,
      lines.map((l) => ({ ...l, amount: -l.amount })),
      { reversesId: transactionId },
    );
  }

  private async write(tx: Executor, phase: 'posted' | 'pending', input: TransferInput): Promise<WrittenTransaction> {
    const lines: ResolvedLine[] = [];
    for (const line of input.lines) {
      lines.push({
        accountId: await this.accounts.idOf(tx, line.account),
        amount: line.amount,
        currency: line.account.currency ?? 'CNY',
      });
    }
    return this.apply(tx, phase, input, lines, {});
  }

  private async resolve(
    tx: Executor,
    phase: 'post' | 'void',
    pendingId: string,
    context: TransactionContext,
  ): Promise<WrittenTransaction> {
    const [pending] = rowsOf<{ phase: Phase }>(
      await tx.execute(sql`select phase from ledger_transactions where id = ${pendingId}`),
    );
    if (!pending) throw new LedgerError('not_found', `no transaction ${pendingId}`);
    if (pending.phase !== 'pending')
      throw new LedgerError('not_pending', `transaction ${pendingId} is ${pending.phase}, not pending`);
    return this.apply(tx, phase, context, await this.linesOf(tx, pendingId), { pendingId });
  }

  private async linesOf(tx: Executor, transactionId: string): Promise<ResolvedLine[]> {
    const rows = rowsOf<{ account_id: string; amount: unknown; currency: string }>(
      await tx.execute(
        sql`select account_id, amount, currency from ledger_lines where transaction_id = ${transactionId} order by id`,
      ),
    );
    return rows.map((r) => ({ accountId: r.account_id, amount: big(r.amount), currency: r.currency }));
  }

  private async apply(
    tx: Executor,
    phase: Phase,
    context: TransactionContext,
    lines: ResolvedLine[],
    link: { pendingId?: string; reversesId?: string },
  ): Promise<WrittenTransaction> {
    assertBalanced(lines);
    const effects = effectsOf(phase, lines);
    const header: Header = {
      id: randomUUID(),
      kind: context.kind,
      phase,
      pendingId: link.pendingId ?? null,
      reversesId: link.reversesId ?? null,
      transferKey: context.transferKey ?? null,
      reference: context.reference ?? null,
      description: context.description ?? null,
      enterpriseUid: context.enterpriseUid ?? null,
      actorAccountUid: context.actorAccountUid ?? null,
      at: context.at ?? new Date(),
    };
    let outcome;
    try {
      outcome = await writeTransaction(tx, header, effects, lines);
    } catch (error) {
      const constraint = pgConstraint(error);
      if (pgCode(error) === '23505' && constraint === 'ledger_transactions_resolves_once')
        throw new LedgerError('already_resolved', `pending transaction ${link.pendingId} is already posted or voided`);
      if (pgCode(error) === '23505' && constraint === 'ledger_transactions_reversed_once')
        throw new LedgerError('already_reversed', `transaction ${link.reversesId} is already reversed`);
      if (pgCode(error) === '23514' && constraint?.startsWith('ledger_accounts_'))
        throw new LedgerError('insufficient_funds', 'the account cannot go below zero');
      throw error;
    }
    if (outcome.written) {
      if (outcome.balances.size !== effects.length)
        throw new Error(
          `ledger: transaction ${header.id} wrote ${outcome.balances.size} of ${effects.length} accounts`,
        );
      return { id: header.id, duplicate: false, balances: outcome.balances };
    }
    // Not written: the transfer key is taken (the first transaction is the answer, whatever the balance is now) …
    if (header.transferKey) {
      const existing =
        outcome.existingId ??
        rowsOf<{ id: string }>(
          await tx.execute(sql`select id from ledger_transactions where transfer_key = ${header.transferKey}`),
        )[0]?.id;
      if (existing) return { id: existing, duplicate: true, balances: new Map() };
    }
    if (outcome.fits) throw new Error(`ledger: transaction ${header.id} was neither written nor refused`);
    // … or an account is missing, keeps another currency, or would go below zero.
    return this.refuse(tx, effects, outcome.short);
  }

  /** Why a transfer that wrote nothing was refused: a missing account, another currency, or not enough money. */
  private async refuse(tx: Executor, effects: Effect[], short: string[]): Promise<never> {
    const found = rowsOf<{ id: string; currency: string }>(
      await tx.execute(
        sql`select id, currency from ledger_accounts where id in (${sql.join(
          effects.map((e) => sql`${e.accountId}::uuid`),
          sql`, `,
        )})`,
      ),
    );
    for (const e of effects) {
      const row = found.find((f) => f.id === e.accountId);
      if (!row) {
        this.accounts.forget();
        throw new LedgerError('not_found', `ledger account ${e.accountId} does not exist`, e.accountId);
      }
      if (row.currency !== e.currency)
        throw new LedgerError(
          'unbalanced',
          `account ${e.accountId} keeps ${row.currency}, not ${e.currency}`,
          e.accountId,
        );
    }
    throw new LedgerError('insufficient_funds', 'the account cannot go below zero', short[0]);
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
  for (const [currency, sum] of sums)
    if (sum !== 0n) throw new LedgerError('unbalanced', `the lines sum to ${sum} ${currency}, not zero`);
}

/** What a phase's lines do to each account's four totals, one entry per account, in account-id order. */
function effectsOf(phase: Phase, lines: ResolvedLine[]): Effect[] {
  const byAccount = new Map<string, Effect>();
  for (const line of lines) {
    const e = byAccount.get(line.accountId) ?? {
      accountId: line.accountId,
      currency: line.currency,
      debitsPosted: 0n,
      creditsPosted: 0n,
      debitsPending: 0n,
      creditsPending: 0n,
    };
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
