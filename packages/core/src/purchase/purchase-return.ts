import { Decimal, type DecimalInput } from '../money/decimal.js';
import { stateTable } from '../state-machine.js';

/**
 * A return of goods to the supplier (issue 19), as a state table. The factory requests it (from receipt lots, by
 * hand or on a rejected inspection); the supplier acknowledges it, and then the returned quantities flow back to
 * the order as quantity to receive again. The factory may cancel a return the supplier has not acknowledged.
 * Supplier statements subtract acknowledged returns (in the month of the acknowledgement).
 */
export const PURCHASE_RETURN_STATUSES = ['requested', 'acknowledged', 'cancelled'] as const;
export type PurchaseReturnStatus = (typeof PURCHASE_RETURN_STATUSES)[number];

export const PURCHASE_RETURN_ACTIONS = ['acknowledge', 'cancel'] as const;
export type PurchaseReturnAction = (typeof PURCHASE_RETURN_ACTIONS)[number];

export interface PurchaseReturnTransition {
  action: PurchaseReturnAction;
  from: readonly PurchaseReturnStatus[];
  to: PurchaseReturnStatus;
  by: 'factory' | 'supplier';
  reason: boolean;
}

export const PURCHASE_RETURN_TRANSITIONS: readonly PurchaseReturnTransition[] = [
  { action: 'acknowledge', from: ['requested'], to: 'acknowledged', by: 'supplier', reason: false },
  { action: 'cancel', from: ['requested'], to: 'cancelled', by: 'factory', reason: true },
];

const returns = stateTable(PURCHASE_RETURN_TRANSITIONS);

export function purchaseReturnTransition(action: PurchaseReturnAction): PurchaseReturnTransition {
  return returns.transition(action);
}

export function purchaseReturnActions(
  status: PurchaseReturnStatus,
  role: 'factory' | 'supplier',
): PurchaseReturnAction[] {
  return returns.actionsFor(status, role);
}

export const PURCHASE_RETURN_TABS = ['all', ...PURCHASE_RETURN_STATUSES] as const;

/** What of a lot may still be returned: received − returned on returns not cancelled (never below 0). */
export function returnableQuantity(lot: { received: DecimalInput; returned: DecimalInput }): Decimal {
  return Decimal.max(new Decimal(lot.received).minus(lot.returned), 0);
}
