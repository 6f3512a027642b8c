import type { RechargeMethod, RechargeStatus, StatementKind, WithdrawalStatus } from '@pcbunion/core';
import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';

/** The money calls of issue 14 (docs/money.md § The wallet API). Amounts are two-decimal strings ("1234.50"). */
export interface Wallet {
  balance: string;
  frozen: string;
  withdrawable: string;
  paid: string;
  withdrawn: string;
  currency: string;
}

export { STATEMENT_KINDS } from '@pcbunion/core';
export type { RechargeMethod, RechargeStatus, StatementKind, WithdrawalStatus } from '@pcbunion/core';

export interface StatementRow {
  id: string;
  time: string;
  kind: StatementKind;
  reference: string | null;
  amount: string;
  balanceAfter: string;
  description: string | null;
}

export interface Recharge {
  rechargeNo: string;
  amount: string;
  method: RechargeMethod;
  status: RechargeStatus;
  payUrl?: string | null;
  bankReference?: string | null;
  createdAt?: string;
  confirmedAt?: string | null;
  rejectReason?: string | null;
  enterpriseName?: string | null;
}

export interface BankAccount {
  id: string;
  holder: string;
  bank: string;
  branch: string | null;
  cardNumberMasked: string;
  createdAt?: string;
}

export interface Withdrawal {
  withdrawalNo: string;
  amount: string;
  reason: string | null;
  rejectReason: string | null;
  status: WithdrawalStatus;
  source: string | null;
  appliedAt: string;
  operator: string | null;
  batchNo: string | null;
  bankAccount: { holder?: string; bank?: string; cardNumberMasked?: string } | string | null;
  enterpriseName?: string | null;
}

type Query = PageParams & Record<string, unknown>;
export const queryString = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** Money-moving calls carry the key of the user's action (same action retried → same key). */
const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const fetchWallet = () => get<Wallet>('wallet', { silent: true });
export const listStatement = (p: Query) => get<PageAnswer<StatementRow>>(`wallet/statement?${queryString(p)}`);
export const statementExportUrl = (filters: Record<string, unknown>) =>
  `/api/wallet/statement/export?${queryString(filters)}`;

export const createRecharge = (body: { amount: string; method: RechargeMethod }, key: string) =>
  post<Recharge>('wallet/recharges', body, keyed(key));
export const listRecharges = (p: Query) => get<PageAnswer<Recharge>>(`wallet/recharges?${queryString(p)}`);

export const listBankAccounts = (p: Query) => get<PageAnswer<BankAccount>>(`wallet/bank-accounts?${queryString(p)}`);
export interface BankAccountInput {
  holder: string;
  bank: string;
  branch?: string;
  cardNumber?: string;
}
export const createBankAccount = (body: BankAccountInput) => post<BankAccount>('wallet/bank-accounts', body);
export const updateBankAccount = (id: string, body: BankAccountInput) =>
  call<BankAccount>('PUT', `wallet/bank-accounts/${encodeURIComponent(id)}`, body);
export const deleteBankAccount = (id: string) => call<null>('DELETE', `wallet/bank-accounts/${encodeURIComponent(id)}`);

export const applyWithdrawal = (body: { amount: string; bankAccountId: string; reason?: string }, key: string) =>
  post<Withdrawal>('wallet/withdrawals', body, keyed(key));
export const listWithdrawals = (p: Query) => get<PageAnswer<Withdrawal>>(`wallet/withdrawals?${queryString(p)}`);
export const cancelWithdrawal = (no: string, key: string) =>
  post<Withdrawal>(`wallet/withdrawals/${encodeURIComponent(no)}/cancel`, {}, keyed(key));
