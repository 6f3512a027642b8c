import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where ledger SQL runs: the database or an open transaction. */
export type Executor = Database | Tx;

/**
 * What a ledger account is for. Member accounts belong to an enterprise; platform accounts are the platform's own
 * books (enterprise null). Credit-normal accounts (a wallet, the escrow) hold what the platform owes; the bank
 * account is debit-normal (what the platform holds at its banks and payment providers).
 */
export const ACCOUNT_PURPOSES = {
  /** A member's wallet: available = credits − debits − pending debits; frozen = pending debits. Never negative. */
  member_wallet: { platform: false, debitsMustNotExceedCredits: true, creditsMustNotExceedDebits: false },
  /** Money that entered (recharges) or left (withdrawals paid out) through a bank or payment provider. */
  platform_bank: { platform: true, debitsMustNotExceedCredits: false, creditsMustNotExceedDebits: false },
  /** Order payments held until the order completes (issue 15). Never negative. */
  platform_escrow: { platform: true, debitsMustNotExceedCredits: true, creditsMustNotExceedDebits: false },
  /** The platform's own income (fees), and corrections it absorbs. */
  platform_revenue: { platform: true, debitsMustNotExceedCredits: false, creditsMustNotExceedDebits: false },
} as const;
export type AccountPurpose = keyof typeof ACCOUNT_PURPOSES;

export const DEFAULT_CURRENCY = 'CNY';

/** An account by what it is: a member's wallet needs the enterprise; a platform account has none. */
export interface AccountRef {
  purpose: AccountPurpose;
  enterpriseUid?: string | null;
  currency?: string;
}

export const walletOf = (enterpriseUid: string, currency = DEFAULT_CURRENCY): AccountRef => ({
  purpose: 'member_wallet',
  enterpriseUid,
  currency,
});
export const platformAccount = (
  purpose: Exclude<AccountPurpose, 'member_wallet'>,
  currency = DEFAULT_CURRENCY,
): AccountRef => ({ purpose, currency });

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
export const big = (value: unknown): bigint => (typeof value === 'bigint' ? value : BigInt(String(value ?? 0)));

function keyOf(ref: AccountRef): string {
  return `${ref.enterpriseUid ?? '-'}:${ref.purpose}:${ref.currency ?? DEFAULT_CURRENCY}`;
}

/**
 * Finds (and on first use opens) ledger accounts. Ids are remembered once seen committed by someone else;
 * an id created inside the caller's transaction is not remembered, since that transaction may still roll back.
 */
export class AccountDirectory {
  private readonly ids = new Map<string, string>();

  async idOf(db: Executor, ref: AccountRef): Promise<string> {
    const key = keyOf(ref);
    const known = this.ids.get(key);
    if (known) return known;
    const spec = ACCOUNT_PURPOSES[ref.purpose];
    const enterpriseUid = spec.platform ? null : (ref.enterpriseUid ?? null);
    if (!spec.platform && !enterpriseUid) throw new Error(`a ${ref.purpose} account belongs to an enterprise`);
    const currency = ref.currency ?? DEFAULT_CURRENCY;
    const target = enterpriseUid
      ? sql`(enterprise_uid, purpose, currency) where enterprise_uid is not null`
      : sql`(purpose, currency) where enterprise_uid is null`;
    const inserted = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into ledger_accounts (enterprise_uid, purpose, currency, debits_must_not_exceed_credits, credits_must_not_exceed_debits)
        values (${enterpriseUid}, ${ref.purpose}, ${currency}, ${spec.debitsMustNotExceedCredits}, ${spec.creditsMustNotExceedDebits})
        on conflict ${target} do nothing returning id`),
    );
    if (inserted[0]) return inserted[0].id;
    const [row] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from ledger_accounts where purpose = ${ref.purpose} and currency = ${currency}
        and ${enterpriseUid ? sql`enterprise_uid = ${enterpriseUid}` : sql`enterprise_uid is null`}`),
    );
    this.ids.set(key, row!.id);
    return row!.id;
  }

  /** Forgets every id (an id turned out not to exist: its creating transaction rolled back). */
  forget(): void {
    this.ids.clear();
  }
}
