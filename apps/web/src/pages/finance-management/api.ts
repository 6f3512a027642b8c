import type { Schemas } from '../../api/contract';
import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import {
  queryString,
  type FinanceRecharge,
  type FinanceWithdrawal,
  type Recharge,
  type Withdrawal,
} from '../../features/wallet/api';

/** The platform operator's finance calls (recharges to confirm, withdrawals to pay out, the ledger check). */
type Query = PageParams & Record<string, unknown>;
const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });
const no = encodeURIComponent;

export type LedgerCheck = Schemas['LedgerCheck'];

export const listFinanceRecharges = (p: Query) =>
  get<PageAnswer<FinanceRecharge>>(`finance/recharges?${queryString(p)}`);
export const confirmRecharge = (rechargeNo: string, key: string) =>
  post<Recharge>(`finance/recharges/${no(rechargeNo)}/confirm`, {}, keyed(key));
export const rejectRecharge = (rechargeNo: string, reason: string, key: string) =>
  post<Recharge>(`finance/recharges/${no(rechargeNo)}/reject`, { reason }, keyed(key));

export const listFinanceWithdrawals = (p: Query) =>
  get<PageAnswer<FinanceWithdrawal>>(`finance/withdrawals?${queryString(p)}`);
export const processWithdrawal = (withdrawalNo: string, key: string) =>
  post<Withdrawal>(`finance/withdrawals/${no(withdrawalNo)}/process`, {}, keyed(key));
export const rejectWithdrawal = (withdrawalNo: string, reason: string, key: string) =>
  post<Withdrawal>(`finance/withdrawals/${no(withdrawalNo)}/reject`, { reason }, keyed(key));

export const checkLedger = () => get<LedgerCheck>('finance/ledger/check');
