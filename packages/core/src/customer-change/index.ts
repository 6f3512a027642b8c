import { stateTable } from '../state-machine.js';

/**
 * The customer engineering change (客户工程变更, issue 20; modelled on Odoo PLM's engineering change order and
 * ERPNext's amended Sales Order): the customer asks to change an open order — a new revision, new files, another
 * quantity or delivery date. The factory offers its impact (price difference in cents, the new delivery date) or
 * rejects with a reason; the customer accepts the offered impact or withdraws. Accepting puts the change on the
 * order's open sales notices (revision, quantity, date); the agreed price difference is recorded on the change for
 * billing (the order's paid total is not touched here).
 */
export const CUSTOMER_CHANGE_STATUSES = ['submitted', 'offered', 'accepted', 'rejected', 'withdrawn'] as const;
export type CustomerChangeStatus = (typeof CUSTOMER_CHANGE_STATUSES)[number];

export const CUSTOMER_CHANGE_ACTIONS = ['offer', 'reject', 'accept', 'withdraw'] as const;
export type CustomerChangeAction = (typeof CUSTOMER_CHANGE_ACTIONS)[number];

export interface CustomerChangeTransition {
  action: CustomerChangeAction;
  from: readonly CustomerChangeStatus[];
  to: CustomerChangeStatus;
  by: 'factory' | 'customer';
  /** The action needs a reason (a rejection says why). */
  reason: boolean;
}

export const CUSTOMER_CHANGE_TRANSITIONS: readonly CustomerChangeTransition[] = [
  { action: 'offer', from: ['submitted'], to: 'offered', by: 'factory', reason: false },
  { action: 'reject', from: ['submitted'], to: 'rejected', by: 'factory', reason: true },
  { action: 'accept', from: ['offered'], to: 'accepted', by: 'customer', reason: false },
  { action: 'withdraw', from: ['submitted', 'offered'], to: 'withdrawn', by: 'customer', reason: false },
];

const changes = stateTable(CUSTOMER_CHANGE_TRANSITIONS);

export const customerChangeTransition = (action: CustomerChangeAction): CustomerChangeTransition =>
  changes.transition(action);

/** The actions one side sees on a change in this state. */
export const customerChangeActions = (
  status: CustomerChangeStatus,
  side: 'factory' | 'customer',
): CustomerChangeAction[] => changes.actionsFor(status, side);

/** Order states a change may be asked on: paid, or accepted by the factory and not yet shipped. */
export const CHANGEABLE_ORDER_STATUSES = ['paid', 'pending_shipment'] as const;

export const CUSTOMER_CHANGE_LIMITS = {
  description: 2000,
  reason: 500,
  revision: 32,
  files: 10,
  quantity: 10_000_000,
  amountCents: 1_000_000_000n,
} as const;

/** A change must ask for something: a revision, files, a quantity or a date. */
export const changeAsksNothing = (c: {
  newRevision?: string | null;
  fileIds?: readonly string[] | null;
  newQuantity?: number | null;
  newDate?: string | null;
}): boolean => !c.newRevision && !(c.fileIds && c.fileIds.length) && c.newQuantity == null && !c.newDate;
