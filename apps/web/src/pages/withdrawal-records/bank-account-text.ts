import type { Withdrawal } from '../../features/wallet/api';

/** The payout account of a withdrawal as one line: bank, masked card number, holder. */
export function bankAccountText(account: Withdrawal['bankAccount']): string {
  if (!account) return '—';
  if (typeof account === 'string') return account;
  return [account.bank, account.cardNumberMasked, account.holder && `(${account.holder})`].filter(Boolean).join(' ');
}
