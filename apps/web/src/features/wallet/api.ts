import type { Body, Schemas } from '../../api/contract';
import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';

/** The money calls of issue 14 (docs/money.md § The wallet API). Amounts are two-decimal strings ("1234.50"). */
export type Wallet = Schemas['Wallet'];

export { STATEMENT_KINDS } from '@pcbunion/core';
export type { RechargeMethod, RechargeStatus, StatementKind, WithdrawalStatus } from '@pcbunion/core';

export type StatementRow = Schemas['StatementRow'];
export type Recharge = Schemas['Recharge'];
/** A recharge just started: where the member goes next. */
export type StartedRecharge = Schemas['StartedRecharge'];
/** The finance operator's rows: the recharge or withdrawal and whose it is. */
export type FinanceRecharge = Schemas['FinanceRecharge'];
export type FinanceWithdrawal = Schemas['FinanceWithdrawal'];
export type BankAccount = Schemas['BankAccount'];
export type Withdrawal = Schemas['Withdrawal'];

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

export const createRecharge = (body: Body<'/api/wallet/recharges', 'post'>, key: string) =>
  post<StartedRecharge>('wallet/recharges', body, keyed(key));
export const listRecharges = (p: Query) => get<PageAnswer<Recharge>>(`wallet/recharges?${queryString(p)}`);

export const listBankAccounts = (p: Query) => get<PageAnswer<BankAccount>>(`wallet/bank-accounts?${queryString(p)}`);
/** A payout account as the dialog sends it (the card number only when it is new or changed). */
export type BankAccountInput = Body<'/api/wallet/bank-accounts/{id}', 'put'>;
export const createBankAccount = (body: BankAccountInput) => post<BankAccount>('wallet/bank-accounts', body);
export const updateBankAccount = (id: string, body: BankAccountInput) =>
  call<BankAccount>('PUT', `wallet/bank-accounts/${encodeURIComponent(id)}`, body);
export const deleteBankAccount = (id: string) => call<null>('DELETE', `wallet/bank-accounts/${encodeURIComponent(id)}`);
/** The card number in full, for the owner who gives the password (a wrong one: the refusal, silent here). */
export const revealBankAccount = (id: string, password: string) =>
  post<Schemas['RevealedBankAccount']>(
    `wallet/bank-accounts/${encodeURIComponent(id)}/reveal`,
    { password },
    {
      silent: true,
    },
  );

export const applyWithdrawal = (body: Body<'/api/wallet/withdrawals', 'post'>, key: string) =>
  post<Withdrawal>('wallet/withdrawals', body, keyed(key));
export const listWithdrawals = (p: Query) => get<PageAnswer<Withdrawal>>(`wallet/withdrawals?${queryString(p)}`);
export const cancelWithdrawal = (no: string, key: string) =>
  post<Withdrawal>(`wallet/withdrawals/${encodeURIComponent(no)}/cancel`, {}, keyed(key));
