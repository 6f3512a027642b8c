import { stateTable } from '../state-machine.js';

/**
 * The order, refund and invoice-application states of spec 02 §4 as tables: state, action, who may, next state.
 * The server turns each row into a compare-and-set (`UPDATE … WHERE status IN (from)`); the screens show only the
 * actions whose row starts from the current state (and whose guard holds).
 */
export const ORDER_STATUSES = [
  'unpaid',
  'paid',
  'pending_shipment',
  'pending_receipt',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who acts: the customer (My order), the factory (order management), or the auto-confirm job. */
export type OrderRole = 'customer' | 'factory' | 'job';

export const ORDER_ACTIONS = [
  'pay',
  'cancel',
  'accept',
  'ship',
  'confirm_receipt',
  'auto_confirm',
  'request_refund',
  'apply_invoice',
  'delete',
  'restore',
  'reorder',
  'refund_in_full',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** A condition beside the state: no refund open, in / out of the recycle bin. */
export type OrderGuard = 'no_open_refund' | 'not_deleted' | 'deleted';

export interface OrderTransition {
  action: OrderAction;
  from: readonly OrderStatus[];
  /** `'same'`: the status does not change (a refund request, an invoice application, the recycle bin, reorder). */
  to: OrderStatus | 'same';
  by: OrderRole;
  guards: readonly OrderGuard[];
  /** Not a button of its own: it happens as part of another action (an approved refund of everything paid). */
  follows?: 'refund_approve';
}

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { action: 'pay', from: ['unpaid'], to: 'paid', by: 'customer', guards: ['not_deleted'] },
  { action: 'cancel', from: ['unpaid'], to: 'cancelled', by: 'customer', guards: ['not_deleted'] },
  // The factory decides an open refund before it goes on: a refund and a shipment never both succeed.
  { action: 'accept', from: ['paid'], to: 'pending_shipment', by: 'factory', guards: ['no_open_refund'] },
  { action: 'ship', from: ['pending_shipment'], to: 'pending_receipt', by: 'factory', guards: ['no_open_refund'] },
  { action: 'confirm_receipt', from: ['pending_receipt'], to: 'completed', by: 'customer', guards: [] },
  { action: 'auto_confirm', from: ['pending_receipt'], to: 'completed', by: 'job', guards: [] },
  {
    action: 'request_refund',
    from: ['paid', 'pending_shipment'],
    to: 'same',
    by: 'customer',
    guards: ['no_open_refund', 'not_deleted'],
  },
  {
    action: 'apply_invoice',
    from: ['paid', 'pending_shipment', 'pending_receipt', 'completed'],
    to: 'same',
    by: 'customer',
    guards: ['not_deleted'],
  },
  { action: 'delete', from: ['completed', 'cancelled'], to: 'same', by: 'customer', guards: ['not_deleted'] },
  { action: 'restore', from: ['completed', 'cancelled'], to: 'same', by: 'customer', guards: ['deleted'] },
  { action: 'reorder', from: ORDER_STATUSES, to: 'same', by: 'customer', guards: [] },
  // The factory approves a refund of everything paid and not yet refunded: nothing is left to make or ship.
  {
    action: 'refund_in_full',
    from: ['paid', 'pending_shipment'],
    to: 'cancelled',
    by: 'factory',
    guards: [],
    follows: 'refund_approve',
  },
];

const orders = stateTable(ORDER_TRANSITIONS);

export function orderTransition(action: OrderAction): OrderTransition {
  return orders.transition(action);
}

/** What the guards look at. */
export interface OrderFacts {
  status: OrderStatus;
  deleted: boolean;
  openRefund: boolean;
}

function guardHolds(guard: OrderGuard, facts: OrderFacts): boolean {
  if (guard === 'no_open_refund') return !facts.openRefund;
  if (guard === 'not_deleted') return !facts.deleted;
  return facts.deleted;
}

/** Whether an action applies to an order in this state. */
export function canApplyOrder(action: OrderAction, facts: OrderFacts): boolean {
  return orders.canApply(action, facts.status) && orders.transition(action).guards.every((g) => guardHolds(g, facts));
}

/** The actions a role sees for an order (the screens show only these). */
export function orderActions(facts: OrderFacts, role: OrderRole): OrderAction[] {
  return orders.actionsFor(facts.status, role, (t) => !t.follows && t.guards.every((g) => guardHolds(g, facts)));
}

/** The list tabs of My order / order management (spec 02 §2) and the recycle bin. */
export const ORDER_TABS = [
  'all',
  'unpaid',
  'paid',
  'pending_shipment',
  'pending_receipt',
  'completed',
  'cancelled',
  'recycle_bin',
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** The statuses a tab lists (every tab but the recycle bin lists orders not deleted). */
export function statusesOfOrderTab(tab: OrderTab): readonly OrderStatus[] {
  if (tab === 'all' || tab === 'recycle_bin') return ORDER_STATUSES;
  return [tab];
}

/** A refund request: the customer may cancel it while requested; the factory approves (money back) or rejects it. */
export const REFUND_STATUSES = ['requested', 'approved', 'rejected', 'cancelled'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_ACTIONS = ['cancel', 'approve', 'reject'] as const;
export type RefundAction = (typeof REFUND_ACTIONS)[number];

export interface RefundTransition {
  action: RefundAction;
  from: RefundStatus;
  to: RefundStatus;
  by: OrderRole;
  reason: boolean;
}

export const REFUND_TRANSITIONS: readonly RefundTransition[] = [
  { action: 'cancel', from: 'requested', to: 'cancelled', by: 'customer', reason: false },
  { action: 'approve', from: 'requested', to: 'approved', by: 'factory', reason: false },
  { action: 'reject', from: 'requested', to: 'rejected', by: 'factory', reason: true },
];

const refunds = stateTable(REFUND_TRANSITIONS);

export function refundTransition(action: RefundAction): RefundTransition {
  return refunds.transition(action);
}

export const refundActions = (status: RefundStatus, role: OrderRole): RefundAction[] =>
  refunds.actionsFor(status, role);

/** An invoice application: applied by the customer, marked issued by the factory. */
export const INVOICE_APPLICATION_STATUSES = ['applied', 'issued'] as const;
export type InvoiceApplicationStatus = (typeof INVOICE_APPLICATION_STATUSES)[number];
export const INVOICE_APPLICATION_TRANSITIONS = [
  { action: 'issue', from: 'applied', to: 'issued', by: 'factory' },
] as const;

/**
 * Spec 02 §5 Invoicing: an amount of 0, or more than what is not yet invoiced (paid − refunded − invoiced), is
 * refused. Amounts in cents. Answers the problem, or null when the amount may be applied for.
 */
export function invoiceAmountProblem(
  amount: bigint,
  order: { paid: bigint; refunded: bigint; invoiced: bigint },
): 'zero' | 'all_invoiced' | 'exceeds' | null {
  if (amount <= 0n) return 'zero';
  const open = order.paid - order.refunded - order.invoiced;
  if (open <= 0n) return 'all_invoiced';
  if (amount > open) return 'exceeds';
  return null;
}

/** A refund asks for at most what was paid and not yet refunded, and more than 0. */
export function refundAmountProblem(
  amount: bigint,
  order: { paid: bigint; refunded: bigint },
): 'zero' | 'exceeds' | null {
  if (amount <= 0n) return 'zero';
  if (amount > order.paid - order.refunded) return 'exceeds';
  return null;
}

/** Days after shipment before a pending receipt confirms itself (spec 02 §4; the server reads ORDER_AUTO_CONFIRM_DAYS). */
export const DEFAULT_AUTO_CONFIRM_DAYS = 10;
