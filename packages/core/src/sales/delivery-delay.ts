import { stateTable } from '../state-machine.js';

/**
 * The delivery delay application (交期延期申请, issue 20; modelled on ERPNext's "Delivery Date change" request on a
 * Sales Order and Odoo's rescheduling with the customer's consent): the factory asks to move the promised delivery
 * date of a released sales notice (and so its order) to a later day, with a reason. The customer agrees or refuses
 * with a reason; the factory may withdraw a pending request. The notice's date changes only when the customer
 * agrees — in the same transaction, compare-and-set on the date the request was made against.
 */
export const DELIVERY_DELAY_STATUSES = ['pending', 'agreed', 'refused', 'withdrawn'] as const;
export type DeliveryDelayStatus = (typeof DELIVERY_DELAY_STATUSES)[number];

export const DELIVERY_DELAY_ACTIONS = ['agree', 'refuse', 'withdraw'] as const;
export type DeliveryDelayAction = (typeof DELIVERY_DELAY_ACTIONS)[number];

export interface DeliveryDelayTransition {
  action: DeliveryDelayAction;
  from: readonly DeliveryDelayStatus[];
  to: DeliveryDelayStatus;
  by: 'factory' | 'customer';
  /** The action needs a reason (a refusal says why). */
  reason: boolean;
}

export const DELIVERY_DELAY_TRANSITIONS: readonly DeliveryDelayTransition[] = [
  { action: 'agree', from: ['pending'], to: 'agreed', by: 'customer', reason: false },
  { action: 'refuse', from: ['pending'], to: 'refused', by: 'customer', reason: true },
  { action: 'withdraw', from: ['pending'], to: 'withdrawn', by: 'factory', reason: false },
];

const delays = stateTable(DELIVERY_DELAY_TRANSITIONS);

export const deliveryDelayTransition = (action: DeliveryDelayAction): DeliveryDelayTransition =>
  delays.transition(action);

/** The actions one side sees on a request in this state. */
export const deliveryDelayActions = (
  status: DeliveryDelayStatus,
  side: 'factory' | 'customer',
): DeliveryDelayAction[] => delays.actionsFor(status, side);

/** The sales-notice states whose date may be moved: released to production or acknowledged by it. */
export const DELAYABLE_NOTICE_STATUSES = ['released', 'acknowledged'] as const;

export const DELIVERY_DELAY_LIMITS = { reason: 500 } as const;

/**
 * The requested date against the promised one: it must be a later day (a delay, not an earlier delivery) and not
 * in the past. Days are `YYYY-MM-DD`, so they compare as text. Answers the problem or null.
 */
export function delayDateProblem(promised: string, requested: string, today: string): 'notLater' | 'past' | null {
  if (requested < today) return 'past';
  if (requested <= promised) return 'notLater';
  return null;
}

/** Whole days between the promised and the requested date (what the screens show as "+n days"). */
export const delayDays = (promised: string, requested: string): number =>
  Math.round((Date.parse(`${requested}T00:00:00Z`) - Date.parse(`${promised}T00:00:00Z`)) / 86_400_000);
