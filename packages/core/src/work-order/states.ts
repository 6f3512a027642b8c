import { stateTable } from '../state-machine.js';

/**
 * Work orders (spec 02 §3 Work order, §5 Work orders, §6; issue 18) as one table: state, action, who may, next
 * state. The server turns each row into a compare-and-set (`UPDATE … WHERE status IN (from) AND row_version = …`),
 * the screens show only the actions whose row starts from the current state.
 */
export const WORK_ORDER_KINDS = ['consult', 'complaint', 'pricing_suggestion'] as const;
export type WorkOrderKind = (typeof WORK_ORDER_KINDS)[number];

export const WORK_ORDER_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** The seven complaint types of spec 02 §3. */
export const COMPLAINT_TYPES = [
  'wrong_shipment',
  'overdue',
  'missing_quantity',
  'quality',
  'customer_service',
  'component_quality',
  'other',
] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];

/** What a consultation is about, as the screens offer it (spec 02 §5: a consult needs a type; the spec lists none). */
export const CONSULT_TYPES = ['order', 'quotation', 'payment', 'invoice', 'technical', 'account', 'other'] as const;
export type ConsultType = (typeof CONSULT_TYPES)[number];

/** What a pricing suggestion is about: a factory quotation or an inquiry. */
export const PRICING_TARGETS = ['quotation', 'inquiry'] as const;
export type PricingTarget = (typeof PRICING_TARGETS)[number];

export const WORK_ORDER_ACTIONS = ['start', 'resolve', 'close', 'reopen'] as const;
export type WorkOrderAction = (typeof WORK_ORDER_ACTIONS)[number];

/** `customer`: the enterprise that filed the work order; `staff`: the enterprise that handles it. */
export type WorkOrderSide = 'customer' | 'staff';

export interface WorkOrderTransition {
  action: WorkOrderAction;
  from: readonly WorkOrderStatus[];
  to: WorkOrderStatus;
  by: readonly WorkOrderSide[];
  /** Allowed only within REOPEN_DAYS of entering the current state. */
  withinReopenWindow: boolean;
}

export const WORK_ORDER_TRANSITIONS: readonly WorkOrderTransition[] = [
  { action: 'start', from: ['open'], to: 'in_progress', by: ['staff'], withinReopenWindow: false },
  { action: 'resolve', from: ['open', 'in_progress'], to: 'resolved', by: ['staff'], withinReopenWindow: false },
  { action: 'close', from: ['resolved'], to: 'closed', by: ['staff', 'customer'], withinReopenWindow: false },
  { action: 'reopen', from: ['resolved', 'closed'], to: 'open', by: ['staff', 'customer'], withinReopenWindow: true },
];

/** A resolved or closed work order can be reopened for this many days after it got there. */
export const WORK_ORDER_REOPEN_DAYS = 7;
/** The handling side should answer within this many hours of filing (the SLA the centre shows). */
export const WORK_ORDER_FIRST_RESPONSE_HOURS = 24;
/** Images one work order carries at most (each JPG or PNG, ≤ IMAGE_MAX_BYTES). */
export const WORK_ORDER_MAX_ATTACHMENTS = 6;
export const WORK_ORDER_TITLE_MAX = 200;
export const WORK_ORDER_TYPE_MAX = 40;
export const WORK_ORDER_CONTENT_MAX = 5000;

const workOrders = stateTable(WORK_ORDER_TRANSITIONS);

export function workOrderTransition(action: WorkOrderAction): WorkOrderTransition {
  return workOrders.transition(action);
}

const DAY_MS = 86_400_000;

/** Whether `by` may apply `action` to a work order in `status` that entered it at `statusSince`, at `now`. */
export function canApplyWorkOrder(
  action: WorkOrderAction,
  status: WorkOrderStatus,
  by: WorkOrderSide,
  statusSince: Date,
  now: Date,
): boolean {
  const row = workOrders.transition(action);
  if (!workOrders.canApply(action, status) || !row.by.includes(by)) return false;
  return !row.withinReopenWindow || now.getTime() - statusSince.getTime() <= WORK_ORDER_REOPEN_DAYS * DAY_MS;
}

