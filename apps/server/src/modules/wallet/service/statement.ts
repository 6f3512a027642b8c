import { textOfCents, type StatementKind } from '@pcbunion/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { balanceOf, big, rowsOf, walletOf, type Executor } from '../../../platform/ledger/index.js';
import { statementWords } from '../messages.js';

export interface StatementQuery {
  from?: Date;
  /** Exclusive end. */
  to?: Date;
  kind?: StatementKind;
  field?: string;
  sort?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface StatementEntry {
  id: number;
  time: Date;
  kind: StatementKind;
  reference: string | null;
  amount: string;
  balanceAfter: string;
  description: string;
}

/** The kinds as the member reads them: a reversal is an adjustment; a withdrawal paid out changes no available money. */
const kindSql = sql`case when t.kind = 'reversal' then 'adjustment' else t.kind end`;
/** The member's signed amount: a credit to the wallet is +; a voided freeze gives its (debit) line back. */
const memberAmountSql = sql`case when t.phase = 'void' then l.amount else -l.amount end`;

/**
 * The wallet's statement: every ledger line that changed the available balance (a withdrawal shows when it is
 * frozen, and again when it is cancelled or rejected; its payout moves only frozen money), newest first by
 * default, with the available balance right after it.
 */
export async function statement(
  db: Executor,
  enterpriseUid: string,
  q: StatementQuery,
  language: Language,
): Promise<{ data: StatementEntry[]; total: number }> {
  const wallet = await balanceOf(db, walletOf(enterpriseUid));
  if (!wallet.accountId) return { data: [], total: 0 };
  const where: SQL[] = [sql`l.account_id = ${wallet.accountId}`, sql`t.phase <> 'post'`];
  if (q.from) where.push(sql`t.created_at >= ${q.from.toISOString()}`);
  if (q.to) where.push(sql`t.created_at < ${q.to.toISOString()}`);
  if (q.kind) where.push(sql`${kindSql} = ${q.kind}`);
  const filter = sql.join(where, sql` and `);
  const direction = q.sort === 'asc' ? sql`asc` : sql`desc`;
  const order = q.field === 'amount' ? sql`${memberAmountSql} ${direction}, l.id desc` : sql`l.id ${direction}`;
  const [rows, [count]] = await Promise.all([
    db.execute(sql`select l.id, t.created_at, ${kindSql} as kind, t.reference, t.description, ${memberAmountSql} as amount, l.available_after
      from ledger_lines l join ledger_transactions t on t.id = l.transaction_id where ${filter} order by ${order} limit ${q.limit} offset ${q.offset}`),
    db
      .execute(
        sql`select count(*) as n from ledger_lines l join ledger_transactions t on t.id = l.transaction_id where ${filter}`,
      )
      .then((r) => rowsOf<{ n: unknown }>(r)),
  ]);
  const data = rowsOf<Record<string, unknown>>(rows).map((r) => {
    const kind = String(r.kind) as StatementKind;
    const words = statementWords[kind];
    const base = words ? translate(language, words, { reference: String(r.reference ?? '') }).trim() : kind;
    return {
      id: Number(r.id),
      time: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
      kind,
      reference: (r.reference as string | null) ?? null,
      amount: textOfCents(big(r.amount)),
      balanceAfter: textOfCents(big(r.available_after)),
      description: r.description ? `${base} · ${String(r.description)}` : base,
    };
  });
  return { data, total: Number(count!.n) };
}
