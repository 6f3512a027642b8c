import { stateTable } from '../state-machine.js';

/**
 * The inquiry's states (spec 02 §4) as one table: state, action, who may (the customer who asked or the factory
 * asked), next state. The server turns each row into a compare-and-set (`UPDATE … WHERE status IN (from)`); the
 * screens show only the actions whose row starts from the current state and belongs to the caller's side.
 *
 * `ordered` is the state an inquiry reaches when a settlement turns it into an order line (issue 15's cart);
 * `to: null` removes the inquiry from both sides' lists (delete); `'same'` keeps the state (print).
 */
export const INQUIRY_STATUSES = [
  'to_be_reviewed',
  'approved',
  'rejected',
  'withdrawn',
  'added_to_cart',
  'ordered',
] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const INQUIRY_ACTIONS = [
  'withdraw',
  'modify',
  'delete',
  'add_to_cart',
  'remove_from_cart',
  'order',
  'print',
  'approve',
  'reject',
  'close_quotation',
] as const;
export type InquiryAction = (typeof INQUIRY_ACTIONS)[number];

/** The customer asks; the factory (the merchant the inquiry is addressed to) answers. */
export type InquirySide = 'customer' | 'factory';

export interface InquiryTransition {
  action: InquiryAction;
  from: readonly InquiryStatus[];
  to: InquiryStatus | 'same' | null;
  by: InquirySide;
  /** Needs a reason in the body (reject always; approve only when the price or the lead time changed). */
  reason: 'always' | 'when_changed' | 'never';
}

const ALL = INQUIRY_STATUSES;

export const INQUIRY_TRANSITIONS: readonly InquiryTransition[] = [
  { action: 'withdraw', from: ['to_be_reviewed', 'approved'], to: 'withdrawn', by: 'customer', reason: 'never' },
  // A new version of the request; the factory reviews it again.
  {
    action: 'modify',
    from: ['to_be_reviewed', 'approved', 'rejected', 'withdrawn'],
    to: 'to_be_reviewed',
    by: 'customer',
    reason: 'never',
  },
  {
    action: 'delete',
    from: ['to_be_reviewed', 'approved', 'rejected', 'withdrawn'],
    to: null,
    by: 'customer',
    reason: 'never',
  },
  { action: 'add_to_cart', from: ['approved'], to: 'added_to_cart', by: 'customer', reason: 'never' },
  { action: 'remove_from_cart', from: ['added_to_cart'], to: 'approved', by: 'customer', reason: 'never' },
  { action: 'order', from: ['added_to_cart'], to: 'ordered', by: 'customer', reason: 'never' },
  { action: 'print', from: ALL, to: 'same', by: 'customer', reason: 'never' },
  // The factory's pricing submitted: the price and the lead time may change, with a reason.
  { action: 'approve', from: ['to_be_reviewed'], to: 'approved', by: 'factory', reason: 'when_changed' },
  { action: 'reject', from: ['to_be_reviewed'], to: 'rejected', by: 'factory', reason: 'always' },
  // Spec 01 §2.7: closing the manual-quotation tab releases the inquiry the factory held open (state unchanged).
  { action: 'close_quotation', from: ALL, to: 'same', by: 'factory', reason: 'never' },
];

const inquiries = stateTable(INQUIRY_TRANSITIONS);

/** The row of `action` taken by `by` (an action both sides take has a row each), else the action's first row. */
export function inquiryTransition(action: InquiryAction, by?: InquirySide): InquiryTransition {
  return (
    INQUIRY_TRANSITIONS.find((row) => row.action === action && (by === undefined || row.by === by)) ??
    inquiries.transition(action)
  );
}

/** Whether `side` may take `action` on an inquiry in `status`. Print is open to both sides. */
export function canInquiry(action: InquiryAction, status: InquiryStatus, side: InquirySide): boolean {
  if (action === 'print') return true;
  const row = inquiries.transition(action);
  return !!row && row.by === side && inquiries.canApply(action, status);
}

/** The state after `action` from `status`: `null` when the inquiry goes away. */
export function nextInquiryStatus(action: InquiryAction, status: InquiryStatus): InquiryStatus | null {
  const to = inquiryTransition(action).to;
  return to === 'same' ? status : to;
}

/** The actions a side sees on an inquiry in this state (the cart's own moves and order are not buttons). */
export function inquiryActions(status: InquiryStatus, side: InquirySide): InquiryAction[] {
  const hidden: readonly InquiryAction[] = ['remove_from_cart', 'order', 'close_quotation'];
  return INQUIRY_ACTIONS.filter((action) => !hidden.includes(action) && canInquiry(action, status, side));
}

/** List tabs (spec 02 §2): to be reviewed, approved, rejected and all. */
export const INQUIRY_TABS = ['to_be_reviewed', 'approved', 'rejected', 'all'] as const;
export type InquiryTab = (typeof INQUIRY_TABS)[number];

/** Statuses under a tab: "approved" holds the factory-priced inquiries, also once in the cart or ordered. */
export function inquiryStatusesOfTab(tab: InquiryTab): readonly InquiryStatus[] {
  if (tab === 'to_be_reviewed') return ['to_be_reviewed'];
  if (tab === 'approved') return ['approved', 'added_to_cart', 'ordered'];
  if (tab === 'rejected') return ['rejected'];
  return INQUIRY_STATUSES;
}

/** Date-filter presets (spec 02 §9): last month, three months, six months, one year. */
export const INQUIRY_DATE_PRESETS = ['last_month', 'three_months', 'six_months', 'one_year'] as const;
export type InquiryDatePreset = (typeof INQUIRY_DATE_PRESETS)[number];

/** The first instant a preset covers, counted back from `now` in whole calendar months (UTC). */
export function presetFrom(preset: InquiryDatePreset, now: Date): Date {
  const months = { last_month: 1, three_months: 3, six_months: 6, one_year: 12 }[preset];
  const from = new Date(now.getTime());
  from.setUTCMonth(from.getUTCMonth() - months);
  return from;
}
