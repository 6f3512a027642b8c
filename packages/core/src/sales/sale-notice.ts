import { stateTable } from '../state-machine.js';

/**
 * The sales notice (销售通知, issue 20; modelled on Odoo's sales order → manufacturing order release and ERPNext's
 * Sales Order → Work Order): the factory's sales desk releases a confirmed customer order to production with what
 * production needs — product, the customer's part number and revision, quantity, delivery date and special
 * requirements — and production acknowledges it. A table of state, action, who may, next state; the server turns
 * each row into a compare-and-set and the screens show only the actions that apply.
 */
export const SALE_NOTICE_STATUSES = ['draft', 'released', 'acknowledged', 'cancelled'] as const;
export type SaleNoticeStatus = (typeof SALE_NOTICE_STATUSES)[number];

export const SALE_NOTICE_ACTIONS = ['release', 'acknowledge', 'cancel'] as const;
export type SaleNoticeAction = (typeof SALE_NOTICE_ACTIONS)[number];

/** Who acts inside the factory: the sales desk writes and releases, production acknowledges. */
export type SaleNoticeRole = 'sales' | 'production';

export interface SaleNoticeTransition {
  action: SaleNoticeAction;
  from: readonly SaleNoticeStatus[];
  to: SaleNoticeStatus;
  by: SaleNoticeRole;
  /** The action needs a reason (a cancellation says why). */
  reason: boolean;
}

export const SALE_NOTICE_TRANSITIONS: readonly SaleNoticeTransition[] = [
  { action: 'release', from: ['draft'], to: 'released', by: 'sales', reason: false },
  { action: 'acknowledge', from: ['released'], to: 'acknowledged', by: 'production', reason: false },
  // Once production has acknowledged it, the notice is production's plan: a change goes through a customer change.
  { action: 'cancel', from: ['draft', 'released'], to: 'cancelled', by: 'sales', reason: true },
];

const notices = stateTable(SALE_NOTICE_TRANSITIONS);

export function saleNoticeTransition(action: SaleNoticeAction): SaleNoticeTransition {
  return notices.transition(action);
}

export const canApplySaleNotice = (action: SaleNoticeAction, status: SaleNoticeStatus): boolean =>
  notices.canApply(action, status);

/** The actions the factory sees on a notice in this state (the customer only reads its side). */
export const saleNoticeActions = (status: SaleNoticeStatus): SaleNoticeAction[] => notices.actionsFor(status);

/** The order states a notice may be written from: paid or accepted (pending shipment) — a confirmed order. */
export const SALE_NOTICE_ORDER_STATUSES = ['paid', 'pending_shipment'] as const;

/** Fields of the notice form, in form order (a refusal names the first wrong one). */
export const SALE_NOTICE_FIELDS = [
  'orderNo',
  'productName',
  'partNo',
  'revision',
  'quantity',
  'deliveryDate',
  'requirements',
] as const;
export type SaleNoticeField = (typeof SALE_NOTICE_FIELDS)[number];

export const SALE_NOTICE_LIMITS = {
  productName: 200,
  partNo: 100,
  revision: 20,
  requirements: 2000,
  quantity: 10_000_000,
} as const;

export interface SaleNoticeDraft {
  productName?: string | null;
  partNo?: string | null;
  revision?: string | null;
  quantity?: number | null;
  deliveryDate?: string | null;
  requirements?: string | null;
}

export type SaleNoticeProblem = { field: SaleNoticeField; problem: 'required' | 'too_long' | 'range' | 'past' };

/**
 * The rules of a notice: product, part number, quantity (1 … 10 million) and a delivery date not before `today`
 * (YYYY-MM-DD, the factory's calendar day) are required; the revision and special requirements are optional.
 * Answers the first problem in form order, or null.
 */
export function checkSaleNotice(d: SaleNoticeDraft, today: string): SaleNoticeProblem | null {
  const blank = (v: string | null | undefined) => v === undefined || v === null || v.trim() === '';
  if (blank(d.productName)) return { field: 'productName', problem: 'required' };
  if (d.productName!.trim().length > SALE_NOTICE_LIMITS.productName)
    return { field: 'productName', problem: 'too_long' };
  if (blank(d.partNo)) return { field: 'partNo', problem: 'required' };
  if (d.partNo!.trim().length > SALE_NOTICE_LIMITS.partNo) return { field: 'partNo', problem: 'too_long' };
  if (!blank(d.revision) && d.revision!.trim().length > SALE_NOTICE_LIMITS.revision)
    return { field: 'revision', problem: 'too_long' };
  if (d.quantity === undefined || d.quantity === null) return { field: 'quantity', problem: 'required' };
  if (!Number.isInteger(d.quantity) || d.quantity < 1 || d.quantity > SALE_NOTICE_LIMITS.quantity)
    return { field: 'quantity', problem: 'range' };
  if (blank(d.deliveryDate)) return { field: 'deliveryDate', problem: 'required' };
  if (d.deliveryDate! < today) return { field: 'deliveryDate', problem: 'past' };
  if (!blank(d.requirements) && d.requirements!.length > SALE_NOTICE_LIMITS.requirements)
    return { field: 'requirements', problem: 'too_long' };
  return null;
}
