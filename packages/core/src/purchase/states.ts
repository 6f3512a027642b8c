import { stateTable } from '../state-machine.js';

/**
 * The purchase order of issue 19 as a table: state, action, who may, next state. The server turns each row into a
 * compare-and-set (`UPDATE … WHERE status IN (from)`); the screens show only the actions whose row starts from the
 * current state. Modelled on Odoo Purchase (RFQ → sent → purchase → received) and ERPNext Buying (To Receive,
 * Completed, Closed), in the business's words: the supplier confirms or refuses what the factory sent.
 */
export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'sent',
  'confirmed',
  'refused',
  'partly_received',
  'received',
  'closed',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** Who acts: the buying factory (purchasing staff) or the supplier enterprise the order is addressed to. */
export type PurchaseRole = 'factory' | 'supplier';

export const PURCHASE_ORDER_ACTIONS = ['revise', 'send', 'confirm', 'refuse', 'receive', 'close', 'cancel'] as const;
export type PurchaseOrderAction = (typeof PURCHASE_ORDER_ACTIONS)[number];

export interface PurchaseOrderTransition {
  action: PurchaseOrderAction;
  from: readonly PurchaseOrderStatus[];
  /**
   * The next state. `'same_or_new_version'`: a draft is edited in place, a change after sending makes a new
   * version that goes back to the supplier (status sent). `'by_quantity'`: partly received or received, as the
   * received quantities say.
   */
  to: PurchaseOrderStatus | 'same_or_new_version' | 'by_quantity';
  by: PurchaseRole;
  /** The action needs a reason (a refusal, a cancellation after sending). */
  reason: boolean;
}

export const PURCHASE_ORDER_TRANSITIONS: readonly PurchaseOrderTransition[] = [
  // A draft is edited in place; a change after sending makes a new version the supplier confirms again.
  {
    action: 'revise',
    from: ['draft', 'sent', 'confirmed', 'refused'],
    to: 'same_or_new_version',
    by: 'factory',
    reason: false,
  },
  { action: 'send', from: ['draft'], to: 'sent', by: 'factory', reason: false },
  { action: 'confirm', from: ['sent'], to: 'confirmed', by: 'supplier', reason: false },
  { action: 'refuse', from: ['sent'], to: 'refused', by: 'supplier', reason: true },
  { action: 'receive', from: ['confirmed', 'partly_received'], to: 'by_quantity', by: 'factory', reason: false },
  // Closing ends an order that will receive no more (short-closed, as ERPNext's "Closed").
  { action: 'close', from: ['partly_received', 'received'], to: 'closed', by: 'factory', reason: false },
  { action: 'cancel', from: ['draft', 'sent', 'confirmed', 'refused'], to: 'cancelled', by: 'factory', reason: true },
];

const purchaseOrders = stateTable(PURCHASE_ORDER_TRANSITIONS);

export function purchaseOrderTransition(action: PurchaseOrderAction): PurchaseOrderTransition {
  return purchaseOrders.transition(action);
}

export function canApplyPurchaseOrder(action: PurchaseOrderAction, status: PurchaseOrderStatus): boolean {
  return purchaseOrders.canApply(action, status);
}

/** The actions a side sees for an order in this state (the screens show only these). */
export function purchaseOrderActions(status: PurchaseOrderStatus, role: PurchaseRole): PurchaseOrderAction[] {
  return purchaseOrders.actionsFor(status, role);
}

/** A revision of a draft keeps the version; after sending it makes version + 1, sent to the supplier again. */
export function revisionOf(
  status: PurchaseOrderStatus,
  version: number,
): { status: PurchaseOrderStatus; version: number } {
  return status === 'draft' ? { status, version } : { status: 'sent', version: version + 1 };
}

/** The list tabs of the purchase-order screen. */
export const PURCHASE_ORDER_TABS = ['all', ...PURCHASE_ORDER_STATUSES] as const;
export type PurchaseOrderTab = (typeof PURCHASE_ORDER_TABS)[number];

/** The fields of an order only the factory may change (a supplier sending one is refused with 403). */
export const FACTORY_ONLY_FIELDS = ['supplierUid', 'orderDate', 'currency', 'note', 'lines'] as const;
/** The fields the supplier writes: its own reference and remark to the factory. */
export const SUPPLIER_FIELDS = ['supplierReference', 'supplierNote'] as const;
