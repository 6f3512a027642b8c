import { stateTable } from '../state-machine.js';

/**
 * Supplier bidding (issue 18) as tables: state, action, who may, next state. A purchasing request is `open` from
 * publication; before its deadline it is in the bidding phase (suppliers bid, change their bid, bids are sealed),
 * from the deadline on in the evaluating phase (the buyer compares and awards). The server turns each row into a
 * compare-and-set; the screens show only the actions that apply.
 */
export const PURCHASE_REQUEST_STATUSES = ['open', 'awarded', 'cancelled'] as const;
export type PurchaseRequestStatus = (typeof PURCHASE_REQUEST_STATUSES)[number];

/** What a screen shows: `open` split by the deadline. */
export type PurchaseRequestPhase = 'bidding' | 'evaluating' | 'awarded' | 'cancelled';

export const BID_STATUSES = ['submitted', 'awarded', 'lost'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

export type BiddingRole = 'buyer' | 'supplier';
export type BiddingAction = 'bid' | 'change_bid' | 'award' | 'cancel';

export interface BiddingTransition {
  action: BiddingAction;
  from: readonly PurchaseRequestStatus[];
  /** The phase the action needs: before or after the deadline. */
  phase: 'bidding' | 'evaluating' | 'any_open';
  to: PurchaseRequestStatus | 'same';
  by: BiddingRole;
  /** What happens to the bids: the chosen ones are awarded and the others lost. */
  bids?: { chosen: BidStatus; others: BidStatus };
}

export const BIDDING_TRANSITIONS: readonly BiddingTransition[] = [
  { action: 'bid', from: ['open'], phase: 'bidding', to: 'same', by: 'supplier' },
  { action: 'change_bid', from: ['open'], phase: 'bidding', to: 'same', by: 'supplier' },
  {
    action: 'award',
    from: ['open'],
    phase: 'evaluating',
    to: 'awarded',
    by: 'buyer',
    bids: { chosen: 'awarded', others: 'lost' },
  },
  {
    action: 'cancel',
    from: ['open'],
    phase: 'any_open',
    to: 'cancelled',
    by: 'buyer',
    bids: { chosen: 'lost', others: 'lost' },
  },
];

const bidding = stateTable(BIDDING_TRANSITIONS);

export function biddingTransition(action: BiddingAction): BiddingTransition {
  return bidding.transition(action);
}

/** The phase of a request at `now`: open requests bid until the deadline (exclusive) and are evaluated after. */
export function purchaseRequestPhase(status: PurchaseRequestStatus, deadline: Date, now: Date): PurchaseRequestPhase {
  if (status !== 'open') return status;
  return now.getTime() < deadline.getTime() ? 'bidding' : 'evaluating';
}

/** Whether an action applies to a request in this state at `now`. */
export function canApplyBidding(
  action: BiddingAction,
  facts: { status: PurchaseRequestStatus; deadline: Date; now: Date; hasBid?: boolean },
): boolean {
  const t = biddingTransition(action);
  if (!t.from.includes(facts.status)) return false;
  if (action === 'bid' && facts.hasBid) return false;
  if (action === 'change_bid' && facts.hasBid === false) return false;
  const phase = purchaseRequestPhase(facts.status, facts.deadline, facts.now);
  return t.phase === 'any_open' || t.phase === phase;
}

/** Bids are sealed: nobody but their own supplier sees one before the deadline. */
export const bidsSealed = (deadline: Date, now: Date): boolean => now.getTime() < deadline.getTime();
