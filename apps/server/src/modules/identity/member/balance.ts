import type { Database } from '../../../db/client.js';
import { balanceOf, walletOf } from '../../../platform/ledger/index.js';

export interface MemberBalance {
  /** Smallest currency unit (fen), as every amount held or owed (DESIGN.md § Data). */
  available: bigint;
  frozen: bigint;
}

/** The member's balance from its wallet in the ledger (available, and frozen by pending withdrawals). */
export async function memberBalance(db: Database, enterpriseUid: string): Promise<MemberBalance> {
  const wallet = await balanceOf(db, walletOf(enterpriseUid));
  return { available: wallet.available, frozen: wallet.frozen };
}

/** Fen to a two-decimal string without floats: 12345n → "123.45". */
export function formatFen(fen: bigint): string {
  const sign = fen < 0n ? '-' : '';
  const abs = fen < 0n ? -fen : fen;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
