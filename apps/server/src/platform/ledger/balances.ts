import { sql } from 'drizzle-orm';
import { big, DEFAULT_CURRENCY, rowsOf, type AccountRef, type Executor } from './accounts.js';

export interface AccountBalance {
  accountId: string | null;
  currency: string;
  /** What can be spent: credits_posted − debits_posted − debits_pending (credit-normal reading). */
  available: bigint;
  /** Reserved by pending transactions (a withdrawal awaiting finance). */
  frozen: bigint;
  debitsPosted: bigint;
  creditsPosted: bigint;
  debitsPending: bigint;
  creditsPending: bigint;
}

/** An account's balance from its balance row; an account never used is all zeros. */
export async function balanceOf(db: Executor, ref: AccountRef): Promise<AccountBalance> {
  const currency = ref.currency ?? DEFAULT_CURRENCY;
  const owner = ref.enterpriseUid ? sql`enterprise_uid = ${ref.enterpriseUid}` : sql`enterprise_uid is null`;
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select id, debits_posted, credits_posted, debits_pending, credits_pending from ledger_accounts
      where purpose = ${ref.purpose} and currency = ${currency} and ${owner}`),
  );
  const dp = big(row?.debits_posted);
  const cp = big(row?.credits_posted);
  const dq = big(row?.debits_pending);
  const cq = big(row?.credits_pending);
  return {
    accountId: (row?.id as string | undefined) ?? null,
    currency,
    available: cp - dp - dq,
    frozen: dq,
    debitsPosted: dp,
    creditsPosted: cp,
    debitsPending: dq,
    creditsPending: cq,
  };
}
