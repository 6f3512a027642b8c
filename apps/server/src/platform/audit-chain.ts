import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rows } from '../db/rows.js';

/**
 * Why a row breaks its chain: `altered` — its content no longer gives its hash; `unlinked` — it does not carry the
 * hash of the row before it (that row was changed, or this one relinked); `missing` — rows before it are gone.
 */
export type ChainBreakReason = 'altered' | 'unlinked' | 'missing';

export interface ChainBreak {
  id: number;
  enterpriseUid: string | null;
  seq: number;
  reason: ChainBreakReason;
}

export interface ChainCheck {
  intact: boolean;
  /** Rows and chains checked. */
  rows: number;
  chains: number;
  /** The first row that breaks each broken chain, the earliest row first. */
  breaks: ChainBreak[];
}

interface BreakRow {
  id: string | number;
  enterprise_uid: string | null;
  seq: string | number;
  reason: ChainBreakReason;
}

/**
 * Checks the audit log's hash chains (docs/audit.md): one enterprise's, or every chain with `'all'` (the
 * platform's own, of rows with no enterprise, among them). Each row's hash is recomputed by the same SQL function
 * the append trigger uses, so the check and the append can never disagree on the canonical content.
 */
export async function checkAuditChains(db: Pick<Database, 'execute'>, scope: string | 'all'): Promise<ChainCheck> {
  const where = scope === 'all' ? sql`true` : sql`enterprise_uid = ${scope}::uuid`;
  const [found, counted] = await Promise.all([
    db.execute(sql`
      with links as (
        select id, enterprise_uid, seq, prev_hash, hash, audit_log_row_hash(a) as recomputed,
          lag(hash) over chain as previous_hash, lag(seq) over chain as previous_seq
        from audit_log a
        where ${where}
        window chain as (partition by coalesce(enterprise_uid, '00000000-0000-0000-0000-000000000000') order by seq)
      ), broken as (
        select id, enterprise_uid, seq,
          case
            when seq <> coalesce(previous_seq, 0) + 1 then 'missing'
            when hash <> recomputed then 'altered'
            else 'unlinked'
          end as reason
        from links
        where seq <> coalesce(previous_seq, 0) + 1 or hash <> recomputed or prev_hash is distinct from previous_hash
      )
      select distinct on (coalesce(enterprise_uid, '00000000-0000-0000-0000-000000000000')) id, enterprise_uid, seq, reason
      from broken
      order by coalesce(enterprise_uid, '00000000-0000-0000-0000-000000000000'), seq`),
    db.execute(sql`
      select count(*)::int as rows,
        count(distinct coalesce(enterprise_uid, '00000000-0000-0000-0000-000000000000'))::int as chains
      from audit_log where ${where}`),
  ]);
  const breaks = rows<BreakRow>(found)
    .map((r) => ({ id: Number(r.id), enterpriseUid: r.enterprise_uid, seq: Number(r.seq), reason: r.reason }))
    .sort((a, b) => a.id - b.id);
  const totals = rows<{ rows: number; chains: number }>(counted)[0]!;
  return { intact: breaks.length === 0, rows: totals.rows, chains: totals.chains, breaks };
}
