import { stateTable } from '../state-machine.js';

/**
 * The supplier of a factory (issue 19) as a table: state, action, next state. Modelled on ERPNext's Supplier (on
 * hold, disabled) and on ISO 9001 §8.4 supplier approval: a supplier starts as a potential one, is evaluated, and
 * is approved (it joins the supplier master and may be ordered from) or rejected with a reason. An approved supplier
 * can be suspended (a quality hold) and reinstated; a rejected one can be reconsidered later. Only the factory acts;
 * the supplier enterprise linked to the record reads it. The server turns each row into a compare-and-set
 * (`UPDATE … WHERE status IN (from)`), the screens show only the actions whose row starts from the current state.
 */
export const SUPPLIER_STATUSES = ['potential', 'evaluating', 'approved', 'rejected', 'suspended'] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];

export const SUPPLIER_ACTIONS = ['evaluate', 'approve', 'reject', 'reconsider', 'suspend', 'reinstate'] as const;
export type SupplierAction = (typeof SUPPLIER_ACTIONS)[number];

export interface SupplierTransition {
  action: SupplierAction;
  from: readonly SupplierStatus[];
  to: SupplierStatus;
  /** The action needs a reason (a rejection, a suspension). */
  reason: boolean;
}

export const SUPPLIER_TRANSITIONS: readonly SupplierTransition[] = [
  { action: 'evaluate', from: ['potential'], to: 'evaluating', reason: false },
  // Approve and reject are the decision of an evaluation (scores, evaluator): POST …/evaluations.
  { action: 'approve', from: ['evaluating'], to: 'approved', reason: false },
  { action: 'reject', from: ['evaluating'], to: 'rejected', reason: true },
  { action: 'reconsider', from: ['rejected'], to: 'potential', reason: false },
  { action: 'suspend', from: ['approved'], to: 'suspended', reason: true },
  { action: 'reinstate', from: ['suspended'], to: 'approved', reason: false },
];

const suppliers = stateTable(SUPPLIER_TRANSITIONS);

export function supplierTransition(action: SupplierAction): SupplierTransition {
  return suppliers.transition(action);
}

export function canApplySupplier(action: SupplierAction, status: SupplierStatus): boolean {
  return suppliers.canApply(action, status);
}

/** The actions the factory sees for a supplier in this state. */
export function supplierActions(status: SupplierStatus): SupplierAction[] {
  return suppliers.actionsFor(status);
}

/** The supplier master (supplier-profile) holds approved and suspended suppliers; the rest are potential ones. */
export const SUPPLIER_MASTER_STATUSES: readonly SupplierStatus[] = ['approved', 'suspended'];
export const POTENTIAL_SUPPLIER_STATUSES: readonly SupplierStatus[] = ['potential', 'evaluating', 'rejected'];
export type SupplierScope = 'master' | 'potential';
export const statusesOfScope = (scope: SupplierScope) =>
  scope === 'master' ? SUPPLIER_MASTER_STATUSES : POTENTIAL_SUPPLIER_STATUSES;

/** What a PCB factory buys (the categories a supplier supplies). */
export const SUPPLY_CATEGORIES = [
  'laminate',
  'prepreg',
  'copper_foil',
  'solder_mask',
  'dry_film',
  'chemicals',
  'drill_bits',
  'gold_salts',
  'packaging',
  'outsourcing',
  'equipment',
  'other',
] as const;
export type SupplyCategory = (typeof SUPPLY_CATEGORIES)[number];

/** Payment terms a factory agrees with a supplier (the words of Odoo's and ERPNext's payment-terms templates). */
export const SUPPLIER_PAYMENT_TERMS = [
  'prepaid',
  'cash_on_delivery',
  'net_30',
  'net_60',
  'monthly_30',
  'monthly_60',
  'monthly_90',
] as const;
export type SupplierPaymentTerm = (typeof SUPPLIER_PAYMENT_TERMS)[number];
