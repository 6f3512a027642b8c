import { sql, type SQL } from 'drizzle-orm';
import { big, rowsOf, type Executor } from './accounts.js';
import { groupCommitOf } from './group-commit.js';

/** What one account's totals change by (cents); see effectsOf in ledger.ts. */
export interface Effect {
  accountId: string;
  currency: string;
  debitsPosted: bigint;
  creditsPosted: bigint;
  debitsPending: bigint;
  creditsPending: bigint;
}

export interface ResolvedLine {
  accountId: string;
  amount: bigint;
  currency: string;
}

export interface Header {
  id: string;
  kind: string;
  phase: string;
  pendingId: string | null;
  reversesId: string | null;
  transferKey: string | null;
  reference: string | null;
  description: string | null;
  enterpriseUid: string | null;
  actorAccountUid: string | null;
  at: Date;
}

/** What the statement did: written, or why not (the caller tells a duplicate from a refusal). */
export interface WriteOutcome {
  /** Every account was found in its currency and every guard held (the locks were taken, in id order). */
  fits: boolean;
  /** The header was inserted (false: a guard failed, or the transfer key was taken). */
  written: boolean;
  /** Per account id: available and frozen right after the transaction. */
  balances: Map<string, { available: bigint; frozen: bigint }>;
  /** Accounts whose guard failed (the ones that would go below zero). */
  short: string[];
  /** The transaction that already holds the transfer key, when the statement could see it. */
  existingId: string | null;
}

/** A PostgreSQL array literal of safe tokens (uuids, integers, currency codes). */
function arrayOf(values: readonly string[]): string {
  for (const v of values)
    if (!/^[\w-]+$/.test(v)) throw new Error(`ledger: ${JSON.stringify(v)} cannot go into an array parameter`);
  return `{${values.join(',')}}`;
}

/**
 * The whole transfer in one statement, one round trip, with a text that never changes (arrays as parameters),
 * so it is a named prepared statement on each connection: parsed and planned once.
 *   lk  locks every account the transfer touches, in account-id order (two transfers never wait on each other
 *       in opposite orders: no deadlock), and decides on the newest row versions whether each guard holds;
 *   t   inserts the header only when every account fits, and not when the transfer key is already taken;
 *   u   adds the deltas to the balance rows only when the header went in;
 *   l   inserts the lines with the balances u returned.
 * A refused transfer writes nothing, so the statement is all-or-nothing even outside a transaction: given the
 * database itself rather than a transaction, a transfer holds its row locks only until the commit of its group.
 * The CHECK constraints of ledger_accounts remain the last line of defence.
 */
function statementOf(header: Header, effects: Effect[], lines: ResolvedLine[]): SQL {
  const col = (pick: (e: Effect) => bigint | string) => arrayOf(effects.map((e) => String(pick(e))));
  return sql`with d (id, currency, dp, cp, dq, cq) as (
      select * from unnest(${col((e) => e.accountId)}::uuid[], ${col((e) => e.currency)}::text[], ${col((e) => e.debitsPosted)}::bigint[],
        ${col((e) => e.creditsPosted)}::bigint[], ${col((e) => e.debitsPending)}::bigint[], ${col((e) => e.creditsPending)}::bigint[])),
    lk as (
      select a.id,
        (not a.debits_must_not_exceed_credits or a.debits_posted + d.dp + a.debits_pending + d.dq <= a.credits_posted + d.cp)
        and (not a.credits_must_not_exceed_debits or a.credits_posted + d.cp + a.credits_pending + d.cq <= a.debits_posted + d.dp) as fits
      from ledger_accounts a join d on a.id = d.id and a.currency = d.currency
      order by a.id
      for update of a),
    v as (select count(*) = ${effects.length}::int and coalesce(bool_and(fits), false) as fits from lk),
    t as (
      insert into ledger_transactions (id, kind, phase, pending_id, reverses_id, transfer_key, reference, description,
        enterprise_uid, actor_account_uid, created_at)
      select ${header.id}::uuid, ${header.kind}::text, ${header.phase}::text, ${header.pendingId}::uuid,
        ${header.reversesId}::uuid, ${header.transferKey}::text,
        ${header.reference}::text, ${header.description}::text, ${header.enterpriseUid}::uuid,
        ${header.actorAccountUid}::uuid, ${header.at.toISOString()}::timestamptz
      where (select fits from v)
      on conflict (transfer_key) where transfer_key is not null do nothing
      returning id),
    u as (
      update ledger_accounts a set
        debits_posted = a.debits_posted + d.dp, credits_posted = a.credits_posted + d.cp,
        debits_pending = a.debits_pending + d.dq, credits_pending = a.credits_pending + d.cq
      from d
      where a.id = d.id and exists (select 1 from t)
      returning a.id, a.credits_posted - a.debits_posted - a.debits_pending as available, a.debits_pending as frozen),
    l as (
      insert into ledger_lines (transaction_id, account_id, amount, currency, available_after, frozen_after)
      select t.id, u.id, x.amount, x.currency, u.available, u.frozen
      from unnest(
        ${arrayOf(lines.map((x) => x.accountId))}::uuid[],
        ${arrayOf(lines.map((x) => String(x.amount)))}::bigint[],
        ${arrayOf(lines.map((x) => x.currency))}::text[]
      )
        as x (account_id, amount, currency)
      join u on u.id = x.account_id cross join t
      returning account_id, available_after, frozen_after)
    select (select fits from v) as fits,
      exists (select 1 from t) as written,
      (select json_agg(json_build_array(account_id, available_after::text, frozen_after::text)) from l) as balances,
      (select json_agg(id) from lk where not fits) as short,
      (select id from ledger_transactions where transfer_key = ${header.transferKey}::text) as existing`;
}

/**
 * Runs `query` as the named prepared statement `name` (node-postgres prepares it once per connection; PGlite runs
 * it as it is). Drizzle's `execute` names no statement, so this goes one level down to the executor's session.
 */
async function executeNamed(db: Executor, name: string, query: SQL): Promise<unknown> {
  const inner = db as unknown as {
    dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
    session: {
      prepareQuery(
        query: { sql: string; params: unknown[] },
        fields: undefined,
        name: string,
        arrayMode: boolean,
      ): { execute(): Promise<unknown> };
    };
  };
  return inner.session.prepareQuery(inner.dialect.sqlToQuery(query), undefined, name, false).execute();
}

/**
 * Writes a transaction (header, balance rows, lines) in one statement; see statementOf. Given the pool itself rather
 * than a transaction, the statement joins the group commit (group-commit.ts).
 */
export async function writeTransaction(
  db: Executor,
  header: Header,
  effects: Effect[],
  lines: ResolvedLine[],
): Promise<WriteOutcome> {
  const statement = statementOf(header, effects, lines);
  const write = (ex: Executor) => executeNamed(ex, 'ledger_write_transaction_v1', statement);
  const group = groupCommitOf(db);
  const [row] = rowsOf<{
    fits: boolean | null;
    written: boolean;
    balances: [string, string, string][] | null;
    short: string[] | null;
    existing: string | null;
  }>(
    await (group
      ? group.run(
          write,
          effects.map((e) => e.accountId),
        )
      : write(db)),
  );
  const balances = new Map<string, { available: bigint; frozen: bigint }>();
  for (const [account, available, frozen] of row?.balances ?? [])
    balances.set(account, { available: big(available), frozen: big(frozen) });
  return {
    fits: row?.fits === true,
    written: row?.written === true,
    balances,
    short: row?.short ?? [],
    existingId: row?.existing ?? null,
  };
}