/** The actions a side sees for a work order now. */
export function workOrderActions(
  status: WorkOrderStatus,
  by: WorkOrderSide,
  statusSince: Date,
  now: Date,
): WorkOrderAction[] {
  return WORK_ORDER_ACTIONS.filter((action) => canApplyWorkOrder(action, status, by, statusSince, now));
}

/** Replies are taken until the work order is closed (a closed one is reopened first). */
export const acceptsReplies = (status: WorkOrderStatus) => status !== 'closed';

export interface WorkOrderSla {
  /** Seconds from filing to resolution (or to now while unresolved). */
  ageSeconds: number;
  /** When the first answer of the handling side is due. */
  firstResponseDueAt: string;
  /** No answer yet and the due time has passed (or the answer came late). */
  overdue: boolean;
}

/** The SLA figures the centre shows for a work order. */
export function workOrderSla(
  createdAt: Date,
  firstResponseAt: Date | null,
  resolvedAt: Date | null,
  now: Date,
): WorkOrderSla {
  const due = createdAt.getTime() + WORK_ORDER_FIRST_RESPONSE_HOURS * 3_600_000;
  const end = resolvedAt ?? now;
  return {
    ageSeconds: Math.max(0, Math.floor((end.getTime() - createdAt.getTime()) / 1000)),
    firstResponseDueAt: new Date(due).toISOString(),
    overdue: (firstResponseAt ?? now).getTime() > due,
  };
}

export type WorkOrderField = 'kind' | 'type' | 'title' | 'content' | 'orderNo' | 'target' | 'targetNo' | 'files';
export interface WorkOrderProblem {
  field: WorkOrderField;
  problem: 'required' | 'badChoice' | 'tooLong' | 'tooMany';
  max?: number;
}

export interface WorkOrderDraft {
  kind?: string | null;
  type?: string | null;
  title?: string | null;
  content?: string | null;
  orderNo?: string | null;
  target?: string | null;
  targetNo?: string | null;
  fileCount?: number;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * The rules of spec 02 §5 for a new work order, first problem first: a consult needs a type, a title and content;
 * a complaint one of the seven types and an order; a pricing suggestion a quotation or inquiry; every kind a title
 * and content; at most WORK_ORDER_MAX_ATTACHMENTS images.
 */
export function checkWorkOrderDraft(d: WorkOrderDraft): WorkOrderProblem | null {
  if (blank(d.kind)) return { field: 'kind', problem: 'required' };
  if (!(WORK_ORDER_KINDS as readonly string[]).includes(d.kind!)) return { field: 'kind', problem: 'badChoice' };
  const kind = d.kind as WorkOrderKind;
  if (kind === 'consult' || kind === 'complaint') {
    if (blank(d.type)) return { field: 'type', problem: 'required' };
    // The spec lists the complaint types; a consult's type is the caller's word (the screens offer CONSULT_TYPES).
    if (kind === 'complaint' && !(COMPLAINT_TYPES as readonly string[]).includes(d.type!))
      return { field: 'type', problem: 'badChoice' };
    if (d.type!.trim().length > WORK_ORDER_TYPE_MAX)
      return { field: 'type', problem: 'tooLong', max: WORK_ORDER_TYPE_MAX };
  }
  if (blank(d.title)) return { field: 'title', problem: 'required' };
  if (d.title!.trim().length > WORK_ORDER_TITLE_MAX)
    return { field: 'title', problem: 'tooLong', max: WORK_ORDER_TITLE_MAX };
  if (blank(d.content)) return { field: 'content', problem: 'required' };
  if (d.content!.trim().length > WORK_ORDER_CONTENT_MAX)
    return { field: 'content', problem: 'tooLong', max: WORK_ORDER_CONTENT_MAX };
  if (kind === 'complaint' && blank(d.orderNo)) return { field: 'orderNo', problem: 'required' };
  if (kind === 'pricing_suggestion') {
    if (blank(d.target)) return { field: 'target', problem: 'required' };
    if (!(PRICING_TARGETS as readonly string[]).includes(d.target!)) return { field: 'target', problem: 'badChoice' };
    if (blank(d.targetNo)) return { field: 'targetNo', problem: 'required' };
  }
  if ((d.fileCount ?? 0) > WORK_ORDER_MAX_ATTACHMENTS)
    return { field: 'files', problem: 'tooMany', max: WORK_ORDER_MAX_ATTACHMENTS };
  return null;
}
