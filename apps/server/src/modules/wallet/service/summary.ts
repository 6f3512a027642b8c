import { textOfCents } from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import { balanceOf, big, DEFAULT_CURRENCY, rowsOf, walletOf, type Executor } from '../../../platform/ledger/index.js';

export interface WalletSummary {
  balance: string;
  frozen: string;
  withdrawable: string;
  paid: string;
  withdrawn: string;
  currency: string;
}

/**
 * GET /api/wallet for an enterprise: balance (= available) and frozen from the wallet's balance row; paid (orders
 * paid from the wallet, less refunds) and withdrawn (withdrawals paid out) summed from its lines.
 */
export async function walletSummary(db: Executor, enterpriseUid: string): Promise<WalletSummary> {
  const wallet = await balanceOf(db, walletOf(enterpriseUid));
  let paid = 0n;
  let withdrawn = 0n;
  if (wallet.accountId) {
    const sums = rowsOf<{ kind: string; total: unknown }>(
      await db.execute(sql`select t.kind, sum(l.amount) as total from ledger_lines l join ledger_transactions t on t.id = l.transaction_id
        where l.account_id = ${wallet.accountId} and t.kind in ('payment', 'refund', 'withdrawal_paid') and t.phase in ('posted', 'post')
        group by t.kind`),
    );
    const of = (kind: string) => big(sums.find((s) => s.kind === kind)?.total ?? 0);
    paid = of('payment') + of('refund'); // payments are debits (+), refunds credits (−)
    withdrawn = of('withdrawal_paid');
  }
  return {
    balance: textOfCents(wallet.available),
    frozen: textOfCents(wallet.frozen),
    withdrawable: textOfCents(wallet.available),
    paid: textOfCents(paid),
    withdrawn: textOfCents(withdrawn),
    currency: DEFAULT_CURRENCY,
  };
}
