import { stateTable } from '../state-machine.js';

/**
 * The money states of spec 02 §4 (Withdrawal) and of recharges, written once: the server's compare-and-set
 * and the screens (which actions to show) read the same tables.
 */
export const WITHDRAWAL_STATUSES = ['unprocessed', 'processed', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const RECHARGE_STATUSES = ['pending', 'paid', 'rejected', 'expired'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];

export const RECHARGE_METHODS = ['bank_transfer', 'sandbox'] as const;
export type RechargeMethod = (typeof RECHARGE_METHODS)[number];

export type MoneyActor = 'member' | 'finance' | 'job';

interface Transition<S extends string> {
  from: S;
  action: string;
  by: MoneyActor;
  to: S;
}

/** A withdrawal is frozen while unprocessed; the member may cancel it, finance processes (pays) or rejects it. */
export const withdrawalTransitions = [
  { from: 'unprocessed', action: 'cancel', by: 'member', to: 'cancelled' },
  { from: 'unprocessed', action: 'process', by: 'finance', to: 'processed' },
  { from: 'unprocessed', action: 'reject', by: 'finance', to: 'rejected' },
] as const satisfies readonly Transition<WithdrawalStatus>[];

/** A recharge waits for its money: the provider's webhook or finance confirms it, finance rejects it, or it expires. */
export const rechargeTransitions = [
  { from: 'pending', action: 'pay', by: 'job', to: 'paid' },
  { from: 'pending', action: 'confirm', by: 'finance', to: 'paid' },
  { from: 'pending', action: 'reject', by: 'finance', to: 'rejected' },
  { from: 'pending', action: 'expire', by: 'job', to: 'expired' },
] as const satisfies readonly Transition<RechargeStatus>[];

export type WithdrawalAction = (typeof withdrawalTransitions)[number]['action'];
export type RechargeAction = (typeof rechargeTransitions)[number]['action'];

const withdrawals = stateTable<Transition<WithdrawalStatus> & { action: WithdrawalAction }>(withdrawalTransitions);
const recharges = stateTable<Transition<RechargeStatus> & { action: RechargeAction }>(rechargeTransitions);

/** The state a withdrawal action needs, and the one it leads to. */
export function withdrawalTransition(action: WithdrawalAction): { from: WithdrawalStatus; to: WithdrawalStatus } {
  const t = withdrawals.transition(action);
  return { from: t.from, to: t.to };
}

export function rechargeTransition(action: RechargeAction): { from: RechargeStatus; to: RechargeStatus } {
  const t = recharges.transition(action);
  return { from: t.from, to: t.to };
}

/** The actions a withdrawal in `status` offers to `by` (the screens show only these). */
export const withdrawalActions = (status: WithdrawalStatus, by: MoneyActor): WithdrawalAction[] =>
  withdrawals.actionsFor(status, by);

/** The largest single recharge or withdrawal: 1,000,000.00 (in cents). */
export const MAX_MONEY_MOVE_CENTS = 100_000_000n;

/** Statement entry kinds the member sees (GET /api/wallet/statement). */
export const STATEMENT_KINDS = [
  'recharge',
  'withdrawal',
  'withdrawal_cancelled',
  'withdrawal_rejected',
  'payment',
  'refund',
  'adjustment',
] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];
