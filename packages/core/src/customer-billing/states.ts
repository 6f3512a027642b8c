import { stateTable } from '../state-machine.js';

/**
 * Customer statements and customer invoices (issue 20) as tables: state, action, who may, next state. Modelled on
 * Odoo's customer statement / follow-up report and invoices (draft → posted → sent, cancelled) and ERPNext's
 * Sales Invoice (Draft, Submitted, Cancelled), in the business's words. The server turns each row into a
 * compare-and-set (`UPDATE … WHERE status IN (from) AND row_version = $read`); the screens show only the actions
 * whose row starts from the current state and whose side is the reader's.
 */
export type CustomerBillingSide = 'factory' | 'customer';

export const CUSTOMER_STATEMENT_STATUSES = ['draft', 'sent', 'confirmed', 'disputed', 'cancelled'] as const;
export type CustomerStatementStatus = (typeof CUSTOMER_STATEMENT_STATUSES)[number];
export const CUSTOMER_STATEMENT_ACTIONS = ['adjust', 'send', 'answer', 'reopen', 'cancel'] as const;
export type CustomerStatementAction = (typeof CUSTOMER_STATEMENT_ACTIONS)[number];

export interface CustomerBillingTransition<S extends string, A extends string> {
  action: A;
  from: readonly S[];
  /** `by_answers`: confirmed when every line is confirmed, disputed when one line is disputed. */
  to: S | 'same' | 'by_answers';
  by: CustomerBillingSide;
  reason: boolean;
}

export const CUSTOMER_STATEMENT_TRANSITIONS: readonly CustomerBillingTransition<
  CustomerStatementStatus,
  CustomerStatementAction
>[] = [
  // The factory adds or changes adjustments (± amounts with a description) while the statement is its draft.
  { action: 'adjust', from: ['draft'], to: 'same', by: 'factory', reason: false },
  { action: 'send', from: ['draft'], to: 'sent', by: 'factory', reason: false },
  // The customer answers every line once: confirmed, or disputed with its reason.
  { action: 'answer', from: ['sent'], to: 'by_answers', by: 'customer', reason: false },
  // A disputed statement goes back to the factory's draft (answers cleared) to be corrected and sent again.
  { action: 'reopen', from: ['disputed'], to: 'draft', by: 'factory', reason: false },
  { action: 'cancel', from: ['draft', 'disputed'], to: 'cancelled', by: 'factory', reason: true },
];

/** `partly_paid`, `paid` and `written_off` follow from customer payments (payments.ts), never from an action here. */
export const CUSTOMER_INVOICE_STATUSES = [
  'draft',
  'issued',
  'sent',
  'partly_paid',
  'paid',
  'written_off',
  'void',
] as const;
export type CustomerInvoiceStatus = (typeof CUSTOMER_INVOICE_STATUSES)[number];
export const CUSTOMER_INVOICE_ACTIONS = ['issue', 'send', 'void'] as const;
export type CustomerInvoiceAction = (typeof CUSTOMER_INVOICE_ACTIONS)[number];

export const CUSTOMER_INVOICE_TRANSITIONS: readonly CustomerBillingTransition<
  CustomerInvoiceStatus,
  CustomerInvoiceAction
>[] = [
  { action: 'issue', from: ['draft'], to: 'issued', by: 'factory', reason: false },
  { action: 'send', from: ['issued'], to: 'sent', by: 'factory', reason: false },
  { action: 'void', from: ['draft', 'issued', 'sent'], to: 'void', by: 'factory', reason: true },
];

const statements = stateTable(CUSTOMER_STATEMENT_TRANSITIONS);
const invoices = stateTable(CUSTOMER_INVOICE_TRANSITIONS);

export const customerStatementTransition = (action: CustomerStatementAction) => statements.transition(action);
export const customerInvoiceTransition = (action: CustomerInvoiceAction) => invoices.transition(action);

/** The actions a side sees on a statement in this state. */
export function customerStatementActions(
  status: CustomerStatementStatus,
  side: CustomerBillingSide,
): CustomerStatementAction[] {
  return statements.actionsFor(status, side);
}

/** The actions a side sees on an invoice in this state (the customer only reads). */
export function customerInvoiceActions(
  status: CustomerInvoiceStatus,
  side: CustomerBillingSide,
): CustomerInvoiceAction[] {
  return invoices.actionsFor(status, side);
}

/** The state after the customer's answers: one disputed line disputes the statement. */
export function customerStatementAfterAnswers(
  answers: ReadonlyArray<'confirmed' | 'disputed'>,
): 'confirmed' | 'disputed' {
  return answers.includes('disputed') ? 'disputed' : 'confirmed';
}

/** The kinds of statement line: a delivery (shipped), its disputed part (minus), the factory's adjustment (±). */
export const CUSTOMER_STATEMENT_LINE_KINDS = ['delivery', 'disputed', 'adjustment'] as const;
export type CustomerStatementLineKind = (typeof CUSTOMER_STATEMENT_LINE_KINDS)[number];

/** A statement period is one calendar month, `YYYY-MM`. */
export const isCustomerStatementPeriod = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The first day and the day after the last of a period (`2026-11` → 2026-11-01, 2026-12-01). */
export function statementPeriodBounds(period: string): { from: string; until: string } {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${period}-01`, until: `${next}-01` };
}
