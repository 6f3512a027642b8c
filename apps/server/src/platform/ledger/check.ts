import { sql } from 'drizzle-orm';
import { big, rowsOf, type Executor } from './accounts.js';

export interface LedgerCheck {
  balanced: boolean;
  transactions: number;
  accounts: number;
  /** Sum of every line in cents (zero when every transaction is balanced), per currency added up. */
  difference: bigint;
  /** What is wrong, in words (empty when balanced); at most 20. */
  problems: string[];
}

/**
 * The invariant check: recomputes every account's four totals from the lines and compares them with the
 * balance rows, and checks that every transaction's lines sum to zero per currency, that no account that
 * forbids it is overdrawn, and that a pending transaction is settled at most once with its own lines.
 */
export async function checkLedger(db: Executor): Promise<LedgerCheck> {
  const problems: string[] = [];
  const [counts] = rowsOf<{ transactions: unknown; accounts: unknown }>(
    await db.execute(
      sql`select (select count(*) from ledger_transactions) as transactions, (select count(*) from ledger_accounts) as accounts`,
    ),
  );
  const totals = rowsOf<{ currency: string; total: unknown }>(
    await db.execute(sql`select currency, coalesce(sum(amount), 0) as total from ledger_lines group by currency`),
  );
  const difference = totals.reduce((sum, t) => sum + (big(t.total) < 0n ? -big(t.total) : big(t.total)), 0n);

  const unbalanced = rowsOf<{ transaction_id: string; currency: string; total: unknown }>(
    await db.execute(
      sql`select transaction_id, currency, sum(amount) as total from ledger_lines group by transaction_id, currency having sum(amount) <> 0 limit 20`,
    ),
  );
  for (const u of unbalanced)
    problems.push(`transaction ${u.transaction_id}: lines sum to ${big(u.total)} ${u.currency}`);

  const bare = rowsOf<{ id: string }>(
    await db.execute(
      sql`select t.id from ledger_transactions t where not exists (select 1 from ledger_lines l where l.transaction_id = t.id) limit 20`,
    ),
  );
  for (const b of bare) problems.push(`transaction ${b.id} has no lines`);

  const mismatched = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with replay as (
        select l.account_id,
          sum(case when t.phase in ('posted', 'post') and l.amount > 0 then l.amount else 0 end) as dp,
          sum(case when t.phase in ('posted', 'post') and l.amount < 0 then -l.amount else 0 end) as cp,
          sum(case when l.amount > 0 then case t.phase
            when 'pending' then l.amount when 'post' then -l.amount when 'void' then -l.amount else 0 end else 0 end) as dq,
          sum(case when l.amount < 0 then case t.phase
            when 'pending' then -l.amount when 'post' then l.amount when 'void' then l.amount else 0 end else 0 end) as cq
        from ledger_lines l join ledger_transactions t on t.id = l.transaction_id
        group by l.account_id)
      select a.id, a.purpose, a.debits_posted, a.credits_posted, a.debits_pending, a.credits_pending,
        coalesce(r.dp, 0) as dp, coalesce(r.cp, 0) as cp, coalesce(r.dq, 0) as dq, coalesce(r.cq, 0) as cq
      from ledger_accounts a left join replay r on r.account_id = a.id
      where a.debits_posted <> coalesce(r.dp, 0) or a.credits_posted <> coalesce(r.cp, 0)
        or a.debits_pending <> coalesce(r.dq, 0) or a.credits_pending <> coalesce(r.cq, 0)
        or (a.debits_must_not_exceed_credits and a.debits_posted + a.debits_pending > a.credits_posted)
        or (a.credits_must_not_exceed_debits and a.credits_posted + a.credits_pending > a.debits_posted)
      limit 20`),
  );
  for (const m of mismatched) {
    problems.push(
      `account ${String(m.id)} (${String(m.purpose)}): ` +
        `stored debits/credits posted ${big(m.debits_posted)}/${big(m.credits_posted)}, ` +
        `pending ${big(m.debits_pending)}/${big(m.credits_pending)}; ` +
        `replayed ${big(m.dp)}/${big(m.cp)}, pending ${big(m.dq)}/${big(m.cq)}`,
    );
  }

  const badSettlements = rowsOf<{ id: string }>(
    await db.execute(sql`
      select r.id from ledger_transactions r join ledger_transactions p on p.id = r.pending_id
      where p.phase <> 'pending' or
        (select coalesce(sum(abs(amount)), 0) from ledger_lines where transaction_id = r.id) <>
        (select coalesce(sum(abs(amount)), 0) from ledger_lines where transaction_id = p.id)
      limit 20`),
  );
  for (const s of badSettlements) problems.push(`settlement ${s.id} does not match its pending transaction`);

  return {
    balanced: difference === 0n && problems.length === 0,
    transactions: Number(counts!.transactions),
    accounts: Number(counts!.accounts),
    difference,
    problems: problems.slice(0, 20),
  };
}
