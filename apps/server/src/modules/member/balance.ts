import type { Database } from '../../db/client.js';

export interface MemberBalance {
  /** Smallest currency unit (fen), as every amount held or owed (DESIGN.md § Data). */
  available: bigint;
  frozen: bigint;
}

/**
 * The member's balance. No wallet ledger exists yet, so nothing has ever been paid in or frozen and the true
 * balance is zero; the wallet issue replaces this query with one over its ledger (available = posted entries,
 * frozen = pending withdrawals).
 */
export async function memberBalance(_db: Database, _enterpriseUid: string): Promise<MemberBalance> {
  return { available: 0n, frozen: 0n };
}

/** Fen to a two-decimal string without floats: 12345n → "123.45". */
export function formatFen(fen: bigint): string {
  const sign = fen < 0n ? '-' : '';
  const abs = fen < 0n ? -fen : fen;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
