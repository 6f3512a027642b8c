import { stateTable } from '../state-machine.js';

/**
 * The factory quotation's document status (spec 02 §4) as one table: state, action, who may, next state. The
 * server turns each row into a compare-and-set (`UPDATE … WHERE status IN (from)`), the screens show only the
 * actions whose row starts from the current state.
 */
export const QUOTATION_STATUSES = ['not_submitted', 'to_be_reviewed', 'reviewed', 'returned'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

export const QUOTATION_ACTIONS = [
  'submit',
  'withdraw',
  'modify',
  'delete',
  'copy',
  'audit',
  'deapprove',
  'return',
  'upgrade',
] as const;
export type QuotationAction = (typeof QUOTATION_ACTIONS)[number];

/** The quoter works on the quotation screen; the approver on the approval screen. */
export type QuotationRole = 'quoter' | 'approver';

export interface QuotationTransition {
  action: QuotationAction;
  from: readonly QuotationStatus[];
  /** `null`: the row goes away (delete); `'same'`: the state does not change (modify, copy's source). */
  to: QuotationStatus | 'same' | null;
  by: QuotationRole;
  /** Needs a reason in the body (return, upgrade). */
  reason: boolean;
}

export const QUOTATION_TRANSITIONS: readonly QuotationTransition[] = [
  { action: 'submit', from: ['not_submitted', 'returned'], to: 'to_be_reviewed', by: 'quoter', reason: false },
  { action: 'withdraw', from: ['to_be_reviewed'], to: 'not_submitted', by: 'quoter', reason: false },
  { action: 'modify', from: ['not_submitted', 'returned'], to: 'same', by: 'quoter', reason: false },
  { action: 'delete', from: ['not_submitted', 'returned'], to: null, by: 'quoter', reason: false },
  {
    action: 'copy',
    from: ['not_submitted', 'to_be_reviewed', 'reviewed', 'returned'],
    to: 'same',
    by: 'quoter',
    reason: false,
  },
  { action: 'audit', from: ['to_be_reviewed'], to: 'reviewed', by: 'approver', reason: false },
  { action: 'deapprove', from: ['reviewed'], to: 'to_be_reviewed', by: 'approver', reason: false },
  { action: 'return', from: ['to_be_reviewed'], to: 'returned', by: 'approver', reason: true },
  // A new version (not submitted) takes over; the version upgraded from is frozen as it was.
  {
    action: 'upgrade',
    from: ['not_submitted', 'reviewed', 'returned'],
    to: 'not_submitted',
    by: 'quoter',
    reason: true,
  },
];

const quotations = stateTable(QUOTATION_TRANSITIONS);

export function quotationTransition(action: QuotationAction): QuotationTransition {
  return quotations.transition(action);
}

/** Whether an action applies to a quotation in this state (an old version allows none but copy). */
export function canApply(action: QuotationAction, status: QuotationStatus, current = true): boolean {
  if (!current && action !== 'copy') return false;
  return quotations.canApply(action, status);
}

/** The actions a role sees for a quotation in this state. */
export function availableActions(status: QuotationStatus, role: QuotationRole, current = true): QuotationAction[] {
  return quotations.actionsFor(status, role, (row) => current || row.action === 'copy');
}

/** Upgrade reasons offered (spec 02 §4). */
export const UPGRADE_REASONS = [
  'recalculate_gross_margin',
  'quotation_expired',
  'customer_bargaining',
  'factory_version_upgrade',
  'other',
] as const;
export type UpgradeReason = (typeof UPGRADE_REASONS)[number];

export const QUOTATION_TABS = ['all', 'to_be_reviewed', 'approved'] as const;
export type QuotationTab = (typeof QUOTATION_TABS)[number];

/** Statuses shown under an approval tab: to be reviewed; approved = reviewed. */
export function statusesOfTab(tab: QuotationTab): readonly QuotationStatus[] {
  if (tab === 'to_be_reviewed') return ['to_be_reviewed'];
  if (tab === 'approved') return ['reviewed'];
  return QUOTATION_STATUSES;
}

export type QuotationValidity = 'normal' | 'overdue';

/**
 * Validity from the quotation date and the validity days: normal through the last valid day (date + days − 1,
 * inclusive), overdue after. Dates are ISO `YYYY-MM-DD` in the factory's calendar.
 */
export function quotationValidity(quotationDate: string, validityDays: number, today: string): QuotationValidity {
  const start = Date.parse(`${quotationDate}T00:00:00Z`);
  const last = start + (Math.max(validityDays, 1) - 1) * 86_400_000;
  return Date.parse(`${today}T00:00:00Z`) > last ? 'overdue' : 'normal';
}
