import { stateTable } from '../state-machine.js';

/**
 * The delivery notice (送货通知, issue 20; modelled on Odoo's delivery order and ERPNext's Delivery Note): what the
 * factory delivers to a customer, when and where, drawn from one or more released sales notices — a notice may be
 * delivered in several parts, never beyond its quantity. It is shipped (packages, carrier, tracking: the shipping
 * notice) and the customer confirms the receipt line by line, each line's quantity accepted or disputed.
 */
export const DELIVERY_STATUSES = ['planned', 'shipped', 'received', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_ACTIONS = ['ship', 'confirm_receipt', 'cancel'] as const;
export type DeliveryAction = (typeof DELIVERY_ACTIONS)[number];

export interface DeliveryTransition {
  action: DeliveryAction;
  from: readonly DeliveryStatus[];
  to: DeliveryStatus;
  by: 'factory' | 'customer';
}

export const DELIVERY_TRANSITIONS: readonly DeliveryTransition[] = [
  { action: 'ship', from: ['planned'], to: 'shipped', by: 'factory' },
  { action: 'confirm_receipt', from: ['shipped'], to: 'received', by: 'customer' },
  { action: 'cancel', from: ['planned'], to: 'cancelled', by: 'factory' },
];

const deliveries = stateTable(DELIVERY_TRANSITIONS);

export const deliveryTransition = (action: DeliveryAction): DeliveryTransition => deliveries.transition(action);

export const deliveryActions = (status: DeliveryStatus, side: 'factory' | 'customer'): DeliveryAction[] =>
  deliveries.actionsFor(status, side);

/** The sales-notice states a delivery may draw from: released to production or acknowledged by it. */
export const DELIVERABLE_NOTICE_STATUSES = ['released', 'acknowledged'] as const;

/** What is still to deliver of a notice: its quantity less what planned, shipped or received deliveries hold. */
export const openQuantity = (noticeQuantity: number, alreadyDelivered: number): number =>
  Math.max(0, noticeQuantity - alreadyDelivered);

/**
 * A receipt line: accepted + disputed must equal the quantity shipped, neither negative; a disputed quantity needs
 * a reason. Answers the problem or null.
 */
export function receiptLineProblem(line: {
  shipped: number;
  accepted: number;
  disputed: number;
  reason?: string | null;
}): 'sum' | 'reason' | null {
  if (
    !Number.isInteger(line.accepted) ||
    !Number.isInteger(line.disputed) ||
    line.accepted < 0 ||
    line.disputed < 0 ||
    line.accepted + line.disputed !== line.shipped
  )
    return 'sum';
  if (line.disputed > 0 && !line.reason?.trim()) return 'reason';
  return null;
}
