/**
 * Supplier billing (issue 19) as state tables: state, action, who may, next state. The server turns each row into a
 * compare-and-set (`UPDATE … WHERE status IN (from)`); the screens show only the actions whose row starts from the
 * current state. Modelled on ERPNext's Landed Cost / Purchase Invoice and Odoo's vendor bills, in the business's
 * words: the supplier proposes fees and submits invoices, the factory accepts or rejects them; the factory issues the
 * monthly statement, the supplier confirms or disputes it line by line, and the factory reissues a disputed one.
 */
import type { PurchaseRole } from '../purchase/states.js';
import { stateTable } from '../state-machine.js';

export const SUPPLIER_FEE_KINDS = ['tooling', 'freight', 'expediting', 'other'] as const;
export type SupplierFeeKind = (typeof SUPPLIER_FEE_KINDS)[number];

export const SUPPLIER_FEE_STATUSES = ['proposed', 'accepted', 'rejected', 'withdrawn'] as const;
export type SupplierFeeStatus = (typeof SUPPLIER_FEE_STATUSES)[number];
export const SUPPLIER_FEE_ACTIONS = ['accept', 'reject', 'withdraw'] as const;
export type SupplierFeeAction = (typeof SUPPLIER_FEE_ACTIONS)[number];

export const SUPPLIER_STATEMENT_STATUSES = ['issued', 'confirmed', 'disputed'] as const;
export type SupplierStatementStatus = (typeof SUPPLIER_STATEMENT_STATUSES)[number];
export const SUPPLIER_STATEMENT_ACTIONS = ['confirm', 'dispute', 'reissue'] as const;
export type SupplierStatementAction = (typeof SUPPLIER_STATEMENT_ACTIONS)[number];

export const SUPPLIER_INVOICE_STATUSES = ['submitted', 'accepted', 'rejected'] as const;
export type SupplierInvoiceStatus = (typeof SUPPLIER_INVOICE_STATUSES)[number];
export const SUPPLIER_INVOICE_ACTIONS = ['accept', 'reject'] as const;
export type SupplierInvoiceAction = (typeof SUPPLIER_INVOICE_ACTIONS)[number];

export interface BillingTransition<S extends string, A extends string> {
  action: A;
  from: readonly S[];
  to: S;
  by: PurchaseRole;
  /** The action needs a reason (a rejection; a dispute names one per disputed line). */
  reason: boolean;
}

export const SUPPLIER_FEE_TRANSITIONS: readonly BillingTransition<SupplierFeeStatus, SupplierFeeAction>[] = [
  { action: 'accept', from: ['proposed'], to: 'accepted', by: 'factory', reason: false },
  { action: 'reject', from: ['proposed'], to: 'rejected', by: 'factory', reason: true },
  { action: 'withdraw', from: ['proposed'], to: 'withdrawn', by: 'supplier', reason: false },
];

export const SUPPLIER_STATEMENT_TRANSITIONS: readonly BillingTransition<
  SupplierStatementStatus,
  SupplierStatementAction
>[] = [
  // The supplier agrees with every line, or disputes one or more lines, each with its reason.
  { action: 'confirm', from: ['issued'], to: 'confirmed', by: 'supplier', reason: false },
  { action: 'dispute', from: ['issued'], to: 'disputed', by: 'supplier', reason: true },
  // The factory rebuilds a disputed statement from the records (and an adjustment if it grants one): a new version.
  { action: 'reissue', from: ['disputed'], to: 'issued', by: 'factory', reason: false },
];

export const SUPPLIER_INVOICE_TRANSITIONS: readonly BillingTransition<SupplierInvoiceStatus, SupplierInvoiceAction>[] =
  [
    { action: 'accept', from: ['submitted'], to: 'accepted', by: 'factory', reason: false },
    { action: 'reject', from: ['submitted'], to: 'rejected', by: 'factory', reason: true },
  ];

export const transitionOf = <S extends string, A extends string>(
  table: readonly BillingTransition<S, A>[],
  action: A,
): BillingTransition<S, A> => stateTable(table).transition(action);

/** The actions a side sees for a record in this state (the screens show only these). */
export const actionsOf = <S extends string, A extends string>(
  table: readonly BillingTransition<S, A>[],
  status: S,
  role: PurchaseRole,
): A[] => stateTable(table).actionsFor(status, role);

export const supplierFeeActions = (status: SupplierFeeStatus, role: PurchaseRole) =>
  actionsOf(SUPPLIER_FEE_TRANSITIONS, status, role);
export const supplierStatementActions = (status: SupplierStatementStatus, role: PurchaseRole) =>
  actionsOf(SUPPLIER_STATEMENT_TRANSITIONS, status, role);
export const supplierInvoiceActions = (status: SupplierInvoiceStatus, role: PurchaseRole) =>
  actionsOf(SUPPLIER_INVOICE_TRANSITIONS, status, role);

/** A statement line's kind: goods received, goods returned (negative), an accepted fee, the factory's adjustment. */
export const STATEMENT_LINE_KINDS = ['receipt', 'return', 'fee', 'adjustment'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/** A statement period: one calendar month, 'YYYY-MM'. */
export const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The first and last day of a period ('2026-02' → 2026-02-01 … 2026-02-28). */
export function periodDays(period: string): { from: string; to: string } {
  const match = PERIOD.exec(period);
  if (!match) throw new RangeError(`not a period YYYY-MM: ${period}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` };
}
