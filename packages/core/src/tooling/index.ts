import { stateTable } from '../state-machine.js';

/**
 * Tooling and production transfers (issue 20; modelled on Odoo's customer-owned stock and ERPNext's asset movement
 * and subcontracting): tooling made for a customer (test fixtures, stencils, moulds) with its owner, cost and
 * amortisation and where it is; its transfer between factories signed by both sides; and the transfer of an order's
 * production to another factory on the platform, accepted or declined by the receiving factory.
 */
export const TOOLING_KINDS = ['test_fixture', 'stencil', 'mould', 'other'] as const;
export type ToolingKind = (typeof TOOLING_KINDS)[number];
export const TOOLING_OWNERS = ['factory', 'customer'] as const;
export type ToolingOwner = (typeof TOOLING_OWNERS)[number];
/** Active (at its factory), at another factory (received there by a transfer), scrapped (an end state). */
export const TOOLING_STATUSES = ['active', 'at_other_factory', 'scrapped'] as const;
export type ToolingStatus = (typeof TOOLING_STATUSES)[number];
/** Amortised over N boards or over N orders. */
export const AMORTISATION_BASES = ['boards', 'orders'] as const;
export type AmortisationBasis = (typeof AMORTISATION_BASES)[number];
export const TOOLING_LIMITS = {
  name: 100,
  location: 200,
  reason: 500,
  units: 10_000_000,
  costCents: 100_000_000_000n,
} as const;

/**
 * Straight-line amortisation in cents: cost × used ÷ over, rounded half-up to the cent, never beyond the cost.
 * `over` is the number of boards or orders the cost is spread over; `used` how many so far. In bigint: at the
 * limits cost × used is 10^18, far past what a JS number holds exactly.
 */
export function amortisation(
  costCents: bigint,
  over: number,
  used: number,
): { amortisedCents: bigint; remainingCents: bigint; percent: number } {
  if (over <= 0 || costCents <= 0n)
    return { amortisedCents: costCents > 0n ? costCents : 0n, remainingCents: 0n, percent: 100 };
  const share = Math.min(used, over);
  const amortised = (costCents * BigInt(share) * 2n + BigInt(over)) / (2n * BigInt(over));
  const amortisedCents = amortised < costCents ? amortised : costCents;
  // Units, not money: share × 200 is at most 2 × 10^9, exact; half-up like the cents.
  const percent = Math.floor((share * 200 + over) / (2 * over));
  return { amortisedCents, remainingCents: costCents - amortisedCents, percent };
}

/** The status of tooling held by `holderUid`: active at its own factory, else at another factory. */
export const toolingStatusAt = (merchantUid: string, holderUid: string): ToolingStatus =>
  merchantUid === holderUid ? 'active' : 'at_other_factory';

/** Generic two-sided state table row. */
export interface ToolingTransition<S extends string, A extends string> {
  action: A;
  from: readonly S[];
  to: S;
  /** `sender` is the factory that sends; `receiver` the one that signs or answers. */
  by: 'sender' | 'receiver';
  reason: boolean;
}

/** A tooling transfer: the holding factory sends, the other receives (signs) or refuses with a reason; the sender may cancel. */
export const TOOL_TRANSFER_STATUSES = ['sent', 'received', 'refused', 'cancelled'] as const;
export type ToolTransferStatus = (typeof TOOL_TRANSFER_STATUSES)[number];
export const TOOL_TRANSFER_ACTIONS = ['receive', 'refuse', 'cancel'] as const;
export type ToolTransferAction = (typeof TOOL_TRANSFER_ACTIONS)[number];
export const TOOL_TRANSFER_TRANSITIONS: readonly ToolingTransition<ToolTransferStatus, ToolTransferAction>[] = [
  { action: 'receive', from: ['sent'], to: 'received', by: 'receiver', reason: false },
  { action: 'refuse', from: ['sent'], to: 'refused', by: 'receiver', reason: true },
  { action: 'cancel', from: ['sent'], to: 'cancelled', by: 'sender', reason: false },
];
const toolTransfers = stateTable(TOOL_TRANSFER_TRANSITIONS);
export const toolTransferTransition = (action: ToolTransferAction) => toolTransfers.transition(action);
export const toolTransferActions = (
  status: ToolTransferStatus,
  side: 'sender' | 'receiver' | 'customer',
): ToolTransferAction[] => (side === 'customer' ? [] : toolTransfers.actionsFor(status, side));

/** A production transfer (outsourcing): the order's factory asks, the receiving factory accepts or declines with a reason; the sender may withdraw. */
export const PRODUCTION_TRANSFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type ProductionTransferStatus = (typeof PRODUCTION_TRANSFER_STATUSES)[number];
export const PRODUCTION_TRANSFER_ACTIONS = ['accept', 'decline', 'withdraw'] as const;
export type ProductionTransferAction = (typeof PRODUCTION_TRANSFER_ACTIONS)[number];
export const PRODUCTION_TRANSFER_TRANSITIONS: readonly ToolingTransition<
  ProductionTransferStatus,
  ProductionTransferAction
>[] = [
  { action: 'accept', from: ['pending'], to: 'accepted', by: 'receiver', reason: false },
  { action: 'decline', from: ['pending'], to: 'declined', by: 'receiver', reason: true },
  { action: 'withdraw', from: ['pending'], to: 'withdrawn', by: 'sender', reason: false },
];
const productionTransfers = stateTable(PRODUCTION_TRANSFER_TRANSITIONS);
export const productionTransferTransition = (action: ProductionTransferAction) =>
  productionTransfers.transition(action);
export const productionTransferActions = (
  status: ProductionTransferStatus,
  side: 'sender' | 'receiver' | 'customer',
): ProductionTransferAction[] => (side === 'customer' ? [] : productionTransfers.actionsFor(status, side));
/** The order states whose production may still move: paid, not yet shipped. */
export const TRANSFERABLE_ORDER_STATUSES = ['paid', 'pending_shipment'] as const;
